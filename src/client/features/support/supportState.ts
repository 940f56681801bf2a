// The support console's state and its initial value, apart from the slice so the app's reducer
// can hold the initial state before the console's code loads (appReducer.ts).
/** The staff login: the OTP calls with purpose 'staff', which only a staff account passes. */
export type StaffLogin =
  | { step: 'phone'; phoneNumber: string; busy: boolean; error: string | null }
  | { step: 'otp'; phoneNumber: string; otpHash: string; busy: boolean; error: string | null };

export interface ReportFilters {
  /** Upper-case reference, '' for any. */
  reference: string;
  /** DD-MM-YYYY, '' for any day. */
  date: string;
  /** The sender's 10-digit phone number, '' for anyone. */
  phone: string;
  /** An order's id (its customer's reports), '' for any. */
  orderId: string;
  page: number;
  error: string | null;
}

/**
 * What a position of the timeline is: the start of the recording, the customer's own action, one
 * of RTK Query's steps, a failure (`queryError` for a rejected query or mutation), or the app's.
 */
export type StepKind = 'start' | 'customer' | 'query' | 'queryError' | 'error' | 'app';

/** How fast Play moves: a step a second, four a second, or one step per press. */
export type PlaybackSpeed = '1x' | '4x' | 'step';
export const PLAYBACK_SPEEDS: readonly PlaybackSpeed[] = ['1x', '4x', 'step'];

/**
 * The player's position: 0 is the start of the recording (the window's first state), k is the
 * state after the k-th recorded action, so a trace of n actions has n + 1 positions, one kind each.
 * Hidden RTK Query steps are passed over by stepping and playing; a failed query stays in view.
 * The speed and the filter stay from one report to the next.
 */
export interface PlayerState {
  referenceId: string | null;
  position: number;
  kinds: StepKind[];
  playing: boolean;
  speed: PlaybackSpeed;
  hideQuerySteps: boolean;
}

export interface SupportState {
  login: StaffLogin;
  filters: ReportFilters;
  player: PlayerState;
}

export const phoneStep = (phoneNumber = '', error: string | null = null): StaffLogin => ({
  step: 'phone',
  phoneNumber,
  busy: false,
  error,
});

export const initialSupportState: SupportState = {
  login: phoneStep(),
  filters: { reference: '', date: '', phone: '', orderId: '', page: 0, error: null },
  player: {
    referenceId: null,
    position: 0,
    kinds: [],
    playing: false,
    speed: '1x',
    hideQuerySteps: false,
  },
};
