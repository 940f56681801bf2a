import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '../../src/shared/domain';
import { grantAccessLink } from '../../src/server/admin/cli';
import { launchBrowser, openPage, checkScreen, VIEWPORTS } from './support/browser';
import {
  loginThroughDialog,
  newPhoneNumber,
  openLoginDialog,
  openPhoneMenu,
  registerIfAsked,
  requestLoginOtp,
  signInAsCustomer,
  waitForNewOtp,
  otpsSentTo,
} from './support/customer';
import { startApp, type RunningApp } from './support/startApp';
import { seriousViolations } from './support/axe';

// The started app inherits this secret, so the grant link is signed the way the admin CLI does.
const AUTH_SECRET = 'account-journeys-secret-0123456789abcdef';
const LOGOUT_QUESTION = 'Do you really want to logout?';

/** The user the SPA keeps in local storage, or null for a visitor. */
const storedUser = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('user');
    return raw ? (JSON.parse(raw) as { name?: string; phoneNumber: string } | null) : null;
  });

describe('account journeys in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  const previousSecret = process.env.AUTH_SECRET;

  beforeAll(async () => {
    process.env.AUTH_SECRET = AUTH_SECRET;
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (previousSecret === undefined) delete process.env.AUTH_SECRET;
    else process.env.AUTH_SECRET = previousSecret;
  });

  /** Logout as a person does it: Profile menu (desktop) or the Menu sidebar (phone), then Yes. */
  async function logout(page: Page, wide: boolean) {
    if (wide) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: /^Profile/ })
        .click();
      await page
        .getByRole('list', { name: 'Profile' })
        .getByRole('button', { name: 'Logout' })
        .click();
    } else {
      const sidebar = await openPhoneMenu(page);
      await sidebar.getByRole('button', { name: 'Logout' }).click();
    }
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText(LOGOUT_QUESTION).waitFor();
    return confirm;
  }

  test.each(Object.entries(VIEWPORTS))(
    'at %s width a new number registers, logs out after confirming, and logs in again',
    async (name, viewport) => {
      const wide = viewport.width >= 768;
      const { page, errors, close } = await openPage(browser, viewport);
      const phone = newPhoneNumber();
      await page.goto(`${app.webUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();

      const dialog = await openLoginDialog(page);
      await dialog.getByRole('textbox', { name: 'Phone number' }).fill('98765');
      await dialog.getByRole('button', { name: 'Send OTP' }).click();
      await dialog.getByRole('alert').getByText(MESSAGES.invalidPhoneNumber).waitFor();
      await checkScreen(page, `login-phone-${name}`);
      expect(await seriousViolations(page)).toEqual([]);

      await requestLoginOtp(page, app, phone);
      await page.getByText(MESSAGES.otpSent).waitFor();
      await expect(dialog.getByRole('button', { name: 'Resend OTP' }).isDisabled()).resolves.toBe(
        true,
      );
      await dialog.getByText(/You can resend the OTP in \d+ s/).waitFor();
      await dialog.getByRole('textbox', { name: 'OTP' }).fill('12');
      await dialog.getByRole('button', { name: 'Verify OTP' }).click();
      await dialog.getByRole('alert').getByText(MESSAGES.invalidOtp).waitFor();
      await checkScreen(page, `login-otp-${name}`);
      expect(await seriousViolations(page)).toEqual([]);

      const code = (await otpsSentTo(app, phone))[0] ?? '';
      await dialog.getByRole('textbox', { name: 'OTP' }).fill(code);
      await dialog.getByRole('button', { name: 'Verify OTP' }).click();
      await page.waitForURL(/\/register$/);
      const form = page.getByRole('form', { name: 'Register' });
      await form.getByRole('button', { name: 'Register' }).click();
      await form.getByRole('alert').waitFor();
      await checkScreen(page, `register-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.title()).toMatch(/^Register \|/);

      await form.getByRole('textbox', { name: /^Email/ }).fill('asha@example.com');
      await form.getByRole('radio', { name: 'Female' }).check();
      expect(await registerIfAsked(page, `Asha ${name}`)).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(storedUser(page)).resolves.toMatchObject({
        name: `Asha ${name}`,
        phoneNumber: phone,
      });

      const confirm = await logout(page, wide);
      await checkScreen(page, `logout-confirm-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'No' }).click();
      await expect(storedUser(page)).resolves.not.toBeNull();
      const again = await logout(page, wide);
      await Promise.all([
        page.waitForEvent('load'),
        again.getByRole('button', { name: 'Yes' }).click(),
      ]);
      await expect(storedUser(page)).resolves.toBeNull();

      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await loginThroughDialog(page, app, phone)).toBe('signedIn');
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(storedUser(page)).resolves.toMatchObject({ phoneNumber: phone });
      expect(errors).toEqual([]);
      await close();
    },
  );

  test.each(Object.entries(VIEWPORTS))(
    'at %s width an account is deleted through its own page and must register again',
    async (name, viewport) => {
      const { page, errors, close } = await openPage(browser, viewport);
      const phone = newPhoneNumber();
      await page.goto(`${app.webUrl}/`);
      await signInAsCustomer(page, app, phone, `Ravi ${name}`);
      await expect(storedUser(page)).resolves.toMatchObject({ phoneNumber: phone });

      await page.goto(`${app.webUrl}/delete/user`);
      await page.getByRole('heading', { level: 1, name: 'Delete your account' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      await page.getByRole('link', { name: 'support@utsav.in' }).waitFor();
      await page.getByRole('link', { name: '+91 90000 00000' }).waitFor();
      expect(await page.title()).toMatch(/^Delete your account \|/);
      await checkScreen(page, `delete-user-${name}`);
      expect(await seriousViolations(page)).toEqual([]);

      // A wrong code is refused by the server, whose message is shown.
      let seen = (await otpsSentTo(app, phone)).length;
      await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      const otpDialog = page.getByRole('dialog', { name: 'Verify OTP' });
      await otpDialog.waitFor();
      const code = await waitForNewOtp(app, phone, seen);
      const wrong = code === '000000' ? '111111' : '000000';
      await otpDialog.getByRole('textbox', { name: 'OTP' }).fill(wrong);
      await otpDialog.getByRole('button', { name: 'Verify OTP' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete account' });
      await confirm.getByText(MESSAGES.deleteAccountConfirm).waitFor();
      await checkScreen(page, `delete-user-confirm-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await confirm.getByRole('alert').waitFor();
      expect(await confirm.getByRole('alert').innerText()).not.toBe('');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(storedUser(page)).resolves.not.toBeNull();

      seen = (await otpsSentTo(app, phone)).length;
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await otpDialog.waitFor();
      await otpDialog
        .getByRole('textbox', { name: 'OTP' })
        .fill(await waitForNewOtp(app, phone, seen));
      await otpDialog.getByRole('button', { name: 'Verify OTP' }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('main').getByRole('status').getByText(MESSAGES.userDeleted).waitFor();
      await checkScreen(page, `delete-user-done-${name}`);
      // Logged out: storage cleared and the page reloaded once the message has been read.
      await page.waitForFunction(() => window.localStorage.getItem('user') === null);
      await page.getByRole('textbox', { name: 'Phone number' }).waitFor();

      await page.goto(`${app.webUrl}/`);
      expect(await loginThroughDialog(page, app, phone)).toBe('register');
      expect(new URL(page.url()).pathname).toBe('/register');
      expect(errors).toEqual([]);
      await close();
    },
  );

  test.each(['/profile/myaccount', '/payment'])(
    'a visitor opening the guarded %s lands on the home page',
    async (path) => {
      const { page, errors, close } = await openPage(browser, VIEWPORTS.mobile);
      await page.goto(`${app.webUrl}${path}`);
      await page.waitForURL(`${app.webUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(errors).toEqual([]);
      await close();
    },
  );

  test.each(['javascript:alert(1)', '//evil.example', '/\\evil.example', 'https://evil.example/x'])(
    'a hostile redirect parameter %s keeps the user on the site',
    async (target) => {
      const { page, errors, dialogs, close } = await openPage(browser, VIEWPORTS.desktop);
      await page.goto(`${app.webUrl}/?redirect=${encodeURIComponent(target)}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Start-up has run once the session call has answered and the boot spinner is gone.
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).origin).toBe(app.webUrl);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    },
  );

  test('?e=abc1234 opens the order page /e/EABC1234', async () => {
    const { page, close } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(`${app.webUrl}/?e=abc1234`);
    await page.waitForURL(`${app.webUrl}/e/EABC1234`);
    await close();
  });

  test('an admin access token logs the customer in and stays on the current path', async () => {
    const { page, errors, close } = await openPage(browser, VIEWPORTS.desktop);
    const phone = newPhoneNumber();
    await page.goto(`${app.webUrl}/`);
    await signInAsCustomer(page, app, phone, 'Meera');
    const signedIn = await logout(page, true);
    await Promise.all([
      page.waitForEvent('load'),
      signedIn.getByRole('button', { name: 'Yes' }).click(),
    ]);
    await expect(storedUser(page)).resolves.toBeNull();

    const link = await grantAccessLink(
      { authSecret: AUTH_SECRET, dataDir: '', webOrigin: app.webUrl },
      phone,
    );
    const token = new URL(link).searchParams.get('accessToken') ?? '';
    await page.goto(`${app.webUrl}/decors/list?accessToken=${token}`);
    await page.waitForURL(`${app.webUrl}/decors/list`);
    await page.waitForFunction(() => window.localStorage.getItem('user') !== null);
    await expect(storedUser(page)).resolves.toMatchObject({ name: 'Meera', phoneNumber: phone });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /^Profile/ })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/decors/list');
    expect(errors).toEqual([]);
    await close();
  });
});
