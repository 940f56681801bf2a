import { Skeleton } from '../components/ui/ui.styles';
import { Hero, Tiles } from './HomePage.styles';

/** The home layout while its data loads (SPEC 2). */
export function HomeSkeleton() {
  return (
    <Hero aria-busy="true" aria-label="Loading the home page">
      <Skeleton $height="2.5rem" $width="70%" />
      <Tiles>
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index}>
            <Skeleton $height="7rem" />
          </li>
        ))}
      </Tiles>
    </Hero>
  );
}

/** The rails' place while their chunk arrives: a heading and a row of cards per rail. */
export function RailsSkeleton({ rails }: { rails: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: rails }, (_, index) => (
        <Skeleton key={index} $height="21rem" style={{ marginBottom: '1.5rem' }} />
      ))}
    </div>
  );
}
