import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser';

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
});
