import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { NOT_STAFF_MESSAGE } from '../../../shared/contract/constants';
import { MESSAGES, isValidOtp, isValidPhone, normalizePhone } from '../../../shared/domain';
import { userSignedIn } from '../auth/authEvents';
import {
  PLAYBACK_SPEEDS,
  initialSupportState,
  phoneStep,
  type PlaybackSpeed,
  type PlayerState,
  type ReportFilters,
  type StaffLogin,
  type StepKind,
  type SupportState,
} from './supportState';

/** Texts of the support console (issue 9; SPEC has no staff screens). */
export const SUPPORT_MESSAGES = {
  staffOnly: 'The support console is for Utsav staff. Log in with a staff phone number.',
  notStaff: NOT_STAFF_MESSAGE,
  badReference: 'A reference is 6 to 20 letters or digits.',
  badDate: 'Choose a valid date.',
  badPhone: 'A phone number is 10 digits.',
  badOrderId: 'An order id is E followed by 7 letters or digits.',
} as const;

export { PLAYBACK_SPEEDS, initialSupportState };
export type { PlaybackSpeed, PlayerState, ReportFilters, StaffLogin, StepKind, SupportState };

const REFERENCE = /^[A-Z0-9]{6,20}$/;
const PHONE = /^[0-9]{10}$/;
const ORDER_ID = /^E[A-Z0-9]{7}$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date input's YYYY-MM-DD as the contract's DD-MM-YYYY; null when it is not a day. */
export function toContractDate(isoDay: string): string | null {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return null;
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}

/** The contract's DD-MM-YYYY back as a date input's value. */
export const toInputDate = (contractDate: string): string =>
  contractDate === '' ? '' : contractDate.split('-').reverse().join('-');

const lastPosition = (player: PlayerState) => Math.max(0, player.kinds.length - 1);

const isCustomerStep = (kind: StepKind) => kind === 'customer';
const isErrorStep = (kind: StepKind) => kind === 'error' || kind === 'queryError';

/** Whether the timeline shows a position: everything but RTK Query's own steps when hidden. */
const shown = (player: PlayerState) => (kind: StepKind) =>
  !(player.hideQuerySteps && kind === 'query');

/** The first position after the current one that `matches`, or null. */
function nextWhere(player: PlayerState, matches: (kind: StepKind) => boolean): number | null {
  for (let position = player.position + 1; position < player.kinds.length; position += 1) {
    if (matches(player.kinds[position]!)) return position;
  }
  return null;
}

/** The last shown position before the current one (the start is always shown). */
function previousShown(player: PlayerState): number {
  const isShown = shown(player);
  for (let position = player.position - 1; position > 0; position -= 1) {
    if (isShown(player.kinds[position]!)) return position;
  }
  return 0;
}

/** Positions the player can jump to from where it is (null: none ahead). */
export interface PlayerJumps {
  nextShown: number | null;
  nextCustomerAction: number | null;
  nextError: number | null;
}

export const playerJumps = (player: PlayerState): PlayerJumps => ({
  nextShown: nextWhere(player, shown(player)),
  nextCustomerAction: nextWhere(player, isCustomerStep),
  nextError: nextWhere(player, isErrorStep),
});

/** Moves to a position found by a jump, stopping playback; nothing ahead changes nothing. */
function jumpTo(player: PlayerState, position: number | null) {
  if (position === null) return;
  player.position = position;
  player.playing = false;
}

export const supportSlice = createSlice({
  name: 'support',
  initialState: initialSupportState,
  reducers: {
    staffPhoneSubmitted(state, action: PayloadAction<{ phoneNumber: string }>) {
      if (state.login.step !== 'phone' || state.login.busy) return;
      const phoneNumber = action.payload.phoneNumber.trim();
      const valid = isValidPhone(phoneNumber);
      state.login = {
        ...phoneStep(phoneNumber, valid ? null : MESSAGES.invalidPhoneNumber),
        busy: valid,
      };
    },
    staffOtpSent(state, action: PayloadAction<{ otpHash: string }>) {
      if (state.login.step !== 'phone' || !state.login.busy) return;
      state.login = {
        step: 'otp',
        phoneNumber: state.login.phoneNumber,
        otpHash: action.payload.otpHash,
        busy: false,
        error: null,
      };
    },
    staffOtpSendFailed(state, action: PayloadAction<{ message: string }>) {
      if (state.login.step !== 'phone' || !state.login.busy) return;
      state.login = phoneStep(state.login.phoneNumber, action.payload.message);
    },
    /** The code travels in the action for the listener; the state keeps none of it. */
    staffOtpSubmitted(state, action: PayloadAction<{ otp: string; next: string | null }>) {
      if (state.login.step !== 'otp' || state.login.busy) return;
      const valid = isValidOtp(action.payload.otp.trim());
      state.login = { ...state.login, busy: valid, error: valid ? null : MESSAGES.invalidOtp };
    },
    staffOtpRejected(state, action: PayloadAction<{ message: string }>) {
      if (state.login.step !== 'otp' || !state.login.busy) return;
      state.login = { ...state.login, busy: false, error: action.payload.message };
    },
    /** The code was right but the account is no longer staff: no console. */
    staffLoginRefused(state) {
      if (state.login.step !== 'otp' || !state.login.busy) return;
      state.login = phoneStep(state.login.phoneNumber, SUPPORT_MESSAGES.notStaff);
    },
    staffPhoneChangeRequested(state) {
      if (state.login.step !== 'otp' || state.login.busy) return;
      state.login = phoneStep(state.login.phoneNumber);
    },

    reportFiltersApplied(
      state,
      action: PayloadAction<{
        reference: string;
        isoDate: string;
        phone?: string;
        orderId?: string;
      }>,
    ) {
      const reference = action.payload.reference.trim().toUpperCase();
      const isoDate = action.payload.isoDate.trim();
      const date = isoDate === '' ? '' : toContractDate(isoDate);
      // A number may be typed with spaces, dashes, a +91 or a 0.
      const phone = normalizePhone(action.payload.phone ?? '');
      const orderId = (action.payload.orderId ?? '').trim().toUpperCase();
      if (reference !== '' && !REFERENCE.test(reference)) {
        state.filters.error = SUPPORT_MESSAGES.badReference;
      } else if (date === null) {
        state.filters.error = SUPPORT_MESSAGES.badDate;
      } else if (phone !== '' && !PHONE.test(phone)) {
        state.filters.error = SUPPORT_MESSAGES.badPhone;
      } else if (orderId !== '' && !ORDER_ID.test(orderId)) {
        state.filters.error = SUPPORT_MESSAGES.badOrderId;
      } else {
        state.filters = { reference, date, phone, orderId, page: 0, error: null };
      }
    },
    reportFiltersCleared(state) {
      state.filters = initialSupportState.filters;
    },
    reportsPageChosen(state, action: PayloadAction<{ page: number }>) {
      const { page } = action.payload;
      if (Number.isInteger(page) && page >= 0) state.filters.page = page;
    },

    /** A report's trace is on screen: a new report starts at its first position. */
    playerOpened(state, action: PayloadAction<{ referenceId: string; kinds: StepKind[] }>) {
      const { referenceId, kinds } = action.payload;
      const { player } = state;
      if (player.referenceId === referenceId && player.kinds.length === kinds.length) return;
      state.player = { ...player, referenceId, position: 0, kinds, playing: false };
    },
    positionChosen(state, action: PayloadAction<{ position: number }>) {
      const { position } = action.payload;
      if (!Number.isInteger(position)) return;
      state.player.position = Math.min(Math.max(0, position), lastPosition(state.player));
      state.player.playing = false;
    },
    stepBackRequested(state) {
      state.player.position = previousShown(state.player);
      state.player.playing = false;
    },
    stepForwardRequested(state) {
      state.player.playing = false;
      jumpTo(state.player, playerJumps(state.player).nextShown);
    },
    nextCustomerActionRequested(state) {
      jumpTo(state.player, playerJumps(state.player).nextCustomerAction);
    },
    nextErrorRequested(state) {
      jumpTo(state.player, playerJumps(state.player).nextError);
    },
    queryStepsFilterChosen(state, action: PayloadAction<{ hidden: boolean }>) {
      state.player.hideQuerySteps = action.payload.hidden;
    },
    playbackSpeedChosen(state, action: PayloadAction<{ speed: PlaybackSpeed }>) {
      if (!PLAYBACK_SPEEDS.includes(action.payload.speed)) return;
      state.player.speed = action.payload.speed;
      if (action.payload.speed === 'step') state.player.playing = false;
    },
    /**
     * Play from the start when no shown step is ahead. At the 'step' speed, Play moves one shown
     * step and stops.
     */
    playbackStarted(state) {
      const { player } = state;
      const ahead = playerJumps(player).nextShown;
      if (player.speed === 'step') {
        jumpTo(player, ahead);
        return;
      }
      if (player.kinds.length < 2) return;
      if (ahead === null) player.position = 0;
      player.playing = true;
    },
    playbackPaused(state) {
      state.player.playing = false;
    },
    /** The play timer moved on one shown step; the last one stops it. */
    playbackTicked(state) {
      const { player } = state;
      if (!player.playing) return;
      const ahead = playerJumps(player).nextShown;
      if (ahead !== null) player.position = ahead;
      if (playerJumps(player).nextShown === null) player.playing = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userSignedIn, (state) => {
      state.login = phoneStep();
    });
  },
  selectors: {
    selectStaffLogin: (state) => state.login,
    selectReportFilters: (state) => state.filters,
    selectPlayer: (state) => state.player,
  },
});

export const {
  staffPhoneSubmitted,
  staffOtpSent,
  staffOtpSendFailed,
  staffOtpSubmitted,
  staffOtpRejected,
  staffLoginRefused,
  staffPhoneChangeRequested,
  reportFiltersApplied,
  reportFiltersCleared,
  reportsPageChosen,
  playerOpened,
  positionChosen,
  stepBackRequested,
  stepForwardRequested,
  nextCustomerActionRequested,
  nextErrorRequested,
  queryStepsFilterChosen,
  playbackSpeedChosen,
  playbackStarted,
  playbackPaused,
  playbackTicked,
} = supportSlice.actions;

export const { selectStaffLogin, selectReportFilters, selectPlayer } = supportSlice.selectors;
