// Public pages as the server sends them: readable with JavaScript off, and hydrated by the
// browser without a console error or a hydration warning, then interactive.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { MESSAGES } from '../../src/shared/domain';
import { FIRST_OFFSCREEN_CARD } from '../../src/client/views/components/product/offscreenCards';
import { PHONE_FOOTER_HEIGHT_PX } from '../../src/client/views/components/footer/Footer';
import { launchBrowser, VIEWPORTS, PHONE_USER_AGENT, waitForApp } from './support/browser';
import { locateWithCookie } from './support/location';
import { startApp, type RunningApp } from './support/startApp';

const PRODUCT = {
  name: 'Pastel Dream Birthday Wall',
  path: '/products/decor/d00001/pastel-dream-birthday-wall',
};
/** Every public route, with the heading it opens with. */
const PUBLIC_PAGES: readonly [string, string | RegExp][] = [
  ['/', /decoration for every celebration/],
  ['/decors/list', 'All decorations'],
  ['/decors/list/birthday', 'Birthday decorations'],
  ['/products/category/0?occassion=Birthday', 'Birthday decorations'],
  ['/decors/predefined?ids=d00001,d00002', 'Handpicked decorations'],
  ['/kw/decoration-in-mumbai', 'Decoration in Mumbai'],
  [PRODUCT.path, PRODUCT.name],
  ['/help', 'Help and support'],
  ['/faqs', 'Frequently asked questions'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', /Terms/],
  ['/shippingPolicy', /Shipping/],
  ['/cancellation', /Cancellation/],
  ['/no/such/page', 'Page not found'],
];

/**
 * Holds back the page's requests for the chunks `pattern` names, as on a slow network, until the
 * returned function lets them through. Open the page with `openWhileHeld`: a held script the app
 * asks for before the page's load event (hydration comes first on a busy machine) holds that
 * event back too.
 */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `url` without waiting for the load event, which a held-back script may hold back. */
async function openWhileHeld(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
}

/**
 * Notes each layout shift on the page with what moved, from where to where, so a failure names
 * it; `shiftsOf` reads them.
 */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shifts });
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      }[]) {
        const moved = (entry.sources ?? []).map((source) => {
          const node = source.node;
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${node.className}`
              : (node?.nodeName ?? '?');
          return `${name} ${box(source.previousRect)} -> ${box(source.currentRect)}`;
        });
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

/** Waits until the browser has drawn what the page holds now (two frames on). */
const drawn = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );

/**
 * A loopback server in front of the app that sends a page's HTML in two parts: up to the end of
 * the tag that `marker` begins, then the rest once `release` is called, as a slow network can
 * leave a page half read. Everything else passes straight through.
 */
async function slowDocument(target: string, marker: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const upstream = new URL(target);
  const server = createServer((request, response) => {
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        // Plain text, so the page can be cut where `marker` is.
        headers: { ...request.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const html = /text\/html/.test(String(answer.headers['content-type']));
        if (!html) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const page = Buffer.concat(parts).toString('utf8');
          const at = page.indexOf(marker);
          const cut = at < 0 ? page.length : page.indexOf('>', at) + 1;
          const headers = { ...answer.headers };
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers);
          response.write(page.slice(0, cut));
          void released.then(() => response.end(page.slice(cut)));
        });
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}

/** A listing grid's cards (a section marked busy while more load), in order. */
const gridCards = (page: Page) => page.locator('[role="group"][aria-busy] > article');

/** Each element's computed `content-visibility`: `auto` where it is drawn only when near. */
const contentVisibilityOf = (elements: Locator) =>
  elements.evaluateAll((all) => all.map((element) => getComputedStyle(element).contentVisibility));

describe('server-rendered pages in Chromium', () => {
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

  /** The cookie the location panel leaves, for a customer in Pune. */
  async function locateInPune(context: BrowserContext) {
    await locateWithCookie(context, app.webUrl, 'PUNE-HUB', {
      _id: null,
      address1: 'Kothrud',
      serviceAreaInfo: { hubId: 'PUNE-HUB', isServiceable: true, isInAnyHub: true },
      locationv2: {
        lat: 18.5074,
        lng: 73.8077,
        addressLine1: 'Kothrud, Pune',
        city: 'Pune',
        state: 'Maharashtra',
      },
    });
  }

  describe('with JavaScript off', () => {
    let context: BrowserContext;
    beforeEach(async () => {
      context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: VIEWPORTS.mobile,
        userAgent: PHONE_USER_AGENT,
      });
    });
    afterEach(() => context.close());

    test('a keyword page lists its decors as links to their pages, and to other listings', async () => {
      const page = await context.newPage();
      await page.goto(`${app.webUrl}/kw/decoration-in-mumbai`);
      await page.getByRole('heading', { level: 1, name: 'Decoration in Mumbai' }).waitFor();
      const card = page.getByRole('article', { name: PRODUCT.name });
      await card
        .getByRole('group', { name: 'Price' })
        .getByText(MESSAGES.setLocationToViewPrice)
        .waitFor();

      await card.getByRole('link', { name: PRODUCT.name }).click();
      await page.waitForURL(`**${PRODUCT.path}`);
      await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();

      await page.goto(`${app.webUrl}/kw/decoration-in-mumbai`);
      // The footer's sections are folded on a phone; a <details> opens without script.
      const footer = page.getByRole('contentinfo');
      await footer.getByText('Cities', { exact: true }).click();
      await footer.getByRole('link', { name: 'pune', exact: true }).click();
      await page.waitForURL('**/kw/decoration-in-pune');
      await page.getByRole('heading', { level: 1, name: /Pune/ }).waitFor();
      expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    });

    test('the nav search answers Enter: the listing of what was typed, or what to type', async () => {
      const page = await context.newPage();
      await page.goto(`${app.webUrl}/`);
      const box = page.getByRole('search').getByRole('combobox', { name: 'Search decorations' });
      await box.fill('birthday');
      await box.press('Enter');
      await page.waitForURL('**/decors/list?searchText=birthday');
      await page.getByRole('heading', { level: 1, name: 'Results for "birthday"' }).waitFor();
      expect(await page.getByRole('article').count()).toBeGreaterThan(0);

      await page.goto(`${app.webUrl}/`);
      await box.fill('ab');
      await box.press('Enter');
      await page.getByText('Type at least 3 characters to search.').waitFor();
    });

    test("a product page shows its name and the price for the customer's hub", async () => {
      const page = await context.newPage();
      await page.goto(`${app.webUrl}${PRODUCT.path}`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
      await main
        .getByRole('group', { name: 'Price' })
        .getByText(MESSAGES.setLocationToViewPrice)
        .waitFor();

      await locateInPune(context);
      await page.reload();
      const price = main.getByRole('group', { name: 'Price' });
      await price.getByText(MESSAGES.loginToDropPrice).waitFor();
      expect(await price.innerText()).toMatch(/₹[\d,]+/);
    });
  });

  describe('with JavaScript', () => {
    /** A fresh page that records every console error and uncaught error, hydration's included. */
    async function freshPage(options: { phone?: boolean } = {}) {
      const context = await browser.newContext(
        options.phone
          ? { viewport: VIEWPORTS.mobile, userAgent: PHONE_USER_AGENT }
          : { viewport: VIEWPORTS.desktop },
      );
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        // The not-found page's own 404 is its honest status, not an error of the app.
        if (message.location().url === page.url() && /status of 404/.test(message.text())) return;
        if (message.type() === 'error' || /hydrat/i.test(message.text()))
          errors.push(`console ${message.type()}: ${message.text()}`);
      });
      return { page, errors, close: () => context.close() };
    }

    /**
     * Opens a page the server rendered (it carries the state to hydrate with) and waits for
     * hydration and the start-up calls to finish.
     */
    async function openHydrated(page: Page, url: string, title: string | RegExp) {
      const answer = await page.goto(`${app.webUrl}${url}`);
      expect(await answer?.text()).toContain('id="utsav-state"');
      await page.getByRole('heading', { level: 1, name: title }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }

    test.each(PUBLIC_PAGES)(
      '%s hydrates without a console error or hydration warning, its code named in its head and fetched once',
      async (url, title) => {
        const { page, errors, close } = await freshPage();
        const scripts: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
        });
        try {
          await openHydrated(page, url, title);
          await waitForApp(page);
          expect(errors).toEqual([]);
          // The head names the page's own chunks, fetched beside the first scripts; the app,
          // asking for them as it hydrates, takes those rather than fetching them again.
          const preloaded = await page
            .locator('head link[rel="preload"][as="script"]')
            .evaluateAll((links) =>
              links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
            );
          expect(preloaded.length).toBeGreaterThan(0);
          for (const file of preloaded) {
            expect(scripts.filter((requested) => requested === file)).toEqual([file]);
          }
          // The app's and the page's code is named in the head, so it downloads at once, side by
          // side with the first script: each asked for while the page was still being read, none
          // held back until the page was painted.
          const askedEarly = await page.evaluate((files) => {
            const [navigation] = performance.getEntriesByType(
              'navigation',
            ) as PerformanceNavigationTiming[];
            const read = navigation?.domContentLoadedEventStart ?? 0;
            const resources = performance.getEntriesByType('resource');
            return files.map((file) => {
              const entry = resources.find((found) => new URL(found.name).pathname === file);
              return `${file} ${entry && entry.startTime <= read ? 'early' : 'late'}`;
            });
          }, preloaded);
          expect(askedEarly).toEqual(preloaded.map((file) => `${file} early`));
        } finally {
          await close();
        }
      },
    );

    test.each([PRODUCT.path, '/decors/list/birthday'])(
      "%s hydrates on a phone with the phone's layout",
      async (url) => {
        const { page, errors, close } = await freshPage({ phone: true });
        try {
          await openHydrated(page, url, /./);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
    );

    test("a phone's listing lays out the first screen's cards, the rest as they come near, each at the height it had kept", async () => {
      const { page, errors, close } = await freshPage({ phone: true });
      try {
        await openHydrated(page, '/decors/list/birthday', 'Birthday decorations');
        const cards = gridCards(page);
        const count = await cards.count();
        expect(count).toBeGreaterThan(FIRST_OFFSCREEN_CARD);
        // The first screen's cards (two rows of two) are drawn at once, the others when near.
        expect(await contentVisibilityOf(cards)).toEqual(
          Array.from({ length: count }, (_, index) =>
            index + 1 < FIRST_OFFSCREEN_CARD ? 'visible' : 'auto',
          ),
        );
        const fifth = await cards.nth(FIRST_OFFSCREEN_CARD - 1).boundingBox();
        expect(fifth?.y).toBeGreaterThan(page.viewportSize()?.height ?? Infinity);
        // The last card, far below, holds its place with the height it is given before it is drawn.
        const last = cards.nth(count - 1);
        const kept = (await last.boundingBox())?.height ?? 0;
        // Scrolled to, each card shows its name and price.
        for (let index = FIRST_OFFSCREEN_CARD - 1; index < count; index += 1) {
          const card = cards.nth(index);
          await card.scrollIntoViewIfNeeded();
          const name = (await card.getAttribute('aria-label')) ?? '';
          await card.getByRole('group', { name: /price/i }).waitFor();
          expect(await card.getByRole('link', { name, exact: true }).first().isVisible()).toBe(
            true,
          );
        }
        // Drawn, it is about as tall as the place it held, so the page's length and the scroll bar
        // do not jump as cards come near (within 10%: the place is reckoned from the window's
        // width, which here includes a desktop scroll bar that phones draw over the page).
        const drawn = (await last.boundingBox())?.height ?? 0;
        expect(Math.abs(drawn - kept)).toBeLessThanOrEqual(drawn * 0.1);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    test('a wide listing draws every card at once', async () => {
      const { page, errors, close } = await freshPage();
      try {
        await openHydrated(page, '/decors/list/birthday', 'Birthday decorations');
        const styles = await contentVisibilityOf(gridCards(page));
        expect(styles.length).toBeGreaterThan(FIRST_OFFSCREEN_CARD);
        expect(new Set(styles)).toEqual(new Set(['visible']));
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    test('a phone lays out the footer as it comes near, in the place it held, and its sections open', async () => {
      const { page, errors, close } = await freshPage({ phone: true });
      try {
        await openHydrated(page, '/decors/list/birthday', 'Birthday decorations');
        const footer = page.locator('footer');
        expect(await contentVisibilityOf(footer)).toEqual(['auto']);
        const held = await footer.boundingBox();
        expect(held?.y).toBeGreaterThan(page.viewportSize()?.height ?? Infinity);
        // Its height within its padding (the padding below grows to keep room for the floating
        // cover video once that shows, whether the footer is drawn or not).
        const contentHeight = () =>
          footer.evaluate((element) => {
            const style = getComputedStyle(element);
            return (
              element.getBoundingClientRect().height -
              parseFloat(style.paddingTop) -
              parseFloat(style.paddingBottom)
            );
          });
        // Not drawn yet, it holds a phone footer's height (its padding of 7.5rem included).
        const PADDING_PX = 120;
        expect(await contentHeight()).toBeCloseTo(PHONE_FOOTER_HEIGHT_PX - PADDING_PX, 1);
        await footer.scrollIntoViewIfNeeded();
        const categories = footer.getByText('Categories', { exact: true });
        await categories.waitFor();
        // Drawn, its sections still closed, it is about the height it held (a phone footer is 312
        // to 456 px tall from 768 to 320 px wide), so the page's length barely changes.
        expect(
          Math.abs((await contentHeight()) - (PHONE_FOOTER_HEIGHT_PX - PADDING_PX)),
        ).toBeLessThanOrEqual(PHONE_FOOTER_HEIGHT_PX * 0.25);
        // Its sections open on a tap and their links show.
        await categories.click();
        await footer.getByRole('link', { name: 'Birthday', exact: true }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    test('a wide page draws its footer at once', async () => {
      const { page, errors, close } = await freshPage();
      try {
        await openHydrated(page, '/decors/list/birthday', 'Birthday decorations');
        expect(await contentVisibilityOf(page.locator('footer'))).toEqual(['visible']);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    test('a hydrated keyword page keeps the decors it was rendered with, asking for none again', async () => {
      const { page, errors, close } = await freshPage();
      try {
        const asked: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/api/products/keyword_listing')
            asked.push(request.url());
        });
        await openHydrated(page, '/kw/decoration-in-mumbai', 'Decoration in Mumbai');
        expect(await page.getByRole('article').count()).toBeGreaterThan(0);
        expect(asked).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    test("home's rails keep the server's HTML until they scroll into view, then open products inside the app", async () => {
      const { page, errors, close } = await freshPage({ phone: true });
      try {
        await openHydrated(page, '/', /decoration for every celebration/);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        const firstCard = 'section[aria-labelledby^="rail-"] a[href*="/products/decor/"]';
        /** Whether React has taken the element over (hydrated it). */
        const alive = (selector: string) =>
          page.evaluate((found) => {
            const element = document.querySelector(found);
            return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
          }, selector);
        // The first screen is live; the rails (within a phone's first two screens) hydrate as
        // they come near, keeping the server's elements.
        expect(await alive('#home-title')).toBe(true);
        await page.evaluate((found) => {
          Object.assign(window, {
            stillTheSamePage: true,
            serverCard: document.querySelector(found),
          });
        }, firstCard);
        await page.locator(firstCard).first().scrollIntoViewIfNeeded();
        await page.waitForFunction((found) => {
          const element = document.querySelector(found);
          return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
        }, firstCard);
        // Hydrated, not redrawn: the card is the very element the server sent.
        expect(
          await page.evaluate(
            (found) =>
              (window as unknown as { serverCard: Element }).serverCard ===
              document.querySelector(found),
            firstCard,
          ),
        ).toBe(true);
        const href = (await page.locator(firstCard).first().getAttribute('href')) ?? '';
        expect(href).toMatch(/^\/products\/decor\//);
        await page.locator(firstCard).first().click();
        await page.waitForURL(`${app.webUrl}${href}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    test("home's banner and footer keep the server's markup while their code is late: nothing jumps when the nav turns dark", async () => {
      const { page, errors, close } = await freshPage({ phone: true });
      try {
        // The banner's and the footer's code is held back until the nav has turned dark, as on a
        // slow network.
        const release = await holdBack(page, /\/assets\/(drop-banner|footer)\.[0-9a-f]+\.js$/);
        await recordShifts(page);
        await openWhileHeld(page, `${app.webUrl}/`);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.locator('header[data-theme="dark"]').waitFor({ state: 'attached' });
        // Still the server's banner and footer, where the server put them.
        expect(await page.locator('[data-drop-banner]').count()).toBe(1);
        expect(await page.getByRole('contentinfo').count()).toBe(1);
        release();
        await page.waitForFunction(() => {
          const banner = document.querySelector('[data-drop-banner]');
          return !!banner && Object.keys(banner).some((key) => key.startsWith('__reactFiber'));
        });
        expect(await shiftsOf(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    test('a page read in part draws no half-built control: the contact button shows whole, with nothing jumping', async () => {
      // The page stops just inside the contact button, before its button and links, until the
      // browser has drawn what it has: a slow network, or a busy phone that draws as it reads.
      const slow = await slowDocument(app.webUrl, '<details aria-label="Contact us"');
      const { page, close } = await freshPage({ phone: true });
      try {
        await recordShifts(page);
        await page.goto(`${slow.url}/`, { waitUntil: 'commit' });
        await page.waitForFunction(
          () => document.querySelector('details[aria-label="Contact us"]') !== null,
        );
        await drawn(page);
        slow.release();
        await page.waitForFunction(() => document.readyState !== 'loading');
        await drawn(page);
        expect(await page.locator('details[aria-label="Contact us"] > summary').isVisible()).toBe(
          true,
        );
        expect(await shiftsOf(page)).toEqual([]);
      } finally {
        await close();
        await slow.close();
      }
    });

    test.each([
      ['a listing', '/decors/list', ['details[aria-label="Contact us"]']],
      [
        'a product page',
        PRODUCT.path,
        [
          'details[aria-label="Contact us"]',
          'ul[aria-label="Time slots"]',
          'section[aria-label="Balloons"]',
        ],
      ],
    ] as const)(
      "%s keeps the server's late parts while their code loads: they hydrate, never vanish or redraw",
      async (_name, path, selectors) => {
        const { page, errors, close } = await freshPage({ phone: true });
        try {
          // The contact button's code is held back until the page has started (and redrawn what
          // the session changed), as on a slow network; the rest hydrates with the page.
          const release = await holdBack(page, /\/assets\/contact\.[0-9a-f]+\.js$/);
          await openWhileHeld(page, `${app.webUrl}${path}`);
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
          // The start-up's own tasks (the session, the visit) have run once the browser idles.
          await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
          const kept = await page.evaluate(
            (all) => {
              const elements = all.map((selector) => document.querySelector(selector));
              Object.assign(window, { serverParts: elements });
              return elements.map((element) => element !== null);
            },
            [...selectors],
          );
          expect(kept).toEqual(selectors.map(() => true));
          release();
          // Each part is the app's once its code has come: the very element the server drew.
          const hydrated = (all: string[]) =>
            all.every((selector) => {
              const element = document.querySelector(selector);
              return (
                !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
              );
            });
          await page.waitForFunction(hydrated, [...selectors]);
          expect(
            await page.evaluate(
              (all) =>
                all.map(
                  (selector, index) =>
                    document.querySelector(selector) ===
                    (window as unknown as { serverParts: Element[] }).serverParts[index],
                ),
              [...selectors],
            ),
          ).toEqual(selectors.map(() => true));
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
    );

    test.each([
      ['a phone', true],
      ['a wide screen', false],
    ])(
      "on %s, the product page's time slots placeholder is as tall as the slots it stands for",
      async (_name, phone) => {
        const { page, errors, close } = await freshPage({ phone });
        try {
          await openHydrated(page, '/decors/list', 'All decorations');
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
          // The day's slots are late, as on a slow network.
          const release = await holdBack(page, /\/api\/timeslot\//);
          await page.locator(`main a[href="${PRODUCT.path}"]`).first().click();
          const field = page.getByRole('group', { name: 'Celebration date and time' });
          await field.getByRole('status', { name: 'Loading time slots' }).waitFor();
          // The decor's add-ons (their own call) are on the page, so only the slots are to come.
          await page.getByRole('group', { name: 'Add-ons', exact: true }).waitFor();
          const notes = page.getByRole('textbox', { name: 'Instructions for the decorators' });
          const placed = async () => ({
            field: (await field.boundingBox())?.height,
            notes: await notes.evaluate((box) => box.getBoundingClientRect().top + window.scrollY),
          });
          const before = await placed();
          release();
          await field.getByRole('list', { name: 'Time slots' }).waitFor();
          expect(await placed()).toEqual(before);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
    );

    test('home reached by a link inside the app shows its rails at once', async () => {
      const { page, errors, close } = await freshPage({ phone: true });
      try {
        await openHydrated(page, '/help', 'Help and support');
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
        await page.getByRole('link', { name: /home/i }).first().click();
        await page.waitForURL(`${app.webUrl}/`);
        await page
          .locator('section[aria-labelledby^="rail-"] a[href*="/products/decor/"]')
          .first()
          .waitFor();
        expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    test('a hydrated listing is interactive: a card opens its product inside the app', async () => {
      const { page, errors, close } = await freshPage();
      try {
        await openHydrated(page, '/decors/list', 'All decorations');
        // A marker on the window survives only an in-app navigation, not a page load.
        await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
        const card = page.getByRole('article').first();
        const name = await card.getAttribute('aria-label');
        await card.getByRole('link', { name: name ?? '' }).click();
        await page.waitForURL('**/products/decor/**');
        await page.getByRole('heading', { level: 1, name: name ?? '' }).waitFor();
        expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  });
});
