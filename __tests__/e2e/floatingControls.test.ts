// At 360 px the floating call/chat button and the cover-video preview must not hide what a
// customer reads or taps: card prices and footer links, once brought into view, stay clear of them.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, checkScreen, VIEWPORTS } from './support/browser';
import { startApp, type RunningApp } from './support/startApp';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const CONTROLS = [
  'details[aria-label="Contact us"] > summary',
  'button[aria-label="Play cover video"]',
];

/** The floating controls' boxes, as drawn now. */
async function controlBoxes(page: Page): Promise<Box[]> {
  return page.evaluate((selectors) => {
    return selectors.flatMap((selector) =>
      [...document.querySelectorAll(selector)].map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
  }, CONTROLS);
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('floating controls on a 360 px phone', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let close: () => Promise<void>;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  beforeEach(async () => {
    ({ page, close } = await openPage(browser, VIEWPORTS.mobile, { url: `${app.webUrl}/` }));
    await page.locator(CONTROLS[0]!).waitFor();
    await page.locator(CONTROLS[1]!).waitFor();
  });
  afterEach(() => close());

  test("they are a 56 px button and the cover video at the spec's 120 px wide, 9/16", async () => {
    const [contact, video] = await controlBoxes(page);
    expect(contact).toMatchObject({ width: 56, height: 56 });
    expect(video!.width).toBe(120);
    expect(video!.height).toBeCloseTo((120 * 16) / 9, 0);
    // Bottom left, the button bottom right: apart.
    expect(video!.x).toBe(16);
    expect(overlaps(contact!, video!)).toBe(false);
    await checkScreen(page, 'floating-controls-mobile');
  });

  test('the button opens call and chat, and the page is usable around it', async () => {
    await page.getByRole('link', { name: 'Call to book' }).waitFor({ state: 'hidden' });
    await page.locator('summary[aria-label="Call or chat with us"]').click();
    const call = page.getByRole('link', { name: 'Call to book' });
    await call.waitFor();
    expect(await call.getAttribute('href')).toMatch(/^tel:/);
    expect(
      await page.getByRole('link', { name: 'Chat with us' }).getAttribute('href'),
    ).toBeTruthy();
    await page.keyboard.press('Escape');
    await checkScreen(page, 'floating-contact-open-mobile');
  });

  test('card prices brought into view are not under the controls', async () => {
    const prices = page.locator(
      'section[aria-labelledby^="rail-"] li:nth-child(-n+2) [aria-label="Price"]',
    );
    await prices.first().waitFor();
    const count = await prices.count();
    expect(count).toBeGreaterThan(4);
    for (let index = 0; index < count; index += 1) {
      const price = prices.nth(index);
      // As a customer scrolling down meets it: at the bottom of what the screen shows.
      await price.evaluate((element) =>
        element.scrollIntoView({ block: 'end', inline: 'nearest' }),
      );
      const box = await price.boundingBox();
      expect(box).not.toBeNull();
      for (const control of await controlBoxes(page)) expect(overlaps(box!, control)).toBe(false);
    }
  });

  test('footer links at the end of the page are not under the controls', async () => {
    // A phone draws the footer as it comes near, and the page's end is where it is once drawn.
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await footer.locator('summary').first().waitFor();
    // Scrolled to the end until the end stays put: a part drawn as it comes near (the footer on a
    // phone) makes the page longer in the frame after the scroll, as a visitor flicking on sees.
    await page.waitForFunction(
      () => {
        const end = document.documentElement.scrollHeight;
        window.scrollTo(0, end);
        const seen = window as unknown as { lastEnd?: number };
        const settled = seen.lastEnd === end && window.scrollY + window.innerHeight >= end - 1;
        seen.lastEnd = end;
        return settled;
      },
      undefined,
      { polling: 100 },
    );
    const links = await page.locator('footer a').evaluateAll((elements) =>
      elements
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0 && box.bottom > 0)
        .map(({ x, y, width, height }) => ({ x, y, width, height })),
    );
    expect(links.length).toBeGreaterThan(3);
    const controls = await controlBoxes(page);
    for (const link of links) {
      for (const control of controls) expect(overlaps(link, control)).toBe(false);
    }
    await checkScreen(page, 'floating-controls-footer-mobile');
  });
});

describe('the call and chat button beside bars and dialogs on a 360 px phone', () => {
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

  /** What a tap at the middle of the contact button would land on: the button, or what covers it. */
  const tapLandsOnContact = (page: Page) =>
    page.locator(CONTROLS[0]!).evaluate((summary) => {
      const { x, y, width, height } = summary.getBoundingClientRect();
      const hit = document.elementFromPoint(x + width / 2, y + height / 2);
      return hit !== null && summary.closest('details')!.contains(hit);
    });

  test("on a product page it stays clear of the booking bar's 'Book'", async () => {
    const { page, close } = await openPage(browser, VIEWPORTS.mobile, {
      url: `${app.webUrl}/products/decor/d00006/blue-and-silver-birthday-u-stand`,
    });
    try {
      const book = page.getByRole('region', { name: 'Your booking' });
      await book.getByRole('button', { name: 'Book' }).waitFor();
      await page.locator(CONTROLS[0]!).waitFor();
      const bar = (await book.boundingBox())!;
      const [contact] = await controlBoxes(page);
      expect(overlaps(bar, contact!)).toBe(false);
      // A tap on 'Book', anywhere on it, reaches 'Book'.
      const reachesBook = await book.getByRole('button', { name: 'Book' }).evaluate((button) => {
        const { x, y, width, height } = button.getBoundingClientRect();
        return [0.1, 0.5, 0.9].every((share) =>
          button.contains(document.elementFromPoint(x + width * share, y + height / 2)),
        );
      });
      expect(reachesBook).toBe(true);
      await checkScreen(page, 'product-contact-above-bar-mobile');
    } finally {
      await close();
    }
  });

  test("an open dialog's dimmed backdrop covers it", async () => {
    const { page, close } = await openPage(browser, VIEWPORTS.mobile, { url: `${app.webUrl}/` });
    try {
      await page.locator(CONTROLS[0]!).waitFor();
      expect(await tapLandsOnContact(page)).toBe(true);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      expect(await tapLandsOnContact(page)).toBe(false);
    } finally {
      await close();
    }
  });
});
