// Taps as a customer on a phone makes them (issue 41, "Measure honestly"): a 360 px touch screen
// whose CPU runs 4× slower, each control tapped once as soon as it shows (nothing waits for the
// page's load or for the app), and Event Timing's durations of the interactions once the app
// runs. `npm run perf` reports them; the location and menu pages' journey uses its phone.
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';

/** A mid-range Android phone: its screen, its touch input and what its Chrome calls itself. */
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  hasTouch: true,
  isMobile: true,
};

/** How much slower than this machine's the phone's CPU runs. */
export const CPU_SLOWDOWN = 4;
/** A tap whose effect has not shown this long after it is lost: the customer taps again or leaves. */
export const TAP_EFFECT_MS = 3000;
/** Issue 41's bound on an interaction's Event Timing duration. */
export const LATENCY_TARGET_MS = 200;
/** How long a control may take to show at all (a loaded machine, a cold server). */
const SHOW_TIMEOUT_MS = 30_000;

export type TapControl = 'location' | 'menu' | 'book' | 'add-on';

interface ControlSpec {
  /** The control as the customer sees it. */
  control(page: Page): Locator;
  /** What shows once the tap has done its work. */
  effect(page: Page): Locator;
}

export const CONTROLS: Record<TapControl, ControlSpec> = {
  location: {
    control: (page) =>
      page
        .getByRole('button', { name: /^(Select location for service|Service location: )/ })
        .first(),
    // The location panel, or the location page a tap before the app runs leads to.
    effect: (page) => page.getByRole('heading', { name: 'Select service location' }).first(),
  },
  menu: {
    control: (page) => page.getByRole('button', { name: 'Menu', exact: true }),
    // The menu's dialog, or the menu page.
    effect: (page) => page.getByRole('heading', { name: 'Menu', exact: true }).first(),
  },
  'add-on': {
    control: (page) =>
      page
        .getByRole('group', { name: 'Add-ons', exact: true })
        .getByRole('button', { name: /^One more / })
        .first(),
    effect: (page) => page.getByRole('region', { name: 'Your booking' }).getByText('with 1 add-on'),
  },
  book: {
    control: (page) => page.getByRole('button', { name: 'Book', exact: true }),
    // The checkout, or the date and time chooser 'Book' leads to before the app runs.
    effect: (page) =>
      page
        .getByRole('heading', { name: 'Checkout', level: 1 })
        .or(page.locator('#celebration-date:target')),
  },
};

export interface TapResult {
  path: string;
  control: TapControl;
  /** From the navigation's start until the control showed. */
  shownMs: number;
  /** From the tap until its effect showed; null when it did not in the time waited (lost). */
  effectMs: number | null;
  /** Whether the app had taken the page over when the finger touched it. */
  hydratedAtTap: boolean | null;
}

/** Where a page notes whether the app ran when the first touch came (kept across navigations). */
const TOUCH_NOTE = 'tap-check:hydrated-at-touch';

/** A fresh phone context and page with the CPU slowed down; closed with the context. */
async function slowPhonePage(browser: Browser) {
  const context = await browser.newContext(PHONE_CONTEXT);
  await context.addInitScript((note) => {
    window.addEventListener(
      'touchstart',
      () => {
        if (sessionStorage.getItem(note) !== null) return;
        sessionStorage.setItem(note, String(document.documentElement.dataset.hydrated === 'true'));
      },
      { capture: true },
    );
  }, TOUCH_NOTE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/**
 * Opens `url` in a fresh phone context, taps `control` at its centre the moment it shows, and
 * times how long its effect takes to show (null: not within `effectWaitMs`).
 */
export async function tapAsSoonAsShown(
  browser: Browser,
  url: string,
  control: TapControl,
  /** How long the effect is waited for: a tap whose effect shows later still counts as lost. */
  effectWaitMs: number = TAP_EFFECT_MS,
): Promise<TapResult> {
  const { context, page } = await slowPhonePage(browser);
  try {
    const spec = CONTROLS[control];
    const start = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const target = spec.control(page);
    await target.waitFor({ state: 'visible', timeout: SHOW_TIMEOUT_MS });
    const shownMs = Date.now() - start;
    // A control below the fold is scrolled to first, as a thumb does.
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`The ${control} control on ${url} has no box`);
    const tappedAt = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const seenMs = await spec
      .effect(page)
      .waitFor({ state: 'visible', timeout: Math.max(1, effectWaitMs - (Date.now() - tappedAt)) })
      .then(
        () => Date.now() - tappedAt,
        () => null,
      );
    const effectMs = seenMs !== null && seenMs <= effectWaitMs ? seenMs : null;
    const note = await page.evaluate((key) => sessionStorage.getItem(key), TOUCH_NOTE);
    return {
      path: new URL(url).pathname,
      control,
      shownMs,
      effectMs,
      hydratedAtTap: note === null ? null : note === 'true',
    };
  } finally {
    await context.close();
  }
}

/**
 * Opens each page, and the location and menu pages, once as a phone does (at full speed), so the
 * server has rendered each picture's sizes and compiled its code before anything is timed: a
 * visitor of a running site never meets a server's first request.
 */
export async function warmUp(browser: Browser, webUrl: string, paths: readonly string[]) {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    for (const pagePath of [...paths, '/location?back=%2F', '/menu?back=%2F']) {
      await page.goto(`${webUrl}${pagePath}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    }
  } finally {
    await context.close();
  }
}

/** The controls a page of this path offers: 'Book' on a product page only. */
export function controlsOf(path: string): TapControl[] {
  return path.startsWith('/products/decor/')
    ? ['location', 'menu', 'add-on', 'book']
    : ['location', 'menu'];
}

export type LatencyStep = 'location panel' | 'menu' | 'search typing';

interface TimedEvent {
  name: string;
  /** The interaction the event is part of (a tap's pointerdown, pointerup and click share one). */
  interactionId: number;
  startTime: number;
  duration: number;
  /** Waiting for the main thread (input delay), then running the handlers. */
  delay: number;
  handlers: number;
}

export interface LatencyResult {
  path: string;
  /**
   * The longest Event Timing duration of each step's interactions (taps, keys; 0: none took 16 ms
   * or more).
   */
  worstMs: Record<LatencyStep, number>;
  /** The longest of them all. */
  overallMs: number;
  /** Each step's longest event: its name, its wait for the main thread and its handlers' time. */
  worstEvents: Partial<Record<LatencyStep, Omit<TimedEvent, 'startTime'>>>;
}

declare global {
  interface Window {
    __eventTimings?: TimedEvent[];
  }
}

/** Ends once the page has painted twice and run a task: Event Timing reports after a paint. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );

/**
 * Once the app runs on `url` and the page has loaded (a phone, the CPU slowed down), opens the
 * location panel, then the menu, then types in the search box, and reads Event Timing's durations
 * (every event of 16 ms or more) of each step's interactions.
 */
export async function interactionLatency(browser: Browser, url: string): Promise<LatencyResult> {
  const { context, page } = await slowPhonePage(browser);
  await context.addInitScript(() => {
    const seen: TimedEvent[] = [];
    window.__eventTimings = seen;
    new PerformanceObserver((list) => {
      // TypeScript's DOM types do not know Event Timing's interactionId yet.
      for (const entry of list.getEntries() as (PerformanceEventTiming & {
        interactionId: number;
      })[]) {
        seen.push({
          name: entry.name,
          interactionId: entry.interactionId,
          startTime: entry.startTime,
          duration: entry.duration,
          delay: Math.round(entry.processingStart - entry.startTime),
          handlers: Math.round(entry.processingEnd - entry.processingStart),
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  try {
    // Once the page has loaded, the app runs and the page's own requests have ended: the time
    // before that is the lost-taps journey's, and this measures what each interaction costs.
    await page.goto(url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    await settled(page);
    const windows: [LatencyStep, number, number][] = [];
    const step = async (name: LatencyStep, act: () => Promise<void>) => {
      const from = await page.evaluate(() => performance.now());
      await act();
      await settled(page);
      windows.push([name, from, await page.evaluate(() => performance.now())]);
    };
    await step('location panel', async () => {
      await CONTROLS.location.control(page).tap();
      await page.getByRole('dialog', { name: 'Select service location' }).waitFor();
    });
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Select service location' })
      .waitFor({ state: 'hidden' });
    await step('menu', async () => {
      await CONTROLS.menu.control(page).tap();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
    await step('search typing', async () => {
      const search = page.getByRole('combobox', { name: 'Search decorations' });
      await search.tap();
      await search.pressSequentially('balloon');
      await page.getByRole('dialog', { name: 'Search suggestions' }).waitFor();
    });
    const events = await page.evaluate(() => window.__eventTimings ?? []);
    const worstMs = {} as Record<LatencyStep, number>;
    const worstEvents: LatencyResult['worstEvents'] = {};
    for (const [name, from, to] of windows) {
      // An interaction's events, as INP counts them: a tap's hover events (pointerover,
      // mouseout...) belong to none, and their frame is the tap's own.
      const inStep = events.filter(
        (event) => event.interactionId > 0 && event.startTime >= from && event.startTime < to,
      );
      const worst = inStep.reduce<TimedEvent | undefined>(
        (longest, event) => (longest && longest.duration >= event.duration ? longest : event),
        undefined,
      );
      worstMs[name] = worst?.duration ?? 0;
      if (worst) {
        const { startTime: _startTime, ...shown } = worst;
        worstEvents[name] = shown;
      }
    }
    return {
      path: new URL(url).pathname,
      worstMs,
      overallMs: Math.max(...Object.values(worstMs)),
      worstEvents,
    };
  } finally {
    await context.close();
  }
}

/** A page's figures on the phone over several runs, each the median of the runs. */
export interface PhoneFigures {
  /** Taps made in one run (each control of the page once). */
  taps: number;
  lostTaps: number;
  /** The slowest effect of a run's taps, ms; null when one was lost. */
  slowestTapMs: number | null;
  /** The longest interaction of a run (Event Timing), ms. */
  worstInteractionMs: number;
}

const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/**
 * The lost taps and the interaction latency of each page, `runs` times each (after a warm-up),
 * as medians: what `npm run perf` prints beside Lighthouse's figures.
 */
export async function phoneFigures(
  browser: Browser,
  webUrl: string,
  pages: Readonly<Record<string, string>>,
  runs: number,
  progress: (mark: string) => void = () => undefined,
): Promise<Record<string, PhoneFigures>> {
  await warmUp(browser, webUrl, Object.values(pages));
  const figures: Record<string, PhoneFigures> = {};
  for (const [name, pagePath] of Object.entries(pages)) {
    const lost: number[] = [];
    const slowest: number[] = [];
    const latency: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const taps: TapResult[] = [];
      for (const control of controlsOf(pagePath)) {
        taps.push(await tapAsSoonAsShown(browser, `${webUrl}${pagePath}`, control));
      }
      lost.push(taps.filter((tap) => tap.effectMs === null).length);
      slowest.push(Math.max(...taps.map((tap) => tap.effectMs ?? Infinity)));
      latency.push((await interactionLatency(browser, `${webUrl}${pagePath}`)).overallMs);
      progress('.');
    }
    const slowestTapMs = medianOf(slowest);
    figures[name] = {
      taps: controlsOf(pagePath).length,
      lostTaps: medianOf(lost),
      slowestTapMs: Number.isFinite(slowestTapMs) ? slowestTapMs : null,
      worstInteractionMs: medianOf(latency),
    };
  }
  return figures;
}
