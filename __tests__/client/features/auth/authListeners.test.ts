import { http } from 'msw';
import { contract } from '../../../../src/shared/contract';
import { MESSAGES } from '../../../../src/shared/domain';
import { ADDRESS_LIST_ARG, addressApi } from '../../../../src/client/api';
import { logoutRequested } from '../../../../src/client/features/auth/authEvents';
import {
  initialAuthState,
  OTP_RESEND_WAIT_SECONDS,
  otpResendRequested,
  otpSubmitted,
  phoneSubmitted,
  registrationSubmitted,
} from '../../../../src/client/features/auth/authSlice';
import {
  filledFrom,
  draftFromCart,
  initialCartState,
} from '../../../../src/client/features/cart/cartSlice';
import { initialModalsState } from '../../../../src/client/features/modals/modalsSlice';
import {
  OTP_HASH,
  PHONE,
  REGISTRATION_TOKEN,
  address,
  serverCart,
  signedInData,
  user,
} from '../../support/fixtures';
import {
  apiOrigin,
  backgroundHandlers,
  failure,
  handle,
  requests,
  server,
  settle,
  withMockApi,
} from '../../support/msw';
import { testStore, withFakeClock } from '../../support/store';

withMockApi();
withFakeClock();

const NEW_HASH = 'otp_request_new_0123456789';

const otpStep = {
  auth: {
    user: null,
    flow: {
      step: 'otp' as const,
      phoneNumber: PHONE,
      otpHash: OTP_HASH,
      isExist: true,
      attempted: false,
      busy: false,
      otpInvalid: false,
      resendWait: 0,
    },
  },
  modals: { ...initialModalsState, login: {} },
};

describe('sending the OTP', () => {
  test('a valid phone asks for a login OTP and moves to the OTP step with a toast', async () => {
    server.use(
      handle(contract.users.generateOtp, () => ({
        isSuccess: true,
        isExist: true,
        hash: OTP_HASH,
        message: 'sent',
      })),
    );
    const { store, state } = testStore();
    store.dispatch(phoneSubmitted({ phoneNumber: PHONE }));
    await settle();
    expect(requests[0]).toMatchObject({
      path: `/api/users/generateotp/${PHONE}`,
      search: '?type=login',
    });
    expect(state().auth.flow).toMatchObject({ step: 'otp', otpHash: OTP_HASH, busy: false });
    expect(state().toast).toMatchObject({ status: 'shown', message: MESSAGES.otpSent });
  });

  test('the resend wait counts down once a second and a resend restarts it', async () => {
    let sends = 0;
    server.use(
      handle(contract.users.generateOtp, () => {
        sends += 1;
        const hash = sends === 1 ? OTP_HASH : NEW_HASH;
        return { isSuccess: true, isExist: true, hash, message: 'sent' };
      }),
    );
    const { store, state } = testStore();
    store.dispatch(phoneSubmitted({ phoneNumber: PHONE }));
    await settle();
    expect(state().auth.flow).toMatchObject({ resendWait: OTP_RESEND_WAIT_SECONDS });
    await jest.advanceTimersByTimeAsync(1000);
    expect(state().auth.flow).toMatchObject({ resendWait: OTP_RESEND_WAIT_SECONDS - 1 });
    store.dispatch(otpResendRequested());
    await settle();
    expect(sends).toBe(1);
    await jest.advanceTimersByTimeAsync((OTP_RESEND_WAIT_SECONDS - 1) * 1000);
    expect(state().auth.flow).toMatchObject({ resendWait: 0 });
    store.dispatch(otpResendRequested());
    await settle();
    expect(sends).toBe(2);
    expect(state().auth.flow).toMatchObject({
      otpHash: NEW_HASH,
      resendWait: OTP_RESEND_WAIT_SECONDS,
    });
  });

  test('an invalid phone sends nothing', async () => {
    const { store } = testStore();
    store.dispatch(phoneSubmitted({ phoneNumber: '98765' }));
    await settle();
    expect(requests).toHaveLength(0);
  });

  test('a failed send stays on the phone step and says so', async () => {
    server.use(
      http.get(`${apiOrigin()}/api/users/generateotp/:inputNumber`, () => failure(429, 'Too many')),
    );
    const { store, state } = testStore();
    store.dispatch(phoneSubmitted({ phoneNumber: PHONE }));
    await settle();
    expect(state().auth.flow).toMatchObject({ step: 'login', busy: false });
    expect(state().toast).toMatchObject({ message: MESSAGES.otpSendFailed });
  });
});

describe('checking the OTP', () => {
  test('a registered user is signed in: user, addresses, location stored; modals closed', async () => {
    server.use(
      handle(contract.users.checkOtp, () => ({
        isSuccess: true,
        isRegistered: true,
        data: signedInData(),
      })),
      ...backgroundHandlers(),
    );
    const { store, state } = testStore(otpStep);
    store.dispatch(otpSubmitted({ otp: '123456' }));
    await settle();
    expect(requests[0]?.body).toEqual({ otp: '123456', hashOtp: OTP_HASH, phoneNumber: PHONE });
    expect(state().auth.user).toEqual(user);
    expect(state().location.selected).toEqual(signedInData().selectedLocation);
    expect(state().modals.login).toBeNull();
    expect(addressApi.endpoints.addressGetAddressBq.select(ADDRESS_LIST_ARG)(state()).data).toEqual(
      {
        isSuccess: true,
        addresses: [address()],
      },
    );
  });

  test('a new number goes to /register with its registration token', async () => {
    server.use(
      handle(contract.users.checkOtp, () => ({
        isSuccess: true,
        isRegistered: false,
        data: { registrationToken: REGISTRATION_TOKEN },
      })),
    );
    const { store, state, services } = testStore(otpStep);
    store.dispatch(otpSubmitted({ otp: '123456' }));
    await settle();
    expect(state().auth.flow).toMatchObject({
      step: 'register',
      registrationToken: REGISTRATION_TOKEN,
    });
    expect(state().modals.login).toBeNull();
    expect(services.navigations).toEqual([{ to: '/register', replace: false }]);
  });

  test('a wrong code (401) shows Invalid OTP inline, without a toast or a logout', async () => {
    server.use(http.post(`${apiOrigin()}/api/users/checkotp/`, () => failure(401, 'Wrong OTP')));
    const { store, state, services } = testStore(otpStep);
    store.dispatch(otpSubmitted({ otp: '123456' }));
    await settle();
    expect(state().auth.flow).toMatchObject({ step: 'otp', busy: false, otpInvalid: true });
    expect(state().toast.status).toBe('hidden');
    expect(services.reloads).toBe(0);
  });

  test('a throttled check shows the server message', async () => {
    server.use(
      http.post(`${apiOrigin()}/api/users/checkotp/`, () => failure(429, 'Too many attempts')),
    );
    const { store, state } = testStore(otpStep);
    store.dispatch(otpSubmitted({ otp: '123456' }));
    await settle();
    expect(state().toast).toMatchObject({ message: 'Too many attempts' });
  });
});

describe('registering', () => {
  const registerStep = {
    auth: {
      user: null,
      flow: {
        step: 'register' as const,
        phoneNumber: PHONE,
        registrationToken: REGISTRATION_TOKEN,
        attempted: false,
        busy: false,
        nameMissing: false,
      },
    },
  };

  test.each([
    ['no cart goes home', undefined, '/'],
    [
      'a cart goes to checkout',
      filledFrom(initialCartState, draftFromCart(serverCart())),
      '/checkout',
    ],
  ])('%s', async (_name, cart, path) => {
    server.use(
      handle(contract.users.register, () => ({
        isSuccess: true,
        data: signedInData({ selectedLocation: null }),
      })),
      handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart: serverCart() })),
      ...backgroundHandlers(),
    );
    const { store, state, services } = testStore({ ...registerStep, ...(cart ? { cart } : {}) });
    store.dispatch(registrationSubmitted({ name: 'Asha Rao' }));
    await settle();
    expect(requests[0]?.body).toEqual({
      name: 'Asha Rao',
      phoneNumber: PHONE,
      registrationToken: REGISTRATION_TOKEN,
    });
    expect(state().auth.user).toEqual(user);
    expect(services.navigations).toEqual([{ to: path, replace: false }]);
  });

  test('a refused registration says why and can be retried', async () => {
    server.use(
      http.post(`${apiOrigin()}/api/users/register`, () => failure(409, 'Already registered')),
    );
    const { store, state } = testStore(registerStep);
    store.dispatch(registrationSubmitted({ name: 'Asha Rao' }));
    await settle();
    expect(state().auth.flow).toMatchObject({ step: 'register', busy: false });
    expect(state().toast).toMatchObject({ message: 'Already registered' });
  });
});

describe('logout', () => {
  test('revokes the token, clears all local storage and reloads', async () => {
    server.use(handle(contract.users.logout, () => ({ isSuccess: true })));
    const { store, services } = testStore({ auth: { ...initialAuthState, user } });
    services.local.setItem('user', JSON.stringify(user));
    services.local.setItem('cart', '{}');
    store.dispatch(logoutRequested());
    await settle();
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/users/logout' });
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${user.token}`);
    expect(services.local.getItem('user')).toBeNull();
    expect(services.local.getItem('cart')).toBeNull();
    expect(services.reloads).toBe(1);
  });

  test('still signs out locally when the server cannot be reached', async () => {
    server.use(http.post(`${apiOrigin()}/api/users/logout`, () => failure(500, 'down')));
    const { store, services } = testStore({ auth: { ...initialAuthState, user } });
    store.dispatch(logoutRequested());
    await settle();
    expect(services.reloads).toBe(1);
  });
});
