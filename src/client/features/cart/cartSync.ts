import type { Cart } from '../../../shared/contract';
import { MESSAGES } from '../../../shared/domain';
import { cartApi } from '../../api/cartApi';
import type { Effects } from '../../app/appTypes';
import { selectToken } from '../auth/authSlice';
import { toastShown } from '../toast/toastSlice';
import { cartSyncFailed, cartSyncStarted, cartSynced, toCartInput } from './cartSlice';

/**
 * Stores the cart on the server now (the debounced sync, and checkout before it pays or places).
 * Answers the server's priced cart, or null when there is none to send or the call failed.
 */
export async function syncCart({ dispatch, getState, extra }: Effects): Promise<Cart | null> {
  const state = getState();
  const { cart } = state;
  if (cart.status !== 'filled' || selectToken(state) === null) return null;
  if (cart.priced && cart.syncedRevision === cart.revision) return cart.priced;
  const { revision } = cart;
  dispatch(cartSyncStarted({ revision }));
  try {
    const answer = await dispatch(
      cartApi.endpoints.cartCreateUpdate.initiate({ body: { cart: toCartInput(cart.draft) } }),
    ).unwrap();
    dispatch(cartSynced({ cart: answer.cart, revision }));
    return answer.cart;
  } catch (error) {
    extra.logError('Cart sync failed', error);
    dispatch(cartSyncFailed());
    dispatch(toastShown(cart.priced ? MESSAGES.cartUpdateFailed : MESSAGES.cartAddFailed, 'error'));
    return null;
  }
}
