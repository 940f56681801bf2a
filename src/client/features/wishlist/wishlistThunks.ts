import type { Product } from '../../../shared/contract';
import { MESSAGES, effectiveHubId } from '../../../shared/domain';
import type { AppThunk, AppThunkDispatch } from '../../app/appTypes';
import { selectIsLoggedIn } from '../auth/authSlice';
import { productAddedToCart } from '../cart/cartSlice';
import { selectHubId } from '../location/locationSlice';
import { loginModalOpened, modalClosed, modalOpened } from '../modals/modalsSlice';
import { toastShown } from '../toast/toastSlice';
import { wishlistToggleStarted } from './wishlistSlice';

/** The wishlist page's generic pop-up for one product: 'remove' or 'move to cart'. */
export const wishlistRemovalAsked = (productId: string) =>
  modalOpened({ name: 'wishlistRemove', options: { productId } });

/** SPEC 8: the wishlist's own actions need a login ('Please login first'). */
const loggedInOrPrompted = (dispatch: AppThunkDispatch, loggedIn: boolean) => {
  if (loggedIn) return true;
  dispatch(modalClosed({ name: 'wishlistRemove' }));
  dispatch(toastShown(MESSAGES.loginFirst));
  dispatch(loginModalOpened());
  return false;
};

/** 'remove' in the pop-up. */
export const removeFromWishlist =
  (productId: string): AppThunk =>
  (dispatch, getState) => {
    if (!loggedInOrPrompted(dispatch, selectIsLoggedIn(getState()))) return;
    dispatch(modalClosed({ name: 'wishlistRemove' }));
    if (getState().wishlist.ids.includes(productId)) {
      dispatch(wishlistToggleStarted({ productId, mode: 'remove' }));
    }
  };

/**
 * 'move to cart': the product becomes the cart (for the selected hub), leaves the wishlist,
 * and the customer goes on to checkout, where the cart is shown.
 */
export const moveWishlistItemToCart =
  (product: Product): AppThunk =>
  (dispatch, getState, services) => {
    const state = getState();
    if (!loggedInOrPrompted(dispatch, selectIsLoggedIn(state))) return;
    dispatch(modalClosed({ name: 'wishlistRemove' }));
    dispatch(productAddedToCart({ product, hubId: effectiveHubId(selectHubId(state)) }));
    if (state.wishlist.ids.includes(product._id)) {
      dispatch(wishlistToggleStarted({ productId: product._id, mode: 'remove' }));
    }
    services.navigate('/checkout');
  };
