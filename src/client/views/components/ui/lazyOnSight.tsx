import { lazy, type ComponentType, type ReactNode } from 'react';
import { whenOnSight } from '../../../app/tasks';

/**
 * A lazy part of a page that the server draws in full but the browser brings to life only when
 * it scrolls into view (or is tapped or focused): until then it stays the server's HTML, so
 * hydrating the page does not pay for what a phone's first screen does not show. Drawn in the
 * browser (a page reached by a link), it loads at once.
 *
 * Render `<Place>` around the part's `<Suspense>`, and keep that Suspense element the same
 * between renders (useMemo): new props before it hydrates would make React redraw it from
 * scratch. `release()` (call it when the page unmounts) lets a later visit load it.
 */
export function lazyOnSight<Props extends object>(
  id: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Lazy = lazy(async () => {
    const drawn = typeof document === 'undefined' ? null : document.getElementById(id);
    if (drawn) await whenOnSight(drawn, released);
    return load();
  });
  function Place({ children }: { children: ReactNode }) {
    return <div id={id}>{children}</div>;
  }
  return { Lazy, Place, release: () => release() };
}
