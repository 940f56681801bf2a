import { combineReducers } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { accountDeletionSlice } from '../features/accountDeletion/accountDeletionSlice';
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
import { shellSlice } from '../features/shell/shellSlice';
import { supportSlice } from '../features/support/supportSlice';
import { sessionSlice } from '../features/session/sessionSlice';
import { toastSlice } from '../features/toast/toastSlice';
import { wishlistSlice } from '../features/wishlist/wishlistSlice';
import { withPageReload } from './pageReload';

/**
 * Every machine's reducer, and the recorder's page-reload mark (pageReload.ts); QA replays
 * recorded traces through exactly this.
 */
export const rootReducer = withPageReload(
  combineReducers({
    [api.reducerPath]: api.reducer,
    [sessionSlice.reducerPath]: sessionSlice.reducer,
    [authSlice.reducerPath]: authSlice.reducer,
    [accountDeletionSlice.reducerPath]: accountDeletionSlice.reducer,
    [profileSlice.reducerPath]: profileSlice.reducer,
    [locationSlice.reducerPath]: locationSlice.reducer,
    [addressFormSlice.reducerPath]: addressFormSlice.reducer,
    [cartSlice.reducerPath]: cartSlice.reducer,
    [checkoutSlice.reducerPath]: checkoutSlice.reducer,
    [paymentReturnSlice.reducerPath]: paymentReturnSlice.reducer,
    [overlaySlice.reducerPath]: overlaySlice.reducer,
    [toastSlice.reducerPath]: toastSlice.reducer,
    [modalsSlice.reducerPath]: modalsSlice.reducer,
    [listingSlice.reducerPath]: listingSlice.reducer,
    [searchSlice.reducerPath]: searchSlice.reducer,
    [wishlistSlice.reducerPath]: wishlistSlice.reducer,
    [coverVideoSlice.reducerPath]: coverVideoSlice.reducer,
    [crashSlice.reducerPath]: crashSlice.reducer,
    [historySlice.reducerPath]: historySlice.reducer,
    [recentlyViewedSlice.reducerPath]: recentlyViewedSlice.reducer,
    [reportProblemSlice.reducerPath]: reportProblemSlice.reducer,
    [shellSlice.reducerPath]: shellSlice.reducer,
    [supportSlice.reducerPath]: supportSlice.reducer,
  }),
);

export type RootState = ReturnType<typeof rootReducer>;
