import { createSelector } from '@reduxjs/toolkit';
import { paymentOptions, type PaymentOptions } from '../../../shared/domain';
import type { Cart } from '../../../shared/contract';
import type { RootState } from '../../app/appTypes';
import { selectCart, selectCartPricing, selectConfirmedCart } from '../cart/cartSlice';
import { selectCartWallet } from '../cart/cartWallet';
import type { PaymentOption } from './checkoutSlice';

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
  [selectCart, selectConfirmedCart, selectCartPricing],
  (cart, current, pricing): PaymentChoices | null => {
    if (cart.status !== 'filled' || !pricing) return null;
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

/** A way of paying a new order: by card (in full or an advance), or cash on delivery. */
export type PaymentWay = PaymentOption | 'cashOnDelivery';

/**
 * What the customer pays for the cart this way (by card now, or in cash on arrival), as the
 * payment page shows it: after the wallet's share when the balances are known.
 */
export function selectAmountDue(state: RootState, way: PaymentWay): number | null {
  const choices = selectPaymentChoices(state);
  if (!choices) return null;
  const wallet = selectCartWallet(state);
  switch (way) {
    case 'full':
      return wallet?.fullPrepay.toPay ?? choices.options.fullPrepay.total;
    case 'advance':
      return wallet?.advance.toPay ?? choices.options.advance.total;
    case 'cashOnDelivery':
      return wallet?.cashOnDelivery.toPay ?? choices.amountToPay;
    default: {
      const never: never = way;
      return never;
    }
  }
}

/** What the server will charge for its priced cart this way: the same figures the page shows once confirmed. */
export function amountDueOf(cart: Cart, way: PaymentWay): number {
  const { wallet } = cart;
  switch (way) {
    case 'full':
      return wallet.fullPrepay.toPay;
    case 'advance':
      return wallet.advance.toPay;
    case 'cashOnDelivery':
      return wallet.cashOnDelivery.toPay;
    default: {
      const never: never = way;
      return never;
    }
  }
}
