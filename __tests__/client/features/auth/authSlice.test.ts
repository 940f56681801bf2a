import { MESSAGES } from '../../../../src/shared/domain';
import { sessionExpired, userSignedIn } from '../../../../src/client/features/auth/authEvents';
import {
  authFlowReset,
  NAME_REQUIRED_MESSAGE,
  OTP_RESEND_WAIT_SECONDS,
  otpRejected,
  otpResendRequested,
  otpResendTicked,
  otpSendFailed,
  otpSent,
  otpSubmitted,
  phoneChangeRequested,
  phoneSubmitted,
  registrationFailed,
  registrationRequired,
  registrationSubmitted,
  selectAuthFlow,
  selectAuthMessage,
  selectToken,
  selectUser,
  type AuthFlow,
} from '../../../../src/client/features/auth/authSlice';
import { sessionStarted } from '../../../../src/client/features/session/sessionEvents';
import {
  OTP_HASH,
  PHONE,
  REGISTRATION_TOKEN,
  TOKEN,
  sessionData,
  signedInData,
  user,
} from '../../support/fixtures';
import { machine } from '../../support/store';

const login = (over: Partial<Extract<AuthFlow, { step: 'login' }>> = {}): AuthFlow => ({
  step: 'login',
  phoneNumber: '',
  attempted: false,
  busy: false,
  ...over,
});
const otp = (over: Partial<Extract<AuthFlow, { step: 'otp' }>> = {}): AuthFlow => ({
  step: 'otp',
  phoneNumber: PHONE,
  otpHash: OTP_HASH,
  isExist: true,
  attempted: false,
  busy: false,
  otpInvalid: false,
  resendWait: OTP_RESEND_WAIT_SECONDS,
  ...over,
});
const register = (over: Partial<Extract<AuthFlow, { step: 'register' }>> = {}): AuthFlow => ({
  step: 'register',
  phoneNumber: PHONE,
  registrationToken: REGISTRATION_TOKEN,
  attempted: false,
  busy: false,
  nameMissing: false,
  ...over,
});

const from = (flow: AuthFlow) => machine({ auth: { user: null, flow } });
const sent = otpSent({ phoneNumber: PHONE, hash: OTP_HASH, isExist: true });

describe('auth machine: login → otp → register with the attempt flag', () => {
  test.each([
    [
      'a valid phone starts sending',
      login(),
      phoneSubmitted({ phoneNumber: PHONE }),
      login({ phoneNumber: PHONE, attempted: true, busy: true }),
    ],
    [
      'an invalid phone only marks the attempt',
      login(),
      phoneSubmitted({ phoneNumber: '12345' }),
      login({ phoneNumber: '12345', attempted: true }),
    ],
    [
      'a sent OTP moves to the otp step',
      login({ phoneNumber: PHONE, attempted: true, busy: true }),
      sent,
      otp(),
    ],
    [
      'a failed send stays on login, not busy',
      login({ phoneNumber: PHONE, attempted: true, busy: true }),
      otpSendFailed(),
      login({ phoneNumber: PHONE, attempted: true }),
    ],
    [
      'resend after the wait makes the otp step busy',
      otp({ resendWait: 0 }),
      otpResendRequested(),
      otp({ resendWait: 0, busy: true }),
    ],
    ['a second of the wait passes', otp(), otpResendTicked(), otp({ resendWait: 29 })],
    [
      'a resent OTP refreshes the hash and restarts the wait',
      otp({ busy: true, resendWait: 0 }),
      otpSent({ phoneNumber: PHONE, hash: 'otp_request_new_0123456789', isExist: true }),
      otp({ otpHash: 'otp_request_new_0123456789' }),
    ],
    [
      'a 6-digit code starts checking',
      otp(),
      otpSubmitted({ otp: '123456' }),
      otp({ attempted: true, busy: true }),
    ],
    [
      'a short code is refused locally',
      otp(),
      otpSubmitted({ otp: '123' }),
      otp({ attempted: true, otpInvalid: true }),
    ],
    [
      'a rejected code is marked invalid',
      otp({ attempted: true, busy: true }),
      otpRejected(),
      otp({ attempted: true, otpInvalid: true }),
    ],
    [
      'a new number goes on to register',
      otp({ attempted: true, busy: true }),
      registrationRequired({ registrationToken: REGISTRATION_TOKEN }),
      register(),
    ],
    [
      'change number goes back to login keeping the phone',
      otp(),
      phoneChangeRequested(),
      login({ phoneNumber: PHONE }),
    ],
    [
      'a named registration starts',
      register(),
      registrationSubmitted({ name: 'Asha' }),
      register({ attempted: true, busy: true }),
    ],
    [
      'a blank name only marks the attempt',
      register(),
      registrationSubmitted({ name: '  ' }),
      register({ attempted: true, nameMissing: true }),
    ],
    [
      'a failed registration stops being busy',
      register({ attempted: true, busy: true }),
      registrationFailed(),
      register({ attempted: true }),
    ],
    ['closing the modal resets the flow', otp({ attempted: true }), authFlowReset(), login()],
  ] as const)('%s', (_name, before, event, after) => {
    const auth = from(before);
    auth.dispatch(event);
    expect(selectAuthFlow(auth.state())).toEqual(after);
  });

  test.each([
    ['otp sent while not sending', login(), sent],
    ['otp sent on the register step', register({ busy: true }), sent],
    [
      'phone submitted twice while sending',
      login({ phoneNumber: PHONE, busy: true }),
      phoneSubmitted({ phoneNumber: '9999999999' }),
    ],
    ['phone submitted on the otp step', otp(), phoneSubmitted({ phoneNumber: PHONE })],
    ['code submitted on the login step', login(), otpSubmitted({ otp: '123456' })],
    ['code submitted while checking', otp({ busy: true }), otpSubmitted({ otp: '654321' })],
    ['rejection when nothing is checked', otp(), otpRejected()],
    [
      'registration required when not checking',
      otp(),
      registrationRequired({ registrationToken: REGISTRATION_TOKEN }),
    ],
    ['resend while busy', otp({ busy: true, resendWait: 0 }), otpResendRequested()],
    ['resend during the wait', otp(), otpResendRequested()],
    ['a tick once the wait is over', otp({ resendWait: 0 }), otpResendTicked()],
    ['change number while checking', otp({ busy: true }), phoneChangeRequested()],
    ['registration on the otp step', otp(), registrationSubmitted({ name: 'Asha' })],
    ['registration failure when not registering', register(), registrationFailed()],
    ['reset while registering', register(), authFlowReset()],
    ['send failure when not sending', otp(), otpSendFailed()],
  ] as const)('refused: %s', (_name, before, event) => {
    const auth = from(before);
    auth.dispatch(event);
    expect(selectAuthFlow(auth.state())).toEqual(before);
  });

  test('the inline message appears only after an attempt', () => {
    const auth = from(login());
    expect(selectAuthMessage(auth.state())).toBeNull();
    auth.dispatch(phoneSubmitted({ phoneNumber: '12' }));
    expect(selectAuthMessage(auth.state())).toBe(MESSAGES.invalidPhoneNumber);
    const codes = from(otp());
    codes.dispatch(otpSubmitted({ otp: '12' }));
    expect(selectAuthMessage(codes.state())).toBe(MESSAGES.invalidOtp);
    const naming = from(register());
    expect(selectAuthMessage(naming.state())).toBeNull();
    naming.dispatch(registrationSubmitted({ name: ' ' }));
    expect(selectAuthMessage(naming.state())).toBe(NAME_REQUIRED_MESSAGE);
  });

  test('a sign-in stores the user with its token and resets the flow', () => {
    const auth = from(otp({ busy: true, attempted: true }));
    auth.dispatch(userSignedIn({ data: signedInData(), via: 'otp' }));
    expect(selectUser(auth.state())).toEqual(user);
    expect(selectToken(auth.state())).toBe(TOKEN);
    expect(selectAuthFlow(auth.state())).toEqual(login());
  });

  test('start-up keeps the stored token when the server answers the user without one', () => {
    const auth = machine({ auth: { user, flow: login() } });
    const { token: _token, ...withoutToken } = user;
    auth.dispatch(sessionStarted(sessionData({ user: { ...withoutToken, name: 'Asha R' } })));
    expect(selectUser(auth.state())).toEqual({ ...user, name: 'Asha R' });
  });

  test('start-up without a user, or an expired session, forgets the user', () => {
    const visitor = machine({ auth: { user, flow: login() } });
    visitor.dispatch(sessionStarted(sessionData()));
    expect(selectUser(visitor.state())).toBeNull();
    const expired = machine({ auth: { user, flow: otp() } });
    expired.dispatch(sessionExpired());
    expect(selectUser(expired.state())).toBeNull();
    expect(selectAuthFlow(expired.state())).toEqual(login());
  });
});
