import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isReturnedInfos } from '../../app/returnedInfosCheck';
import type { Checked } from '../../app/storedSchemas';
import type { OverlayType } from '../overlay/overlaySlice';

/**
 * The paymentInfos query parameter of /api/pay/{redirectingUrl}: user-controllable, so checked
 * against a closed shape (ReturnedInfos in app/storedSchemas.ts).
 */
export type ReturnedInfos = Checked<'ReturnedInfos'>;

export function parsePaymentInfos(raw: string | null): ReturnedInfos | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isReturnedInfos(value) ? value : null;
  } catch {
    return null;
  }
}

export interface PaymentOutcome {
  overlay: OverlayType;
  emptyCart: boolean;
  /** Where the browser goes next. */
  path: string;
}

export const BOOKINGS_PATH = '/profile/mybookings';
export const orderPath = (orderId: string) => `${BOOKINGS_PATH}/order/${orderId}`;

/** SPEC 4 Payment return. */
export function paymentOutcome(infos: ReturnedInfos): PaymentOutcome {
  const isNew = infos.type === '_NEW_ORDER_PAYMENT';
  const orderPage = infos.orderId ? orderPath(infos.orderId) : BOOKINGS_PATH;
  switch (infos.paymentStatus) {
    case 'PAYMENT_SUCCESS':
      return {
        overlay: isNew ? '_ORDER_PLACED' : '_PAYMENT_DONE',
        emptyCart: isNew,
        path: orderPage,
      };
    case 'PAYMENT_PENDING':
      return {
        overlay: isNew ? 'CART_PAYMENT_PENDING' : '_PAYMENT_PENDING',
        emptyCart: isNew,
        path: orderPage,
      };
    case 'PAYMENT_CREDITED':
      // The payment booked nothing and went to Credit: a new booking starts again at checkout,
      // where the Credit now pays; a balance payment's order is where it was.
      return {
        overlay: '_PAYMENT_CREDITED',
        emptyCart: false,
        path: isNew ? '/checkout' : orderPage,
      };
    default:
      return {
        overlay: '_PAYMENT_FAILED',
        emptyCart: false,
        path: isNew ? '/checkout' : orderPage,
      };
  }
}

export type PaymentReturnState =
  | { status: 'idle' }
  | { status: 'handled'; infos: ReturnedInfos; outcome: PaymentOutcome }
  | { status: 'invalid' };

export const initialPaymentReturnState: PaymentReturnState = { status: 'idle' };

export const paymentReturnSlice = createSlice({
  name: 'paymentReturn',
  initialState: initialPaymentReturnState as PaymentReturnState,
  reducers: {
    /** The browser came back from the payment host; the raw parameter is checked here. */
    paymentReturned: {
      reducer: (_state, action: PayloadAction<{ infos: ReturnedInfos | null }>) => {
        const { infos } = action.payload;
        return infos === null
          ? { status: 'invalid' as const }
          : { status: 'handled' as const, infos, outcome: paymentOutcome(infos) };
      },
      prepare: (raw: string | null) => ({ payload: { infos: parsePaymentInfos(raw) } }),
    },
  },
  selectors: {
    selectPaymentReturn: (state) => state,
  },
});

export const { paymentReturned } = paymentReturnSlice.actions;
export const { selectPaymentReturn } = paymentReturnSlice.selectors;
