// Pictures and clips in real Chromium: the home page's product pictures arrive as AVIF from the
// server (with their media type and a day's cache), the nav's drop banner plays its clip before
// and after login, and the how-it-works video view opens and closes by mouse and by keyboard.
import type { Browser, Response } from 'playwright-core';
import {
  gotoApp,
  launchBrowser,
  openPage,
  checkScreen,
  VIEWPORTS,
  type OpenedPage,
} from './support/browser';
import { newPhoneNumber, signInAsCustomer } from './support/customer';
import { startApp, type RunningApp } from './support/startApp';

/** The first product card picture of the home page's first rail. */
const FIRST_CARD_IMG = 'section[aria-labelledby^="rail-"] li:first-child picture img';

describe('pictures and clips', () => {
  let app: RunningApp;
  let browser: Browser;
  let opened: OpenedPage | undefined;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(() => opened?.close());

  test('product pictures load as AVIF, sized and cached; below the first screen over a tint', async () => {
    opened = await openPage(browser, VIEWPORTS.desktop);
    const { page } = opened;
    const avif: Response[] = [];
    page.on('response', (response) => {
      if (/\/api\/content\/images\/product\/.+\.avif$/.test(response.url())) avif.push(response);
    });
    await gotoApp(page, `${app.webUrl}/`);
    const img = page.locator(FIRST_CARD_IMG).first();
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction((selector) => {
      const element = document.querySelector<HTMLImageElement>(selector);
      return Boolean(element?.complete && element.naturalWidth > 0);
    }, FIRST_CARD_IMG);
    // Chromium took the AVIF source, at a width from the set, not the SVG or the WebP.
    expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
      /\/api\/content\/images\/product\/[a-z0-9-]+\.[0-9]+\.avif$/,
    );
    expect(await img.getAttribute('width')).toBe('300');
    // Below the first screen, the picture waits on a plain tint, not a placeholder request.
    expect(
      await img.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundImage, style.backgroundColor];
      }),
    ).toEqual(['none', 'rgb(228, 234, 247)']);
    const answer = avif.find((response) => response.status() === 200);
    expect(answer).toBeDefined();
    const headers = await answer!.allHeaders();
    expect(headers['content-type']).toBe('image/avif');
    expect(headers['cache-control']).toBe('public, max-age=86400');
  });

  test('the drop banner plays the guest clip, and the member clip after login', async () => {
    opened = await openPage(browser, VIEWPORTS.mobile, { url: `${app.webUrl}/` });
    const { page } = opened;
    const banner = page.getByRole('region', { name: 'Offer prices' });
    await banner.waitFor();
    const playing = (name: string) =>
      page.waitForFunction((clip) => {
        const video = document.querySelector<HTMLVideoElement>('[data-drop-banner] video');
        return Boolean(video?.currentSrc.endsWith(`/media/${clip}.webm`) && video.readyState >= 2);
      }, name);
    await playing('drop-guest');
    await checkScreen(page, 'drop-banner-guest-mobile');
    // Its button opens the login modal; the sign-in below takes the menu's way in.
    await banner.getByRole('button', { name: 'Login to drop price' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.waitFor();
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
    await signInAsCustomer(page, app, newPhoneNumber(), 'Banner Customer');
    await gotoApp(page, `${app.webUrl}/`);
    await banner.getByRole('link', { name: 'Explore decorations' }).waitFor();
    await playing('drop-member');
    // No referral Reward on a new account: no referral-applied modal.
    expect(await page.getByRole('dialog', { name: 'Referral applied' }).count()).toBe(0);
  });

  test('the how-it-works view opens from the keyboard, plays, and Escape gives focus back', async () => {
    opened = await openPage(browser, VIEWPORTS.mobile, { url: `${app.webUrl}/` });
    const { page } = opened;
    const opener = page.getByRole('button', { name: 'Watch how it works' });
    // Focused, then Enter: as a keyboard reaches and presses it. The section below the first
    // screen comes to life as focus reaches it (the server's HTML until then).
    await opener.focus();
    const button = await opener.elementHandle();
    await page.waitForFunction(
      (element) => !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      button,
    );
    await opener.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'How it works' });
    await dialog.waitFor();
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('[role="dialog"] video');
      return Boolean(video?.currentSrc.endsWith('/media/how-it-works.webm'));
    });
    await checkScreen(page, 'how-it-works-mobile');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.activeElement?.textContent?.includes('Watch how it works') === true,
    );
    // And by mouse: the close button.
    await opener.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
