import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Static } from '@sinclair/typebox';
import type { PaymentOption as PaymentOptionSchema } from '../../../shared/contract';
import { defaultCelebrationDate, formatDate } from '../../../shared/domain';

export type PaymentOption = Static<typeof PaymentOptionSchema>;
export type PaymentFlow = '_NEW_ORDER_PAYMENT' | '_OLD_ORDER_PAYMENT';

export type CheckoutStatus =
  | { status: 'idle' }
  /** A cash-on-delivery order is being placed. */
  | { status: 'placing' }
  /** A card payment is being set up with the server. */
  | { status: 'paying'; flow: PaymentFlow }
  /** The browser is on its way to the hosted checkout. */
  | { status: 'redirecting'; url: string }
  /**
   * The server priced the cart differently from what the page showed: the customer confirms the
   * new amount before paying it (card) or placing the order (cash on delivery).
   */
  | { status: 'confirmingPrice'; next: 'card' | 'cashOnDelivery'; shown: number; due: number };

export type CheckoutState = CheckoutStatus & { option: PaymentOption };

export const initialCheckoutState: CheckoutState = { status: 'idle', option: 'full' };

const idle = (state: CheckoutState): CheckoutState => ({ status: 'idle', option: state.option });

/** The payment page opened: pending cart edits are sent now, so it shows the server's prices. */
export const paymentPageOpened = createAction('checkout/paymentPageOpened');

/** The checkout page opened; today is taken here so the slot check stays deterministic. */
export const checkoutOpened = createAction('checkout/checkoutOpened', (now = new Date()) => ({
  payload: { today: formatDate(now) },
}));

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState as CheckoutState,
  reducers: {
    paymentOptionChosen(state, action: PayloadAction<{ option: PaymentOption }>) {
      if (state.status !== 'idle') return;
      state.option = action.payload.option;
    },
    orderPlacementRequested: (state) =>
      state.status === 'idle' ? { status: 'placing' as const, option: state.option } : state,
    /** SPEC 4 Order: placing resets the selected date to tomorrow (carried for the cart slice). */
    orderPlaced: {
      reducer: (state, _action: PayloadAction<{ orderId: string; nextCelebrationDate: string }>) =>
        state.status === 'placing' ? idle(state) : state,
      prepare: (orderId: string, now = new Date()) => ({
        payload: { orderId, nextCelebrationDate: defaultCelebrationDate(now) },
      }),
    },
    orderPlacementFailed: (state) => (state.status === 'placing' ? idle(state) : state),
    cardPaymentRequested: (state) =>
      state.status === 'idle'
        ? { status: 'paying' as const, flow: '_NEW_ORDER_PAYMENT' as const, option: state.option }
        : state,
    orderBalancePaymentRequested: (state, _action: PayloadAction<{ orderId: string }>) =>
      state.status === 'idle'
        ? { status: 'paying' as const, flow: '_OLD_ORDER_PAYMENT' as const, option: state.option }
        : state,
    paymentRedirected: (state, action: PayloadAction<{ url: string }>) =>
      state.status === 'paying'
        ? { status: 'redirecting' as const, url: action.payload.url, option: state.option }
        : state,
    paymentStartFailed: (state) => (state.status === 'paying' ? idle(state) : state),
    priceChangeFound: (state, action: PayloadAction<{ shown: number; due: number }>) => {
      const next =
        state.status === 'placing'
          ? ('cashOnDelivery' as const)
          : state.status === 'paying' && state.flow === '_NEW_ORDER_PAYMENT'
            ? ('card' as const)
            : null;
      if (next === null) return state;
      return { status: 'confirmingPrice' as const, next, ...action.payload, option: state.option };
    },
    priceChangeAccepted: (state) => {
      if (state.status !== 'confirmingPrice') return state;
      return state.next === 'card'
        ? { status: 'paying' as const, flow: '_NEW_ORDER_PAYMENT' as const, option: state.option }
        : { status: 'placing' as const, option: state.option };
    },
    priceChangeDeclined: (state) => (state.status === 'confirmingPrice' ? idle(state) : state),
  },
  selectors: {
    selectCheckout: (state) => state,
    selectCheckoutBusy: (state) => state.status !== 'idle',
    selectPaymentOption: (state) => state.option,
  },
});

export const {
  paymentOptionChosen,
  orderPlacementRequested,
  orderPlaced,
  orderPlacementFailed,
  cardPaymentRequested,
  orderBalancePaymentRequested,
  paymentRedirected,
  paymentStartFailed,
  priceChangeFound,
  priceChangeAccepted,
  priceChangeDeclined,
} = checkoutSlice.actions;

export const { selectCheckout, selectCheckoutBusy, selectPaymentOption } = checkoutSlice.selectors;
