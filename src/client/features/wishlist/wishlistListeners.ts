import { isAnyOf } from '@reduxjs/toolkit';
import { usersApi } from '../../api/usersApi';
import type { AppStartListening } from '../../app/appTypes';
import { userSignedIn } from '../auth/authEvents';
import { selectIsLoggedIn } from '../auth/authSlice';
import { sessionStarted } from '../session/sessionEvents';
import {
  WISHLIST_BUSY_MS,
  wishlistBusyEnded,
  wishlistLoaded,
  wishlistToggleFailed,
  wishlistToggleStarted,
  wishlistUpdated,
} from './wishlistSlice';

export function addWishlistListeners(startAppListening: AppStartListening) {
  startAppListening({
    matcher: isAnyOf(sessionStarted, userSignedIn),
    effect: async (_action, api) => {
      if (!selectIsLoggedIn(api.getState())) return;
      try {
        const answer = await api
          .dispatch(
            usersApi.endpoints.usersGetWishlist.initiate(undefined, {
              subscribe: false,
              forceRefetch: true,
            }),
          )
          .unwrap();
        api.dispatch(wishlistLoaded({ ids: answer.wishlist }));
      } catch (error) {
        api.extra.logError('Wishlist fetch failed', error);
      }
    },
  });

  startAppListening({
    actionCreator: wishlistToggleStarted,
    effect: async (action, api) => {
      const { productId, mode } = action.payload;
      if (api.getState().wishlist.busy !== productId) return;
      const outcome = api
        .dispatch(usersApi.endpoints.usersUpdateWishlist.initiate({ body: { productId, mode } }))
        .unwrap()
        .then(
          (answer) => ({ ok: true as const, ids: answer.wishlist }),
          (error: unknown) => ({ ok: false as const, error }),
        );
      // The heart stays busy at least 500 ms, however fast the server answers.
      await api.delay(WISHLIST_BUSY_MS);
      const result = await outcome;
      if (result.ok) {
        api.dispatch(wishlistUpdated({ ids: result.ids }));
      } else {
        api.extra.logError('Wishlist update failed', result.error);
        api.dispatch(wishlistToggleFailed({ productId, mode }));
      }
      api.dispatch(wishlistBusyEnded({ productId }));
    },
  });
}
