import { usersApi } from '../../../src/client/api';
import { userSignedIn } from '../../../src/client/features/auth/authEvents';
import {
  initialAuthState,
  otpSent,
  otpSubmitted,
  phoneSubmitted,
} from '../../../src/client/features/auth/authSlice';
import {
  PLACEHOLDERS,
  actionSanitizer,
  redact,
  stateSanitizer,
} from '../../../src/client/devtools/sanitize';
import { devToolsEnabled, devToolsOptions } from '../../../src/client/devtools/devToolsOptions';
import { contract } from '../../../src/shared/contract';
import {
  OTP_HASH,
  PHONE,
  REGISTRATION_TOKEN,
  TOKEN,
  address,
  signedInData,
  user,
} from '../support/fixtures';
import { handle, server, settle, withMockApi } from '../support/msw';
import { testStore } from '../support/store';

withMockApi();

const SECRETS = [TOKEN, OTP_HASH, REGISTRATION_TOKEN, PHONE, '123456', '9123456789'];
const leaks = (value: unknown) => {
  const text = JSON.stringify(value);
  return SECRETS.filter((secret) => text.includes(secret));
};

describe('sanitizers', () => {
  test.each([
    ['a phone submission', phoneSubmitted({ phoneNumber: PHONE })],
    ['an OTP answer', otpSent({ phoneNumber: PHONE, hash: OTP_HASH, isExist: true })],
    ['a code', otpSubmitted({ otp: '123456' })],
    [
      'a login',
      userSignedIn({
        data: signedInData({ addresses: [address({ mobile: [PHONE, '9123456789'] })] }),
        via: 'otp',
      }),
    ],
    [
      'a registration token',
      { type: 'x', payload: { data: { registrationToken: REGISTRATION_TOKEN } } },
    ],
  ])('no secret survives %s', (_name, action) => {
    expect(leaks(actionSanitizer(action))).toEqual([]);
  });

  test('placeholders are stable and the shape is kept', () => {
    const action = userSignedIn({ data: signedInData(), via: 'otp' });
    const once = actionSanitizer(action);
    expect(actionSanitizer(action)).toEqual(once);
    expect(once.payload.data.user).toMatchObject({
      _id: 'u1',
      name: user.name,
      token: PLACEHOLDERS.token,
      phoneNumber: PLACEHOLDERS.phone,
    });
    expect(once.payload.data.addresses[0]?.mobile).toEqual([PLACEHOLDERS.phone]);
  });

  test('the original is not touched', () => {
    const action = otpSubmitted({ otp: '123456' });
    redact(action);
    expect(action.payload.otp).toBe('123456');
  });

  test('secrets inside other text are replaced too (query cache keys, messages)', () => {
    expect(
      redact({
        queries: {
          [`usersGetUser({"params":{"number":"${PHONE}"}})`]: {
            originalArgs: { params: { number: PHONE } },
          },
        },
        note: `token ${TOKEN} for +91 ${PHONE}`,
        token: TOKEN,
      }),
    ).toEqual({
      queries: {
        [`usersGetUser({"params":{"number":"${PLACEHOLDERS.phone}"}})`]: {
          originalArgs: { params: { number: PLACEHOLDERS.phone } },
        },
      },
      note: `token ${PLACEHOLDERS.token} for ${PLACEHOLDERS.phone}`,
      token: PLACEHOLDERS.token,
    });
  });

  test('a whole store after a login and API calls holds no secret once sanitised', async () => {
    server.use(
      handle(contract.users.getUser, () => ({ isSuccess: true, isExist: true, user })),
      handle(contract.users.generateOtp, () => ({
        isSuccess: true,
        isExist: true,
        hash: OTP_HASH,
        message: 'sent',
      })),
    );
    const { store } = testStore({ auth: { ...initialAuthState, user } });
    await store.dispatch(usersApi.endpoints.usersGetUser.initiate({ params: { number: PHONE } }));
    await store.dispatch(
      usersApi.endpoints.usersGenerateOtp.initiate({
        params: { inputNumber: PHONE },
        query: { type: 'login' },
      }),
    );
    await settle();
    expect(leaks(store.getState())).not.toEqual([]);
    expect(leaks(stateSanitizer(store.getState()))).toEqual([]);
  });
});

describe('DevTools switch', () => {
  test.each([
    ['localhost', '', true],
    ['beta.utsav.in', '', true],
    ['utsav.in', '', false],
    ['utsav.in', '?debug', true],
    ['www.utsav.in', '?x=1&debug=1', true],
  ])('%s%s → %s', (hostname, search, enabled) => {
    expect(devToolsEnabled({ hostname, search })).toBe(enabled);
  });

  test('name, trace, maxAge 1000 and both sanitizers', () => {
    expect(devToolsOptions({ hostname: 'localhost', search: '' })).toEqual({
      name: 'Utsav',
      trace: true,
      traceLimit: 25,
      maxAge: 1000,
      actionSanitizer,
      stateSanitizer,
    });
    expect(devToolsOptions({ hostname: 'utsav.in', search: '' })).toBe(false);
    expect(devToolsOptions(null)).toBe(false);
  });
});
