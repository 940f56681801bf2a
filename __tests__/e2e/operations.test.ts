import type { Browser, Locator, Page } from 'playwright-core';
import { DEFAULT_HUB_ID } from '../../src/shared/domain';
import { launchBrowser, openPage, checkScreen, VIEWPORTS } from './support/browser';
import {
  apiCall,
  bookingCustomer,
  codOrder,
  slotIn,
  type BookingCustomer,
} from './support/bookingJourney';
import { newPhoneNumber, otpsSentTo, waitForNewOtp } from './support/customer';
import { startApp, type RunningApp } from './support/startApp';

jest.setTimeout(300_000);

const OPS_PHONE = newPhoneNumber();
/** The hub that serves the journeys' Andheri address. */
const ANDHERI_HUB = 'MUM-WEST-HUB';

describe('the operations console in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp({
      staffWithRoles: [{ phone: OPS_PHONE, role: 'ops', hubs: [ANDHERI_HUB, DEFAULT_HUB_ID] }],
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function opsLogsIn(page: Page) {
    await page.goto(`${app.webUrl}/support/operations`);
    await page.waitForURL((url) => url.pathname === '/support/login');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(OPS_PHONE);
    const seen = (await otpsSentTo(app, OPS_PHONE)).length;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otp = await waitForNewOtp(app, OPS_PHONE, seen);
    await page.getByRole('textbox', { name: 'OTP' }).fill(otp);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/support/operations');
    await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
  }

  const boardAt = (page: Page, date: string, hub = ANDHERI_HUB) =>
    page.goto(`${app.webUrl}/support/operations?hub=${hub}&date=${date}`);

  const orderOnBoard = (page: Page, list: string, id: string): Locator =>
    page.getByRole('list', { name: list }).getByRole('listitem', { name: `Order ${id}` });

  async function hubOf(customer: BookingCustomer, id: string): Promise<string> {
    const { orders } = await apiCall<{ orders: { hubId: string }[] }>(
      app,
      'POST',
      '/api/orders/get_orders_by_query_object',
      { queryObject: { _id: id } },
      customer.token,
    );
    return orders[0]?.hubId ?? '';
  }

  test('ops confirms, assigns a decorator, accepts a reschedule and marks the order done; the customer sees each and rates', async () => {
    const customer = await bookingCustomer(app, 'Leela Menon');
    const first = slotIn(3);
    const id = await codOrder(app, customer, first);
    expect(await hubOf(customer, id)).toBe(ANDHERI_HUB);

    const staff = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const mobile = await openPage(browser, VIEWPORTS.mobile, { user: customer.user });
    try {
      const page = await staff.newPage();
      await opsLogsIn(page);
      await boardAt(page, first.celebrationDate);
      const slotList = 'Orders 15:00 to 18:00';
      const card = orderOnBoard(page, slotList, id);
      await card.getByRole('button', { name: 'Confirm order' }).click();
      await card.getByText(/^Order Confirmed ·/).waitFor();

      await card.getByText('Assign decorator').click();
      const form = card.getByRole('form', { name: `Assign a decorator to ${id}` });
      await form.getByRole('textbox', { name: 'Name' }).fill('Dev Patil');
      await form.getByRole('textbox', { name: 'Phone' }).fill('9800000002');
      await form.getByRole('button', { name: 'Save decorator' }).click();
      await card.getByText('Decorator: Dev Patil (9800000002)').waitFor();
      await checkScreen(page, 'operations-board-1280');

      const orderPage = `${app.webUrl}/profile/mybookings/order/${id}`;
      await mobile.page.goto(orderPage);
      await mobile.page.getByRole('link', { name: '9800000002' }).waitFor();
      await mobile.page.getByText('Order Confirmed').first().waitFor();

      // The customer asks to move; the request waits on the board until ops answer it.
      const later = slotIn(5);
      await apiCall(
        app,
        'POST',
        '/api/orders/update_orders_by_query_object',
        {
          queryObject: { _id: id },
          updateObject: { request: { tag: 'rescheduling request', ...later } },
        },
        customer.token,
      );
      const requested = orderOnBoard(page, 'Pending reschedule requests', id);
      await requested.getByRole('button', { name: 'Accept reschedule' }).click();
      await requested.waitFor({ state: 'detached' });

      await mobile.page.reload();
      await mobile.page
        .getByText(`Your reschedule to ${later.celebrationDate}, 15:00 to 18:00 was accepted.`)
        .waitFor();

      await boardAt(page, later.celebrationDate);
      const moved = orderOnBoard(page, slotList, id);
      await moved.getByRole('button', { name: 'Mark done' }).click();
      await moved.getByText(/^Order Completed ·/).waitFor();

      await mobile.page.reload();
      await mobile.page.getByText('Order Completed').first().waitFor();
      const rated = await apiCall<{ order: { feedback?: unknown } }>(
        app,
        'POST',
        '/api/orders/update_orders_by_query_object',
        { queryObject: { _id: id }, updateObject: { feedback: { stars: 5 } } },
        customer.token,
      );
      expect(rated.order.feedback).toEqual({ user: { decoration: { stars: 5 } } });
      await checkScreen(mobile.page, 'operations-customer-order-360');
      expect(mobile.errors).toEqual([]);
    } finally {
      await staff.close();
      await mobile.context.close();
    }
  });

  test("ops closes a day on the board and the customer's slot listing shows every slot closed", async () => {
    const day = slotIn(6);
    const staff = await browser.newContext({ viewport: VIEWPORTS.desktop });
    try {
      const page = await staff.newPage();
      await opsLogsIn(page);
      await boardAt(page, day.celebrationDate, DEFAULT_HUB_ID);
      const form = page.getByRole('form', { name: 'Capacity and days off' });
      await form.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('status').getByText('Saved: 4 slots changed.').waitFor();
      await page
        .getByRole('heading', { name: /15:00 to 18:00 · 0 of 5 booked · closed/ })
        .waitFor();
      const { slots } = await apiCall<{ slots: { isAvailable: boolean; isClosed?: true }[] }>(
        app,
        'GET',
        `/api/timeslot/${day.celebrationDate}?hubId=${DEFAULT_HUB_ID}`,
      );
      expect(slots.map((slot) => [slot.isAvailable, slot.isClosed])).toEqual(
        Array(4).fill([false, true]),
      );
    } finally {
      await staff.close();
    }
  });
});
