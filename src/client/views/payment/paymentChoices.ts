import { createSelector } from '@reduxjs/toolkit';
import { paymentOptions, type PaymentOptions } from '../../../shared/domain';
import { selectCart, selectCartPricing } from '../../features/cart/cartSlice';

export interface PaymentChoices {
  amountToPay: number;
  options: PaymentOptions;
  /** True when the numbers are the server's priced cart for the cart as it stands. */
  confirmed: boolean;
}

/**
 * What each way of paying costs. The server's priced cart is authoritative; until it has priced
 * the latest change, the same domain rules give the figures the server is about to answer.
 */
export const selectPaymentChoices = createSelector(
  [selectCart, selectCartPricing],
  (cart, pricing): PaymentChoices | null => {
    if (cart.status !== 'filled' || !pricing) return null;
    const current = cart.priced && cart.syncedRevision === cart.revision ? cart.priced : null;
    if (current) {
      return {
        amountToPay: current.amountToPay,
        options: current.paymentOptions,
        confirmed: true,
      };
    }
    return { amountToPay: pricing.amountToPay, options: paymentOptions(pricing), confirmed: false };
  },
);
