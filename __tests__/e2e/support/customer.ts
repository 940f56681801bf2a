// Journeys sign customers in the way a person does: the Login dialog, the SMS code read from the
// dev outbox, and the /register page for a number that has no account yet.
import type { Page } from 'playwright-core';
import { theme } from '../../../src/client/app/theme';
import { waitForApp } from './browser';
import type { RunningApp } from './startApp';
import { eventually } from '../../support/eventually';

/** The session token the SPA keeps for the signed-in customer under local storage key `user`. */
export async function storedToken(page: Page): Promise<string> {
  const user = await page.evaluate(() => window.localStorage.getItem('user'));
  const token = (JSON.parse(user ?? '{}') as { token?: string } | null)?.token;
  if (!token) throw new Error('no signed-in user is stored');
  return token;
}

interface OutboxAnswer {
  messages: { to: string; text: string; otp: string | null; createdAt: string }[];
}

/** A fresh 10-digit Indian mobile number, different on every call of a run. */
let phoneCounter = 0;
export function newPhoneNumber(): string {
  phoneCounter += 1;
  const tail = String((Date.now() + phoneCounter * 7919) % 100_000_000).padStart(8, '0');
  return `9${phoneCounter % 10}${tail}`;
}

/** Every OTP sent to the number so far, newest first. */
export async function otpsSentTo(app: RunningApp, phone: string): Promise<string[]> {
  const res = await fetch(`${app.apiUrl}/api/dev/outbox?phone=${phone}`);
  if (!res.ok) throw new Error(`the outbox answered ${res.status}`);
  const { messages } = (await res.json()) as OutboxAnswer;
  return messages.flatMap((message) => (message.otp ? [message.otp] : []));
}

/**
 * Waits until the outbox holds more codes for the number than `seenBefore` and returns the
 * newest one. Pass the count read before the code was asked for.
 */
export async function waitForNewOtp(
  app: RunningApp,
  phone: string,
  seenBefore: number,
  timeoutMs = 15_000,
): Promise<string> {
  return eventually(
    async () => {
      const codes = await otpsSentTo(app, phone);
      if (codes.length > seenBefore && codes[0]) return codes[0];
      throw new Error(`no new OTP reached ${phone} within ${timeoutMs} ms`);
    },
    { timeoutMs, intervalMs: 200 },
  );
}

/** The phone's Menu sidebar, opened from the top bar. */
export async function openPhoneMenu(page: Page) {
  await waitForApp(page);
  const menu = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  const sidebar = page.getByRole('dialog', { name: 'Menu' });
  await sidebar.waitFor();
  return sidebar;
}

/** Whether the window is above SPEC 9's wide-screen threshold, where the desktop nav shows. */
function isWideWindow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) > theme.breakpoints.wide;
}

/** The Login dialog, opening it from the desktop nav or the phone's Menu when it is closed. */
export async function openLoginDialog(page: Page) {
  await waitForApp(page);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  if (await dialog.isVisible()) return dialog;
  // The layout follows the window's width once the app has the page: the server's guess (from
  // the user agent) may have drawn the other one, which the navigation replaces as it hydrates.
  if (isWideWindow(page)) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Login', exact: true })
      .click();
  } else {
    await openPhoneMenu(page);
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Login', exact: true })
      .click();
  }
  await dialog.waitFor();
  return dialog;
}

/** Types the number into the open (or newly opened) Login dialog and asks for the code. */
export async function requestLoginOtp(page: Page, app: RunningApp, phone: string) {
  const dialog = await openLoginDialog(page);
  const seen = (await otpsSentTo(app, phone)).length;
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await dialog.getByRole('textbox', { name: 'OTP' }).waitFor();
  return waitForNewOtp(app, phone, seen);
}

/**
 * Logs in through the Login dialog with the code from the outbox. Resolves 'signedIn' once the
 * dialog has closed for a known number, or 'register' once a new number has reached /register.
 */
export async function loginThroughDialog(
  page: Page,
  app: RunningApp,
  phone: string,
): Promise<'signedIn' | 'register'> {
  const otp = await requestLoginOtp(page, app, phone);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('textbox', { name: 'OTP' }).fill(otp);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await dialog.waitFor({ state: 'detached' });
  // A known number is stored as signed in; a new one is sent to /register once its page has
  // loaded (a navigation finishes when the next page's code is there).
  await page.waitForFunction(
    () => window.localStorage.getItem('user') !== null || window.location.pathname === '/register',
  );
  if (new URL(page.url()).pathname === '/register') return 'register';
  return 'signedIn';
}

/** On /register, fills the name (the only required field) and submits; no-op elsewhere. */
export async function registerIfAsked(page: Page, name: string) {
  if (new URL(page.url()).pathname !== '/register') return false;
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL((url) => url.pathname !== '/register');
  return true;
}

/** A signed-in customer with an account: logs in, registering under `name` if the number is new. */
export async function signInAsCustomer(page: Page, app: RunningApp, phone: string, name: string) {
  const outcome = await loginThroughDialog(page, app, phone);
  if (outcome === 'register') await registerIfAsked(page, name);
}
