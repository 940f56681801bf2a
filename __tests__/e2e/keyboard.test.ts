import type { Browser, Page } from 'playwright-core';
import { firstProduct } from './support/checkoutApi';
import { launchBrowser, openPage, VIEWPORTS, type Viewport } from './support/browser';
import { startApp, type RunningApp } from './support/startApp';

/** What has focus, as a screen reader would name it ('BODY' when nothing has). */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `${element.tagName} ${label.trim().slice(0, 40)}`;
  });
}

const focusInside = (page: Page, selector: string) =>
  page.evaluate(
    (within) => !!document.querySelector(within)?.contains(document.activeElement),
    selector,
  );

describe('keyboard and screen-reader use in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const openAt = async (path: string, viewport: Viewport) =>
    (await openPage(browser, viewport, { url: `${app.webUrl}${path}` })).page;

  test('the login dialog keeps Tab and Shift+Tab inside, and Escape gives focus back to Login', async () => {
    const page = await openAt('/', VIEWPORTS.desktop);
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByRole('button', { name: 'Send OTP' }).waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[role="dialog"]')?.contains(document.activeElement),
    );

    const seen = new Set<string>();
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '[role="dialog"]')).toBe(true);
      seen.add(await focused(page));
    }
    // The phone field and 'Send OTP' at least, in turn.
    expect(seen.size).toBeGreaterThanOrEqual(2);
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(page, '[role="dialog"]')).toBe(true);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Login');
    expect(await focused(page)).toBe('BUTTON Login');
    await page.context().close();
  });

  test.each(Object.entries(VIEWPORTS))(
    'at %s width the first Tab stop is the skip link, which moves focus to the page',
    async (_name, viewport) => {
      const page = await openAt('/', viewport);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      expect(await focused(page)).toBe('A Skip to content');
      // Shown while focused, inside the screen.
      const box = await skip.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
      expect(new URL(page.url()).hash).toBe('');

      // One of each landmark: banner, navigation, main, contentinfo.
      for (const role of ['banner', 'navigation', 'main', 'contentinfo'] as const) {
        expect([role, await page.getByRole(role).count()]).toEqual([role, 1]);
      }
      await page.context().close();
    },
  );

  test('a new page opens at its top, and Back returns to where the product page was left', async () => {
    const product = await firstProduct(app);
    const page = await openAt(`/products/decor/${product._id}/decor`, VIEWPORTS.mobile);
    const book = page.getByRole('button', { name: 'Book', exact: true });
    // Read down to the instructions: 'Book' stays in reach in the booking bar all along.
    await page
      .getByRole('textbox', { name: 'Instructions for the decorators' })
      .scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(300);
    await book.click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await book.waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, left);
    await page.context().close();
  });

  test('through the location panel focus goes to the next step, never to the page', async () => {
    const page = await openAt('/', VIEWPORTS.desktop);
    const opener = page.getByRole('button', { name: 'Select location for service' }).first();
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Select service location' });
    const search = panel.getByRole('textbox', { name: 'Search for area, street, city...' });
    await search.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');

    // A city: the map's card takes focus, then its confirm button once the place is served.
    await panel.getByRole('button', { name: 'Mumbai' }).click();
    const confirm = panel.getByRole('button', { name: 'CONFIRM LOCATION' });
    await confirm.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'CONFIRM LOCATION');

    // Back to the search, then a place found by name.
    await panel.getByRole('button', { name: 'Back' }).click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    await search.fill('andheri');
    const result = panel.getByRole('button', { name: /^Andheri Andheri, Mumbai/ });
    await result.focus();
    await page.keyboard.press('Enter');
    await confirm.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'CONFIRM LOCATION');
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '[role="dialog"]')).toBe(true);
    }

    // Confirming gives focus back to the control that opened the panel.
    await confirm.focus();
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'detached' });
    await page.waitForFunction(() =>
      document.activeElement?.getAttribute('aria-label')?.startsWith('Service location: Andheri'),
    );
    await page.context().close();
  });
});
