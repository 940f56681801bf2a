// The frame scrolls its window to where the customer had scrolled. The page draws in parts (its
// code and pictures load, lists fill in), so until it is tall enough the scroll is tried again
// each time the page grows.

export interface ScrollTarget {
  x: number;
  y: number;
}

/** What the frame needs of its window (a test passes its own). */
export type ScrollingWindow = Pick<Window, 'scrollTo' | 'scrollX' | 'scrollY'>;

type Observer = Pick<ResizeObserver, 'observe' | 'disconnect'>;
export type ObserverFactory = (onResize: () => void) => Observer;

const reached = (win: ScrollingWindow, target: ScrollTarget) =>
  Math.abs(win.scrollX - target.x) < 1 && Math.abs(win.scrollY - target.y) < 1;

const resizeObserver: ObserverFactory | null =
  typeof ResizeObserver === 'undefined' ? null : (onResize) => new ResizeObserver(onResize);

/**
 * Scrolls `win` to `target` now, and again each time `content` changes size until it gets
 * there; answers how to stop (the next step). Once there, the scroll is left alone.
 */
export function scrollWhenDrawn(
  win: ScrollingWindow,
  content: Element,
  target: ScrollTarget,
  observe: ObserverFactory | null = resizeObserver,
): () => void {
  if (reached(win, target)) return () => undefined;
  win.scrollTo(target.x, target.y);
  if (reached(win, target) || observe === null) return () => undefined;
  const observer = observe(() => {
    win.scrollTo(target.x, target.y);
    if (reached(win, target)) observer.disconnect();
  });
  observer.observe(content);
  return () => observer.disconnect();
}
