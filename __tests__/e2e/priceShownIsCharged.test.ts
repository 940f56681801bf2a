// The price shown is the price charged: a cart priced at one hub (Andheri, MUM-WEST-HUB) gets an
// address another hub serves (Powai, MUM-THANE-HUB) at checkout, and the customer pays at once.
// The payment page, the card gateway and the order must all carry the same amount.
import type { Browser, Page } from 'playwright-core';
import type { Address } from '../../src/shared/contract';
import { DEFAULT_HUB_ID } from '../../src/shared/domain';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser';
import { apiCall, slotIn } from './support/bookingJourney';
import { registerThroughApi, signedInUser } from './support/checkoutApi';
import { startApp, type RunningApp } from './support/startApp';

jest.setTimeout(240_000);

const WEST_HUB = 'MUM-WEST-HUB';
const DECOR = 'd00005';
const ORDER_PAGE = /\/profile\/mybookings\/order\/(E[A-Z0-9]{7})$/;

/** Powai, Mumbai: served by the Thane hub in the embedded gazetteer. */
const POWAI = {
  lat: 19.1176,
  lng: 72.906,
  addressLine1: 'Adi Shankaracharya Marg, Powai, Mumbai, Maharashtra 400076, India',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400076',
};

const rupees = (text: string | null, pattern: RegExp): string => {
  const found = pattern.exec(text ?? '')?.[1];
  if (!found) throw new Error(`no amount matching ${pattern} in ${JSON.stringify(text)}`);
  return found;
};

describe('the price shown is the price charged, across two hubs, in Chromium', () => {
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

  /** A customer with a saved Powai address and a d00005 cart priced at the Andheri hub. */
  async function customerWithAndheriCart(name: string, daysAhead: number) {
    const { token, phone } = await registerThroughApi(app, name);
    const { address } = await apiCall<{ address: Address }>(
      app,
      'POST',
      '/api/users/address/save-address',
      {
        addressData: {
          addressLabel: 'work',
          ownerName: name,
          address1: '7, Lake Homes',
          flatNumber: '7',
          buildingName: 'Lake Homes',
          address2: 'Powai',
          city: POWAI.city,
          state: POWAI.state,
          pinCode: POWAI.pincode,
          mobile: [phone],
          locationv2: POWAI,
        },
      },
      token,
    );
    expect(address.serviceAreaInfo?.hubId).toBe(DEFAULT_HUB_ID);
    await apiCall(
      app,
      'POST',
      '/api/users/cart/create_update',
      {
        cart: {
          product: DECOR,
          addOns: [],
          offers: [],
          hubId: WEST_HUB,
          ...slotIn(daysAhead),
          santaTip: 0,
        },
      },
      token,
    );
    return signedInUser(app, token);
  }

  /** At checkout, the Powai address is chosen and the customer goes straight on to pay. */
  async function choosePowaiAndProceed(page: Page) {
    await page.goto(`${app.webUrl}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Select address' }).click();
    const list = page.getByRole('list', { name: 'Saved addresses' });
    await list.getByRole('button', { name: /Lake Homes/ }).click();
    await page.getByRole('button', { name: 'Proceed to pay' }).click();
    await page.waitForURL((url) => url.pathname === '/payment');
  }

  /** Waits for a button to be usable (the page disables paying while it re-prices). */
  const enabledButton = (page: Page, name: string) =>
    page.locator('button:not([disabled])', { hasText: new RegExp(`^${name}$`) });

  async function orderPrice(page: Page, label: 'Paid' | 'Balance due') {
    await page.waitForURL(ORDER_PAGE);
    const detail = page.getByRole('region', { name: 'Price detail' });
    await detail.waitFor();
    return (await detail.locator(`dt:text-is("${label}") + dd`).textContent())?.trim();
  }

  test('SECURITY: amounts are computed on the server: by card, the payment page, the gateway and the order show the same amount', async () => {
    const user = await customerWithAndheriCart('Prompt Card Payer', 4);
    const { page, errors, context } = await openPage(browser, VIEWPORTS.desktop, { user });
    await choosePowaiAndProceed(page);

    const pay = enabledButton(page, 'Pay');
    await pay.waitFor();
    const full = page.locator('label', { has: page.getByRole('radio', { name: /Pay in full/ }) });
    const shown = rupees(await full.textContent(), /Card now (₹[\d,]+)/);
    await pay.click();

    await page.waitForURL((url) => url.origin === app.payUrl);
    const charged = (await page.getByTestId('amount').textContent())?.trim();
    expect(charged).toBe(shown);
    // The page coming back may still hold the cart it paid for and send it again at start-up.
    const uploads: Promise<number>[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/users/cart/create_update')) return;
      uploads.push(request.response().then((res) => res?.status() ?? 0));
    });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.origin === app.webUrl);
    expect(await orderPrice(page, 'Paid')).toBe(shown);
    await page.getByRole('link', { name: /^Cart ?, 0 items$/ }).waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'Price detail' }).waitFor();
    await page.getByRole('link', { name: /^Cart ?, 0 items$/ }).waitFor();
    // Whatever was sent, the booked cart never reopens: there is no cart left to pay again.
    expect((await Promise.all(uploads)).filter((status) => status === 200)).toEqual([]);
    const { data } = await apiCall<{ data: { cart: unknown } }>(
      app,
      'POST',
      '/api/session/start',
      {},
      user.token,
    );
    expect(data.cart).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('SECURITY: amounts are computed on the server: cash on delivery, the payment page and the order show the same amount due', async () => {
    const user = await customerWithAndheriCart('Prompt Cash Payer', 5);
    const { page, errors, context } = await openPage(browser, VIEWPORTS.desktop, { user });
    await choosePowaiAndProceed(page);

    const place = enabledButton(page, 'Place order with cash');
    await place.waitFor();
    const cod = page.getByRole('region', { name: 'Cash on delivery' });
    const shown = rupees(await cod.textContent(), /Pay (₹[\d,]+) when the decorators arrive/);
    await place.click();

    expect(await orderPrice(page, 'Balance due')).toBe(shown);
    expect(errors).toEqual([]);
    await context.close();
  });
});
