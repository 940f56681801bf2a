import styled from 'styled-components';
import { Skeleton } from '../components/ui/ui.styles';

/*
 * A page's place while its code loads: a heading and blocks, at least a screen tall, so what
 * follows the page (the footer) starts below the fold and does not jump when the page arrives.
 */
const Shape = styled.div`
  box-sizing: border-box;
  min-height: 100vh;
  min-height: 100dvh;
  max-width: 1200px;
  margin: 0 auto;
  padding: 1rem;
  display: grid;
  align-content: start;
  gap: 1rem;
`;

/** The loading page: as tall as the screen, its heading and content blocks shimmering. */
export function PageSkeleton({ label = 'Loading the page' }: { label?: string }) {
  return (
    <Shape role="status" aria-busy="true" aria-label={label}>
      <Skeleton $height="2.25rem" $width="min(24rem, 70%)" />
      <Skeleton $height="1rem" $width="min(36rem, 90%)" />
      <Skeleton $height="14rem" />
      <Skeleton $height="8rem" />
    </Shape>
  );
}
