import path from 'node:path';
import { rm, stat } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { checkScreen, launchBrowser, openPage, VIEWPORTS } from './support/browser';

const SCREENSHOTS = path.resolve(__dirname, '../../test-results/screenshots');

/** The kinds and addresses of everything the browser has open. */
async function targetsOf(browser: Browser) {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  return targetInfos.map(({ type, url }) => `${type} ${url}`).sort();
}

describe('the journeys’ Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('opens only the pages a journey opens, none of its own beside them', async () => {
    const first = await openPage(browser, VIEWPORTS.mobile);
    const second = await openPage(browser, VIEWPORTS.desktop);
    await first.page.goto('data:text/html,<title>one</title><p>one</p>');
    await second.page.goto('data:text/html,<title>two</title><p>two</p>');
    // Both windows are open and their pages loaded: Chromium's own pages for a window (its
    // address bar's popups, say) would be open by now too.
    expect(await targetsOf(browser)).toEqual([
      'page data:text/html,<title>one</title><p>one</p>',
      'page data:text/html,<title>two</title><p>two</p>',
    ]);
    await first.close();
    await second.close();
  });

  test('fails a screen wider than a phone and keeps its picture, passes a sound one', async () => {
    const picture = (name: string) => path.join(SCREENSHOTS, `${name}.png`);
    await rm(picture('check-wide'), { force: true });
    const { page, close } = await openPage(browser, VIEWPORTS.mobile);
    await page.setContent(
      '<body style="margin:0"><h1>Decor</h1><p style="width:600px">Wide</p></body>',
    );
    await expect(checkScreen(page, 'check-wide')).rejects.toThrow(
      "The screen 'check-wide' looks broken:\n- the page is 240px wider than the screen",
    );
    expect((await stat(picture('check-wide'))).size).toBeGreaterThan(0);

    await page.setContent('<main><h1>Decor</h1><p>A banner that fits</p></main>');
    await expect(checkScreen(page, 'check-fits')).resolves.toBeUndefined();
    await close();
  });
});
