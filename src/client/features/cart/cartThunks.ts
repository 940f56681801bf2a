import type { AddOn, Product } from '../../../shared/contract';
import { MESSAGES, applyPromoCode as applyCode, effectiveHubId } from '../../../shared/domain';
import { VISIBLE_OFFERS_ARG, offersApi } from '../../api/offersApi';
import type { AppThunk, RootState } from '../../app/appTypes';
import { selectIsLoggedIn } from '../auth/authSlice';
import { loginModalOpened, modalOpened } from '../modals/modalsSlice';
import { toastShown } from '../toast/toastSlice';
import { selectHubId } from '../location/locationSlice';
import {
  addOnQuantityChanged,
  cartMovedToWishlist,
  instructionsChanged,
  isPriceOnRequest,
  offerApplied,
  productAddedToCart,
  selectCartPricing,
  type SlotChoice,
} from './cartSlice';

const selectVisibleOffers =
  offersApi.endpoints.offersGetOffersByQueryObject.select(VISIBLE_OFFERS_ARG);

/** A typed promo code, checked with the domain rules against the visible offers (SPEC 5). */
export const applyPromoCode =
  (typedCode: string): AppThunk =>
  (dispatch, getState) => {
    const state = getState();
    const pricing = selectCartPricing(state);
    if (state.cart.status !== 'filled' || !pricing) return;
    const offers = selectVisibleOffers(state).data?.offers ?? [];
    const result = applyCode(typedCode, offers, pricing.cartValue, pricing.productPrice);
    if (!result.ok) {
      dispatch(toastShown(result.message, 'error'));
      return;
    }
    dispatch(offerApplied({ offer: result.offer }));
    dispatch(toastShown(result.message, 'success'));
    dispatch(
      modalOpened({
        name: 'couponApplied',
        options: {
          image: result.offer.image ?? null,
          couponName: result.offer.offerCode,
          savAmount: result.discount,
        },
      }),
    );
  };

/** 'Move to wishlist' needs a login ('Please login first'). */
export const moveCartToWishlist = (): AppThunk => (dispatch, getState) => {
  const state = getState();
  if (!selectIsLoggedIn(state)) {
    dispatch(toastShown(MESSAGES.loginFirst));
    dispatch(loginModalOpened());
    return;
  }
  if (state.cart.status !== 'filled') return;
  dispatch(cartMovedToWishlist({ productId: state.cart.draft.product._id }));
};

/** Whether a product is 'Enquire for price' at the selected hub: booked by call or chat only. */
export const selectProductOnRequest = (
  state: RootState,
  product: Pick<Product, 'tags' | 'pricing' | 'resolvedPrice'>,
): boolean => isPriceOnRequest(product, effectiveHubId(selectHubId(state)));

/** Said when a decor priced on request is to be booked online. */
export const ON_REQUEST_MESSAGE =
  'This decoration is priced on request. Call or chat with us to book it.';

/**
 * 'Book' on a product page: a new cart with the product for the selected hub, the chosen
 * add-ons, slot and instructions, then checkout. A decor priced on request is never booked.
 */
export const bookProduct =
  (booking: {
    product: Product;
    addOns: readonly { addon: AddOn; quantity: number }[];
    slot: SlotChoice | null;
    instructions: string;
  }): AppThunk =>
  (dispatch, getState, services) => {
    if (selectProductOnRequest(getState(), booking.product)) {
      dispatch(toastShown(ON_REQUEST_MESSAGE, 'error'));
      return;
    }
    const hubId = effectiveHubId(selectHubId(getState()));
    dispatch(
      productAddedToCart({
        product: booking.product,
        hubId,
        ...(booking.slot ? { slot: booking.slot } : {}),
      }),
    );
    for (const { addon, quantity } of booking.addOns) {
      dispatch(addOnQuantityChanged({ addon, quantity }));
    }
    if (booking.instructions.trim()) {
      dispatch(instructionsChanged({ instructions: booking.instructions.trim() }));
    }
    services.navigate('/checkout');
  };
