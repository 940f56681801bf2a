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
  | { status: 'redirecting'; url: string };

export type CheckoutState = CheckoutStatus & { option: PaymentOption };

export const initialCheckoutState: CheckoutState = { status: 'idle', option: 'full' };

const idle = (state: CheckoutState): CheckoutState => ({ status: 'idle', option: state.option });

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
} = checkoutSlice.actions;

export const { selectCheckout, selectCheckoutBusy, selectPaymentOption } = checkoutSlice.selectors;
