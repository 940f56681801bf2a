// The support console's and account deletion's state and effects join the store only when their
// page's module loads. Before that the state already has their initial state, in the same shape
// as the full root reducer (which QA's replay and the support player use), so traces and
// server-rendered state do not change; once loaded, they work in a store made before.
// This file does not use the testStore helper, which injects every feature up front.
import { appReducer, LAZY_INITIAL_STATES } from '../../../src/client/app/appReducer';
import { rootReducer } from '../../../src/client/app/rootReducer';
import { detachedServices, memoryStorage } from '../../../src/client/app/services';
import { makeStore } from '../../../src/client/app/store';
import { injectAccountDeletion } from '../../../src/client/features/accountDeletion/accountDeletionFeature';
import {
  accountDeletionSlice,
  deletionPhoneSubmitted,
  initialAccountDeletionState,
} from '../../../src/client/features/accountDeletion/accountDeletionSlice';
import {
  addressFormClosed,
  addressFormOpened,
} from '../../../src/client/features/addressForm/addressFormSlice';
import { userSignedIn } from '../../../src/client/features/auth/authEvents';
import { injectSupport } from '../../../src/client/features/support/supportFeature';
import {
  initialSupportState,
  staffPhoneSubmitted,
  supportSlice,
} from '../../../src/client/features/support/supportSlice';
import { contract } from '../../../src/shared/contract';
import { MESSAGES } from '../../../src/shared/domain';
import { OTP_HASH, PHONE, signedInData } from '../support/fixtures';
import { handle, requests, server, settle, withMockApi } from '../support/msw';

withMockApi();

const init = { type: '@@test/init' };
const newStore = () =>
  makeStore(undefined, {
    services: detachedServices({ local: memoryStorage(), session: memoryStorage() }),
  });

describe('features that load with their page', () => {
  test('before loading, the state is the full reducer’s, key for key and in the same order', () => {
    const full = rootReducer(undefined, init);
    const lazy = appReducer(undefined, init);
    expect(lazy).toEqual(full);
    expect(Object.keys(lazy)).toEqual(Object.keys(full));
    expect(LAZY_INITIAL_STATES).toEqual({
      accountDeletion: initialAccountDeletionState,
      support: initialSupportState,
    });
    expect(supportSlice.reducerPath).toBe('support');
    expect(accountDeletionSlice.reducerPath).toBe('accountDeletion');
  });

  test('a customer’s actions before the pages load reach the same states as through the full reducer', () => {
    const actions = [init, userSignedIn({ data: signedInData(), via: 'otp' })];
    expect(actions.reduce(appReducer, undefined)).toEqual(actions.reduce(rootReducer, undefined));
  });

  test('a store made before the page loaded gets the page’s reducer and effects', async () => {
    server.use(
      handle(contract.users.generateOtp, () => ({
        isSuccess: true,
        isExist: true,
        hash: OTP_HASH,
        message: MESSAGES.otpSent,
      })),
    );
    const store = newStore();
    injectAccountDeletion();
    injectSupport();
    store.dispatch(deletionPhoneSubmitted({ phoneNumber: PHONE }));
    await settle();
    expect(requests[0]).toMatchObject({
      path: `/api/users/generateotp/${PHONE}`,
      search: '?type=delete',
    });
    expect(store.getState().accountDeletion).toMatchObject({ step: 'otp', otpHash: OTP_HASH });

    // A store made after the page loaded has them from the start; loading again adds nothing.
    injectSupport();
    const later = newStore();
    later.dispatch(staffPhoneSubmitted({ phoneNumber: PHONE }));
    await settle();
    expect(requests.filter((request) => request.search === '?type=staff')).toHaveLength(1);
    expect(later.getState().support.login).toMatchObject({ step: 'otp', otpHash: OTP_HASH });
  });

  test('the address form’s effects join when its thunks load, also in a store made before', async () => {
    const store = newStore();
    const owner = { name: 'Asha', phone: PHONE };
    store.dispatch(addressFormOpened({ owner }));
    expect(store.getState().location.panel).toEqual(rootReducer(undefined, init).location.panel);

    const { openAddAddress } =
      await import('../../../src/client/features/addressForm/addressFormThunks');
    expect(openAddAddress).toEqual(expect.any(Function));
    const later = newStore();
    for (const each of [store, later]) {
      each.dispatch(addressFormClosed());
      each.dispatch(addressFormOpened({ owner }));
      expect(each.getState().location.panel).toMatchObject({ purpose: 'address' });
    }
  });
});
