import type { Cart } from '../../../shared/contract';
import { MESSAGES, checkOfferMinimum, couponNotUsableMessage } from '../../../shared/domain';
import { isApiError } from '../../api/contractBaseQuery';
import type { Delivery } from '../../api/contractEndpoints';
import { cartApi } from '../../api/cartApi';
import type { Effects } from '../../app/appTypes';
import { selectToken } from '../auth/authSlice';
import { toastShown } from '../toast/toastSlice';
import {
  cartFoundBooked,
  cartSyncFailed,
  cartSyncStarted,
  cartSynced,
  couponDroppedByServer,
  toCartInput,
  type CartDraft,
} from './cartSlice';

/**
 * Why the server priced the cart without the coupon it was sent: the cart is below the offer's
 * minimum at the hub that prices it (SPEC 5's message), or this customer cannot use it (a
 * first-order coupon after a first order, one used up), which the page learns only once the
 * server knows who is booking.
 */
function droppedCouponMessage(
  sent: CartDraft,
  cart: Cart,
): { code: string; message: string } | null {
  const [offer] = sent.offers;
  if (!offer || cart.offers.some(({ offerCode }) => offerCode === offer.offerCode)) return null;
  const minimum = checkOfferMinimum(offer, cart.cartPrice);
  const message = minimum.ok ? couponNotUsableMessage(offer.offerCode) : minimum.message;
  return { code: offer.offerCode, message };
}

/**
 * Whether the server kept the cart without the slot it was sent: the slot filled up or passed
 * its cut-off since the customer chose it, so they are asked to choose another.
 */
const slotDroppedByServer = (sent: CartDraft, cart: Cart): boolean =>
  sent.readyTime !== null &&
  sent.arrivingTime !== null &&
  cart.product._id === sent.product._id &&
  (!cart.readyTime || !cart.arrivingTime);

/** The server refused the upload because this cart has been booked as an order since. */
const wasBooked = (error: unknown): boolean =>
  isApiError(error) && error.status === 409 && error.message === MESSAGES.cartAlreadyPlaced;

/**
 * Stores the cart on the server now (priced edits, flushes before checkout, payment and page
 * hide, and the debounced sync). Answers the server's priced cart, or null when there is none to
 * send or the call failed.
 */
export async function syncCart(
  { dispatch, getState, extra }: Effects,
  delivery: Delivery = {},
): Promise<Cart | null> {
  const state = getState();
  const { cart } = state;
  if (cart.status !== 'filled' || selectToken(state) === null) return null;
  if (cart.priced && cart.syncedRevision === cart.revision) return cart.priced;
  const { revision, draft } = cart;
  dispatch(cartSyncStarted({ revision }));
  try {
    const answer = await dispatch(
      cartApi.endpoints.cartCreateUpdate.initiate({
        body: { cart: toCartInput(draft) },
        ...delivery,
      }),
    ).unwrap();
    dispatch(cartSynced({ cart: answer.cart, revision }));
    const dropped = droppedCouponMessage(draft, answer.cart);
    if (dropped) {
      dispatch(couponDroppedByServer({ offerCode: dropped.code }));
      dispatch(toastShown(dropped.message, 'error'));
    }
    if (slotDroppedByServer(draft, answer.cart)) {
      dispatch(toastShown(MESSAGES.slotUnavailable, 'error'));
    }
    return answer.cart;
  } catch (error) {
    if (wasBooked(error)) {
      dispatch(cartFoundBooked());
      return null;
    }
    extra.logError('Cart sync failed', error);
    dispatch(cartSyncFailed());
    dispatch(toastShown(cart.priced ? MESSAGES.cartUpdateFailed : MESSAGES.cartAddFailed, 'error'));
    return null;
  }
}
