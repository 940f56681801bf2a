import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { appConfig } from '../../../config/app.config';
import { contract } from '../../../src/shared/contract';
import { MESSAGES } from '../../../src/shared/domain';
import type { RootState } from '../../../src/client/app/store';
import {
  initialAuthState,
  NAME_REQUIRED_MESSAGE,
  type AuthFlow,
} from '../../../src/client/features/auth/authSlice';
import { filledFrom, initialCartState } from '../../../src/client/features/cart/cartSlice';
import { initialLocationState } from '../../../src/client/features/location/locationSlice';
import { initialModalsState } from '../../../src/client/features/modals/modalsSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import {
  HUB,
  OTP_HASH,
  PHONE,
  REGISTRATION_TOKEN,
  location,
  product,
  serverCart,
  signedInData,
  user,
  cartDraft,
} from '../support/fixtures';
import {
  apiOrigin,
  backgroundHandlers,
  failure,
  homePageHandlers,
  handle,
  requests,
  server,
  settle,
  withMockApi,
} from '../support/msw';
import { renderNavigatingRoute as renderApp } from '../support/connectedRoute';
import { homePageDrawn } from '../support/render';

withMockApi();

const withLoginOpen = (flow?: AuthFlow): Partial<RootState> => ({
  auth: { ...initialAuthState, ...(flow ? { flow } : {}) },
  modals: { ...initialModalsState, login: {} },
});

const otpFlow = (over: Partial<Extract<AuthFlow, { step: 'otp' }>> = {}): AuthFlow => ({
  step: 'otp',
  phoneNumber: PHONE,
  otpHash: OTP_HASH,
  isExist: true,
  attempted: false,
  busy: false,
  otpInvalid: false,
  resendWait: 0,
  ...over,
});

const registerFlow: AuthFlow = {
  step: 'register',
  phoneNumber: PHONE,
  registrationToken: REGISTRATION_TOKEN,
  attempted: false,
  busy: false,
  nameMissing: false,
};

const otpSentHandler = () =>
  handle(contract.users.generateOtp, () => ({
    isSuccess: true,
    isExist: true,
    hash: OTP_HASH,
    message: MESSAGES.otpSent,
  }));

const NOT_FOUND = '/no/such/page';

describe('login dialog: phone step', () => {
  test('the nav Login button opens it on the phone step', async () => {
    renderApp(NOT_FOUND);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', {
        name: 'Login',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  test('a labelled close button closes it without sending anything', async () => {
    renderApp(NOT_FOUND, withLoginOpen());
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close login' }));
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  test("a number that is not 10 digits says 'Invalid phone number' and sends nothing", async () => {
    renderApp(NOT_FOUND, withLoginOpen());
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '98765');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.invalidPhoneNumber);
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(requests).toHaveLength(0);
  });

  test("a valid number gets 'OTP Sent to your number' and the OTP step with the resend wait", async () => {
    server.use(otpSentHandler());
    renderApp(NOT_FOUND, withLoginOpen());
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), PHONE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('button', { name: MESSAGES.otpSent })).toBeInTheDocument();
    const otp = await within(dialog).findByRole('textbox', { name: 'OTP' });
    expect(otp).toHaveFocus();
    expect(within(dialog).getByText(`Enter the 6-digit OTP sent to +91 ${PHONE}.`)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    // The wait starts at 30 s and may already have ticked on a slow machine.
    expect(within(dialog).getByText(/^You can resend the OTP in (30|29|28) s\.$/)).toBeVisible();
    expect(requests[0]).toMatchObject({
      path: `/api/users/generateotp/${PHONE}`,
      search: '?type=login',
    });
  });

  test("a failed send says 'Something went wrong! Try again later' and stays on the phone", async () => {
    server.use(
      http.get(`${apiOrigin()}/api/users/generateotp/:inputNumber`, () => failure(502, 'down')),
    );
    renderApp(NOT_FOUND, withLoginOpen());
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), PHONE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('button', { name: MESSAGES.otpSendFailed })).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveValue(PHONE);
    expect(within(dialog).getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  test('closing the dialog starts the next login from an empty phone step', async () => {
    const { store } = renderApp(NOT_FOUND, withLoginOpen(otpFlow()));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    expect(store.getState().auth.flow).toMatchObject({ step: 'login', phoneNumber: '' });
  });
});

describe('login dialog: OTP step', () => {
  test("a code that is not 6 digits says 'Invalid OTP' without asking the server", async () => {
    renderApp(NOT_FOUND, withLoginOpen(otpFlow()));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'OTP' }), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.invalidOtp);
    expect(requests).toHaveLength(0);
  });

  test("a wrong code the server refuses says 'Invalid OTP'", async () => {
    server.use(http.post(`${apiOrigin()}/api/users/checkotp/`, () => failure(401, 'Wrong OTP')));
    renderApp(NOT_FOUND, withLoginOpen(otpFlow()));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'OTP' }), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.invalidOtp);
  });

  test('a registered number is logged in and the modals close', async () => {
    server.use(
      handle(contract.users.checkOtp, () => ({
        isSuccess: true,
        isRegistered: true,
        data: signedInData(),
      })),
      ...backgroundHandlers(),
    );
    const { store, navigation } = renderApp(NOT_FOUND, withLoginOpen(otpFlow()));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'OTP' }), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().auth.user).toEqual(user);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', {
        name: /^Profile/,
      }),
    ).toBeVisible();
    expect(navigation.location().pathname).toBe(NOT_FOUND);
  });

  test('a new number leaves the dialog for /register', async () => {
    server.use(
      handle(contract.users.checkOtp, () => ({
        isSuccess: true,
        isRegistered: false,
        data: { registrationToken: REGISTRATION_TOKEN },
      })),
    );
    const { navigation } = renderApp(NOT_FOUND, withLoginOpen(otpFlow()));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'OTP' }), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    expect(navigation.location().pathname).toBe('/register');
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
  });

  test('Resend OTP is refused during the wait, then asks for a new code', async () => {
    server.use(otpSentHandler());
    renderApp(NOT_FOUND, withLoginOpen(otpFlow({ resendWait: 0 })));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).queryByText(/You can resend the OTP/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('button', { name: MESSAGES.otpSent })).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(within(dialog).getByText(/^You can resend the OTP in (30|29|28) s\.$/)).toBeVisible();
  });

  test('Change number goes back to the phone step with the number kept', async () => {
    renderApp(NOT_FOUND, withLoginOpen(otpFlow({ resendWait: 12 })));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByText('You can resend the OTP in 12 s.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change number' }));
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveValue(PHONE);
    expect(within(dialog).queryByRole('textbox', { name: 'OTP' })).not.toBeInTheDocument();
  });
});

describe('/register', () => {
  const onRegister: Partial<RootState> = { auth: { ...initialAuthState, flow: registerFlow } };

  test('shows the verified number, the optional fields and its title', async () => {
    renderApp('/register', onRegister);
    const form = await screen.findByRole('form', { name: 'Register' });
    expect(
      screen.getByText(`Your number +91 ${PHONE} is verified. Tell us who you are.`),
    ).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Name (required)' })).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Email (optional)' })).toBeVisible();
    expect(within(form).getByRole('group', { name: 'Gender (optional)' })).toBeVisible();
    expect(within(form).getAllByRole('radio')).toHaveLength(3);
    expect(within(form).getByLabelText('Date of birth (optional)')).toHaveAttribute('type', 'date');
    await waitFor(() => expect(document.title).toBe(`Register | ${appConfig.shortName}`));
  });

  test('a blank name is refused with its message and nothing is sent', async () => {
    renderApp('/register', onRegister);
    const form = await screen.findByRole('form', { name: 'Register' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name (required)' }), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(NAME_REQUIRED_MESSAGE);
    const name = within(form).getByRole('textbox', { name: 'Name (required)' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(NAME_REQUIRED_MESSAGE);
    expect(requests).toHaveLength(0);
  });

  test('registering sends every filled field and goes home without a cart', async () => {
    server.use(
      handle(contract.users.register, () => ({ isSuccess: true, data: signedInData() })),
      ...homePageHandlers(),
    );
    const { navigation, store } = renderApp('/register', onRegister);
    const form = await screen.findByRole('form', { name: 'Register' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name (required)' }), 'Asha');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Email (optional)' }),
      'asha@example.com',
    );
    await userEvent.click(within(form).getByRole('radio', { name: 'Female' }));
    await userEvent.type(within(form).getByLabelText('Date of birth (optional)'), '1994-03-07');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(navigation.location().pathname).toBe('/'));
    await homePageDrawn();
    expect(requests.find((request) => request.path === '/api/users/register')?.body).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      gender: 'female',
      dateOfBirth: '07-03-1994',
      phoneNumber: PHONE,
      registrationToken: REGISTRATION_TOKEN,
    });
    expect(store.getState().auth.user).toEqual(user);
  });

  test('registering with a cart goes to /checkout and stays there with the cart', async () => {
    server.use(
      handle(contract.users.register, () => ({ isSuccess: true, data: signedInData() })),
      handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart: serverCart() })),
      handle(contract.addons.getAddonsByQueryObject, () => ({ isSuccess: true, addOns: [] })),
      handle(contract.users.getWallet, () => ({
        isSuccess: true,
        balances: { reward: 0, credit: 0 },
        ledger: [],
      })),
      handle(contract.timeslot.checkSlotAvailability, () => ({
        isSuccess: true,
        isAvailable: true,
      })),
      ...backgroundHandlers(),
    );
    const { navigation, store } = renderApp('/register', {
      ...onRegister,
      session: { ...initialSessionState, status: 'ready' },
      location: { ...initialLocationState, selected: location, hubId: HUB },
      cart: filledFrom({ ...initialCartState, couponAutoApplyDone: true }, cartDraft()),
    });
    const form = await screen.findByRole('form', { name: 'Register' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name (required)' }), 'Asha');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    // The register page once sent itself home right after; give such a redirect its chance.
    await act(() => settle());
    expect(navigation.location().pathname).toBe('/checkout');
    expect(screen.getByRole('link', { name: product().name })).toBeVisible();
    expect(store.getState().cart.status).toBe('filled');
  });

  test('a failed registration shows the server message and allows another try', async () => {
    server.use(
      http.post(`${apiOrigin()}/api/users/register`, () =>
        failure(409, 'This number is already registered'),
      ),
    );
    renderApp('/register', onRegister);
    const form = await screen.findByRole('form', { name: 'Register' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name (required)' }), 'Asha');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByRole('button', { name: 'This number is already registered' }),
    ).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  test('without a verified OTP the page sends the visitor home', async () => {
    server.use(...homePageHandlers());
    const { navigation } = renderApp('/register');
    await waitFor(() => expect(navigation.location().pathname).toBe('/'));
    await homePageDrawn();
  });
});

describe('logout', () => {
  test('asks for confirmation first; No keeps the session, Yes logs out', async () => {
    server.use(
      handle(contract.users.logout, () => ({ isSuccess: true })),
      ...backgroundHandlers(),
    );
    const { services, store } = renderApp(NOT_FOUND, { auth: { ...initialAuthState, user } });
    const logoutCalls = () => requests.filter((request) => request.path === '/api/users/logout');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const openLogout = async () => {
      await userEvent.click(within(nav).getByRole('button', { name: /^Profile/ }));
      await userEvent.click(
        within(screen.getByRole('list', { name: 'Profile' })).getByRole('button', {
          name: 'Logout',
        }),
      );
      return screen.getByRole('dialog', { name: 'Please confirm' });
    };
    let confirm = await openLogout();
    expect(within(confirm).getByText('Do you really want to logout?')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(logoutCalls()).toHaveLength(0);
    expect(store.getState().auth.user).toEqual(user);

    confirm = await openLogout();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(services.reloads).toBe(1));
    expect(logoutCalls()).toHaveLength(1);
  });
});
