import type { AppStartListening } from '../../app/appTypes';
import { selectIsLoggedIn } from '../auth/authSlice';
import { selectCartReadyForPayment } from '../cart/cartSlice';
import { selectIsLocationPanelOpen } from '../location/locationSlice';
import { loginModalOpened, selectIsSidebarOpen } from '../modals/modalsSlice';
import { backRequested, pageVisited } from './historySlice';

/** SPEC 6: logged-in-only routes; without a user they redirect to /. */
export const GUARDED_PATHS = [
  '/profile/wishlist',
  '/profile/myaccount',
  '/profile/referral',
  '/profile/wallet',
  '/payment',
];

/** SPEC 9: the login modal opens 30 s after arriving home logged out. */
export const LOGIN_PROMPT_DELAY_MS = 30_000;

const pathnameOf = (path: string) => path.split(/[?#]/)[0] ?? path;

export function addHistoryListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: backRequested,
    effect: (_action, api) => {
      if (api.getState().history.stack.length > 1) api.extra.goBack();
      else api.extra.navigate('/', { replace: true });
    },
  });

  startAppListening({
    actionCreator: pageVisited,
    effect: (action, api) => {
      const pathname = pathnameOf(action.payload.path);
      const state = api.getState();
      const guarded = GUARDED_PATHS.includes(pathname) && !selectIsLoggedIn(state);
      // SPEC 4: the payment page needs a cart with date, slot and address.
      const unpayable = pathname === '/payment' && !selectCartReadyForPayment(state);
      if (guarded || unpayable) api.extra.navigate('/', { replace: true });
    },
  });

  // Any later navigation cancels the pending prompt.
  startAppListening({
    actionCreator: pageVisited,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      if (pathnameOf(action.payload.path) !== '/' || selectIsLoggedIn(api.getState())) return;
      await api.delay(LOGIN_PROMPT_DELAY_MS);
      const state = api.getState();
      const blocked =
        selectIsLoggedIn(state) ||
        selectIsLocationPanelOpen(state) ||
        selectIsSidebarOpen(state) ||
        state.modals.login !== null;
      if (!blocked) api.dispatch(loginModalOpened());
    },
  });
}
