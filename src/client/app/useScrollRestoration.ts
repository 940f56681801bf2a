import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to when it was last shown, by its location key. */
const positions = new Map<string, number>();

/** What the customer does to scroll or move on themselves: restoring stops there. */
const OWN_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * A new page opens at its top; Back and Forward return to where the page was left. The browser's
 * own restoration is off: it would scroll before the router draws the page it returns to.
 *
 * A page may be drawn shorter than it was left (a part still loading): the browser then stops at
 * its end, so the place is reached as the page grows, unless the customer scrolls first.
 */
export function useScrollRestoration(): void {
  const { key } = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    // A page reached by a link opens at its top. Back and Forward return to where the page was
    // left; the first page keeps what the browser did with it (a reload, a link to a fragment).
    const top = action === 'POP' ? positions.get(key) : 0;
    if (top !== undefined && top !== window.scrollY) window.scrollTo(0, top);
    let pending = top !== undefined && Math.abs(window.scrollY - top) > 1 ? top : null;
    const growing =
      pending !== null && typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            if (pending === null) return;
            window.scrollTo(0, pending);
            if (Math.abs(window.scrollY - pending) <= 1) stop();
          })
        : null;
    const stop = () => {
      pending = null;
      growing?.disconnect();
    };
    growing?.observe(document.documentElement);
    // While the place is still to be reached, the page's own scrolls are not the customer's.
    const remember = () => {
      if (pending === null) positions.set(key, window.scrollY);
    };
    if (pending === null) remember();
    window.addEventListener('scroll', remember);
    for (const type of OWN_MOVES) window.addEventListener(type, stop, { passive: true });
    return () => {
      stop();
      window.removeEventListener('scroll', remember);
      for (const type of OWN_MOVES) window.removeEventListener(type, stop);
    };
  }, [key, action]);
}
