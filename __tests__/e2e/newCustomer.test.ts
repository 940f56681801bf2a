import type { Browser, Frame, Page } from 'playwright-core';
import type { Order } from '../../src/shared/contract';
import { MESSAGES, promoCodeInvalidMessage } from '../../src/shared/domain';
import { stripDays } from '../../src/client/features/cart/slotDays';
import {
  gotoApp,
  launchBrowser,
  openPage,
  checkScreen,
  VIEWPORTS,
  waitForApp,
  alertDialogShown,
} from './support/browser';
import { apiCall, seriousViolations } from './support/bookingJourney';
import { newPhoneNumber, storedToken, waitForNewOtp } from './support/customer';
import { startApp, type RunningApp } from './support/startApp';

jest.setTimeout(300_000);

const LOCATION_BUTTON = /Select location for service|Service location:/;
const ORDER_PAGE = /\/profile\/mybookings\/order\/(E[A-Z0-9]{7})$/;
const SLOT = { arrivingTime: '15:00', readyTime: '18:00' };

/** The element lies inside the viewport, so a person can see and tap it without scrolling. */
async function expectInViewport(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the element is not drawn');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

describe('a new customer books end to end in Chromium', () => {
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

  test.each(Object.entries(VIEWPORTS))(
    'at %s width: location, decor with an add-on, slot, OTP sign-up, new address, promo codes, card payment',
    async (name, viewport) => {
      const { context, page, errors } = await openPage(browser, viewport);
      const shot = (step: string) => checkScreen(page, `new-customer-${step}-${name}`);
      const phone = newPhoneNumber();
      // Each width books its own day, so both runs find the afternoon slot free.
      const day = stripDays(new Date())[name === 'mobile' ? 4 : 9]!;

      // Home, then the service location found by searching.
      await page.goto(`${app.webUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The server's page is read at once; its buttons answer once the app has taken it over.
      await waitForApp(page);
      await shot('01-home');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: LOCATION_BUTTON }).first().click();
      const panel = page.getByRole('dialog', { name: 'Select service location' });
      await panel
        .getByRole('textbox', { name: 'Search for area, street, city...' })
        .fill('andheri');
      const result = panel.getByRole('button', { name: /^Andheri Andheri, Mumbai/ });
      await result.waitFor();
      await shot('02-location-search');
      expect(await seriousViolations(page)).toEqual([]);
      await result.click();
      await panel.getByRole('heading', { name: 'Andheri' }).waitFor();
      await shot('03-location-map');
      await panel.getByRole('button', { name: 'CONFIRM LOCATION' }).click();
      await panel.waitFor({ state: 'detached' });
      await page
        .getByRole('button', { name: /Service location: Andheri/ })
        .first()
        .waitFor();

      // A decor found with the nav search; its product page with one add-on chosen.
      const search = page.getByRole('combobox', { name: 'Search decorations' }).first();
      await search.click();
      await search.fill('birthday');
      const results = page.getByRole('list', { name: 'Search results' });
      await results.getByRole('link').first().waitFor();
      await shot('04-search-results');
      await results.getByRole('link').first().click();
      await page.waitForURL(/\/products\/decor\//);
      await page.getByRole('button', { name: 'Book', exact: true }).waitFor();
      const productName = await page
        .getByRole('main')
        .getByRole('heading', { level: 1 })
        .innerText();
      const more = page
        .getByRole('group', { name: 'Add-ons', exact: true })
        .getByRole('button', { name: /^One more / })
        .first();
      const addOnName = (await more.getAttribute('aria-label'))!.replace(/^One more /, '');
      await more.click();
      await page.getByRole('region', { name: 'Your booking' }).getByText('with 1 add-on').waitFor();
      await shot('05-product');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Book', exact: true }).click();

      // The cart, then the date and slot in the picker.
      await page.waitForURL(/\/checkout$/);
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await page.getByRole('list', { name: 'Chosen add-ons' }).getByText(addOnName).waitFor();
      await shot('06-checkout-visitor');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Select date and time' }).click();
      const picker = page.getByRole('dialog', { name: 'Select date and time slot' });
      const dayButton = picker.getByRole('button', { name: day.label });
      await dayButton.click();
      await expectInViewport(page, dayButton);
      const slot = picker.getByRole('button', {
        name: `${SLOT.arrivingTime} – ${SLOT.readyTime} Available`,
      });
      await slot.click();
      await expectInViewport(page, slot);
      await shot('07-slot-picker');
      expect(await seriousViolations(page)).toEqual([]);
      await picker.getByRole('button', { name: 'Confirm slot' }).click();
      await picker.waitFor({ state: 'detached' });
      await page.getByText(`${day.date}, ${SLOT.arrivingTime} – ${SLOT.readyTime}`).waitFor();

      // Proceed to pay asks a visitor to log in: a new number, its code from the outbox.
      await page.getByRole('button', { name: 'Proceed to pay' }).click();
      const login = page.getByRole('dialog', { name: 'Login' });
      await login.getByRole('textbox', { name: 'Phone number' }).fill(phone);
      await shot('08-login');
      expect(await seriousViolations(page)).toEqual([]);
      await login.getByRole('button', { name: 'Send OTP' }).click();
      const otp = await waitForNewOtp(app, phone, 0);
      await login.getByRole('textbox', { name: 'OTP' }).fill(otp);
      await shot('09-otp');
      await login.getByRole('button', { name: 'Verify OTP' }).click();

      // Registration, then back to the cart with everything in it.
      await page.waitForURL((url) => url.pathname === '/register');
      const form = page.getByRole('form', { name: 'Register' });
      await form.getByRole('textbox', { name: 'Name (required)' }).fill(`Meera ${name}`);
      await shot('10-register');
      expect(await seriousViolations(page)).toEqual([]);
      // Every path the page goes to from here, the history API's changes included.
      const pathsAfterRegister: string[] = [];
      const recordPath = (frame: Frame) => {
        if (frame === page.mainFrame()) pathsAfterRegister.push(new URL(frame.url()).pathname);
      };
      page.on('framenavigated', recordPath);
      await form.getByRole('button', { name: 'Register' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout');
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await page.getByRole('link', { name: productName }).waitFor();
      await page.getByRole('list', { name: 'Chosen add-ons' }).getByText(addOnName).waitFor();
      await page.getByText(`${day.date}, ${SLOT.arrivingTime} – ${SLOT.readyTime}`).waitFor();
      // The register page once sent a new customer home on its way out; it is gone now that the
      // checkout is drawn, and the customer went to the checkout and nowhere else.
      page.off('framenavigated', recordPath);
      expect([...new Set(pathsAfterRegister)]).toEqual(['/checkout']);
      expect(new URL(page.url()).pathname).toBe('/checkout');
      await shot('11-checkout-registered');
      const token = await storedToken(page);

      // A new address: the map with its pin moved, then the form.
      await page.getByRole('button', { name: 'Select address' }).click();
      const selector = page.getByRole('dialog', { name: 'Select address' });
      await selector.getByText('No saved addresses yet.').waitFor();
      await page.getByRole('button', { name: 'Add New Address' }).click();
      const map = page.getByRole('dialog', { name: 'Select service location' });
      await map.getByRole('textbox', { name: 'Search for area, street, city...' }).fill('andheri');
      await map.getByRole('button', { name: /^Andheri Andheri, Mumbai/ }).click();
      await map.getByRole('heading', { name: 'Andheri' }).waitFor();
      await map.getByRole('button', { name: 'Location pin' }).focus();
      await page.keyboard.press('ArrowUp');
      await map.getByRole('button', { name: 'CONFIRM LOCATION' }).waitFor();
      await shot('12-address-map');
      expect(await seriousViolations(page)).toEqual([]);
      await map.getByRole('button', { name: 'CONFIRM LOCATION' }).click();
      await map.waitFor({ state: 'detached' });
      const addressForm = page.getByRole('dialog', { name: 'Add address' });
      await addressForm.getByRole('radio', { name: 'Myself' }).waitFor();
      await addressForm.getByRole('textbox', { name: 'Flat no.' }).fill('1402');
      await addressForm.getByRole('textbox', { name: 'Building name' }).fill('Lotus Residency');
      await shot('13-address-form');
      expect(await seriousViolations(page)).toEqual([]);
      await addressForm.getByRole('button', { name: 'save address' }).click();
      await page.getByRole('status').getByText(MESSAGES.addressSaved).waitFor();
      await addressForm.waitFor({ state: 'detached' });
      if (await selector.isVisible()) await page.keyboard.press('Escape');
      await selector.waitFor({ state: 'detached' });
      await page
        .getByText(/1402, Lotus Residency/)
        .first()
        .waitFor();
      await shot('14-address-selected');

      // Promo codes: an unknown one, then a real one with the coupon-applied modal.
      const promo = page.getByRole('textbox', { name: 'Promo code' });
      await promo.fill('NOPE7');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByRole('status').getByText(promoCodeInvalidMessage('NOPE7')).waitFor();
      await shot('15-promo-invalid');
      await promo.fill('firstdecor');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      // The session's best coupon is already on the cart: what each saves is shown first.
      const choice = page.getByRole('dialog', { name: 'Replace your coupon?' });
      await choice.getByText(/^FIRSTDECOR: you save ₹150$/).waitFor();
      await shot('16-coupon-choice');
      expect(await seriousViolations(page)).toEqual([]);
      await choice.getByRole('button', { name: 'Use FIRSTDECOR' }).click();
      const coupon = page.getByRole('dialog', { name: 'Coupon applied' });
      await coupon.getByText('FIRSTDECOR').waitFor();
      await coupon.getByText(/You save ₹/).waitFor();
      await shot('16-coupon-applied');
      expect(await seriousViolations(page)).toEqual([]);
      await coupon.getByRole('button', { name: 'Ok' }).click();
      await coupon.waitFor({ state: 'detached' });
      await page
        .getByRole('region', { name: 'Price details' })
        .and(page.locator('[aria-busy="false"]'))
        .waitFor();
      await shot('17-checkout-complete');
      expect(await seriousViolations(page)).toEqual([]);

      // Payment by card through the sandbox's hosted page.
      await page.getByRole('button', { name: 'Proceed to pay' }).click();
      await page.waitForURL((url) => url.pathname === '/payment');
      await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
      await page.getByRole('region', { name: 'Your booking' }).waitFor();
      await shot('18-payment');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((url) => url.origin === app.payUrl);
      await page.getByRole('heading', { name: 'Sandbox card payment' }).waitFor();
      await shot('19-sandbox');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((url) => url.origin === app.webUrl);

      // 'Yay! Order Placed', then the order page with the order.
      await alertDialogShown(page, MESSAGES.orderPlaced);
      await shot('20-order-placed');
      await page.waitForURL(ORDER_PAGE);
      const orderId = ORDER_PAGE.exec(new URL(page.url()).pathname)?.[1] ?? '';
      await page.getByText(`Order ${orderId}`).waitFor();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await page.getByText(productName).first().waitFor();
      await page
        .getByRole('region', { name: 'Payments' })
        .getByText(/Full payment, success/)
        .waitFor();
      await shot('21-order');
      expect(await seriousViolations(page)).toEqual([]);

      // The server's order holds what the customer chose.
      const { orders } = await apiCall<{ orders: Order[] }>(
        app,
        'POST',
        '/api/orders/get_orders_by_query_object',
        { queryObject: { _id: orderId } },
        token,
      );
      expect(orders).toHaveLength(1);
      const [order] = orders;
      expect(order).toMatchObject({
        _id: orderId,
        celebrationDate: day.date,
        arrivingTime: SLOT.arrivingTime,
        readyTime: SLOT.readyTime,
        offers: [{ offerCode: 'FIRSTDECOR' }],
        bookingAddress: {
          flatNumber: '1402',
          buildingName: 'Lotus Residency',
          mobile: [phone],
        },
        product: { name: productName },
        addOns: [{ addon: { name: addOnName }, quantity: 1 }],
      });
      expect(order?.priceDetail.couponDiscount).toBeGreaterThan(0);
      expect(order?.paymentStatus).toBe('completed');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
  test('at 360 × 420 the picker fits the screen: a far day and its slots are reachable', async () => {
    const { context, page, errors } = await openPage(browser, { width: 360, height: 420 });
    const days = stripDays(new Date());
    const last = days[days.length - 1]!;
    await gotoApp(page, `${app.webUrl}/decors/list`);
    await page.getByRole('article').first().getByRole('link').first().click();
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();

    await page.getByRole('button', { name: 'Select date and time' }).click();
    const picker = page.getByRole('dialog', { name: 'Select date and time slot' });
    await picker.getByRole('list', { name: 'Time slots' }).waitFor();
    await picker.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    await expectInViewport(page, picker);
    await expectInViewport(page, picker.getByRole('button', { name: 'Confirm slot' }));
    await picker.getByRole('button', { name: last.label }).click();
    await expectInViewport(page, picker.getByRole('button', { name: last.label }));
    const slot = picker.getByRole('button', { name: /Available/ }).first();
    await slot.click();
    await expectInViewport(page, slot);
    await checkScreen(page, 'new-customer-slot-picker-short-screen');
    expect(await seriousViolations(page)).toEqual([]);
    await picker.getByRole('button', { name: 'Confirm slot' }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByText(new RegExp(`^${last.date}, `)).waitFor();

    // Reopened, the picker shows the chosen day at the end of the strip without any scrolling.
    await page.getByRole('button', { name: 'Change date and time' }).click();
    const chosen = picker.getByRole('button', { name: last.label, pressed: true });
    await chosen.waitFor();
    await picker.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    await expectInViewport(page, chosen);
    expect(errors).toEqual([]);
    await context.close();
  });
});
