// When the app's code starts in a page: after the server's page is on screen.

/** The longest the app's code waits for the browser to report the page's first paint. */
export const FIRST_PAINT_WAIT_MS = 1000;

/** What `afterFirstPaint` reads of the page (the browser's own objects, or a test's). */
export interface PaintSignals {
  document: Pick<Document, 'getElementById' | 'visibilityState'>;
  PerformanceObserver?: Pick<typeof PerformanceObserver, 'supportedEntryTypes'> &
    (new (
      callback: PerformanceObserverCallback,
    ) => Pick<PerformanceObserver, 'observe' | 'disconnect'>);
  setTimeout(run: () => void, ms: number): unknown;
}

/**
 * Resolves once the browser reports the server's page painted (its first contentful paint), so
 * the app's code, fetched meanwhile, runs after what the visitor came for is on screen rather
 * than before it (on a fast network the scripts arrive while the page is still being laid out).
 * At once when there is nothing of the server's to paint (the shell's empty root), when the page
 * is hidden (it paints when shown) or when the browser reports no paints; after
 * `FIRST_PAINT_WAIT_MS` at the latest.
 */
export function afterFirstPaint(signals: PaintSignals): Promise<void> {
  const Observer = signals.PerformanceObserver;
  const drawn = signals.document.getElementById('root')?.hasChildNodes() ?? false;
  if (
    !drawn ||
    signals.document.visibilityState !== 'visible' ||
    !Observer?.supportedEntryTypes?.includes('paint')
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
    });
    let finished = false;
    function finish() {
      if (finished) return;
      finished = true;
      observer.disconnect();
      resolve();
    }
    signals.setTimeout(finish, FIRST_PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}
