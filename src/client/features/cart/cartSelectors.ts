import { createSelector } from '@reduxjs/toolkit';
import type { Cart } from '../../../shared/contract';
import { priceCart, type CartPrice } from '../../../shared/domain';
import { isPriceOnRequest, priceForHub } from './cartPricing';
import type { CartState } from './cartSlice';

/** The cart holds a decor priced on request (a cart stored before it became one). */
export const selectCartOnRequest = (state: { cart: CartState }): boolean =>
  state.cart.status === 'filled' &&
  isPriceOnRequest(state.cart.draft.product, state.cart.draft.hubId);

/** The server's priced cart when it has priced the cart as it stands, else null. */
export const selectConfirmedCart = (state: { cart: CartState }): Cart | null => {
  const { cart } = state;
  if (cart.status !== 'filled' || cart.syncedRevision !== cart.revision) return null;
  return cart.priced;
};

/**
 * A change is on its way to the server to be priced: what is shown may not be what is charged,
 * so paying waits for the answer.
 */
export const selectCartRepricing = (state: { cart: CartState }): boolean =>
  state.cart.status === 'filled' && state.cart.saving && selectConfirmedCart(state) === null;

/**
 * The cart's display prices: the server's when it has priced the cart as it stands, else the
 * same domain rules the server uses, with its last convenience fee.
 */
export const selectCartPricing = createSelector(
  [(state: { cart: CartState }) => state.cart, selectConfirmedCart],
  (cart, priced): CartPrice | null => {
    if (cart.status !== 'filled') return null;
    const { draft } = cart;
    if (priced) {
      return {
        productPrice: priced.productPrice,
        addOnsTotal: priced.addOnsTotal,
        cartValue: priced.cartPrice,
        couponDiscount: priced.couponDiscount,
        convenienceFee: priced.convenienceFee,
        santaTip: priced.santaTip,
        buyingPrice: priced.buyingPrice,
        amountToPay: priced.amountToPay,
        savings: priced.savings,
      };
    }
    return priceCart({
      product: priceForHub(draft.product, draft.hubId),
      addOns: draft.addOns.map(({ addon, quantity }) => ({
        ...priceForHub(addon, draft.hubId),
        quantity,
      })),
      offer: draft.offers[0] ?? null,
      convenienceFee: cart.priced?.convenienceFee ?? 0,
      santaTip: draft.santaTip,
    });
  },
);
