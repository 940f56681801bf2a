import { http } from 'msw';
import { contract } from '../../../../src/shared/contract';
import { MESSAGES } from '../../../../src/shared/domain';
import {
  accountDeleted,
  deletionCancelled,
  deletionConfirmed,
  deletionFailed,
  deletionOtpEntered,
  deletionOtpSendFailed,
  deletionOtpSent,
  deletionPhoneSubmitted,
  initialAccountDeletionState,
  selectAccountDeletion,
  selectDeletionMessage,
  type AccountDeletionState,
} from '../../../../src/client/features/accountDeletion/accountDeletionSlice';
import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import { OTP_HASH, PHONE, user } from '../../support/fixtures';
import {
  apiOrigin,
  failure,
  handle,
  requests,
  server,
  settle,
  withMockApi,
} from '../../support/msw';
import { machine, testStore, withFakeClock } from '../../support/store';

withMockApi();
withFakeClock();

const phone = (over: Partial<Extract<AccountDeletionState, { step: 'phone' }>> = {}) =>
  ({ step: 'phone', phoneNumber: '', attempted: false, busy: false, ...over }) as const;
const otp = (over: Partial<Extract<AccountDeletionState, { step: 'otp' }>> = {}) =>
  ({
    step: 'otp',
    phoneNumber: PHONE,
    otpHash: OTP_HASH,
    attempted: false,
    otpInvalid: false,
    ...over,
  }) as const;
const confirm = (over: Partial<Extract<AccountDeletionState, { step: 'confirm' }>> = {}) =>
  ({
    step: 'confirm',
    phoneNumber: PHONE,
    otpHash: OTP_HASH,
    otp: '123456',
    busy: false,
    error: null,
    ...over,
  }) as const;

const from = (state: AccountDeletionState) => machine({ accountDeletion: state });

describe('account deletion machine: phone → otp → confirm → deleted', () => {
  test.each([
    [
      'a valid phone starts sending',
      phone(),
      deletionPhoneSubmitted({ phoneNumber: ` ${PHONE} ` }),
      phone({ phoneNumber: PHONE, attempted: true, busy: true }),
    ],
    [
      'an invalid phone only marks the attempt',
      phone(),
      deletionPhoneSubmitted({ phoneNumber: '98765' }),
      phone({ phoneNumber: '98765', attempted: true }),
    ],
    [
      'a sent OTP opens the OTP dialog',
      phone({ phoneNumber: PHONE, attempted: true, busy: true }),
      deletionOtpSent({ otpHash: OTP_HASH }),
      otp(),
    ],
    [
      'a failed send stays on the phone',
      phone({ phoneNumber: PHONE, attempted: true, busy: true }),
      deletionOtpSendFailed(),
      phone({ phoneNumber: PHONE, attempted: true }),
    ],
    [
      'a 6-digit code asks for confirmation',
      otp(),
      deletionOtpEntered({ otp: '123456' }),
      confirm(),
    ],
    [
      'a short code is Invalid OTP',
      otp(),
      deletionOtpEntered({ otp: '12' }),
      otp({ attempted: true, otpInvalid: true }),
    ],
    ['confirming starts the deletion', confirm(), deletionConfirmed(), confirm({ busy: true })],
    [
      'a refusal keeps the confirmation with the server message',
      confirm({ busy: true }),
      deletionFailed({ message: 'OTP expired. Please request a new one' }),
      confirm({ error: 'OTP expired. Please request a new one' }),
    ],
    [
      'the deletion ends the machine',
      confirm({ busy: true }),
      accountDeleted(),
      { step: 'deleted', phoneNumber: PHONE },
    ],
    [
      'cancelling the OTP dialog goes back to the phone',
      otp(),
      deletionCancelled(),
      phone({ phoneNumber: PHONE }),
    ],
    [
      'cancelling the confirmation goes back to the phone',
      confirm({ error: 'x' }),
      deletionCancelled(),
      phone({ phoneNumber: PHONE }),
    ],
  ] as const)('%s', (_name, before, event, after) => {
    const deletion = from(before);
    deletion.dispatch(event);
    expect(selectAccountDeletion(deletion.state())).toEqual(after);
  });

  test.each([
    [
      'phone submitted while sending',
      phone({ busy: true }),
      deletionPhoneSubmitted({ phoneNumber: PHONE }),
    ],
    ['otp sent while not sending', phone(), deletionOtpSent({ otpHash: OTP_HASH })],
    ['code entered on the phone step', phone(), deletionOtpEntered({ otp: '123456' })],
    ['confirmation twice', confirm({ busy: true }), deletionConfirmed()],
    ['deleted while not deleting', confirm(), accountDeleted()],
    ['failure while not deleting', confirm(), deletionFailed({ message: 'no' })],
    ['cancel while deleting', confirm({ busy: true }), deletionCancelled()],
    ['cancel while sending', phone({ busy: true }), deletionCancelled()],
    ['cancel once deleted', { step: 'deleted', phoneNumber: PHONE } as const, deletionCancelled()],
  ] as const)('refused: %s', (_name, before, event) => {
    const deletion = from(before);
    deletion.dispatch(event);
    expect(selectAccountDeletion(deletion.state())).toEqual(before);
  });

  test('each step says what is wrong only after an attempt', () => {
    expect(selectDeletionMessage(from(phone()).state())).toBeNull();
    const typed = from(phone());
    typed.dispatch(deletionPhoneSubmitted({ phoneNumber: '12' }));
    expect(selectDeletionMessage(typed.state())).toBe(MESSAGES.invalidPhoneNumber);
    const coded = from(otp());
    expect(selectDeletionMessage(coded.state())).toBeNull();
    coded.dispatch(deletionOtpEntered({ otp: 'abcdef' }));
    expect(selectDeletionMessage(coded.state())).toBe(MESSAGES.invalidOtp);
    expect(selectDeletionMessage(from(confirm({ error: 'Refused' })).state())).toBe('Refused');
    expect(selectDeletionMessage(from({ step: 'deleted', phoneNumber: PHONE }).state())).toBe(
      MESSAGES.userDeleted,
    );
  });
});

describe('account deletion effects', () => {
  test('a valid phone asks for a delete-purpose OTP and opens the dialog with a toast', async () => {
    server.use(
      handle(contract.users.generateOtp, () => ({
        isSuccess: true,
        isExist: true,
        hash: OTP_HASH,
        message: MESSAGES.otpSent,
      })),
    );
    const { store, state } = testStore();
    store.dispatch(deletionPhoneSubmitted({ phoneNumber: PHONE }));
    await settle();
    expect(requests[0]).toMatchObject({
      path: `/api/users/generateotp/${PHONE}`,
      search: '?type=delete',
    });
    expect(state().accountDeletion).toEqual(otp());
    expect(state().toast).toMatchObject({ message: MESSAGES.otpSent });
  });

  test('a failed send shows the server message and stays on the phone', async () => {
    server.use(
      http.get(`${apiOrigin()}/api/users/generateotp/:inputNumber`, () =>
        failure(404, 'No account with this number'),
      ),
    );
    const { store, state, services } = testStore();
    store.dispatch(deletionPhoneSubmitted({ phoneNumber: PHONE }));
    await settle();
    expect(state().accountDeletion).toMatchObject({ step: 'phone', busy: false });
    expect(state().toast).toMatchObject({ message: 'No account with this number' });
    expect(services.errors).toEqual(['Sending the deletion OTP failed']);
  });

  test('a confirmed deletion sends phone, code and hash, says so and signs the same user out', async () => {
    server.use(
      handle(contract.users.deleteUserPermanently, () => ({
        isSuccess: true,
        message: MESSAGES.userDeleted,
      })),
    );
    const { store, state, services } = testStore({
      auth: { ...initialAuthState, user },
      accountDeletion: confirm(),
    });
    services.local.setItem('user', JSON.stringify(user));
    store.dispatch(deletionConfirmed());
    await settle();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/users/deleteUserPermanently',
      body: { phoneNumber: PHONE, otp: '123456', otpHash: OTP_HASH },
    });
    expect(state().accountDeletion).toEqual({ step: 'deleted', phoneNumber: PHONE });
    expect(state().toast).toMatchObject({ message: MESSAGES.userDeleted, kind: 'success' });
    expect(services.reloads).toBe(0);
    await jest.advanceTimersByTimeAsync(2000);
    expect(state().auth.user).toBeNull();
    expect(services.local.getItem('user')).toBeNull();
    expect(services.reloads).toBe(1);
  });

  test("deleting another number's account leaves the signed-in user alone", async () => {
    server.use(
      handle(contract.users.deleteUserPermanently, () => ({ isSuccess: true, message: 'done' })),
    );
    const { store, state, services } = testStore({
      auth: { ...initialAuthState, user: { ...user, phoneNumber: '9123456780' } },
      accountDeletion: confirm(),
    });
    store.dispatch(deletionConfirmed());
    await settle();
    await jest.advanceTimersByTimeAsync(2000 * 2);
    expect(state().accountDeletion.step).toBe('deleted');
    expect(state().auth.user).not.toBeNull();
    expect(services.reloads).toBe(0);
  });

  test('a refused deletion shows the server message on the confirmation', async () => {
    server.use(
      http.post(`${apiOrigin()}/api/users/deleteUserPermanently`, () =>
        failure(401, 'OTP expired. Please request a new one'),
      ),
    );
    const { store, state, services } = testStore({ accountDeletion: confirm() });
    store.dispatch(deletionConfirmed());
    await settle();
    expect(state().accountDeletion).toEqual(
      confirm({ error: 'OTP expired. Please request a new one' }),
    );
    expect(services.reloads).toBe(0);
  });
});

test('the machine starts on an empty phone step', () => {
  expect(initialAccountDeletionState).toEqual(phone());
});
