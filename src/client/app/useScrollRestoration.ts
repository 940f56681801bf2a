import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to when it was last shown, by its location key. */
const positions = new Map<string, number>();

/**
 * A new page opens at its top; Back and Forward return to where the page was left. The browser's
 * own restoration is off: it would scroll before the router draws the page it returns to.
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
    const remember = () => positions.set(key, window.scrollY);
    remember();
    window.addEventListener('scroll', remember);
    return () => window.removeEventListener('scroll', remember);
  }, [key, action]);
}
