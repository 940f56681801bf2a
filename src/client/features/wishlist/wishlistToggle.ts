// The heart on every product card and page, apart from the wishlist page's own thunks
// (wishlistThunks.ts), which load with that page.
import { MESSAGES } from '../../../shared/domain';
import type { AppThunk } from '../../app/appTypes';
import { selectIsLoggedIn } from '../auth/authSlice';
import { loginModalOpened } from '../modals/modalsSlice';
import { toastShown } from '../toast/toastSlice';
import { wishlistToggleStarted } from './wishlistSlice';

/** The heart: login first ('Please login to wishlist' and the login modal), then add or remove. */
export const toggleWishlist =
  (productId: string): AppThunk =>
  (dispatch, getState) => {
    const state = getState();
    if (!selectIsLoggedIn(state)) {
      dispatch(toastShown(MESSAGES.loginToWishlist));
      dispatch(loginModalOpened());
      return;
    }
    if (state.wishlist.busy !== null) return;
    const mode = state.wishlist.ids.includes(productId) ? 'remove' : 'add';
    dispatch(wishlistToggleStarted({ productId, mode }));
  };
