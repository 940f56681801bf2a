import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { MESSAGES } from '../../../shared/domain';

/** SPEC 4 Confirmation overlay: its seven types, and a payment settled to Credit. */
export const OVERLAY_TYPES = [
  '_ORDER_PLACED',
  '_ORDER_CANCELLED',
  '_ORDER_RESCHEDULED',
  '_PAYMENT_PENDING',
  'CART_PAYMENT_PENDING',
  '_PAYMENT_DONE',
  '_PAYMENT_FAILED',
  // Not one of SPEC 4's seven: a payment that booked nothing and went to Credit (issue 40).
  '_PAYMENT_CREDITED',
] as const;
export type OverlayType = (typeof OVERLAY_TYPES)[number];

export const OVERLAY_AUTO_CLOSE_MS = 2500;

/** Placed, cancelled, rescheduled and payment done close by themselves; pending and failed stay. */
export function closesAutomatically(type: OverlayType): boolean {
  switch (type) {
    case '_ORDER_PLACED':
    case '_ORDER_CANCELLED':
    case '_ORDER_RESCHEDULED':
    case '_PAYMENT_DONE':
      return true;
    case '_PAYMENT_PENDING':
    case 'CART_PAYMENT_PENDING':
    case '_PAYMENT_FAILED':
    case '_PAYMENT_CREDITED':
      return false;
    default: {
      const unknownType: never = type;
      return unknownType;
    }
  }
}

export interface OverlayContent {
  title: string;
  detail: string | null;
  /** Pending and failed variants link to /help ('Raise a Query?'). */
  raiseQuery: boolean;
}

/** The overlay's texts (SPEC 8); constant objects, so selecting them never re-renders needlessly. */
export const OVERLAY_CONTENT: Readonly<Record<OverlayType, OverlayContent>> = {
  _ORDER_PLACED: { title: MESSAGES.orderPlaced, detail: null, raiseQuery: false },
  _ORDER_CANCELLED: { title: MESSAGES.orderCancelled, detail: null, raiseQuery: false },
  _ORDER_RESCHEDULED: {
    title: MESSAGES.orderRescheduledSuccessfully,
    detail: null,
    raiseQuery: false,
  },
  _PAYMENT_DONE: { title: MESSAGES.paymentReceived, detail: null, raiseQuery: false },
  _PAYMENT_PENDING: {
    title: MESSAGES.paymentPending,
    detail: MESSAGES.paymentPendingDetail,
    raiseQuery: true,
  },
  CART_PAYMENT_PENDING: {
    title: MESSAGES.paymentPending,
    detail: MESSAGES.cartPaymentPendingDetail,
    raiseQuery: true,
  },
  _PAYMENT_FAILED: { title: MESSAGES.paymentFailed, detail: null, raiseQuery: true },
  _PAYMENT_CREDITED: {
    title: MESSAGES.paymentCredited,
    detail: MESSAGES.paymentCreditedDetail,
    raiseQuery: true,
  },
};

/** isRender and type of SPEC 3, as a discriminated status. */
export type OverlayState =
  { status: 'hidden' } | { status: 'shown'; id: string; type: OverlayType };

export const initialOverlayState: OverlayState = { status: 'hidden' };

export const overlaySlice = createSlice({
  name: 'overlay',
  initialState: initialOverlayState as OverlayState,
  reducers: {
    overlayShown: {
      reducer: (_state, action: PayloadAction<{ id: string; type: OverlayType }>) => ({
        status: 'shown' as const,
        ...action.payload,
      }),
      prepare: (type: OverlayType) => ({ payload: { id: nanoid(), type } }),
    },
    overlayClicked: (state) => (state.status === 'shown' ? initialOverlayState : state),
    overlayAutoClosed: (state, action: PayloadAction<{ id: string }>) =>
      state.status === 'shown' && state.id === action.payload.id && closesAutomatically(state.type)
        ? initialOverlayState
        : state,
  },
  selectors: {
    selectOverlay: (state) => state,
    selectOverlayContent: (state) =>
      state.status === 'shown' ? OVERLAY_CONTENT[state.type] : null,
  },
});

export const { overlayShown, overlayClicked, overlayAutoClosed } = overlaySlice.actions;
export const { selectOverlay, selectOverlayContent } = overlaySlice.selectors;
