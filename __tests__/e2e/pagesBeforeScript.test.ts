// What a tap on the header's location or menu control leads to before the app runs (a page of
// its own, which works without JavaScript), what that page does once the app runs, and that a
// tap made on a phone the moment a control shows is never lost, whenever it falls (before the
// app runs, while it hydrates, after). How fast each tap answers, and each interaction, are
// figures of `npm run perf` (src/server/bench/taps.ts), beside Lighthouse: they swing with the
// machine, so this journey waits for each tap's effect rather than timing it.
import type { Browser } from 'playwright-core';
import {
  CONTROLS,
  controlsOf,
  PHONE_CONTEXT,
  tapAsSoonAsShown,
  type TapResult,
} from '../../src/server/bench/taps';
import { firstProduct } from './support/checkoutApi';
import { launchBrowser, waitForApp } from './support/browser';
import { startApp, type RunningApp } from './support/startApp';

const PAGES = {
  listing: '/decors/list/birthday',
  keyword: '/kw/decoration-in-mumbai',
};

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
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

describe('a tap made on a phone the moment its control shows', () => {
  // Long enough for a loaded machine to finish starting the app: a lost tap never shows its
  // effect, however long it is waited for.
  const EFFECT_WAIT_MS = 45_000;

  test('on the home, listing, product and keyword pages, every one does what it says', async () => {
    const product = await firstProduct(app);
    const paths = ['/', PAGES.listing, `/products/decor/${product._id}/decor`, PAGES.keyword];
    const lost: TapResult[] = [];
    for (const pagePath of paths) {
      for (const control of controlsOf(pagePath)) {
        const tap = await tapAsSoonAsShown(
          browser,
          `${app.webUrl}${pagePath}`,
          control,
          EFFECT_WAIT_MS,
        );
        if (tap.effectMs === null) lost.push(tap);
      }
    }
    expect(lost).toEqual([]);
  }, 600_000);
});

test("taps on a product's buttons before its scripts have arrived count once the app runs", async () => {
  const product = await firstProduct(app);
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    // The app's scripts are held back until the customer has tapped, as on a slow network (all
    // but the small one the page's head waits for, which notes the taps).
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => /^\/assets\/.*\.js$/.test(url.pathname) && !url.pathname.includes('early-taps'),
      async (route) => {
        await tapped;
        await route.continue();
      },
    );
    await page.goto(`${app.webUrl}/products/decor/${product._id}/decor`, { waitUntil: 'commit' });
    const more = CONTROLS['add-on'].control(page);
    await more.waitFor();
    // The head's small script notes taps once it has run (it does not hold the page meanwhile).
    await page.waitForFunction(() => typeof window.__utsavEarlyTaps === 'function');
    const name = (await more.getAttribute('aria-label'))!.replace(/^One more /, '');
    await more.tap();
    await more.tap();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await waitForApp(page);
    await page.getByRole('region', { name: 'Your booking' }).getByText('with 2 add-ons').waitFor();
    await expect(
      page
        .getByRole('group', { name: `${name} quantity` })
        .locator('output')
        .textContent(),
    ).resolves.toBe('2');
  } finally {
    await context.close();
  }
});
