import { createSelector } from '@reduxjs/toolkit';
import type { Offer, Product } from '../../../shared/contract';
import { bestCoupon, priceDisplayState, type PriceDisplayState } from '../../../shared/domain';
import { VISIBLE_OFFERS_ARG, offersApi } from '../../api/offersApi';
import type { RootState } from '../../app/appTypes';
import { selectIsLoggedIn } from '../auth/authSlice';
import { priceForHub } from '../cart/cartSlice';
import { selectHubId, selectSelectedLocation } from '../location/locationSlice';

const selectOffers = offersApi.endpoints.offersGetOffersByQueryObject.select(VISIBLE_OFFERS_ARG);
const NO_OFFERS: Offer[] = [];

export interface PriceContext {
  hasLocation: boolean;
  /**
   * Prices wait for the start-up call, which settles the hub; a server-rendered page was priced
   * for the hub its cookie names, so its prices show at once.
   */
  calculating: boolean;
  isLoggedIn: boolean;
  hubId: string | null;
  offers: readonly Offer[];
}

const isCalculating = (state: RootState) =>
  state.session.status === 'loading' && !state.session.renderedOnServer;

/**
 * The offers, where they can change a price: once prices show (a location chosen, the start-up
 * call answered). Before, every price block shows the same message whatever the offers are, and
 * their arrival, at each session's start, would draw every card of a list again for nothing.
 */
function selectOffersThatPrice(state: RootState): readonly Offer[] {
  if (selectSelectedLocation(state) === null || isCalculating(state)) return NO_OFFERS;
  return selectOffers(state).data?.offers ?? NO_OFFERS;
}

/** Everything a price block needs besides the product, memoised for every card of a list. */
export const selectPriceContext = createSelector(
  [
    (state: RootState) => selectSelectedLocation(state) !== null,
    isCalculating,
    selectIsLoggedIn,
    selectHubId,
    selectOffersThatPrice,
  ],
  (hasLocation, calculating, isLoggedIn, hubId, offers): PriceContext => ({
    hasLocation,
    calculating,
    isLoggedIn,
    hubId,
    offers,
  }),
);

/** What one product's price block shows (SPEC 2), priced for the selected hub. */
export function productPriceDisplay(
  context: PriceContext,
  product: Pick<Product, 'pricing' | 'resolvedPrice' | 'tags'>,
): PriceDisplayState & { costPrice: number | null } {
  const price = priceForHub(product, context.hubId);
  const best = bestCoupon(context.offers, price.sellingPrice, price.sellingPrice);
  const display = priceDisplayState({
    hasLocation: context.hasLocation,
    calculating: context.calculating,
    tags: product.tags,
    sellingPrice: price.sellingPrice,
    isLoggedIn: context.isLoggedIn,
    offer: best?.offer ?? null,
  });
  return { ...display, costPrice: price.costPrice > price.sellingPrice ? price.costPrice : null };
}

/**
 * One product's price block in the store's price context, memoised per product, so each card of
 * a list draws again only when its own display changes.
 */
export const selectProductPriceDisplay = createSelector(
  [
    selectPriceContext,
    (_state: RootState, product: Pick<Product, 'pricing' | 'resolvedPrice' | 'tags'>) => product,
  ],
  productPriceDisplay,
);
