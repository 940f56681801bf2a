// The product page on a phone and a desktop: the booking bar with its running total and 'Book'
// stays in reach while the page scrolls, 'Book' is a few Tab presses from the top, and the total
// is what the server prices the cart at once 'Book' has made it.
import type { Browser, Page } from 'playwright-core';
import type { SignedInUser } from '../../src/shared/contract';
import { formatInr } from '../../src/shared/domain';
import {
  gotoApp,
  launchBrowser,
  openPage,
  checkScreen,
  VIEWPORTS,
  type Viewport,
} from './support/browser';
import { registerThroughApi, serverCartWhen, signedInUser } from './support/checkoutApi';
import { ANDHERI, locateWithCookie } from './support/location';
import { startApp, type RunningApp } from './support/startApp';

jest.setTimeout(180_000);

const DECOR_PATH = '/products/decor/d00005/decor';

describe('the product page in Chromium', () => {
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

  /** A page in Andheri (or signed in as the customer), on the decor, the app in charge. */
  async function openDecor(viewport: Viewport, user: SignedInUser | null = null) {
    const opened = await openPage(browser, viewport, { user });
    await locateWithCookie(opened.context, app.webUrl, ANDHERI.hubId, ANDHERI.selected);
    await gotoApp(opened.page, `${app.webUrl}${DECOR_PATH}`);
    return opened;
  }

  const bookingBar = (page: Page) => page.getByRole('region', { name: 'Your booking' });

  /** Whether the element is inside the viewport and the topmost thing at its centre. */
  const inReachAt = (page: Page, name: 'Book' | 'Total') =>
    (name === 'Book'
      ? bookingBar(page).getByRole('button', { name: 'Book', exact: true })
      : bookingBar(page).getByText('Total', { exact: true })
    ).evaluate((element) => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const inside = box.top >= 0 && box.bottom <= window.innerHeight && box.width > 0;
      const top = document.elementFromPoint(x, y);
      return inside && top !== null && (top === element || element.contains(top));
    });

  test('at 360 px the total and Book stay in view, uncovered, while the page scrolls', async () => {
    const { page, errors, context } = await openDecor(VIEWPORTS.mobile);
    // The total's amount (a coupon's saving may show beside it, as "· ₹750 off").
    await bookingBar(page)
      .getByText(/^₹[\d,]+$/)
      .waitFor();
    // The page at its full length: the date strip and the add-ons drawn in place of skeletons.
    await page.getByRole('list', { name: 'Celebration date' }).waitFor();
    await page
      .getByRole('button', { name: /^One more / })
      .first()
      .waitFor();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(VIEWPORTS.mobile.height * 2);
    for (const y of [0, height / 3, (2 * height) / 3, height]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForFunction(
        (top) =>
          Math.abs(
            window.scrollY -
              Math.min(top, document.documentElement.scrollHeight - window.innerHeight),
          ) < 2,
        y,
      );
      expect(await inReachAt(page, 'Book')).toBe(true);
      expect(await inReachAt(page, 'Total')).toBe(true);
    }
    await checkScreen(page, 'product-booking-bar-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each(Object.entries(VIEWPORTS))(
    'at %s width the add-on categories below the first screen are drawn as they come near, at their height',
    async (name, viewport) => {
      const { page, errors, context } = await openDecor(viewport);
      const groups = page.getByRole('group', { name: 'Add-ons' }).locator('section[aria-label]');
      await page
        .getByRole('button', { name: /^One more / })
        .first()
        .waitFor({ state: 'attached' });
      const count = await groups.count();
      expect(count).toBeGreaterThan(1);
      const styles = await groups.evaluateAll((sections) =>
        sections.map((section) => getComputedStyle(section).contentVisibility),
      );
      // A phone lays them out as they come near; a wide screen, where they may be in the first
      // screen, draws them at once.
      expect(new Set(styles)).toEqual(new Set([name === 'mobile' ? 'auto' : 'visible']));
      for (let index = 0; index < count; index += 1) {
        const group = groups.nth(index);
        const kept = (await group.boundingBox())?.height ?? 0;
        await group.scrollIntoViewIfNeeded();
        // Drawn, the category is the height it held, and its add-ons answer a tap once the
        // add-ons' code has taken over.
        await group.locator('button[aria-label^="One more "]:enabled').first().waitFor();
        expect((await group.boundingBox())?.height).toBeCloseTo(kept, 0);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test.each(Object.entries(VIEWPORTS))(
    'at %s width Book is fewer than 20 Tab presses from the top of the page',
    async (_name, viewport) => {
      const { page, errors, context } = await openDecor(viewport);
      const book = bookingBar(page).getByRole('button', { name: 'Book', exact: true });
      await book.waitFor();
      let presses = 0;
      while (
        presses < 40 &&
        !(await book.evaluate((element) => element === document.activeElement))
      ) {
        await page.keyboard.press('Tab');
        presses += 1;
      }
      expect(presses).toBeLessThan(20);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test('SECURITY: the total beside Book is the amount the server prices the new cart at', async () => {
    const { token } = await registerThroughApi(app, 'Total Checker');
    const { page, errors, context } = await openDecor(
      VIEWPORTS.mobile,
      await signedInUser(app, token),
    );

    const more = page
      .getByRole('group', { name: 'Add-ons', exact: true })
      .getByRole('button', { name: /^One more / });
    await more.nth(0).click();
    await more.nth(0).click();
    await more.nth(3).click();
    const bar = bookingBar(page);
    await bar.getByText('with 3 add-ons').waitFor();
    const shown = (await bar.locator('strong').textContent())?.trim();
    expect(shown).toMatch(/^₹[\d,]+$/);

    await bar.getByRole('button', { name: 'Book', exact: true }).click();
    await page.waitForURL(/\/checkout$/);
    // The cart reaches the server a few seconds after the change; the server prices it itself.
    const cart = await serverCartWhen(app, token, (saved) => saved.addOns.length === 2);
    expect(cart.addOns.map((line) => line.quantity).sort()).toEqual([1, 2]);
    expect(formatInr(cart.amountToPay)).toBe(shown);
    expect(errors).toEqual([]);
    await context.close();
  });
});
