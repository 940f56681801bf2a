import type { Browser, Page } from 'playwright-core';
import { formatInr, MESSAGES } from '../../src/shared/domain';
import {
  launchBrowser,
  openPage,
  checkScreen,
  VIEWPORTS,
  alertDialogShown,
} from './support/browser';
import { brokenNames } from './support/layout';
import {
  bookingCustomer,
  codOrder,
  paidOrder,
  seriousViolations,
  slotIn,
  walletOf,
} from './support/bookingJourney';
import { startApp, type RunningApp } from './support/startApp';

jest.setTimeout(240_000);

describe('bookings and order actions in Chromium', () => {
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

  const orderUrl = (id: string) => `${app.webUrl}/profile/mybookings/order/${id}`;

  async function openOrder(page: Page, id: string) {
    await page.goto(orderUrl(id));
    await page.getByText(`Order ${id}`).waitFor();
  }

  test.each(Object.entries(VIEWPORTS))(
    'at %s width: bookings list, reschedule, no rating before the decoration, cancel with a refund to Credit, public view',
    async (name, viewport) => {
      const customer = await bookingCustomer(app, `Booker ${name}`);
      const day = name === 'mobile' ? 4 : 12;
      const first = await codOrder(app, customer, slotIn(day));
      const paid = await paidOrder(app, customer, slotIn(day + 1));
      const { page, errors, context } = await openPage(browser, viewport, { user: customer.user });

      // The bookings list: newest first under Upcoming.
      await page.goto(`${app.webUrl}/profile/mybookings`);
      const upcoming = page.getByRole('region', { name: 'Upcoming' });
      await upcoming.getByRole('link', { name: new RegExp(`View order ${paid}`) }).waitFor();
      const links = await upcoming.getByRole('link', { name: /View order/ }).all();
      expect(await Promise.all(links.map((link) => link.getAttribute('href')))).toEqual([
        `/profile/mybookings/order/${paid}`,
        `/profile/mybookings/order/${first}`,
      ]);
      await checkScreen(page, `bookings-${name}`);
      // Each booking's decor name beside its picture, wrapped at spaces.
      expect(await brokenNames(page, 'li h3')).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      // Reschedule the cash order to the morning slot of its day.
      await upcoming.getByRole('link', { name: new RegExp(`View order ${first}`) }).click();
      await page.getByText(`Order ${first}`).waitFor();
      await checkScreen(page, `order-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Reschedule' }).click();
      const picker = page.getByRole('dialog', { name: 'Select date and time slot' });
      const target = slotIn(day);
      await picker.getByText(`Booked for ${target.celebrationDate}, 15:00 – 18:00`).waitFor();
      await picker.getByRole('button', { name: /09:00 – 12:00/ }).click();
      await picker.getByRole('button', { name: 'Reschedule', exact: true }).click();
      await alertDialogShown(page, MESSAGES.orderRescheduledSuccessfully);
      await page
        .getByText(
          `Reschedule requested to ${target.celebrationDate}, 09:00 to 12:00: waiting for our team to confirm.`,
        )
        .waitFor();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await checkScreen(page, `order-rescheduled-${name}`);

      // The decoration has not happened yet: nothing asks for a review of it.
      expect(await page.getByRole('button', { name: 'Rate the decoration' }).count()).toBe(0);

      // Cancel the paid order: the money comes back as Credit.
      const creditBefore = (await walletOf(app, customer)).credit;
      await openOrder(page, paid);
      const amountPaid = Number(
        /Paid\s*₹([\d,]+)/
          .exec(await page.getByRole('region', { name: 'Price detail' }).innerText())?.[1]
          ?.replace(/,/g, ''),
      );
      expect(amountPaid).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel order' });
      await cancel.getByRole('textbox', { name: 'Reason for cancelling' }).fill('Party postponed');
      await checkScreen(page, `order-cancel-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await cancel.getByRole('button', { name: 'Cancel order' }).click();
      await alertDialogShown(page, MESSAGES.orderCancelled);
      await page.getByText('Reason: Party postponed').waitFor();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

      await page.goto(`${app.webUrl}/profile/myaccount`);
      await page.getByLabel(`Credit balance ${formatInr(creditBefore + amountPaid)}`).waitFor();
      expect((await walletOf(app, customer)).credit).toBe(creditBefore + amountPaid);
      await checkScreen(page, `wallet-refund-${name}`);

      await page.goto(`${app.webUrl}/profile/mybookings`);
      await page
        .getByRole('region', { name: 'Past' })
        .getByRole('link', { name: new RegExp(`View order ${paid}`) })
        .waitFor();

      // A visitor opening the shared link sees the public view only.
      const visitor = await openPage(browser, viewport);
      await visitor.page.goto(`${app.webUrl}/e/${first}`);
      await visitor.page.getByText(`Order ${first}`).waitFor();
      const text = await visitor.page.getByRole('main').innerText();
      expect(text).not.toContain(customer.address.address1);
      expect(text).not.toContain(customer.user.phoneNumber);
      for (const section of ['Price detail', 'Payments']) {
        expect(await visitor.page.getByRole('region', { name: section }).count()).toBe(0);
      }
      expect(await visitor.page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      await checkScreen(visitor.page, `order-public-${name}`);
      expect(await seriousViolations(visitor.page)).toEqual([]);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();

      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
