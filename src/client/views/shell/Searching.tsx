import { Skeleton } from '../components/ui/ui.styles';

/** The nav search panel while results (or the panel's code) load. */
export function Searching() {
  return (
    <div aria-busy="true" aria-label="Searching">
      <Skeleton $height="1.25rem" />
    </div>
  );
}
