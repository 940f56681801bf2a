import type { Browser, Page } from 'playwright-core';
import type { CartPrice } from '../../src/shared/domain';
import { MESSAGES, promoCodeInvalidMessage } from '../../src/shared/domain';
import {
  gotoApp,
  launchBrowser,
  openPage,
  checkScreen,
  VIEWPORTS,
  waitForApp,
  PHONE_USER_AGENT,
  alertDialogShown,
} from './support/browser';
import { firstProduct } from './support/checkoutApi';
import { newPhoneNumber, otpsSentTo, signInAsCustomer, storedToken } from './support/customer';
import { startApp, type RunningApp } from './support/startApp';
import { actionTypes, checkAndKeepTrace, RECORDING } from './support/traces';

// Sessions recorded by the app's own recorder in real Chromium. Each journey checks that the
// trace it produced holds none of the secrets the journey used and replays through the root
// reducer without divergence; `npm run traces:record` also keeps it in __tests__/traces.
//
// `npm test` records two: the card booking, from the home page through location, login, the
// saved address, the slot and the card payment to the paid order, and the address form with the
// receiver's details and its messages. The other eight are journeys the other e2e files drive
// (location, login, cash, pending, reschedule, add-ons, coupon, wishlist) and whose kept traces
// `client/devtools/traces.test.ts` replays; `npm run traces:record` drives all ten.
const whenRecording: (name: string, journey: () => Promise<void>, timeout?: number) => void =
  RECORDING ? test : () => undefined;

const LOCATION_BUTTON = /Select location for service|Service location:/;
/** A phone's user agent, so the recording says 'mobile' and support sees it at phone width. */
describe('recorded sessions in Chromium', () => {
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

  /** Sets the service location by searching, as a visitor does. */
  async function chooseAndheri(page: Page) {
    await waitForApp(page);
    await page.getByRole('button', { name: LOCATION_BUTTON }).first().click();
    const panel = page.getByRole('dialog', { name: 'Select service location' });
    await panel.getByRole('textbox', { name: 'Search for area, street, city...' }).fill('andheri');
    await panel.getByRole('button', { name: /^Andheri Andheri, Mumbai/ }).click();
    await panel.getByRole('heading', { name: 'Andheri' }).waitFor();
    await panel.getByRole('button', { name: 'CONFIRM LOCATION' }).click();
    await panel.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /Service location: Andheri/ })
      .first()
      .waitFor();
  }

  whenRecording(
    'location by search (phone width)',
    async () => {
      const { page, errors, close } = await openPage(browser, VIEWPORTS.mobile, {
        userAgent: PHONE_USER_AGENT,
      });
      await page.goto(`${app.webUrl}/`);
      await chooseAndheri(page);
      await checkScreen(page, 'trace-location-by-search-mobile');

      const trace = await checkAndKeepTrace(page, 'location-by-search', []);
      expect(trace.meta).toMatchObject({ appVersion: '0.1.0', device: 'mobile' });
      expect(actionTypes(trace)).toEqual(
        expect.arrayContaining([
          'location/placeQueryChanged',
          'location/predictionChosen',
          'location/locationSelected',
        ]),
      );
      expect(errors).toEqual([]);
      await close();
    },
    120_000,
  );

  whenRecording(
    'login and registration (desktop width)',
    async () => {
      const { page, errors, close } = await openPage(browser, VIEWPORTS.desktop);
      const phone = newPhoneNumber();
      await page.goto(`${app.webUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await signInAsCustomer(page, app, phone, 'Trace Tester');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: /^Profile/ })
        .waitFor();
      await checkScreen(page, 'trace-login-registration-desktop');

      const otps = await otpsSentTo(app, phone);
      const token = await storedToken(page);
      expect(token).not.toBe('');
      const trace = await checkAndKeepTrace(page, 'login-and-registration', [
        phone,
        token,
        ...otps,
      ]);
      expect(actionTypes(trace)).toEqual(
        expect.arrayContaining([
          'auth/phoneSubmitted',
          'auth/otpSubmitted',
          'auth/registrationRequired',
          'auth/userSignedIn',
        ]),
      );
      expect(errors).toEqual([]);
      await close();
    },
    120_000,
  );

  /** The address the booking customers keep (saved through the API: the form is not under test). */
  const HOME = {
    addressLabel: 'home',
    ownerName: 'Trace Tester',
    address1: 'Flat 4B, Marigold Heights',
    flatNumber: 'Flat 4B',
    buildingName: 'Marigold Heights',
    address2: 'Lokhandwala Complex',
    city: 'Mumbai',
    state: 'Maharashtra',
    pinCode: '400053',
    locationv2: {
      lat: 19.1364,
      lng: 72.8296,
      addressLine1: 'Lokhandwala Complex, Andheri West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400053',
    },
  };
  /** The receiver's number the address form journey types (not a customer's). */
  const RECEIVER_PHONE = '9876501234';
  const ADDRESS_LINES = [
    HOME.address1,
    HOME.buildingName,
    HOME.address2,
    HOME.locationv2.addressLine1,
  ];

  interface Customer {
    /** Everything secret the journey used: phone, OTPs, session token, address lines. */
    secrets: () => Promise<string[]>;
  }

  /**
   * A new customer in Andheri with a saved home address, with a decoration booked up to the
   * payment page: product, 'Book', a slot, the address, 'Proceed to pay'.
   */
  async function bookUpToPayment(page: Page, name: string): Promise<Customer> {
    const phone = newPhoneNumber();
    await page.goto(`${app.webUrl}/`);
    await chooseAndheri(page);
    await signInAsCustomer(page, app, phone, name);
    const token = await storedToken(page);
    const saved = await fetch(`${app.apiUrl}/api/users/address/save-address`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ addressData: { ...HOME, ownerName: name, mobile: [phone] } }),
    });
    expect(saved.status).toBe(200);

    // A new page load, as a customer coming back: start-up brings the saved address.
    await gotoApp(page, `${app.webUrl}/decors/list`);
    await page.getByRole('article').first().getByRole('link').first().click();
    await page.waitForURL(/\/products\/decor\//);
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();

    await page.getByRole('button', { name: 'Select date and time' }).click();
    const picker = page.getByRole('dialog', { name: 'Select date and time slot' });
    await picker
      .getByRole('list', { name: 'Time slots' })
      .getByRole('button', { name: /Available/ })
      .first()
      .click();
    await picker.getByRole('button', { name: 'Confirm slot' }).click();
    await picker.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Select address' }).click();
    const selector = page.getByRole('dialog', { name: 'Select address' });
    await selector
      .getByRole('list', { name: 'Saved addresses' })
      .getByRole('button', { name: /home/ })
      .click();
    await selector.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Proceed to pay' }).click();
    await page.waitForURL(/\/payment$/);
    return {
      secrets: async () => [phone, token, ...(await otpsSentTo(app, phone)), ...ADDRESS_LINES],
    };
  }

  /** Pays in full on the sandbox's hosted page with the given choice. */
  async function payByCard(page: Page, choice: 'Pay' | 'Leave pending') {
    await page.getByRole('radio', { name: /Pay in full/ }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.origin === new URL(app.payUrl).origin);
    await page.getByRole('button', { name: choice, exact: true }).click();
    await page.waitForURL((url) => url.origin === new URL(app.webUrl).origin);
  }

  const overlay = (page: Page, title: string) => page.getByRole('alertdialog', { name: title });

  test('booking with card success', async () => {
    const { page, errors, close } = await openPage(browser, VIEWPORTS.desktop);
    const customer = await bookUpToPayment(page, 'Card Customer');
    await payByCard(page, 'Pay');
    await alertDialogShown(page, MESSAGES.orderPlaced);
    await page.waitForURL(/\/profile\/mybookings\/order\//);
    await checkScreen(page, 'trace-booking-card-desktop');

    const trace = await checkAndKeepTrace(page, 'booking-card-success', await customer.secrets());
    expect(actionTypes(trace)).toEqual(expect.arrayContaining(['cart/productAddedToCart']));
    expect(errors).toEqual([]);
    await close();
  }, 180_000);

  whenRecording(
    'cash on delivery',
    async () => {
      const { page, errors, close } = await openPage(browser, VIEWPORTS.desktop);
      const customer = await bookUpToPayment(page, 'Cash Customer');
      await page.getByRole('button', { name: 'Place order with cash' }).click();
      await alertDialogShown(page, MESSAGES.orderPlaced);
      await page.waitForURL(/\/profile\/mybookings\/order\//);
      await checkScreen(page, 'trace-booking-cash-desktop');

      await checkAndKeepTrace(page, 'cash-on-delivery', await customer.secrets());
      expect(errors).toEqual([]);
      await close();
    },
    180_000,
  );

  whenRecording(
    'payment pending',
    async () => {
      const { page, errors, close } = await openPage(browser, VIEWPORTS.desktop);
      const customer = await bookUpToPayment(page, 'Pending Customer');
      await payByCard(page, 'Leave pending');
      await overlay(page, MESSAGES.paymentPending).waitFor();
      await checkScreen(page, 'trace-payment-pending-desktop');

      await checkAndKeepTrace(page, 'payment-pending', await customer.secrets());
      expect(errors).toEqual([]);
      await close();
    },
    180_000,
  );

  whenRecording(
    'cancel and reschedule',
    async () => {
      const { page, errors, close } = await openPage(browser, VIEWPORTS.desktop);
      const customer = await bookUpToPayment(page, 'Changing Customer');
      await page.getByRole('button', { name: 'Place order with cash' }).click();
      await page.waitForURL(/\/profile\/mybookings\/order\//);
      await overlay(page, MESSAGES.orderPlaced).waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Reschedule' }).click();
      const picker = page.getByRole('dialog', { name: 'Select date and time slot' });
      await picker
        .getByRole('list', { name: 'Time slots' })
        .getByRole('button', { name: /Available/ })
        .last()
        .click();
      await picker.getByRole('button', { name: 'Reschedule' }).click();
      await alertDialogShown(page, MESSAGES.orderRescheduledSuccessfully);
      await overlay(page, MESSAGES.orderRescheduledSuccessfully).waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel order' });
      await dialog.getByRole('textbox', { name: 'Reason for cancelling' }).fill('Party postponed');
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await alertDialogShown(page, MESSAGES.orderCancelled);
      await checkScreen(page, 'trace-cancel-reschedule-desktop');

      await checkAndKeepTrace(page, 'cancel-and-reschedule', await customer.secrets());
      expect(errors).toEqual([]);
      await close();
    },
    180_000,
  );

  /** Every value a trace selector took during the journey, in order (from the recorder). */
  const selectorValues = (trace: Awaited<ReturnType<typeof checkAndKeepTrace>>, name: string) =>
    [trace.initialSelectors, ...trace.steps.map((step) => step.selectors)]
      .map((values) => values?.[name])
      .filter((value) => value !== undefined);

  /** A new customer in Andheri, signed in, on a decor's page (one with add-ons). */
  async function signedInOnProduct(page: Page, name: string) {
    const phone = newPhoneNumber();
    await page.goto(`${app.webUrl}/`);
    await chooseAndheri(page);
    await signInAsCustomer(page, app, phone, name);
    const product = await firstProduct(app);
    // The journeys that follow tap at once: the app must have taken the page over first.
    await gotoApp(page, `${app.webUrl}/products/decor/${product._id}/decor`);
    await page.getByRole('button', { name: 'Book', exact: true }).waitFor();
    return {
      product,
      secrets: async () => [phone, await storedToken(page), ...(await otpsSentTo(app, phone))],
    };
  }

  whenRecording(
    'add-ons with quantities (phone width)',
    async () => {
      const { page, errors, close } = await openPage(browser, VIEWPORTS.mobile, {
        userAgent: PHONE_USER_AGENT,
      });
      await page.goto(`${app.webUrl}/`);
      await chooseAndheri(page);
      const product = await firstProduct(app);
      await gotoApp(page, `${app.webUrl}/products/decor/${product._id}/decor`);
      // The product page's add-on steppers: one of the first add-on, then the rest at checkout.
      const more = page
        .getByRole('group', { name: 'Add-ons', exact: true })
        .getByRole('button', { name: /^One more / })
        .first();
      const addOn = ((await more.getAttribute('aria-label')) ?? '').replace(/^One more /, '');
      expect(addOn).not.toBe('');
      await more.click();
      await page
        .getByRole('group', { name: `${addOn} quantity` })
        .getByText('1', { exact: true })
        .waitFor();
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await page.waitForURL(/\/checkout$/);
      // The product page, with steppers of the same names, stays until checkout's code has come.
      const cart = page.getByRole('region', { name: 'Your decor' });
      const quantity = cart.getByRole('group', { name: `${addOn} quantity` });
      for (const [button, shown] of [
        ['One more', '2'],
        ['One more', '3'],
        ['One less', '2'],
      ] as const) {
        await cart.getByRole('button', { name: `${button} ${addOn}` }).click();
        await quantity.getByText(shown, { exact: true }).waitFor();
      }
      await checkScreen(page, 'trace-add-ons-mobile');

      const trace = await checkAndKeepTrace(page, 'add-ons-with-quantities', []);
      expect(actionTypes(trace)).toEqual(
        expect.arrayContaining(['cart/productAddedToCart', 'cart/addOnQuantityChanged']),
      );
      // The price summary the recorder kept followed the quantities: 1, 2, 3, then 2 of the add-on.
      const addOnTotals = selectorValues(trace, 'cartPriceSummary')
        .filter((price): price is CartPrice => price !== null)
        .map((price) => price.addOnsTotal);
      const one = addOnTotals.find((total) => total > 0)!;
      expect(addOnTotals).toEqual(expect.arrayContaining([one, one * 2, one * 3]));
      expect(addOnTotals.at(-1)).toBe(one * 2);
      expect(errors).toEqual([]);
      await close();
    },
    180_000,
  );

  whenRecording(
    'a typed coupon (desktop width)',
    async () => {
      const { page, errors, close } = await openPage(browser, VIEWPORTS.desktop);
      const customer = await signedInOnProduct(page, 'Coupon Customer');
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await page.waitForURL(/\/checkout$/);
      const promo = page.getByRole('textbox', { name: 'Promo code' });
      await promo.fill('NOPE1');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByRole('status').getByText(promoCodeInvalidMessage('NOPE1')).waitFor();
      await promo.fill('firstdecor');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      // Over the session's best coupon, if that is another one, the customer chooses first.
      const choice = page.getByRole('dialog', { name: 'Replace your coupon?' });
      const coupon = page.getByRole('dialog', { name: 'Coupon applied' });
      await choice.or(coupon).waitFor();
      if (await choice.isVisible()) {
        await choice.getByRole('button', { name: 'Use FIRSTDECOR' }).click();
      }
      await coupon.getByText('FIRSTDECOR').waitFor();
      await coupon.getByRole('button', { name: 'Ok' }).click();
      await page
        .getByRole('region', { name: 'Price details' })
        .and(page.locator('[aria-busy="false"]'))
        .waitFor();
      await checkScreen(page, 'trace-coupon-desktop');

      const trace = await checkAndKeepTrace(page, 'typed-coupon', await customer.secrets());
      expect(actionTypes(trace)).toEqual(expect.arrayContaining(['cart/offerApplied']));
      const discounts = selectorValues(trace, 'cartPriceSummary')
        .filter((price): price is CartPrice => price !== null)
        .map((price) => price.couponDiscount);
      expect(discounts.at(-1)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await close();
    },
    180_000,
  );

  test('the address form and its messages (desktop width)', async () => {
    const { page, errors, close } = await openPage(browser, VIEWPORTS.desktop);
    const phone = newPhoneNumber();
    const toast = (message: string) => page.getByRole('status').getByText(message, { exact: true });
    await page.goto(`${app.webUrl}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await signInAsCustomer(page, app, phone, 'Form Customer');
    await page.goto(`${app.webUrl}/profile/myaddress`);
    await page.getByRole('heading', { level: 1, name: 'My Addresses' }).waitFor();
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const picker = page.getByRole('dialog', { name: 'Select service location' });
    await picker.waitFor();
    await page.keyboard.press('Escape');
    const form = page.getByRole('dialog', { name: 'Add address' });
    const save = form.getByRole('button', { name: 'save address' });
    await save.click();
    await toast(MESSAGES.setLocation).waitFor();
    await form.getByRole('button', { name: 'Set location on the map' }).click();
    await picker.getByRole('button', { name: 'Mumbai', exact: true }).click();
    await picker.getByRole('button', { name: 'CONFIRM LOCATION' }).click();
    await picker.waitFor({ state: 'detached' });
    await save.click();
    await form.getByRole('alert').getByText(MESSAGES.flatNumberRequired).waitFor();
    await form.getByRole('textbox', { name: 'Flat no.' }).fill(HOME.flatNumber);
    await save.click();
    await form.getByRole('alert').getByText(MESSAGES.buildingNameRequired).waitFor();
    await form.getByRole('textbox', { name: 'Building name' }).fill(HOME.buildingName);
    await form.getByText('Someone else', { exact: true }).click();
    await save.click();
    await toast(MESSAGES.fillReceiverDetails).waitFor();
    await form.getByRole('textbox', { name: "Receiver's name" }).fill('Nila Menon');
    const receiverPhone = form.getByRole('textbox', { name: "Receiver's phone number" });
    await receiverPhone.fill('98765');
    await save.click();
    await toast(MESSAGES.invalidReceiverPhone).waitFor();
    await receiverPhone.fill(RECEIVER_PHONE);
    await save.click();
    await toast(MESSAGES.addressSaved).waitFor();
    await form.waitFor({ state: 'detached' });
    await checkScreen(page, 'trace-address-form-desktop');

    const secrets = [
      phone,
      await storedToken(page),
      ...(await otpsSentTo(app, phone)),
      HOME.flatNumber,
      HOME.buildingName,
      'Nila Menon',
      RECEIVER_PHONE,
    ];
    const trace = await checkAndKeepTrace(page, 'address-form-messages', secrets);
    expect(actionTypes(trace)).toEqual(
      expect.arrayContaining([
        'addressForm/addressFieldChanged',
        'addressForm/addressInlineErrorShown',
        'toast/toastShown',
      ]),
    );
    expect(errors).toEqual([]);
    await close();
  }, 180_000);

  whenRecording(
    'wishlist to cart (desktop width)',
    async () => {
      const { page, errors, close } = await openPage(browser, VIEWPORTS.desktop);
      const customer = await signedInOnProduct(page, 'Wishlist Customer');
      await page
        .getByRole('button', { name: /^Add .+ to wishlist$/ })
        .first()
        .click();
      await page
        .getByRole('button', { name: /^Remove .+ from wishlist$/ })
        .first()
        .waitFor();
      await page.goto(`${app.webUrl}/profile/wishlist`);
      const cards = page.getByRole('list', { name: 'Wishlisted decorations' });
      await cards
        .getByRole('button', { name: /^Remove .* from wishlist$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Remove from wishlist' });
      await dialog.getByRole('button', { name: 'move to cart' }).click();
      await page.waitForURL(/\/checkout$/);
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await checkScreen(page, 'trace-wishlist-to-cart-desktop');

      const trace = await checkAndKeepTrace(page, 'wishlist-to-cart', await customer.secrets());
      expect(actionTypes(trace)).toEqual(
        expect.arrayContaining(['cart/productAddedToCart', 'wishlist/wishlistToggleStarted']),
      );
      expect(selectorValues(trace, 'priceDisplay').some((value) => value !== null)).toBe(true);
      expect(errors).toEqual([]);
      await close();
    },
    180_000,
  );
});
