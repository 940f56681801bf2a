// The browser's reducer: rootReducer's slices, except that the state of pages few visitors open
// (the support console, account deletion) starts as a stand-in that only holds the slice's
// initial state. Their reducers and listeners join when their page's loader injects them
// (injectFeature.ts), so the first load does not carry them. The state keeps rootReducer's shape
// and key order from the start, so recorded traces, server-rendered state and selectors see the
// same state either way; QA's replay and the support player use rootReducer, which has them all.
import { combineSlices, type Reducer } from '@reduxjs/toolkit';
import { api } from '../api/api';
import type { AccountDeletionState } from '../features/accountDeletion/accountDeletionSlice';
import { addressFormSlice } from '../features/addressForm/addressFormSlice';
import { authSlice } from '../features/auth/authSlice';
import { cartSlice } from '../features/cart/cartSlice';
import { checkoutSlice } from '../features/checkout/checkoutSlice';
import { paymentReturnSlice } from '../features/checkout/paymentReturnSlice';
import { coverVideoSlice } from '../features/coverVideo/coverVideoSlice';
import { crashSlice } from '../features/crash/crashSlice';
import { historySlice } from '../features/history/historySlice';
import { listingSlice } from '../features/listing/listingSlice';
import { locationSlice } from '../features/location/locationSlice';
import { modalsSlice } from '../features/modals/modalsSlice';
import { overlaySlice } from '../features/overlay/overlaySlice';
import { profileSlice } from '../features/profile/profileSlice';
import { recentlyViewedSlice } from '../features/recentlyViewed/recentlyViewedSlice';
import { reportProblemSlice } from '../features/reportProblem/reportProblemSlice';
import { searchSlice } from '../features/search/searchSlice';
import { sessionSlice } from '../features/session/sessionSlice';
import { shellSlice } from '../features/shell/shellSlice';
import { initialSupportState } from '../features/support/supportState';
import { toastSlice } from '../features/toast/toastSlice';
import { wishlistSlice } from '../features/wishlist/wishlistSlice';
import { withPageReload } from './pageReload';

/** Holds a lazy slice's initial state until its reducer is injected; changes nothing. */
const standIn =
  <State>(initial: State): Reducer<State> =>
  (state = initial) =>
    state;

/** The lazy slices' initial states (a test keeps them equal to the slices' own). */
export const LAZY_INITIAL_STATES = {
  accountDeletion: {
    step: 'phone',
    phoneNumber: '',
    attempted: false,
    busy: false,
  } as AccountDeletionState,
  support: initialSupportState,
};

/** The slices whose reducers load with their page. */
export type LazySlicePath = keyof typeof LAZY_INITIAL_STATES;

/** Same slices, same order as rootReducer; lazy slices are injected here (injectFeature.ts). */
export const appSlices = combineSlices(
  api,
  sessionSlice,
  authSlice,
  { accountDeletion: standIn(LAZY_INITIAL_STATES.accountDeletion) },
  profileSlice,
  locationSlice,
  addressFormSlice,
  cartSlice,
  checkoutSlice,
  paymentReturnSlice,
  overlaySlice,
  toastSlice,
  modalsSlice,
  listingSlice,
  searchSlice,
  wishlistSlice,
  coverVideoSlice,
  crashSlice,
  historySlice,
  recentlyViewedSlice,
  reportProblemSlice,
  shellSlice,
  { support: standIn(LAZY_INITIAL_STATES.support) },
);

/** The browser store's reducer: the slices, and the recorder's page-reload mark, as rootReducer. */
export const appReducer = withPageReload(appSlices);
