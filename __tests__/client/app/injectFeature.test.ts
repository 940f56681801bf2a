// The support console's and account deletion's state and effects join a store only when a loader
// of their page injects them into it. Before that the state already has their initial state, in the same shape
// as the full root reducer (which QA's replay and the support player use), so traces and
// server-rendered state do not change; once loaded, they work in a store made before.
// This file does not use the testStore helper, which injects every feature up front.
import { appReducer, LAZY_INITIAL_STATES } from '../../../src/client/app/appReducer';
import { rootReducer } from '../../../src/client/app/rootReducer';
import { detachedServices, memoryStorage } from '../../../src/client/app/services';
import { makeStore } from '../../../src/client/app/store';
import { injectFeature } from '../../../src/client/app/injectFeature';
import { accountDeletionFeature } from '../../../src/client/features/accountDeletion/accountDeletionFeature';
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
import { supportFeature } from '../../../src/client/features/support/supportFeature';
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

  test('the store a page is loaded for gets the page’s reducer and effects, once', async () => {
    server.use(
      handle(contract.users.generateOtp, () => ({
        isSuccess: true,
        isExist: true,
        hash: OTP_HASH,
        message: MESSAGES.otpSent,
      })),
    );
    const store = newStore();
    store.dispatch(injectFeature(accountDeletionFeature));
    store.dispatch(injectFeature(accountDeletionFeature));
    store.dispatch(deletionPhoneSubmitted({ phoneNumber: PHONE }));
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      path: `/api/users/generateotp/${PHONE}`,
      search: '?type=delete',
    });
    expect(store.getState().accountDeletion).toMatchObject({ step: 'otp', otpHash: OTP_HASH });

    // Another store gets the effects only when a page is loaded for it.
    const other = newStore();
    other.dispatch(staffPhoneSubmitted({ phoneNumber: PHONE }));
    await settle();
    expect(requests.filter((request) => request.search === '?type=staff')).toHaveLength(0);
    other.dispatch(injectFeature(supportFeature));
    other.dispatch(staffPhoneSubmitted({ phoneNumber: PHONE }));
    await settle();
    expect(requests.filter((request) => request.search === '?type=staff')).toHaveLength(1);
    expect(other.getState().support.login).toMatchObject({ step: 'otp', otpHash: OTP_HASH });
  });

  test('the address form’s effects join a store with the first of its thunks run there', async () => {
    const { openAddAddress } =
      await import('../../../src/client/features/addressForm/addressFormThunks');
    const owner = { name: 'Asha', phone: PHONE };
    const store = newStore();
    store.dispatch(addressFormOpened({ owner }));
    expect(store.getState().location.panel).toEqual(rootReducer(undefined, init).location.panel);

    // A visitor is asked to log in first; the form's effects are in the store from then on.
    store.dispatch(openAddAddress());
    store.dispatch(addressFormClosed());
    store.dispatch(addressFormOpened({ owner }));
    expect(store.getState().location.panel).toMatchObject({ purpose: 'address' });
  });
});
