// When the app's code starts in a page: after the server's page, and its main picture, are on screen.

/** The longest the app's code waits for the browser to report the page painted. */
export const FIRST_PAINT_WAIT_MS = 1000;
/**
 * How long after its main pictures have loaded the app waits for the browser to report them
 * painted: a picture smaller than the page's largest text is never reported.
 */
export const PICTURE_PAINT_WAIT_MS = 150;

/** A performance entry as the paint and largest-contentful-paint observers report them. */
interface PaintEntry {
  name: string;
  /** The painted image's address, for a largest-contentful-paint of a picture. */
  url?: string;
}

/** What `afterFirstPaint` reads of the page (the browser's own objects, or a test's). */
export interface PaintSignals {
  document: Pick<Document, 'getElementById' | 'visibilityState'>;
  PerformanceObserver?: Pick<typeof PerformanceObserver, 'supportedEntryTypes'> &
    (new (
      callback: (list: { getEntries(): PaintEntry[] }) => void,
    ) => Pick<PerformanceObserver, 'observe' | 'disconnect'>);
  setTimeout(run: () => void, ms: number): unknown;
  /** The addresses of the pictures the page asks for first (`fetchpriority="high"`). */
  mainPictures(): string[];
  /** Resolves once the picture at this address has loaded (or failed to). */
  loadPicture(url: string): Promise<void>;
}

/**
 * Resolves once the browser reports the server's page painted (its first contentful paint) and
 * its main pictures painted too, so the app's code, fetched meanwhile, runs after what the
 * visitor came for is on screen rather than before it (on a fast network the scripts arrive while
 * the page is still being laid out). At once when there is nothing of the server's to paint (the
 * shell's empty root), when the page is hidden (it paints when shown) or when the browser reports
 * no paints; after `FIRST_PAINT_WAIT_MS` at the latest.
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
  const reportsPictures = Observer.supportedEntryTypes.includes('largest-contentful-paint');
  return new Promise((resolve) => {
    const observers: Pick<PerformanceObserver, 'disconnect'>[] = [];
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      for (const observer of observers) observer.disconnect();
      resolve();
    };
    const painted = new Set<string>();
    let waiting: Set<string> | null = null;
    const checkPictures = () => {
      if (waiting && [...waiting].every((url) => painted.has(url))) finish();
    };
    const firstPaint = () => {
      const pictures = reportsPictures ? signals.mainPictures() : [];
      waiting = new Set(pictures);
      if (pictures.length === 0) return finish();
      checkPictures();
      void Promise.all(pictures.map((url) => signals.loadPicture(url))).then(() =>
        signals.setTimeout(finish, PICTURE_PAINT_WAIT_MS),
      );
    };
    const paints = new Observer((list) => {
      if (waiting) return;
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) firstPaint();
    });
    observers.push(paints);
    if (reportsPictures) {
      const pictures = new Observer((list) => {
        for (const entry of list.getEntries()) if (entry.url) painted.add(entry.url);
        checkPictures();
      });
      observers.push(pictures);
      pictures.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    signals.setTimeout(finish, FIRST_PAINT_WAIT_MS);
    paints.observe({ type: 'paint', buffered: true });
  });
}

/** The pictures a page asks for first: its `fetchpriority="high"` images and image preloads. */
export function mainPicturesOf(doc: Pick<Document, 'querySelectorAll'>): string[] {
  const images = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(
    (image) => image.currentSrc || image.src,
  );
  const preloads = [
    ...doc.querySelectorAll<HTMLLinkElement>(
      'link[rel="preload"][as="image"][fetchpriority="high"][href]',
    ),
  ].map((link) => link.href);
  return [...new Set([...images, ...preloads])].filter((url) => url !== '');
}
