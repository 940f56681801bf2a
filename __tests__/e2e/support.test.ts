import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { Browser, Frame, Locator, Page } from 'playwright-core';
import type { Product } from '../../src/shared/contract';
import {
  FRAME_STEP_MESSAGE,
  SUPPORT_FRAME_URL,
} from '../../src/client/features/support/frameProtocol';
import { SUPPORT_MESSAGES } from '../../src/client/features/support/supportSlice';
import { parseTrace } from '../../src/client/devtools/traceFormat';
import { RELOADED_ACTION_TYPE } from '../../src/client/devtools/steps';
import {
  gotoApp,
  launchBrowser,
  openPage,
  checkScreen,
  KEEP_SCREENSHOTS,
  VIEWPORTS,
  waitForApp,
  PHONE_USER_AGENT,
} from './support/browser';
import { firstProduct } from './support/checkoutApi';
import { bookingCustomer, codOrder, slotIn } from './support/bookingJourney';
import {
  newPhoneNumber,
  openPhoneMenu,
  otpsSentTo,
  signInAsCustomer,
  waitForNewOtp,
} from './support/customer';
import { startApp, type RunningApp } from './support/startApp';
import { exportedTrace } from './support/traces';
import { seriousViolations } from './support/axe';

jest.setTimeout(300_000);

/** A phone's browser: the report says 'mobile', so the player draws the frame 360 px wide. */
const STAFF_PHONE = newPhoneNumber();
const NOTE = 'The checkout page would not let me choose a time slot';
const PAGE_VISITED = 'history/pageVisited';

/** One element's picture, beside checkScreen's full pages. */
async function saveElementScreenshot(element: Locator, name: string) {
  const dir = path.resolve(__dirname, '../../test-results/screenshots');
  await mkdir(dir, { recursive: true });
  await element.screenshot({ path: path.join(dir, `${name}.png`) });
}

describe('the support console in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let product: Product;

  beforeAll(async () => {
    app = await startApp({ staffPhones: [STAFF_PHONE] });
    browser = await launchBrowser();
    product = await firstProduct(app);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** A phone customer signs in, picks Andheri, books the decor to /checkout, then reports. */
  async function customerReportsFromCheckout(page: Page, phone: string): Promise<string> {
    await page.goto(`${app.webUrl}/`);
    await signInAsCustomer(page, app, phone, 'Kavya Support');

    await page.getByRole('button', { name: 'Select location for service' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Select service location' });
    await panel.getByRole('textbox', { name: 'Search for area, street, city...' }).fill('andheri');
    await panel.getByRole('button', { name: /^Andheri Andheri, Mumbai/ }).click();
    await panel.getByRole('button', { name: 'CONFIRM LOCATION' }).click();
    await panel.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /Service location: Andheri/ })
      .first()
      .waitFor();

    await gotoApp(page, `${app.webUrl}/products/decor/${product._id}/decor`);
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByText(product.name).first().waitFor();

    // In the app, not by reloading, so the recording's last /checkout steps show the page.
    return reportFromHelp(page, NOTE);
  }

  /** From any page: the phone menu's Help link, then 'Report a problem'; answers the reference. */
  async function reportFromHelp(page: Page, note: string): Promise<string> {
    const menu = await openPhoneMenu(page);
    await menu.getByRole('link', { name: 'Help and FAQs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Help and support' }).waitFor();
    await page.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByRole('textbox', { name: 'What went wrong?' }).fill(note);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    const reference = dialog.getByRole('status').getByText(/^[A-Z2-9]{8}$/);
    await reference.waitFor();
    const referenceId = (await reference.innerText()).trim();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    return referenceId;
  }

  async function staffLogsIn(page: Page) {
    await page.goto(`${app.webUrl}/support`);
    await page.waitForURL((url) => url.pathname === '/support/login');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(STAFF_PHONE);
    const seen = (await otpsSentTo(app, STAFF_PHONE)).length;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otp = await waitForNewOtp(app, STAFF_PHONE, seen);
    await page.getByRole('textbox', { name: 'OTP' }).fill(otp);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/support');
    await page.getByRole('heading', { level: 1, name: 'Customer reports' }).waitFor();
  }

  /** Clicks a step on the timeline and waits until the frame page has drawn it. */
  async function chooseStep(page: Page, position: number) {
    await page.getByRole('list', { name: 'Actions' }).getByRole('button').nth(position).click();
    await page.getByText(new RegExp(`^Step ${position} of `)).waitFor();
    const frame = page.frames().find((candidate) => candidate.url().endsWith(SUPPORT_FRAME_URL));
    if (!frame) throw new Error('the player has no frame');
    await frame.waitForFunction(
      (step) => document.documentElement.dataset.step === step,
      String(position),
    );
  }

  /**
   * Selects the last step the customer spent on `pathname`: the step before the first page
   * visit after the visit to it. The frame's title names the page of the step on screen.
   */
  async function stepToLastStepOn(page: Page, pathname: string): Promise<number> {
    const labels = await page
      .getByRole('list', { name: 'Actions' })
      .getByRole('button')
      .allInnerTexts();
    const visits = labels.flatMap((label, position) => (label === PAGE_VISITED ? [position] : []));
    const frameTitle = async () => (await page.locator('iframe').getAttribute('title')) ?? '';
    for (const [index, position] of visits.entries()) {
      await chooseStep(page, position);
      if (!(await frameTitle()).endsWith(`: ${pathname}`)) continue;
      const last = (visits[index + 1] ?? labels.length) - 1;
      await chooseStep(page, last);
      expect(await frameTitle()).toBe(`Customer's screen at step ${last}: ${pathname}`);
      return last;
    }
    throw new Error(`the recording never visits ${pathname}: ${labels.join(', ')}`);
  }

  /** Selects the first page visit or reload that shows `pathname`. */
  async function firstStepOn(page: Page, pathname: string): Promise<number> {
    const labels = await page
      .getByRole('list', { name: 'Actions' })
      .getByRole('button')
      .allInnerTexts();
    for (const [position, label] of labels.entries()) {
      if (label !== PAGE_VISITED && label !== RELOADED_ACTION_TYPE) continue;
      await chooseStep(page, position);
      const title = (await page.locator('iframe').getAttribute('title')) ?? '';
      if (title.endsWith(`: ${pathname}`)) return position;
    }
    throw new Error(`the recording never shows ${pathname}: ${labels.join(', ')}`);
  }

  test('a customer reports a problem after checkout; staff replay it and see the cart in the frame', async () => {
    const customer = await browser.newContext({
      viewport: VIEWPORTS.mobile,
      userAgent: PHONE_USER_AGENT,
      isMobile: true,
      hasTouch: true,
    });
    const staff = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    try {
      const page = await customer.newPage();
      page.on('pageerror', (error) => errors.push(`customer: ${error.message}`));
      const customerPhone = newPhoneNumber();
      const referenceId = await customerReportsFromCheckout(page, customerPhone);
      const masked = `${customerPhone.slice(0, 2)}******${customerPhone.slice(8)}`;

      // The console is not the customer's: /support sends a signed-in customer to the login.
      await page.goto(`${app.webUrl}/support`);
      await page.waitForURL((url) => url.pathname === '/support/login');
      await page.getByRole('heading', { level: 1, name: 'Support console login' }).waitFor();
      await page.getByRole('status').getByText(SUPPORT_MESSAGES.staffOnly).waitFor();
      await page.getByRole('heading', { name: 'Customer reports' }).waitFor({ state: 'detached' });

      const consolePage = await staff.newPage();
      consolePage.on('pageerror', (error) => errors.push(`console: ${error.message}`));
      // A CSP refusal (script-src 'self', frame-ancestors) shows up as a console error.
      consolePage.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console log: ${message.text()}`);
      });
      await staffLogsIn(consolePage);
      // The customer calls and gives their number: it finds their report.
      await consolePage.getByRole('textbox', { name: 'Phone number' }).fill(customerPhone);
      await consolePage.getByRole('button', { name: 'Filter' }).click();
      const reports = consolePage.getByRole('list', { name: 'Reports, newest first' });
      await reports.getByRole('link', { name: referenceId }).waitFor();
      expect(await reports.getByRole('listitem').count()).toBe(1);
      const item = reports.getByRole('listitem');
      await item.getByText(NOTE).waitFor();
      await item
        .getByText(`Customer ${masked} · Mobile, ${VIEWPORTS.mobile.width}×`, { exact: false })
        .waitFor();
      await reports.getByRole('link', { name: referenceId }).click();

      await consolePage.getByRole('heading', { level: 1, name: `Report ${referenceId}` }).waitFor();
      await consolePage.getByText(NOTE).first().waitFor();
      const details = consolePage.getByRole('region', { name: 'Customer and device' });
      await details.getByText(`Customer ${masked}`).waitFor();
      await details.getByText(PHONE_USER_AGENT).waitFor();
      await stepToLastStepOn(consolePage, '/checkout');

      const frameBox = consolePage.locator('iframe');
      expect((await frameBox.boundingBox())?.width).toBe(VIEWPORTS.mobile.width);
      const frame = consolePage.frameLocator('iframe');
      await frame.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await frame.getByText(product.name).first().waitFor();

      expect(await seriousViolations(consolePage)).toEqual([]);
      await checkScreen(consolePage, 'support-console-player-desktop');
      if (KEEP_SCREENSHOTS) await saveElementScreenshot(frameBox, 'support-frame-checkout-mobile');
      expect(errors).toEqual([]);
    } finally {
      await customer.close();
      await staff.close();
    }
  });

  /** The frame page inside the player. */
  function playerFrame(page: Page): Frame {
    const frame = page.frames().find((candidate) => candidate.url().endsWith(SUPPORT_FRAME_URL));
    if (!frame) throw new Error('the player has no frame');
    return frame;
  }

  test("from a phone number to the customer's report and order; the frame scrolls where they were and reads naturally where data was redacted", async () => {
    const who = await bookingCustomer(app, 'Kavya Iyer');
    const orderId = await codOrder(app, who, slotIn(4));
    const customer = await openPage(browser, VIEWPORTS.mobile, { user: who.user });
    const staff = await browser.newContext({ viewport: VIEWPORTS.desktop });
    try {
      const { page } = customer;
      await page.goto(`${app.webUrl}/profile/myaddress`);
      await page.getByRole('list', { name: 'Saved addresses' }).getByText('Andheri').waitFor();
      // Home by the logo, in the app, so the recording keeps the addresses page as it was.
      await waitForApp(page);
      await page.getByRole('link', { name: /home$/ }).first().click();
      await page.waitForURL((url) => url.pathname === '/');
      // The customer scrolls down the home page, then opens the menu.
      // Once the page is tall enough to (its sections fill in as they load).
      await page.waitForFunction(() => {
        window.scrollTo(0, 1200);
        return window.scrollY === 1200;
      });
      // The scroll event that tells the recorder has fired by the second frame after it.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const scrolledTo = await page.evaluate(() => Math.round(window.scrollY));
      const referenceId = await reportFromHelp(page, 'My order page shows the wrong time');

      const consolePage = await staff.newPage();
      await staffLogsIn(consolePage);
      await consolePage.getByRole('textbox', { name: 'Phone number' }).fill(who.user.phoneNumber);
      await consolePage.getByRole('button', { name: 'Filter' }).click();
      const reports = consolePage.getByRole('list', { name: 'Reports, newest first' });
      await reports.getByRole('link', { name: referenceId }).click();
      await consolePage.getByRole('heading', { level: 1, name: `Report ${referenceId}` }).waitFor();

      // From the report, the customer's order; from the order, the report.
      const orders = consolePage.getByRole('table', {
        name: /^Orders of Customer .*, newest first$/,
      });
      const row = orders
        .getByRole('row')
        .filter({ has: consolePage.getByRole('link', { name: orderId }) });
      await row.getByText('Order Placed, payment pending').waitFor();
      await row.getByRole('link', { name: orderId }).click();
      const order = consolePage.getByRole('region', { name: `Order ${orderId}` });
      await order
        .getByText(`Customer ${who.user.phoneNumber.slice(0, 2)}******`, { exact: false })
        .waitFor();
      await consolePage
        .getByRole('list', { name: 'Reports, newest first' })
        .getByRole('link', { name: referenceId })
        .click();
      await consolePage.getByRole('heading', { level: 1, name: `Report ${referenceId}` }).waitFor();

      // The saved addresses as the frame draws them: stand-ins, nothing of the customer's.
      await stepToLastStepOn(consolePage, '/profile/myaddress');
      const frame = consolePage.frameLocator('iframe');
      const saved = frame.getByRole('list', { name: 'Saved addresses' });
      await saved.getByRole('listitem').first().waitFor();
      const drawn = await playerFrame(consolePage).locator('body').innerText();
      expect(drawn).toContain('12, Sunrise Apartments');
      expect(drawn).toContain('Andheri');
      expect(drawn).toContain('Contact mobile 98XXXXXX21');
      expect(drawn).not.toContain('the address line');
      expect(drawn).not.toContain('Sunrise Towers');
      expect(drawn).not.toContain(who.user.phoneNumber);
      expect(drawn).not.toContain('Kavya');

      // On the home page, the step before the customer's next action: scrolled where they were.
      const timeline = consolePage.getByRole('list', { name: 'Actions' });
      await firstStepOn(consolePage, '/');
      await consolePage.getByRole('button', { name: 'Next customer action' }).click();
      const status = await consolePage.getByText(/^Step \d+ of \d+: /).innerText();
      const acted = Number(/^Step (\d+)/.exec(status)?.[1]);
      await chooseStep(consolePage, acted - 1);
      expect(await consolePage.locator('iframe').getAttribute('title')).toMatch(/: \/$/);
      await consolePage
        .getByText(`/ · ${VIEWPORTS.mobile.width}px wide · scrolled ${scrolledTo}px down`)
        .waitFor();
      await playerFrame(consolePage).waitForFunction(
        (y) => Math.abs(window.scrollY - y) <= 1,
        scrolledTo,
      );

      // The timeline without RTK Query's steps is shorter, and a customer action is named so.
      const all = await timeline.getByRole('button').count();
      await consolePage.getByRole('checkbox', { name: 'Hide RTK Query steps' }).check();
      await consolePage.waitForFunction(
        (count) => document.querySelectorAll('[aria-label="Actions"] button').length < count,
        all,
      );
      await timeline
        .getByRole('button', { name: /, customer action$/ })
        .first()
        .waitFor();
      expect(customer.errors).toEqual([]);
    } finally {
      await customer.context.close();
      await staff.close();
    }
  });

  /** Adds an iframe of `src` to the page and waits for it to load; answers its frame. */
  async function embed(page: Page, src: string, title: string) {
    await page.evaluate(
      ([url, name]) => {
        const iframe = document.createElement('iframe');
        iframe.src = url;
        iframe.title = name;
        document.body.append(iframe);
        return new Promise((resolve) => iframe.addEventListener('load', resolve));
      },
      [src, title] as const,
    );
    const frame = page
      .frames()
      .find((candidate) => candidate.url() === new URL(src, page.url()).href);
    if (!frame)
      throw new Error(
        `no frame for ${src} among ${page
          .frames()
          .map((f) => f.url())
          .join(', ')}`,
      );
    return frame;
  }

  /**
   * Counts the messages that reach a frame page's window. The page's own handler was added when
   * it loaded, before this one, so it has run for every message counted.
   */
  async function countMessages(frame: Frame) {
    await frame.evaluate(() => {
      const seen = window as unknown as { messagesSeen: number };
      seen.messagesSeen = 0;
      window.addEventListener('message', () => (seen.messagesSeen += 1));
    });
  }

  /**
   * What a frame page shows once a message posted to it has arrived and its handler has run: the
   * step it took (the handler marks it at once) and what it has drawn under #root.
   */
  async function shownOnceArrived(frame: Frame) {
    await frame.waitForFunction(
      () => (window as unknown as { messagesSeen: number }).messagesSeen > 0,
    );
    return {
      step: await frame.evaluate(() => document.documentElement.dataset.step ?? null),
      drawn: await frame.locator('#root').innerHTML(),
    };
  }

  test('only this site reaches the frame page, and it shows only steps its same-origin parent posts', async () => {
    const frameUrl = `${app.webUrl}${SUPPORT_FRAME_URL}`;
    const strict = await browser.newContext({ viewport: VIEWPORTS.desktop });
    // The frame page served without its CSP and X-Frame-Options can be embedded anywhere, so its own message
    // checks are what stands between another origin and the frame.
    const noCsp = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await noCsp.route(`**${SUPPORT_FRAME_URL}`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      delete headers['x-frame-options'];
      await route.fulfill({ response, headers });
    });
    try {
      // frame-ancestors 'self': another origin cannot load the frame page in a frame.
      // A blank page is another origin with no policy of its own to get in the way.
      const foreign = await strict.newPage();
      const refused = foreign.waitForEvent('console', (message) =>
        message.text().includes('frame-ancestors'),
      );
      await foreign.evaluate((src) => {
        const iframe = document.createElement('iframe');
        iframe.src = src;
        document.body.append(iframe);
      }, frameUrl);
      expect((await refused).text()).toContain('frame-ancestors');

      // Cross-Origin-Opener-Policy: a window of this site opened by another origin is cut off,
      // so that origin holds no handle to post a step into its frames.
      const [popup] = await Promise.all([
        strict.waitForEvent('page'),
        foreign.evaluate((url) => {
          Object.assign(window, { opened: window.open(url) });
        }, `${app.webUrl}/help`),
      ]);
      await popup.getByRole('heading', { level: 1, name: 'Help and support' }).waitFor();
      expect(
        await foreign.evaluate(() => (window as unknown as { opened: Window }).opened.closed),
      ).toBe(true);

      // A step for the frame to draw: a real initial state from this site's recorder.
      const host = await noCsp.newPage();
      await host.goto(`${app.webUrl}/help`);
      await host.getByRole('heading', { level: 1, name: 'Help and support' }).waitFor();
      const { initialState } = parseTrace(await exportedTrace(host));
      const step = { type: FRAME_STEP_MESSAGE, position: 0, state: initialState, path: '/faqs' };

      // Its parent, but of another origin: ignored.
      const foreignParent = await noCsp.newPage();
      const framedAbroad = await embed(foreignParent, frameUrl, 'Frame abroad');
      await countMessages(framedAbroad);
      await foreignParent.evaluate((message) => {
        document.querySelector('iframe')?.contentWindow?.postMessage(message, '*');
      }, step);
      expect(await shownOnceArrived(framedAbroad)).toEqual({ step: null, drawn: '' });

      // Same origin, but a sibling frame rather than the parent: ignored.
      const framed = await embed(host, frameUrl, 'Frame at home');
      const sibling = await embed(host, `${app.webUrl}/robots.txt`, 'Sibling');
      await countMessages(framed);
      await sibling.evaluate((message) => {
        const target = window.parent.document.querySelector<HTMLIFrameElement>(
          'iframe[title="Frame at home"]',
        );
        target?.contentWindow?.postMessage(message, window.location.origin);
      }, step);
      expect(await shownOnceArrived(framed)).toEqual({ step: null, drawn: '' });

      // The same step from its own parent on this site is drawn.
      await host.evaluate((message) => {
        const target = document.querySelector<HTMLIFrameElement>('iframe[title="Frame at home"]');
        target?.contentWindow?.postMessage(message, window.location.origin);
      }, step);
      await framed.getByRole('heading', { level: 1 }).first().waitFor();
    } finally {
      await strict.close();
      await noCsp.close();
    }
  });
});
