import {
  afterFirstPaint,
  FIRST_PAINT_WAIT_MS,
  type PaintSignals,
} from '../../../src/client/app/firstPaint';

/** A page: its root drawn by the server or empty, visible or not, and a browser's paint reports. */
function page({
  drawn = true,
  visibility = 'visible' as DocumentVisibilityState,
  reportsPaints = true,
} = {}) {
  const root = document.createElement('div');
  if (drawn) root.innerHTML = '<main><h1>Decorations</h1></main>';
  const observers: { callback: PerformanceObserverCallback; observing: boolean }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  class FakeObserver {
    static supportedEntryTypes = reportsPaints ? ['paint', 'largest-contentful-paint'] : ['mark'];
    private readonly entry: { callback: PerformanceObserverCallback; observing: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, observing: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.observing = true;
    }
    disconnect() {
      this.entry.observing = false;
    }
  }
  const signals: PaintSignals = {
    document: {
      getElementById: (id: string) => (id === 'root' ? root : null),
      visibilityState: visibility,
    },
    PerformanceObserver: FakeObserver,
    setTimeout: (run, ms) => timers.push({ run, ms }),
  };
  /** The browser reports paints by name, to every observer still observing. */
  const paint = (...names: string[]) => {
    for (const observer of observers.filter((entry) => entry.observing)) {
      const list = {
        getEntriesByName: (name: string) => names.filter((painted) => painted === name),
      } as unknown as PerformanceObserverEntryList;
      observer.callback(list, {} as PerformanceObserver);
    }
  };
  const observing = () => observers.some((entry) => entry.observing);
  return { signals, paint, timers, observing };
}

/** Whether the promise has settled once pending callbacks have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('the app starts after the first paint of the server’s page', () => {
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

  test(`starts after ${FIRST_PAINT_WAIT_MS} ms when no paint is reported`, async () => {
    const { signals, timers, observing } = page();
    const started = afterFirstPaint(signals);
    expect(timers.map(({ ms }) => ms)).toEqual([FIRST_PAINT_WAIT_MS]);
    expect(await settled(started)).toBe(false);
    timers[0]?.run();
    expect(await settled(started)).toBe(true);
    expect(observing()).toBe(false);
  });

  test('a paint and the time limit both coming start it once', async () => {
    const { signals, paint, timers } = page();
    const started = afterFirstPaint(signals);
    paint('first-contentful-paint');
    timers[0]?.run();
    expect(await settled(started)).toBe(true);
  });

  test.each([
    ['the shell, with nothing of the server’s to paint', { drawn: false }],
    ['a hidden page, which paints only when shown', { visibility: 'hidden' as const }],
    ['a browser that reports no paints', { reportsPaints: false }],
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
