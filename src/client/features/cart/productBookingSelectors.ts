// The product page's booking choices as the page reads them (the state: productBooking.ts). A
// module of its own, so these load with the product page rather than with the cart slice.
import { createSelector } from '@reduxjs/toolkit';
import type { AddOn, Product, TimeSlot } from '../../../shared/contract';
import type { CartPrice } from '../../../shared/domain';
import type { RootState } from '../../app/appTypes';
import { selectEffectiveHubId } from '../location/locationSelectors';
import {
  addOnCount,
  bookingPrice,
  selectBookingPriceContext,
  type ChosenAddOn,
} from './bookingTotal';
import { isPriceOnRequest } from './cartPricing';
import type { SlotChoice } from './cartSlice';

const selectProductBooking = (state: RootState) => state.cart.productBooking;
const productIdArg = (_state: RootState, productId: string) => productId;
const NO_QUANTITIES: Readonly<Record<string, number>> = {};

/** The add-on quantities chosen on this product's page. */
export const selectBookingQuantities = createSelector(
  [selectProductBooking, productIdArg],
  (booking, productId): Readonly<Record<string, number>> =>
    booking?.productId === productId ? booking.quantities : NO_QUANTITIES,
);

/** The chosen add-ons with a quantity, in the order the add-on list gives them. */
export const selectChosenAddOns = createSelector(
  [
    selectBookingQuantities,
    (_state: RootState, _productId: string, addOns: readonly AddOn[]) => addOns,
  ],
  (quantities, addOns): ChosenAddOn[] =>
    addOns
      .filter((addon) => (quantities[addon._id] ?? 0) > 0)
      .map((addon) => ({ addon, quantity: quantities[addon._id] ?? 0 })),
);

/** The slot chosen on this product's page for the date now selected, or null. */
export const selectChosenSlot = (
  state: RootState,
  productId: string,
  date: string,
): TimeSlot | null => {
  const booking = selectProductBooking(state);
  if (booking?.productId !== productId || booking.slot?.date !== date) return null;
  return booking.slot.slot;
};

/** What the booking bar books: the chosen slot on its date. */
export const slotChoice = (date: string, slot: TimeSlot | null): SlotChoice | null =>
  slot && { celebrationDate: date, readyTime: slot.readyTime, arrivingTime: slot.arrivingTime };

/** The instructions typed on this product's page. */
export const selectBookingInstructions = (state: RootState, productId: string): string => {
  const booking = selectProductBooking(state);
  return booking?.productId === productId ? booking.instructions : '';
};

/** SPEC 2: the decor is priced on request at the customer's hub (booked by call or chat). */
export const selectPriceOnRequest = (state: RootState, product: Product): boolean =>
  isPriceOnRequest(product, selectEffectiveHubId(state));

/** The chosen add-ons of a product page, from the add-on list the page was given. */
const selectChosenAddOnsOf = (state: RootState, product: Product, addOns: readonly AddOn[]) =>
  selectChosenAddOns(state, product._id, addOns);

/** What 'Book' would charge for this product and its chosen add-ons (bookingTotal.ts), or null. */
export const selectBookingPrice = createSelector(
  [
    selectBookingPriceContext,
    (_state: RootState, product: Product) => product,
    selectChosenAddOnsOf,
  ],
  (context, product, chosen): CartPrice | null => bookingPrice(context, product, chosen),
);

export interface AddOnsExtra {
  total: number;
  count: number;
}

/** What the chosen add-ons add to the price, shown under it once priced; null with none. */
export const selectAddOnsExtra = createSelector(
  [selectBookingPrice, selectChosenAddOnsOf],
  (price, chosen): AddOnsExtra | null =>
    price && chosen.length > 0 ? { total: price.addOnsTotal, count: addOnCount(chosen) } : null,
);

/** What the booking bar books on this product's page: the chosen slot on its date, or null. */
export const selectSlotChoice = createSelector(
  [selectChosenSlot, (_state: RootState, _productId: string, date: string) => date],
  (slot, date): SlotChoice | null => slotChoice(date, slot),
);
