// Issue 41, "Measure honestly": on a phone whose CPU runs 4× slower, every control answers the
// first tap made the moment it shows (before the app runs, it leads to a page doing the same).
// The measuring is src/server/bench/taps.ts's. How fast each interaction answers once the app
// runs (Event Timing, ≤ 200 ms) is a speed target, so `npm run perf` measures and checks it, on a
// quiet machine, beside Lighthouse.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import {
  CONTROLS,
  controlsOf,
  PHONE_CONTEXT,
  tapAsSoonAsShown,
  TAP_EFFECT_MS,
  warmUp,
  type TapResult,
} from '../../src/server/bench/taps';
import { launchBrowser, waitForApp } from './support/browser';
import { startApp, type RunningApp } from './support/startApp';

const PAGES = {
  home: '/',
  listing: '/decors/list/birthday',
  product: '/products/decor/d00001/pastel-dream-birthday-wall',
  keyword: '/kw/decoration-in-mumbai',
};

const CASES = Object.entries(PAGES).flatMap(([name, pagePath]) =>
  controlsOf(pagePath).map((control) => [name, control, pagePath] as const),
);

let app: RunningApp;
let browser: Browser;
const taps: TapResult[] = [];

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  await warmUp(browser, app.webUrl, Object.values(PAGES));
}, 180_000);
afterAll(async () => {
  // The figures measured, for whoever reads the run.
  const dir = path.resolve(__dirname, '../../test-results');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'lost-taps.json'), JSON.stringify({ taps }, null, 2));
  await browser?.close();
  await app?.stop();
});

describe('on a phone at 4× CPU, no tap is lost', () => {
  test.each(CASES)(
    `%s: the %s control answers a tap made as soon as it shows, within ${TAP_EFFECT_MS / 1000} s`,
    async (_name, control, pagePath) => {
      const result = await tapAsSoonAsShown(browser, `${app.webUrl}${pagePath}`, control);
      taps.push(result);
      expect(result).toEqual(expect.objectContaining({ effectMs: expect.any(Number) }));
    },
  );
});

describe('the location and menu pages a tap leads to before the app runs', () => {
  test('without JavaScript, a visitor chooses a served city and comes back priced there', async () => {
    const context = await browser.newContext({ ...PHONE_CONTEXT, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${app.webUrl}${PAGES.listing}`);
      await CONTROLS.location.control(page).tap();
      await page.waitForURL(`**/location?back=${encodeURIComponent(PAGES.listing)}`);
      await page.getByRole('heading', { name: 'Select service location', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Pune', exact: true }).tap();
      await page.waitForURL(`**${PAGES.listing}`);
      await page.getByRole('button', { name: /^Service location: Pune/ }).waitFor();

      await CONTROLS.menu.control(page).tap();
      await page.waitForURL(`**/menu?back=${encodeURIComponent(PAGES.listing)}`);
      await page.getByRole('link', { name: 'Help and FAQs' }).tap();
      await page.waitForURL('**/help');

      // The same browser with JavaScript on: the app starts with the city chosen before it ran.
      const withApp = await browser.newContext({
        ...PHONE_CONTEXT,
        storageState: await context.storageState(),
      });
      try {
        const next = await withApp.newPage();
        await next.goto(`${app.webUrl}${PAGES.listing}`);
        await waitForApp(next);
        await next.waitForLoadState('networkidle');
        await next.getByRole('button', { name: /^Service location: Pune/ }).waitFor();
        expect(await next.evaluate(() => document.cookie)).toContain('utsav_location');
      } finally {
        await withApp.close();
      }
    } finally {
      await context.close();
    }
  });

  test('once the app runs, the location page is the panel, and closing it returns to the page before', async () => {
    const context = await browser.newContext(PHONE_CONTEXT);
    try {
      const page = await context.newPage();
      await page.goto(`${app.webUrl}/location?back=${encodeURIComponent(PAGES.keyword)}`);
      await waitForApp(page);
      const panel = page.getByRole('dialog', { name: 'Select service location' });
      await panel.waitFor();
      await panel.getByRole('button', { name: 'Back' }).tap();
      await page.waitForURL(`**${PAGES.keyword}`);
      await page.getByRole('heading', { level: 1, name: 'Decoration in Mumbai' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
