import { createSelector } from '@reduxjs/toolkit';
import { paymentOptions, type PaymentOptions } from '../../../shared/domain';
import type { Cart } from '../../../shared/contract';
import type { RootState } from '../../app/appTypes';
import { selectCart, selectCartPricing, selectConfirmedCart } from '../cart/cartSlice';
import { selectCartWallet } from '../cart/cartWallet';
import { selectPaymentOption, type PaymentOption } from './checkoutSlice';

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

/** One line of the payment page's breakdown: a label and the server's figure (negative: off). */
export interface PaymentLine {
  label: string;
  amount: number;
  /** Taken off the total (shown with a minus sign). */
  off?: boolean;
  /** A line that sums up the ones above it. */
  total?: boolean;
}

export interface PaymentSummary {
  /** What the chosen way charges the card now, after the wallet's share. */
  payNow: number;
  /** How the order's price comes to that, line by line. */
  lines: PaymentLine[];
}

const OPTION_TOTAL: Record<PaymentOption, string> = {
  full: 'Total paid in full online',
  advance: 'Total with an advance online',
};
const OPTION_NOW: Record<PaymentOption, string> = {
  full: 'To pay now',
  advance: 'Advance to pay now',
};

/**
 * The amount the payment page asks for with the chosen online option, and its breakdown: every
 * figure is the server's priced cart's, nothing is added up here. Null until the server has
 * priced the cart as it stands.
 */
export const selectPaymentSummary = createSelector(
  [selectConfirmedCart, selectPaymentOption],
  (cart, option): PaymentSummary | null => {
    if (!cart) return null;
    const price = option === 'full' ? cart.paymentOptions.fullPrepay : cart.paymentOptions.advance;
    const share = option === 'full' ? cart.wallet.fullPrepay : cart.wallet.advance;
    const lines: PaymentLine[] = [
      { label: 'Decor price', amount: cart.productPrice },
      ...(cart.addOnsTotal > 0 ? [{ label: 'Add-ons', amount: cart.addOnsTotal }] : []),
      ...(cart.couponDiscount > 0
        ? [{ label: 'Coupon discount', amount: cart.couponDiscount, off: true }]
        : []),
      { label: 'Convenience fee', amount: cart.convenienceFee },
      ...(cart.santaTip > 0 ? [{ label: 'Santa tip', amount: cart.santaTip }] : []),
      { label: 'Order total', amount: cart.amountToPay, total: true },
      ...(price.discount > 0
        ? [{ label: 'Online payment discount', amount: price.discount, off: true }]
        : []),
      { label: OPTION_TOTAL[option], amount: price.total, total: true },
      ...(share.rewardUsed > 0
        ? [{ label: 'Paid from Reward', amount: share.rewardUsed, off: true }]
        : []),
      ...(share.creditUsed > 0
        ? [{ label: 'Paid from Credit', amount: share.creditUsed, off: true }]
        : []),
      { label: OPTION_NOW[option], amount: share.toPay, total: true },
    ];
    return { payNow: share.toPay, lines };
  },
);
