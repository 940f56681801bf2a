import { createSelector } from '@reduxjs/toolkit';
import type { AddOn, Product } from '../../../shared/contract';
import { bestCoupon, CONVENIENCE_FEE, priceCart, type CartPrice } from '../../../shared/domain';
import type { RootState } from '../../app/appTypes';
import { selectPriceContext, type PriceContext } from '../listing/priceDisplay';
import { isPriceOnRequest, priceForHub } from './cartSlice';

export interface ChosenAddOn {
  addon: AddOn;
  quantity: number;
}

/** How many add-ons are chosen, counting each one's quantity. */
export const addOnCount = (addOns: readonly ChosenAddOn[]): number =>
  addOns.reduce((sum, line) => sum + line.quantity, 0);

export interface BookingPriceContext {
  context: PriceContext;
  couponAutoApplyDone: boolean;
}

/** What a booking's price depends on besides the product and add-ons. */
export const selectBookingPriceContext = createSelector(
  [selectPriceContext, (state: RootState) => state.cart.couponAutoApplyDone],
  (context, couponAutoApplyDone): BookingPriceContext => ({ context, couponAutoApplyDone }),
);

/**
 * What 'Book' would charge for a product and its chosen add-ons, by the domain rules the server
 * prices carts with: the hub's prices, no tip (a new cart starts without one), the convenience
 * fee, and the best coupon when the session's automatic coupon is still to come (the cart
 * listener applies it to the new cart). Null while prices are unknown or the decor is on request.
 */
export function bookingPrice(
  { context, couponAutoApplyDone }: BookingPriceContext,
  product: Pick<Product, 'pricing' | 'resolvedPrice' | 'tags'>,
  addOns: readonly ChosenAddOn[],
): CartPrice | null {
  if (context.calculating || !context.hasLocation || isPriceOnRequest(product, context.hubId))
    return null;
  const productPrice = priceForHub(product, context.hubId);
  const lines = addOns
    .filter(({ quantity }) => quantity > 0)
    .map(({ addon, quantity }) => ({ ...priceForHub(addon, context.hubId), quantity }));
  const cartValue = lines.reduce(
    (sum, line) => sum + line.sellingPrice * line.quantity,
    productPrice.sellingPrice,
  );
  const offer = couponAutoApplyDone
    ? null
    : (bestCoupon(context.offers, cartValue, productPrice.sellingPrice)?.offer ?? null);
  return priceCart({
    product: productPrice,
    addOns: lines,
    offer,
    convenienceFee: CONVENIENCE_FEE,
    santaTip: 0,
  });
}
