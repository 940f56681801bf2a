import { Skeleton, TextButton } from '../components/ui/ui.styles';
import { Lines } from './Help.styles';

/** Loading and failure of a content page's text: skeleton lines, or a message with a retry. */
export function ContentStatus({
  what,
  isLoading,
  isError,
  retry,
}: {
  /** What is being loaded, as it reads in a sentence: 'the questions'. */
  what: string;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}) {
  if (isError) {
    return (
      <p role="alert">
        We could not load {what}. Please check your connection and{' '}
        <TextButton type="button" onClick={retry}>
          try again
        </TextButton>
        .
      </p>
    );
  }
  if (!isLoading) return null;
  return (
    <Lines role="status" aria-label={`Loading ${what}`}>
      <Skeleton $height="3rem" />
      <Skeleton $height="3rem" />
      <Skeleton $height="3rem" />
    </Lines>
  );
}
