import type { Browser, Page } from 'playwright-core';
import type { Cart, Product } from '../../src/shared/contract';
import {
  MESSAGES,
  couponNotUsableMessage,
  formatInr,
  promoCodeInvalidMessage,
} from '../../src/shared/domain';
import { stripDays } from '../../src/client/features/cart/slotDays';
import {
  gotoApp,
  launchBrowser,
  openPage,
  checkScreen,
  VIEWPORTS,
  type Viewport,
} from './support/browser';
import {
  apiCall,
  fillSlot,
  firstProduct,
  registerThroughApi,
  saveAddressThroughApi,
  serverCartOf,
  serverCartWhen,
  wishlistOf,
} from './support/checkoutApi';
import { signInAsCustomer, storedToken } from './support/customer';
import { startApp, type RunningApp } from './support/startApp';
import { seriousViolations } from './support/axe';
import { brokenNames } from './support/layout';
import { eventually } from '../support/eventually';

const FULL = { arrivingTime: '12:00', readyTime: '15:00' };
const FREE = { arrivingTime: '15:00', readyTime: '18:00' };
/** Three days ahead: past any product's lead time, inside the strip. */
const DAY = stripDays(new Date())[3]!;
/** A day no other journey here books. */
const LATER = stripDays(new Date())[5]!;

/** The price breakdown on the page as term → value. */
async function breakdownOnPage(page: Page): Promise<Record<string, string>> {
  const list = page.getByLabel('Price breakdown');
  const terms = await list.locator('dt').allInnerTexts();
  const values = await list.locator('dd').allInnerTexts();
  return Object.fromEntries(terms.map((term, i) => [term.trim(), values[i]?.trim() ?? '']));
}

/** What the breakdown must read for the server's priced cart. */
function breakdownOf(cart: Cart): Record<string, string> {
  const cod = cart.wallet.cashOnDelivery;
  const used = cod.rewardUsed + cod.creditUsed;
  return {
    'Decor price': formatInr(cart.productPrice),
    'Add-ons': formatInr(cart.addOnsTotal),
    ...(cart.couponDiscount > 0 ? { 'Coupon discount': `−${formatInr(cart.couponDiscount)}` } : {}),
    'Convenience fee': formatInr(cart.convenienceFee),
    ...(cart.santaTip > 0 ? { 'Santa tip': formatInr(cart.santaTip) } : {}),
    Total: formatInr(cart.amountToPay),
    ...(used > 0
      ? { 'Paid from wallet': `−${formatInr(used)}`, 'To pay': formatInr(cod.toPay) }
      : {}),
  };
}

async function serverCartGone(app: RunningApp, token: string) {
  await eventually(async () => expect(await serverCartOf(app, token)).toBeNull(), {
    timeoutMs: 20_000,
    intervalMs: 500,
  });
}

describe('cart and checkout in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let product: Product;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    product = await firstProduct(app);
    // Five other customers take every place of one slot, so the picker must show it full.
    await fillSlot(app, { productId: product._id, celebrationDate: DAY.date, ...FULL }, 5);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** From the product page: one of the first add-on, then Book. Answers the add-on's name. */
  async function bookWithAddOn(page: Page) {
    await gotoApp(page, `${app.webUrl}/products/decor/${product._id}/decor`);
    const more = page
      .getByRole('group', { name: 'Add-ons', exact: true })
      .getByRole('button', { name: /^One more / })
      .first();
    const name = (await more.getAttribute('aria-label'))!.replace(/^One more /, '');
    await more.click();
    await page.getByRole('region', { name: 'Your booking' }).getByText('with 1 add-on').waitFor();
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    return name;
  }

  test('a customer who has booked before chooses FIRSTDECOR as a visitor: at sign-in it is removed with a message and no longer offered', async () => {
    const regular = await registerThroughApi(app, 'Regular Customer');
    const address = await saveAddressThroughApi(app, regular, 'Regular Customer');
    const { cart } = await apiCall<{ cart: Cart }>(
      app,
      'POST',
      '/api/users/cart/create_update',
      {
        cart: {
          product: product._id,
          addOns: [],
          offers: [],
          hubId: address.serviceAreaInfo?.hubId,
          bookingAddress: address._id,
          celebrationDate: LATER.date,
          ...FREE,
          santaTip: 0,
        },
      },
      regular.token,
    );
    await apiCall(
      app,
      'POST',
      '/api/orders/place',
      { cartId: cart._id, userId: regular.userId },
      regular.token,
    );

    const { context, page, errors } = await openPage(browser, VIEWPORTS.desktop);
    await bookWithAddOn(page);
    // As a visitor they are offered what a new customer could use, FIRSTDECOR included. The
    // session's best coupon is already on the cart, so choosing FIRSTDECOR asks first.
    const offers = page.getByRole('list', { name: 'Available offers' });
    await offers.getByRole('button', { name: 'Apply FIRSTDECOR' }).click();
    const choice = page.getByRole('dialog', { name: 'Replace your coupon?' });
    await choice.getByText(/^FIRSTDECOR: you save ₹150$/).waitFor();
    await choice.getByText(/\(applied\): you save ₹/).waitFor();
    await checkScreen(page, 'checkout-coupon-choice');
    expect(await seriousViolations(page)).toEqual([]);
    await choice.getByRole('button', { name: 'Use FIRSTDECOR' }).click();
    const applied = page.getByRole('dialog', { name: 'Coupon applied' });
    await applied.getByRole('button', { name: 'Ok' }).click();
    await page.getByText(/applied · you save ₹150/).waitFor();

    // Signed in, the server knows they have booked: the coupon goes, and they are told.
    await page.getByRole('button', { name: 'Proceed to pay' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await signInAsCustomer(page, app, regular.phone, 'Regular Customer');
    await page.getByRole('status').getByText(couponNotUsableMessage('FIRSTDECOR')).waitFor();
    // The list is read again for them, without FIRSTDECOR.
    await offers.getByText('FIRSTDECOR', { exact: true }).waitFor({ state: 'detached' });
    expect(await page.getByText(/applied · you save/).count()).toBe(0);
    const stored = await serverCartWhen(app, regular.token, (c) => c.addOns.length === 1);
    expect(stored.offers).toEqual([]);
    expect(stored.couponDiscount).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each(Object.entries(VIEWPORTS))(
    'at %s width a customer books a decor with an add-on, a slot, an address and a promo code',
    async (name, viewport: Viewport) => {
      const { context, page, errors } = await openPage(browser, viewport);

      const addOnName = await bookWithAddOn(page);
      const chosen = page.getByRole('list', { name: 'Chosen add-ons' });
      await chosen.getByText(addOnName).waitFor();
      await page.getByRole('button', { name: `One more ${addOnName}` }).click();
      await page
        .getByRole('group', { name: `${addOnName} quantity` })
        .getByText('2', { exact: true })
        .waitFor();

      // A visitor is asked to log in first; the customer's cart stays through the login.
      await page.getByRole('button', { name: 'Proceed to pay' }).click();
      await page.getByRole('dialog', { name: 'Login' }).waitFor();
      const { phone } = await registerThroughApi(app, `Checkout ${name}`);
      await signInAsCustomer(page, app, phone, `Checkout ${name}`);
      expect(new URL(page.url()).pathname).toBe('/checkout');
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      const token = await storedToken(page);
      expect(token).not.toBe('');

      // 'Add New Address' opens the address form on its map; a saved address is chosen.
      await page.getByRole('button', { name: 'Select address' }).click();
      await page
        .getByRole('dialog', { name: 'Select address' })
        .getByText('No saved addresses yet.')
        .waitFor();
      await page.getByRole('button', { name: 'Add New Address' }).click();
      const mapPanel = page.getByRole('dialog', { name: 'Select service location' });
      await mapPanel.waitFor();
      await page.keyboard.press('Escape');
      await mapPanel.waitFor({ state: 'detached' });
      await saveAddressThroughApi(app, { token, phone }, `Checkout ${name}`);
      await page.reload();
      await page.getByRole('button', { name: 'Select address' }).click();
      const selector = page.getByRole('dialog', { name: 'Select address' });
      await selector.getByRole('button', { name: /home/ }).click();
      await selector.waitFor({ state: 'detached' });
      await page.getByText('12, Sunrise Towers, Andheri, Mumbai, 400058').waitFor();
      // The server prices the cart for the hub of the address; the picker then offers its slots.
      await serverCartWhen(app, token, (cart) => cart.bookingAddress !== undefined);

      await page.getByRole('button', { name: 'Select date and time' }).click();
      const picker = page.getByRole('dialog', { name: 'Select date and time slot' });
      await picker.getByRole('button', { name: DAY.label }).click();
      const full = picker.getByRole('button', { name: /12:00 – 15:00 Full/ });
      await full.waitFor();
      expect(await full.isDisabled()).toBe(true);
      await checkScreen(page, `checkout-slot-picker-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await picker.getByRole('button', { name: /15:00 – 18:00 Available/ }).click();
      await picker.getByRole('button', { name: 'Confirm slot' }).click();
      await picker.waitFor({ state: 'detached' });
      await page.getByText(`${DAY.date}, 15:00 – 18:00`).waitFor();

      // Promo codes: an unknown one, then a real one in place of the session's best coupon
      // (what each saves is shown first), with the coupon-applied modal.
      const promo = page.getByRole('textbox', { name: 'Promo code' });
      await promo.fill('NOPE1');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByRole('status').getByText(promoCodeInvalidMessage('NOPE1')).waitFor();
      await promo.fill('firstdecor');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      const choice = page.getByRole('dialog', { name: 'Replace your coupon?' });
      await choice.getByText(/^FIRSTDECOR: you save ₹150$/).waitFor();
      await choice.getByRole('button', { name: 'Use FIRSTDECOR' }).click();
      await page.getByRole('status').getByText(MESSAGES.promoCodeApplied).waitFor();
      const coupon = page.getByRole('dialog', { name: 'Coupon applied' });
      await coupon.getByText('FIRSTDECOR').waitFor();
      await coupon.getByText(/You save ₹/).waitFor();
      await checkScreen(page, `checkout-coupon-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await coupon.getByRole('button', { name: 'Ok' }).click();

      // The breakdown reads the server's own priced cart once the changes are saved.
      const priced = await serverCartWhen(
        app,
        token,
        (cart) =>
          cart.offers[0]?.offerCode === 'FIRSTDECOR' &&
          cart.arrivingTime === FREE.arrivingTime &&
          cart.addOns[0]?.quantity === 2,
      );
      await page
        .getByRole('region', { name: 'Price details' })
        .and(page.locator('[aria-busy="false"]'))
        .waitFor();
      expect(await breakdownOnPage(page)).toEqual(breakdownOf(priced));

      // 'Use wallet balance' is a cart choice the server stores and prices with.
      const pricesSettled = page
        .getByRole('region', { name: 'Price details' })
        .and(page.locator('[aria-busy="false"]'));
      const wallet = page.getByRole('region', { name: 'Wallet' });
      const useWallet = wallet.getByRole('switch', { name: 'Use wallet balance' });
      expect(priced.useWallet).toBe(true);
      expect(await useWallet.isChecked()).toBe(true);
      await useWallet.uncheck();
      await wallet.getByText('Your wallet is not used on this order.').waitFor();
      const withoutWallet = await serverCartWhen(app, token, (cart) => !cart.useWallet);
      expect(withoutWallet.wallet.cashOnDelivery).toEqual({
        rewardUsed: 0,
        creditUsed: 0,
        toPay: withoutWallet.amountToPay,
      });
      await pricesSettled.waitFor();
      expect(await breakdownOnPage(page)).toEqual(breakdownOf(withoutWallet));
      await useWallet.check();
      const withWallet = await serverCartWhen(app, token, (cart) => cart.useWallet);
      await pricesSettled.waitFor();
      expect(await useWallet.isChecked()).toBe(true);
      expect(await breakdownOnPage(page)).toEqual(breakdownOf(withWallet));
      await checkScreen(page, `checkout-${name}`);
      // The decor's name on the cart's card, beside its picture, wrapped at spaces.
      expect(await brokenNames(page, '[aria-labelledby="cart-items-title"] a')).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      // A complete cart goes on to payment.
      await page.getByRole('button', { name: 'Proceed to pay' }).click();
      await page.waitForURL(/\/payment$/);
      // The card is charged what the server's priced cart leaves after the wallet.
      const fullOption = page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: /Pay in full/ }) });
      await fullOption
        .getByText(`Card now ${formatInr(withWallet.wallet.fullPrepay.toPay)}`)
        .waitFor();

      // Move to wishlist: the cart empties and the decor is wishlisted.
      await page.goto(`${app.webUrl}/checkout`);
      // The cart empties at once; the wishlist call answers after it, so the check waits for it.
      const wishlisted = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/users/wishlist' &&
          response.request().method() !== 'GET',
      );
      await page.getByRole('button', { name: 'Move to wishlist' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your cart is empty' }).waitFor();
      await wishlisted;
      await expect(wishlistOf(app, token)).resolves.toContain(product._id);
      await checkScreen(page, `checkout-empty-${name}`);
      expect(await seriousViolations(page)).toEqual([]);

      // A new cart, removed after the confirmation.
      await bookWithAddOn(page);
      await serverCartWhen(app, token, (cart) => cart.product._id === product._id);
      await page.getByRole('button', { name: 'Remove cart' }).click();
      const confirm = page.getByRole('dialog', { name: 'Please confirm' });
      await confirm.getByText(MESSAGES.confirmRemoveDefault).waitFor();
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your cart is empty' }).waitFor();
      await serverCartGone(app, token);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
