import type { AddOn, Offer, Product } from '../../../shared/contract';
import { MESSAGES, applyPromoCode as applyCode, effectiveHubId } from '../../../shared/domain';
import { offersApi } from '../../api/offersApi';
import type { AppThunk, AppThunkDispatch, RootState } from '../../app/appTypes';
import { selectIsLoggedIn } from '../auth/authSlice';
import { loginModalOpened, modalClosed, modalOpened, selectModals } from '../modals/modalsSlice';
import { toastShown } from '../toast/toastSlice';
import { selectHubId } from '../location/locationSlice';
import { selectListedOffers } from './cartOffers';
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

/**
 * A typed code not in the list, asked of the server: a signed-in customer's list holds only the
 * offers their stored cart reaches, and one below its minimum is still to be told how much more
 * to add. Nothing found (or a code the server refuses to look up) is an invalid code.
 */
async function offersWithCode(dispatch: AppThunkDispatch, code: string): Promise<Offer[]> {
  try {
    const answer = await dispatch(
      offersApi.endpoints.offersGetOffersByQueryObject.initiate(
        { body: { queryObject: { offerCode: code }, limit: 1 } },
        { subscribe: false, forceRefetch: true },
      ),
    ).unwrap();
    return answer.offers;
  } catch {
    return [];
  }
}

const isListed = (offers: readonly Offer[], typedCode: string) =>
  offers.some((offer) => offer.offerCode.toUpperCase() === typedCode.trim().toUpperCase());

/** The coupon goes on the cart: the SPEC 5 message and the coupon-applied display. */
const couponChosen =
  (offer: Offer, savAmount: number): AppThunk =>
  (dispatch) => {
    dispatch(offerApplied({ offer }));
    dispatch(toastShown(MESSAGES.promoCodeApplied, 'success'));
    dispatch(
      modalOpened({
        name: 'couponApplied',
        options: { image: offer.image ?? null, couponName: offer.offerCode, savAmount },
      }),
    );
  };

/**
 * A typed or listed promo code, checked with the domain rules against the offers this customer
 * can use (SPEC 5). One that would replace the applied coupon first shows what each saves.
 */
export const applyPromoCode =
  (typedCode: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const listed = selectListedOffers(getState());
    const offers =
      selectIsLoggedIn(getState()) && typedCode.trim() !== '' && !isListed(listed, typedCode)
        ? [...listed, ...(await offersWithCode(dispatch, typedCode.trim()))]
        : listed;
    const state = getState();
    const pricing = selectCartPricing(state);
    if (state.cart.status !== 'filled' || !pricing) return;
    const result = applyCode(typedCode, offers, pricing.cartValue, pricing.productPrice);
    if (!result.ok) {
      dispatch(toastShown(result.message, 'error'));
      return;
    }
    const [current] = state.cart.draft.offers;
    if (current && current.offerCode !== result.offer.offerCode) {
      dispatch(
        modalOpened({
          name: 'couponReplace',
          options: {
            current: { couponName: current.offerCode, savAmount: pricing.couponDiscount },
            next: { offer: result.offer, savAmount: result.discount },
          },
        }),
      );
      return;
    }
    dispatch(couponChosen(result.offer, result.discount));
  };

/** The customer chose the new coupon over the applied one. */
export const replaceCoupon = (): AppThunk => (dispatch, getState) => {
  const choice = selectModals(getState()).couponReplace;
  dispatch(modalClosed({ name: 'couponReplace' }));
  if (choice) dispatch(couponChosen(choice.next.offer, choice.next.savAmount));
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
