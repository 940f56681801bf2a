import { createSelector } from '@reduxjs/toolkit';
import type { Offer } from '../../../shared/contract';
import { effectiveOfferDiscount } from '../../../shared/domain';
import { VISIBLE_OFFERS_ARG, offersApi } from '../../api/offersApi';
import type { RootState } from '../../app/appTypes';
import { selectCartPricing } from './cartSelectors';
import { selectCartDraft } from './cartSlice';

const NONE: Offer[] = [];
/** The offers list as read from the server (its status and answer). */
export const selectOffersListing =
  offersApi.endpoints.offersGetOffersByQueryObject.select(VISIBLE_OFFERS_ARG);

/** The offers the server lists for the caller: those their usage limits let them use. */
export const selectListedOffers = (state: RootState): Offer[] =>
  selectOffersListing(state).data?.offers ?? NONE;

/**
 * The offers the checkout shows: those listed that give the cart as it stands a discount, so a
 * coupon is never offered and then refused (the server checks the stored cart the same way; a
 * visitor's cart, or an edit not yet stored, only the page knows).
 */
export const selectOffersForCart = createSelector(
  [selectListedOffers, selectCartPricing],
  (offers, pricing): Offer[] => {
    if (!pricing) return NONE;
    return offers.filter(
      (offer) => effectiveOfferDiscount(offer, pricing.cartValue, pricing.productPrice) > 0,
    );
  },
);

/** The code applied to the cart, if any (a cart holds one offer at most). */
const selectAppliedCode = (state: RootState): string | null =>
  selectCartDraft(state)?.offers[0]?.offerCode ?? null;

export interface AppliedOffer {
  code: string;
  saving: number;
}

/** The offer applied to the cart and what it saves, once the cart is priced; null without one. */
export const selectAppliedOffer = createSelector(
  [selectAppliedCode, (state: RootState) => selectCartPricing(state)?.couponDiscount ?? null],
  (code, saving): AppliedOffer | null =>
    code !== null && saving !== null ? { code, saving } : null,
);

export interface OfferChoice {
  offer: Offer;
  /** The one applied is shown as such instead of offered again. */
  applied: boolean;
}

/** The offers the checkout lists (selectOffersForCart), the applied one marked. */
export const selectOfferChoices = createSelector(
  [selectOffersForCart, selectAppliedCode],
  (offers, code): OfferChoice[] =>
    offers.map((offer) => ({ offer, applied: offer.offerCode === code })),
);
