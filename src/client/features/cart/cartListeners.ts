import { isAnyOf } from '@reduxjs/toolkit';
import {
  MESSAGES,
  bestCoupon,
  couponRemovedMessage,
  offerShortfall,
  parseDate,
} from '../../../shared/domain';
import { cartApi } from '../../api/cartApi';
import { VISIBLE_OFFERS_ARG, offersApi } from '../../api/offersApi';
import { timeslotApi } from '../../api/timeslotApi';
import { usersApi } from '../../api/usersApi';
import type { AppStartListening } from '../../app/appTypes';
import { addressSaved } from '../addressForm/addressFormSlice';
import { sessionExpired, userSignedIn } from '../auth/authEvents';
import { selectToken } from '../auth/authSlice';
import { checkoutOpened, paymentPageOpened } from '../checkout/checkoutSlice';
import { pageHidden, sessionStarted } from '../session/sessionEvents';
import { toastShown } from '../toast/toastSlice';
import { wishlistUpdated } from '../wishlist/wishlistSlice';
import {
  addOnQuantityChanged,
  bookingAddressChosen,
  cartEditTimed,
  cartMovedToWishlist,
  cartRemoved,
  cartSynced,
  celebrationDateChosen,
  couponAutoApplied,
  couponAutoApplySkipped,
  instructionsChanged,
  offerApplied,
  offerRemoved,
  productAddedToCart,
  santaTipChanged,
  selectCartPricing,
  selectCartSaving,
  slotChosen,
  slotInvalidated,
  walletUseChosen,
  zeroDiscountCouponRemoved,
} from './cartSlice';
import { selectOffersListing } from './cartOffers';
import { syncCart } from './cartSync';

/** SPEC 9: cart updates reach the server 5000 ms after the last change. */
export const CART_SYNC_DEBOUNCE_MS = 5000;

/** How long a save waits for the one before it to answer before going anyway. */
const SAVE_WAIT_MS = 10_000;

/**
 * Edits that change what is charged: sent at once, so the page shows the server's price (the
 * address decides the hub that prices) before the customer can pay. Typing-like edits keep
 * SPEC 9's debounce.
 */
const pricedEdit = isAnyOf(
  // What is bought.
  productAddedToCart,
  addOnQuantityChanged,
  santaTipChanged,
  // What is taken off.
  offerApplied,
  offerRemoved,
  couponAutoApplied,
  zeroDiscountCouponRemoved,
  walletUseChosen,
  // When and where: the day, the slot, and the address whose hub prices.
  celebrationDateChosen,
  slotChosen,
  slotInvalidated,
  bookingAddressChosen,
);
const cartEdited = isAnyOf(pricedEdit, instructionsChanged);
const cartEmptied = isAnyOf(cartRemoved, cartMovedToWishlist);

export function addCartListeners(startAppListening: AppStartListening) {
  // Every edit is timed (the server keeps the newest cart). A priced edit, or a session that
  // starts with edits the server never got, is sent now; instructions wait 5 s after the last
  // change; removing the cart cancels a pending upload.
  startAppListening({
    matcher: isAnyOf(cartEdited, cartEmptied, userSignedIn, sessionStarted),
    effect: async (action, api) => {
      if (cartEdited(action)) api.dispatch(cartEditTimed());
      api.cancelActiveListeners();
      const state = api.getState();
      const { cart } = state;
      if (cart.status !== 'filled' || selectToken(state) === null) return;
      if (cart.syncedRevision === cart.revision) return;
      if (instructionsChanged.match(action)) await api.delay(CART_SYNC_DEBOUNCE_MS);
      // One upload at a time, so the server sees the edits in order; the next carries them all.
      if (selectCartSaving(api.getState())) {
        await api.condition((_next, current) => !selectCartSaving(current), SAVE_WAIT_MS);
      }
      await syncCart(api);
    },
  });

  // Pending edits are sent before checkout and payment show prices, and as the page hides
  // (keepalive lets that request outlive the page).
  startAppListening({
    matcher: isAnyOf(checkoutOpened, paymentPageOpened),
    effect: async (_action, api) => {
      await syncCart(api);
    },
  });
  startAppListening({
    actionCreator: pageHidden,
    effect: async (_action, api) => {
      await syncCart(api, { keepalive: true });
    },
  });

  startAppListening({
    matcher: cartEmptied,
    effect: async (_action, api) => {
      if (selectToken(api.getState()) === null) return;
      try {
        await api.dispatch(cartApi.endpoints.cartDelete.initiate()).unwrap();
      } catch (error) {
        api.extra.logError('Cart removal failed', error);
        api.dispatch(toastShown(MESSAGES.cartRemoveFailed, 'error'));
      }
    },
  });

  startAppListening({
    actionCreator: cartMovedToWishlist,
    effect: async (action, api) => {
      try {
        const answer = await api
          .dispatch(
            usersApi.endpoints.usersUpdateWishlist.initiate({
              body: { productId: action.payload.productId, mode: 'add' },
            }),
          )
          .unwrap();
        api.dispatch(wishlistUpdated({ ids: answer.wishlist }));
      } catch (error) {
        api.extra.logError('Moving the cart to the wishlist failed', error);
      }
    },
  });

  // SPEC 4: once a session, a cart without offers gets the best valid coupon.
  startAppListening({
    matcher: isAnyOf(cartEdited, sessionStarted, userSignedIn),
    effect: async (_action, api) => {
      const { cart } = api.getState();
      if (cart.status !== 'filled' || cart.couponAutoApplyDone || cart.draft.offers.length > 0)
        return;
      api.cancelActiveListeners();
      try {
        const answer = await api
          .dispatch(
            offersApi.endpoints.offersGetOffersByQueryObject.initiate(VISIBLE_OFFERS_ARG, {
              subscribe: false,
            }),
          )
          .unwrap();
        const pricing = selectCartPricing(api.getState());
        if (!pricing) return;
        const best = bestCoupon(answer.offers, pricing.cartValue, pricing.productPrice);
        api.dispatch(best ? couponAutoApplied({ offer: best.offer }) : couponAutoApplySkipped());
      } catch (error) {
        api.extra.logError('Offers fetch failed', error);
      }
    },
  });

  // SPEC 4: a coupon whose discount has become zero is removed, and the customer told why.
  startAppListening({
    matcher: cartEdited,
    effect: (_action, api) => {
      const state = api.getState();
      const pricing = selectCartPricing(state);
      const offer = state.cart.status === 'filled' ? state.cart.draft.offers[0] : undefined;
      if (offer && pricing && pricing.couponDiscount === 0) {
        api.dispatch(zeroDiscountCouponRemoved());
        const shortfall = offerShortfall(offer, pricing.cartValue);
        api.dispatch(toastShown(couponRemovedMessage(offer.offerCode, shortfall), 'error'));
      }
    },
  });

  // The server lists the offers the caller can use on their stored cart: a sign-in, a session
  // resumed (a page drawn on the server lists a visitor's offers), a lost session or a newly
  // stored cart changes what it lists, so a list already read is read again.
  startAppListening({
    matcher: isAnyOf(userSignedIn, sessionStarted, sessionExpired, cartSynced),
    effect: async (action, api) => {
      if (sessionStarted.match(action) && action.payload.user === null) return;
      if (selectOffersListing(api.getState()).isUninitialized) return;
      api.cancelActiveListeners();
      await api.dispatch(
        offersApi.endpoints.offersGetOffersByQueryObject.initiate(VISIBLE_OFFERS_ARG, {
          subscribe: false,
          forceRefetch: true,
        }),
      );
    },
  });

  // A customer adding an address while the cart has none is adding it for this booking.
  startAppListening({
    actionCreator: addressSaved,
    effect: (action, api) => {
      const { cart } = api.getState();
      if (action.payload.mode !== 'add' || cart.status !== 'filled') return;
      if (cart.draft.bookingAddress !== null) return;
      api.dispatch(bookingAddressChosen({ address: action.payload.address }));
    },
  });

  // SPEC 4: an invalid slot (past, or no longer bookable) clears the cart's date and times.
  startAppListening({
    actionCreator: checkoutOpened,
    effect: async (action, api) => {
      const state = api.getState();
      const { cart } = state;
      if (cart.status !== 'filled') return;
      const { celebrationDate, readyTime, arrivingTime, product, hubId } = cart.draft;
      if (celebrationDate === null || readyTime === null || arrivingTime === null) return;
      const day = parseDate(celebrationDate);
      const today = parseDate(action.payload.today);
      if (day === null || (today !== null && day.getTime() < today.getTime())) {
        api.dispatch(slotInvalidated());
        return;
      }
      if (selectToken(state) === null) return;
      try {
        const answer = await api
          .dispatch(
            timeslotApi.endpoints.timeslotCheckSlotAvailability.initiate(
              {
                body: {
                  productId: product._id,
                  slotTime: `${arrivingTime}-${readyTime}`,
                  celebrationDate,
                  hubId,
                },
              },
              { subscribe: false, forceRefetch: true },
            ),
          )
          .unwrap();
        if (!answer.isAvailable) {
          api.dispatch(slotInvalidated());
          api.dispatch(toastShown(MESSAGES.slotUnavailable, 'error'));
        }
      } catch (error) {
        api.extra.logError('Slot availability check failed', error);
      }
    },
  });
}
