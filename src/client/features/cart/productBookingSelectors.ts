// The product page's booking choices as the page reads them (the state: productBooking.ts). A
// module of its own, so these load with the product page rather than with the cart slice.
import { createSelector } from '@reduxjs/toolkit';
import type { AddOn, Product, TimeSlot } from '../../../shared/contract';
import type { RootState } from '../../app/appTypes';
import { selectEffectiveHubId } from '../location/locationSelectors';
import type { ChosenAddOn } from './bookingTotal';
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
