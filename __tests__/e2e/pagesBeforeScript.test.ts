// What a tap on the header's location or menu control leads to before the app runs (a page of
// its own, which works without JavaScript), and what that page does once the app runs. Whether
// any tap is lost on a phone at 4x CPU, and how fast each interaction answers, are measured by
// `npm run perf` (src/server/bench/taps.ts), beside Lighthouse.
import type { Browser } from 'playwright-core';
import { CONTROLS, PHONE_CONTEXT } from '../../src/server/bench/taps';
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
