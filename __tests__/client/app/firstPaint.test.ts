import {
  afterFirstPaint,
  FIRST_PAINT_WAIT_MS,
  mainPicturesOf,
  PICTURE_PAINT_WAIT_MS,
  type PaintSignals,
} from '../../../src/client/app/firstPaint';

const HERO = 'http://shop.test/media/hero.webp';
const CARD = 'http://shop.test/api/content/images/product/card.360.avif';

interface Entry {
  name: string;
  url?: string;
}

/**
 * A page: its root drawn by the server or empty, visible or not, its main pictures, and a
 * browser's paint reports (`paint`), picture loads (`load`) and timers (`elapse`).
 */
function page({
  drawn = true,
  visibility = 'visible' as DocumentVisibilityState,
  entryTypes = ['paint', 'largest-contentful-paint'],
  pictures = [] as string[],
} = {}) {
  const root = document.createElement('div');
  if (drawn) root.innerHTML = '<main><h1>Decorations</h1></main>';
  const observers: { callback: (list: { getEntries(): Entry[] }) => void; types: string[] }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const loads = new Map<string, () => void>();
  class FakeObserver {
    static supportedEntryTypes = entryTypes;
    private readonly entry: (typeof observers)[number];
    constructor(callback: (list: { getEntries(): Entry[] }) => void) {
      this.entry = { callback, types: [] };
      observers.push(this.entry);
    }
    observe({ type }: { type: string }) {
      this.entry.types.push(type);
    }
    disconnect() {
      this.entry.types = [];
    }
  }
  const signals: PaintSignals = {
    document: {
      getElementById: (id: string) => (id === 'root' ? root : null),
      visibilityState: visibility,
    },
    PerformanceObserver: FakeObserver,
    setTimeout: (run, ms) => timers.push({ run, ms }),
    mainPictures: () => pictures,
    loadPicture: (url) => new Promise((resolve) => loads.set(url, resolve)),
  };
  /** The browser reports entries of a type to every observer observing it. */
  const report = (type: string, ...entries: Entry[]) => {
    for (const observer of observers.filter(({ types }) => types.includes(type))) {
      observer.callback({ getEntries: () => entries });
    }
  };
  const paint = (...names: string[]) => report('paint', ...names.map((name) => ({ name })));
  const largest = (url?: string) => report('largest-contentful-paint', { name: '', url });
  const load = (url: string) => loads.get(url)?.();
  const elapse = (ms: number) => timers.filter((timer) => timer.ms === ms).forEach((t) => t.run());
  const observing = () => observers.some(({ types }) => types.length > 0);
  return { signals, paint, largest, load, elapse, timers, observing };
}

/** Whether the promise has settled once pending callbacks have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return done;
}

describe('the app starts after the server’s page is painted', () => {
  test('waits for the first contentful paint, not for the first paint of a blank page', async () => {
    const { signals, paint, observing } = page();
    const started = afterFirstPaint(signals);
    expect(await settled(started)).toBe(false);
    paint('first-paint');
    expect(await settled(started)).toBe(false);
    paint('first-contentful-paint');
    expect(await settled(started)).toBe(true);
    expect(observing()).toBe(false);
  });

  test('with a main picture, waits until the browser reports it painted', async () => {
    const { signals, paint, largest, observing } = page({ pictures: [HERO] });
    const started = afterFirstPaint(signals);
    paint('first-contentful-paint');
    expect(await settled(started)).toBe(false);
    largest(CARD);
    largest();
    expect(await settled(started)).toBe(false);
    largest(HERO);
    expect(await settled(started)).toBe(true);
    expect(observing()).toBe(false);
  });

  test('a main picture painted with the first paint starts it with that paint', async () => {
    const { signals, paint, largest } = page({ pictures: [HERO] });
    const started = afterFirstPaint(signals);
    largest(HERO);
    expect(await settled(started)).toBe(false);
    paint('first-contentful-paint');
    expect(await settled(started)).toBe(true);
  });

  test(`a main picture never reported (smaller than the page's text) starts it ${PICTURE_PAINT_WAIT_MS} ms after it loaded`, async () => {
    const { signals, paint, load, elapse } = page({ pictures: [HERO, CARD] });
    const started = afterFirstPaint(signals);
    paint('first-contentful-paint');
    load(HERO);
    expect(await settled(started)).toBe(false);
    elapse(PICTURE_PAINT_WAIT_MS);
    expect(await settled(started)).toBe(false);
    load(CARD);
    await settled(started);
    elapse(PICTURE_PAINT_WAIT_MS);
    expect(await settled(started)).toBe(true);
  });

  test(`starts after ${FIRST_PAINT_WAIT_MS} ms when no paint is reported`, async () => {
    const { signals, elapse, observing } = page({ pictures: [HERO] });
    const started = afterFirstPaint(signals);
    expect(await settled(started)).toBe(false);
    elapse(FIRST_PAINT_WAIT_MS);
    expect(await settled(started)).toBe(true);
    expect(observing()).toBe(false);
  });

  test('a paint and the time limit both coming start it once', async () => {
    const { signals, paint, elapse } = page();
    const started = afterFirstPaint(signals);
    paint('first-contentful-paint');
    elapse(FIRST_PAINT_WAIT_MS);
    expect(await settled(started)).toBe(true);
  });

  test('a browser that reports no largest paint starts it with the first paint', async () => {
    const { signals, paint } = page({ entryTypes: ['paint'], pictures: [HERO] });
    const started = afterFirstPaint(signals);
    paint('first-contentful-paint');
    expect(await settled(started)).toBe(true);
  });

  test.each([
    ['the shell, with nothing of the server’s to paint', { drawn: false }],
    ['a hidden page, which paints only when shown', { visibility: 'hidden' as const }],
    ['a browser that reports no paints', { entryTypes: ['mark'] }],
  ])('starts at once on %s', async (_name, options) => {
    const { signals, timers, observing } = page(options);
    expect(await settled(afterFirstPaint(signals))).toBe(true);
    expect(timers).toEqual([]);
    expect(observing()).toBe(false);
  });

  test('starts at once in a browser without PerformanceObserver', async () => {
    const { signals } = page();
    expect(await settled(afterFirstPaint({ ...signals, PerformanceObserver: undefined }))).toBe(
      true,
    );
  });
});

describe('the main pictures of a page', () => {
  test('are its high-priority images and image preloads with an address, each once', () => {
    document.head.innerHTML = [
      `<link rel="preload" as="image" href="${HERO}" fetchpriority="high">`,
      '<link rel="preload" as="image" imagesrcset="/a.360.avif 360w" fetchpriority="high">',
      '<link rel="preload" as="image" href="/low.webp">',
    ].join('');
    document.body.innerHTML = [
      `<img src="${CARD}" fetchpriority="high" alt="">`,
      `<img src="${HERO}" fetchpriority="high" alt="">`,
      '<img src="/lazy.webp" loading="lazy" alt="">',
    ].join('');
    expect(mainPicturesOf(document)).toEqual([CARD, HERO]);
  });
});
