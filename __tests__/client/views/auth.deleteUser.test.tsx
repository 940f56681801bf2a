import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { appConfig } from '../../../config/app.config';
import { contract } from '../../../src/shared/contract';
import { MESSAGES } from '../../../src/shared/domain';
import type { RootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { OTP_HASH, PHONE, user } from '../support/fixtures';
import { apiOrigin, failure, handle, requests, server, withMockApi } from '../support/msw';
import { renderNavigatingRoute } from '../support/connectedRoute';

withMockApi();

const renderDeletePage = (preloaded?: Partial<RootState>) =>
  renderNavigatingRoute('/delete/user', preloaded);

const otpSent = () =>
  handle(contract.users.generateOtp, () => ({
    isSuccess: true,
    isExist: true,
    hash: OTP_HASH,
    message: MESSAGES.otpSent,
  }));

/** Phone in, Send OTP, and the OTP dialog that opens. */
async function reachOtpDialog() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }), PHONE);
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  return screen.findByRole('dialog', { name: 'Verify OTP' });
}

async function reachConfirmation() {
  const dialog = await reachOtpDialog();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'OTP' }), '123456');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
  return screen.getByRole('dialog', { name: 'Delete account' });
}

describe('/delete/user', () => {
  test('has its own layout, the support contact details and its title', async () => {
    renderDeletePage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delete your account' }),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: appConfig.contact.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${appConfig.contact.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: appConfig.contact.callNumber })).toHaveAttribute(
      'href',
      `tel:${appConfig.contact.callNumber.replace(/\s/g, '')}`,
    );
    expect(screen.getByRole('link', { name: appConfig.shortName })).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(document.title).toBe(`Delete your account | ${appConfig.shortName}`),
    );
  });

  test("a number that is not 10 digits says 'Invalid phone number'", async () => {
    renderDeletePage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidPhoneNumber);
    expect(requests).toHaveLength(0);
  });

  test('a valid number gets a delete OTP, a toast and the OTP dialog', async () => {
    server.use(otpSent());
    renderDeletePage();
    const dialog = await reachOtpDialog();
    expect(within(dialog).getByRole('textbox', { name: 'OTP' })).toHaveFocus();
    expect(screen.getByRole('button', { name: MESSAGES.otpSent })).toBeVisible();
    expect(requests[0]).toMatchObject({
      path: `/api/users/generateotp/${PHONE}`,
      search: '?type=delete',
    });
  });

  test('a failed send shows the server message', async () => {
    server.use(
      http.get(`${apiOrigin()}/api/users/generateotp/:inputNumber`, () =>
        failure(429, 'Too many OTP requests for this number. Please try again in 15 minutes'),
      ),
    );
    renderDeletePage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }), PHONE);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await screen.findByRole('button', {
        name: 'Too many OTP requests for this number. Please try again in 15 minutes',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test("a code that is not 6 digits says 'Invalid OTP'", async () => {
    server.use(otpSent());
    renderDeletePage();
    const dialog = await reachOtpDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'OTP' }), '99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.invalidOtp);
  });

  test('a 6-digit code asks to confirm; Cancel goes back to the phone', async () => {
    server.use(otpSent());
    renderDeletePage();
    const confirm = await reachConfirmation();
    expect(within(confirm).getByText(MESSAGES.deleteAccountConfirm)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue(PHONE);
    expect(requests).toHaveLength(1);
  });

  test("confirming deletes the account: 'User deleted successfully', then the user is logged out", async () => {
    server.use(
      otpSent(),
      handle(contract.users.deleteUserPermanently, () => ({
        isSuccess: true,
        message: MESSAGES.userDeleted,
      })),
    );
    const { store, services } = renderDeletePage({ auth: { ...initialAuthState, user } });
    const confirm = await reachConfirmation();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      MESSAGES.userDeleted,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).not.toBeInTheDocument();
    expect(requests[1]).toMatchObject({
      path: '/api/users/deleteUserPermanently',
      body: { phoneNumber: PHONE, otp: '123456', otpHash: OTP_HASH },
    });
    await waitFor(() => expect(services.reloads).toBe(1), { timeout: 4000 });
    expect(store.getState().auth.user).toBeNull();
    // The sign-out waits for the toast's 2 s on the real clock.
  }, 15_000);

  test("a refused deletion shows the server's message and can be cancelled", async () => {
    server.use(
      otpSent(),
      http.post(`${apiOrigin()}/api/users/deleteUserPermanently`, () =>
        failure(401, 'OTP expired. Please request a new one'),
      ),
    );
    renderDeletePage();
    const confirm = await reachConfirmation();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'OTP expired. Please request a new one',
    );
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });
});
