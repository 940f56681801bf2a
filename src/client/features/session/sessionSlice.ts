import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LatLng, Order } from '../../../shared/contract';
import { formatDate } from '../../../shared/domain';
import { userSignedIn } from '../auth/authEvents';
import { isFeedbackDue } from '../orders/orderFeedback';
import { sessionStarted } from './sessionEvents';

/** The visitor's IP lookup, kept in local storage under userIP with its coordinates and date. */
export interface UserIp {
  ip: string;
  location: LatLng | null;
  /** DD-MM-YYYY of the lookup. */
  date: string;
}

export interface SessionState {
  /** SPEC 4 Boot: loading, then ready once the start-up call answers. */
  status: 'loading' | 'ready';
  userIP: UserIp | null;
  lastOrder: Order | null;
  /**
   * The page arrived rendered by the server: its content shows while the app boots, so the
   * full-screen boot spinner stays away.
   */
  renderedOnServer: boolean;
}

export const initialSessionState: SessionState = {
  status: 'loading',
  userIP: null,
  lastOrder: null,
  renderedOnServer: false,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    ipLookedUp: {
      reducer(state, action: PayloadAction<UserIp>) {
        if (state.status !== 'loading') return;
        state.userIP = action.payload;
      },
      prepare: (ip: string, location: LatLng | null, now = new Date()) => ({
        payload: { ip, location, date: formatDate(now) },
      }),
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        state.status = 'ready';
        state.lastOrder = action.payload.lastOrder;
      })
      .addCase(userSignedIn, (state, action) => {
        state.lastOrder = action.payload.data.lastOrder;
      });
  },
  selectors: {
    selectBootStatus: (state) => state.status,
    /** SPEC 2: a full-screen spinner while the app boots, unless the page is already drawn. */
    selectBootSpinnerShown: (state) => state.status === 'loading' && !state.renderedOnServer,
    selectUserIP: (state) => state.userIP,
    selectLastOrder: (state) => state.lastOrder,
    /** SPEC 2: the dock asks for feedback on the last order once it can be rated, until it is. */
    selectFeedbackDockOrder: (state, now: Date) => {
      const order = state.lastOrder;
      return order && isFeedbackDue(order, now) ? order : null;
    },
  },
});

export const { ipLookedUp } = sessionSlice.actions;
export const {
  selectBootStatus,
  selectBootSpinnerShown,
  selectUserIP,
  selectLastOrder,
  selectFeedbackDockOrder,
} = sessionSlice.selectors;
