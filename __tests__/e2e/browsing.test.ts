import type { Browser, Page } from 'playwright-core';
import { formatInr, MESSAGES } from '../../src/shared/domain';
import {
  gotoApp,
  launchBrowser,
  openPage,
  checkScreen,
  VIEWPORTS,
  waitForApp,
} from './support/browser';
import { startApp, type RunningApp } from './support/startApp';
import { seriousViolations } from './support/axe';
import { brokenNames } from './support/layout';
import { registerThroughApi, signedInUser } from './support/checkoutApi';
import { ANDHERI, locateWithCookie } from './support/location';

const PAGE_SIZE = 54;
const LOCATION_BUTTON = /Select location for service|Service location:/;

/** The hub price on a product page, as a number of rupees. */
async function productPrice(page: Page) {
  const price = page.getByRole('main').getByRole('group', { name: 'Price' }).first();
  await price.getByText(/₹/).first().waitFor();
  const text = await price.innerText();
  return Number(/₹([\d,]+)/.exec(text)?.[1]?.replace(/,/g, ''));
}

describe('browsing in Chromium', () => {
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

  /** Sets the service location the way a visitor does: the panel's city tile, then confirm. */
  async function setCity(page: Page, city: string) {
    await page.getByRole('button', { name: LOCATION_BUTTON }).first().click();
    const panel = page.getByRole('dialog', { name: 'Select service location' });
    await panel.getByRole('button', { name: city, exact: true }).click();
    await panel.getByRole('button', { name: 'CONFIRM LOCATION' }).click();
    await panel.waitFor({ state: 'detached' });
  }

  // One test per page, each waiting for the app to take over before it acts, so a slow machine
  // slows every page down without any of them running out of time.
  describe.each(Object.entries(VIEWPORTS))('at %s width', (name, viewport) => {
    test('home and its location panel render and pass the accessibility scan', async () => {
      const { page, errors, close } = await openPage(browser, viewport);
      await page.goto(`${app.webUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await waitForApp(page);
      await checkScreen(page, `home-${name}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: LOCATION_BUTTON }).first().click();
      const panel = page.getByRole('dialog', { name: 'Select service location' });
      await panel.getByRole('button', { name: 'Mumbai', exact: true }).waitFor();
      await checkScreen(page, `home-location-panel-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await close();
    });

    test('the listing renders and passes the accessibility scan', async () => {
      const { page, errors, close } = await openPage(browser, viewport);
      await page.goto(`${app.webUrl}/decors/list`);
      await page.getByRole('article').first().waitFor();
      await waitForApp(page);
      await checkScreen(page, `listing-${name}`);
      // Cards' names: two lines at most, wrapped at spaces, no third line peeking under them.
      expect(await brokenNames(page, 'article > a[href^="/products/decor/"]')).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    });

    test('a keyword page, a product from it and its share dialog pass the accessibility scan', async () => {
      const { page, errors, close } = await openPage(browser, viewport);
      await page.goto(`${app.webUrl}/kw/birthday-decoration-service-in-mumbai`);
      await page.getByRole('article').first().waitFor();
      await waitForApp(page);
      await checkScreen(page, `keyword-${name}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('article').first().getByRole('link').first().click();
      await page.waitForURL(/\/products\/decor\//);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Book' }).waitFor();
      await checkScreen(page, `product-${name}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await page.getByRole('dialog', { name: 'Share with' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    });

    test('the not-found page renders and passes the accessibility scan', async () => {
      const { page, errors, close } = await openPage(browser, viewport);
      await page.goto(`${app.webUrl}/no/such/page`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForApp(page);
      await checkScreen(page, `not-found-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    });
  });

  test('a phone shows at least four decors, picture and name, within its first two screens of home', async () => {
    const { page, errors, close } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(`${app.webUrl}/`);
    await page.getByRole('article').first().waitFor();
    const twoScreens = VIEWPORTS.mobile.height * 2;
    const seen = await page.getByRole('article').evaluateAll(
      (cards, limit) =>
        cards
          .map((card) => {
            const box = card.getBoundingClientRect();
            return {
              name: card.getAttribute('aria-label'),
              top: box.top + window.scrollY,
              bottom: box.bottom + window.scrollY,
              left: box.left,
              right: box.right,
            };
          })
          // Whole on the page's first two screens, and not scrolled aside in its row.
          .filter((card) => card.bottom <= limit && card.left >= 0 && card.right <= innerWidth)
          .map((card) => card.name),
      twoScreens,
    );
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(errors).toEqual([]);
    await close();
  });

  test("a signed-in customer's phone product page, with its lower price and why, passes the scan (colours included)", async () => {
    const customer = await registerThroughApi(app, 'Contrast Customer');
    const { page, context, errors, close } = await openPage(browser, VIEWPORTS.mobile, {
      user: await signedInUser(app, customer.token),
    });
    await locateWithCookie(context, app.webUrl, ANDHERI.hubId, ANDHERI.selected);
    await gotoApp(page, `${app.webUrl}/products/decor/d00006/blue-and-silver-birthday-u-stand`);
    const price = page.getByRole('main').getByRole('group', { name: 'Price' }).first();
    // The price is struck through beside the lower one, with why it is lower in green.
    await price.locator('s').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  test('a misspelt search finds birthday decors and See all lists them', async () => {
    const { page, errors, close } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`${app.webUrl}/`);
    await waitForApp(page);
    const box = page.getByRole('combobox', { name: 'Search decorations' }).first();
    await box.click();
    await page.getByRole('heading', { name: 'Popular Categories' }).waitFor();
    await box.fill('birthdy');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.waitFor();
    const names = await results.getByRole('link').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(5);
    expect(names.some((text) => /birthday/i.test(text))).toBe(true);
    await checkScreen(page, 'search-results-desktop');

    await page.getByRole('button', { name: 'See all' }).click();
    await page.waitForURL(/\/decors\/list\?searchText=birthdy$/);
    // The home page (its rails are cards too) stays until the listing has loaded: wait for it.
    await page.getByRole('heading', { level: 1, name: /birthdy/i }).waitFor();
    await page
      .getByRole('article', { name: /birthday/i })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  test("on a phone the search panel spans the screen; 'ballon' lists balloon decors with pictures and prices", async () => {
    const { page, errors, close } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(`${app.webUrl}/`);
    await waitForApp(page);
    const box = page.getByRole('combobox', { name: 'Search decorations' }).first();
    await box.click();
    await box.fill('ballon');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.waitFor();
    const names = await results.getByRole('link').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((text) => /balloon/i.test(text))).toBe(true);
    // Prices in Indian grouping, never cut: every priced row ends with its whole amount.
    for (const text of names.filter((name) => name.includes('₹'))) {
      expect(text).toMatch(/₹\d{1,3}(,\d{2})*(,\d{3})?\b/);
    }
    expect(await results.locator('img').count()).toBe(names.length);
    // Each result's name beside its picture, wrapped at spaces.
    expect(await brokenNames(page, '[aria-label="Search results"] a > span:first-of-type')).toEqual(
      [],
    );
    const panel = await page.getByRole('dialog', { name: 'Search suggestions' }).boundingBox();
    expect(panel?.x).toBe(0);
    expect(panel?.width).toBe(VIEWPORTS.mobile.width);
    await page.getByRole('button', { name: 'See all' }).waitFor();
    await checkScreen(page, 'search-results-mobile');
    expect(errors).toEqual([]);
    await close();
  });

  test.each(Object.entries(VIEWPORTS))(
    'at %s width scrolling a listing loads its second page of 54',
    async (name, viewport) => {
      const { page, errors, close } = await openPage(browser, viewport);
      await page.goto(`${app.webUrl}/decors/list`);
      await waitForApp(page);
      const cards = page.getByRole('article');
      await cards.nth(PAGE_SIZE - 1).waitFor();
      expect(await cards.count()).toBe(PAGE_SIZE);

      await cards.last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 4000);
      await cards.nth(2 * PAGE_SIZE - 1).waitFor();
      expect(await cards.count()).toBe(2 * PAGE_SIZE);
      await checkScreen(page, `listing-scrolled-${name}`);
      expect(errors).toEqual([]);
      await close();
    },
  );

  test('the same product costs the hub price of Mumbai, then of Pune', async () => {
    const { page, errors, close } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`${app.webUrl}/decors/list`);
    await waitForApp(page);
    await page.getByRole('article').first().getByRole('link').first().click();
    await page.waitForURL(/\/products\/decor\//);
    await page.getByRole('button', { name: 'Book' }).waitFor();
    const price = page.getByRole('main').getByRole('group', { name: 'Price' }).first();
    await price.getByRole('button', { name: MESSAGES.setLocationToViewPrice }).waitFor();

    await setCity(page, 'Mumbai');
    const mumbai = await productPrice(page);
    await price.getByRole('button', { name: MESSAGES.loginToDropPrice }).waitFor();
    await checkScreen(page, 'product-mumbai-desktop');

    await setCity(page, 'Pune');
    await price.filter({ hasNotText: formatInr(mumbai) }).waitFor();
    const pune = await productPrice(page);
    await checkScreen(page, 'product-pune-desktop');

    expect(mumbai).toBeGreaterThan(0);
    expect(pune).toBeGreaterThan(0);
    expect(pune).not.toBe(mumbai);
    expect(errors).toEqual([]);
    await close();
  });

  test('a visitor who hearts a decor is asked to log in', async () => {
    const { page, errors, close } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(`${app.webUrl}/decors/list`);
    await waitForApp(page);
    // Each heart is named for its decor.
    const card = page.getByRole('article').first();
    const name = await card.getAttribute('aria-label');
    await card.getByRole('button', { name: `Add ${name} to wishlist`, exact: true }).click();
    await page.getByRole('button', { name: MESSAGES.loginToWishlist }).waitFor();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await checkScreen(page, 'wishlist-visitor-mobile');
    expect(errors).toEqual([]);
    await close();
  });

  test.each(Object.entries(VIEWPORTS))(
    'at %s width a crash reloads once, then shows the crash screen',
    async (name, viewport) => {
      // DevTools are on for local hosts: a stand-in extension hands the page's store to the test.
      const { page, close } = await openPage(browser, viewport, {
        initScript: () => {
          type Enhancer = (next: unknown) => unknown;
          const target = window as unknown as Record<string, unknown>;
          target.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
            () =>
            (...enhancers: Enhancer[]) =>
            (createStore: unknown) => {
              const enhanced = enhancers.reduceRight<unknown>(
                (next, enhancer) => enhancer(next),
                createStore,
              ) as (...args: unknown[]) => unknown;
              return (...args: unknown[]) => {
                const store = enhanced(...args);
                target.__journeyStore = store;
                return store;
              };
            };
        },
      });
      const crash = () =>
        page.evaluate(() => {
          const store = (window as unknown as Record<string, unknown>).__journeyStore as {
            dispatch: (action: unknown) => void;
          };
          store.dispatch({ type: 'crash/appCrashed', payload: { message: 'journey crash' } });
        });
      await gotoApp(page, `${app.webUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();

      const reloaded = page.waitForEvent('load');
      await crash();
      await reloaded;
      // The reloaded page shows the server's heading before its app starts: wait for the app.
      await waitForApp(page);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('heading', { name: MESSAGES.crashTitle }).count()).toBe(0);

      await crash();
      await page.getByRole('heading', { name: MESSAGES.crashTitle }).waitFor();
      expect(MESSAGES.crashTitle).toBe('Oops!');
      await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
      await page.getByRole('button', { name: 'Refresh' }).waitFor();
      await page.getByRole('button', { name: 'Re-login' }).waitFor();
      await page.getByRole('link', { name: 'Chat with us' }).waitFor();
      await checkScreen(page, `crash-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await close();
    },
  );
});
