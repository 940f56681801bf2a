import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '../../src/shared/domain';
import {
  launchBrowser,
  openPage,
  checkScreen,
  VIEWPORTS,
  alertDialogShown,
} from './support/browser';
import {
  bookingCustomer,
  completeCart,
  seriousViolations,
  slotIn,
  type BookingCustomer,
} from './support/bookingJourney';
import { startApp, type RunningApp } from './support/startApp';

jest.setTimeout(240_000);

const ORDER_PAGE = /\/profile\/mybookings\/order\/(E[A-Z0-9]{7})$/;

describe('payment in Chromium', () => {
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

  /** From the cart page to the payment page, as a customer goes there. */
  async function proceedToPay(page: Page) {
    await page.getByRole('button', { name: 'Proceed to pay' }).click();
    await page.waitForURL((url) => url.pathname === '/payment');
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await page.getByRole('region', { name: 'Your booking' }).waitFor();
  }

  /** The payment page for a fresh complete cart saved through the API. */
  async function openPayment(page: Page, customer: BookingCustomer, daysAhead: number) {
    await completeCart(app, customer, slotIn(daysAhead));
    await page.goto(`${app.webUrl}/checkout`);
    await proceedToPay(page);
  }

  /** From the payment page through the sandbox's hosted page, pressing one of its buttons. */
  async function payOnSandbox(page: Page, button: 'Pay' | 'Leave pending' | 'Fail') {
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.origin === app.payUrl);
    await page.getByRole('heading', { name: 'Sandbox card payment' }).waitFor();
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.waitForURL((url) => url.origin === app.webUrl);
  }

  async function orderIdOnPage(page: Page) {
    await page.waitForURL(ORDER_PAGE);
    const id = ORDER_PAGE.exec(new URL(page.url()).pathname)?.[1];
    if (!id) throw new Error(`not an order page: ${page.url()}`);
    await page.getByText(`Order ${id}`).waitFor();
    return id;
  }

  test.each(Object.entries(VIEWPORTS))(
    'at %s width: cash on delivery, card success, pending, failure and a balance payment',
    async (name, viewport) => {
      const customer = await bookingCustomer(app, `Payer ${name}`);
      const { page, errors, context } = await openPage(browser, viewport, { user: customer.user });
      const day = name === 'mobile' ? 3 : 10;

      // Cash on delivery.
      await openPayment(page, customer, day);
      await checkScreen(page, `payment-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Place order with cash' }).click();
      await alertDialogShown(page, MESSAGES.orderPlaced);
      const codOrder = await orderIdOnPage(page);
      await page
        .getByRole('region', { name: 'Price detail' })
        .getByText('Cash on delivery')
        .waitFor();

      // Card, paid in full through the hosted page.
      await openPayment(page, customer, day + 1);
      await payOnSandbox(page, 'Pay');
      await alertDialogShown(page, MESSAGES.orderPlaced);
      await checkScreen(page, `payment-success-overlay-${name}`);
      const paidOrder = await orderIdOnPage(page);
      expect(paidOrder).not.toBe(codOrder);
      const payments = page.getByRole('region', { name: 'Payments' });
      await payments.getByText(/Full payment, success/).waitFor();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await checkScreen(page, `order-paid-${name}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Card left pending: the order is placed as cash on delivery; the overlay stays.
      await openPayment(page, customer, day + 2);
      await payOnSandbox(page, 'Leave pending');
      const pending = page.getByRole('alertdialog', { name: MESSAGES.paymentPending });
      await pending.getByText(MESSAGES.cartPaymentPendingDetail).waitFor();
      expect(await pending.getByRole('link', { name: 'Raise a Query?' }).getAttribute('href')).toBe(
        '/help',
      );
      await checkScreen(page, `payment-pending-${name}`);
      await orderIdOnPage(page);
      await pending.getByRole('button', { name: 'Close' }).click();
      await page
        .getByRole('region', { name: 'Price detail' })
        .getByText('Cash on delivery')
        .waitFor();

      // Card failed: back to the cart, which is kept; the overlay stays until dismissed.
      await openPayment(page, customer, day + 3);
      await payOnSandbox(page, 'Fail');
      const failed = page.getByRole('alertdialog', { name: MESSAGES.paymentFailed });
      await failed.waitFor();
      await page.waitForURL((url) => url.pathname === '/checkout');
      await checkScreen(page, `payment-failed-${name}`);
      await failed.getByRole('button', { name: 'Close' }).click();

      // An advance now, then the balance from the order page (an old-order payment).
      await proceedToPay(page);
      await page.getByRole('radio', { name: /Pay an advance/ }).check();
      await payOnSandbox(page, 'Pay');
      await alertDialogShown(page, MESSAGES.orderPlaced);
      await orderIdOnPage(page);
      await page.getByText('Partly paid').waitFor();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Pay the balance online' }).click();
      await page.waitForURL((url) => url.origin === app.payUrl);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await alertDialogShown(page, MESSAGES.paymentReceived);
      await orderIdOnPage(page);
      const priceDetail = page.getByRole('region', { name: 'Price detail' });
      await page.getByText('Paid', { exact: true }).first().waitFor();
      expect(await priceDetail.innerText()).toMatch(/Balance due\s*₹0/);
      await payments.getByText(/Balance, success/).waitFor();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await checkScreen(page, `order-balance-paid-${name}`);

      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
