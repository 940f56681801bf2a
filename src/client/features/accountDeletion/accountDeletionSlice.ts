import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MESSAGES, isValidOtp, isValidPhone } from '../../../shared/domain';

/**
 * The account deletion page (SPEC 2, 4 Account deletion): phone → OTP dialog → 'Are you sure?'
 * → deleted. The code is kept until the confirmation sends it with the OTP request id.
 */
export type AccountDeletionState =
  | { step: 'phone'; phoneNumber: string; attempted: boolean; busy: boolean }
  | {
      step: 'otp';
      phoneNumber: string;
      otpHash: string;
      attempted: boolean;
      otpInvalid: boolean;
    }
  | {
      step: 'confirm';
      phoneNumber: string;
      otpHash: string;
      otp: string;
      busy: boolean;
      /** The server's message when the deletion was refused. */
      error: string | null;
    }
  | { step: 'deleted'; phoneNumber: string };

const phoneStep = (phoneNumber = ''): AccountDeletionState => ({
  step: 'phone',
  phoneNumber,
  attempted: false,
  busy: false,
});

export const initialAccountDeletionState: AccountDeletionState = phoneStep();

export const accountDeletionSlice = createSlice({
  name: 'accountDeletion',
  initialState: initialAccountDeletionState as AccountDeletionState,
  reducers: {
    deletionPhoneSubmitted(state, action: PayloadAction<{ phoneNumber: string }>) {
      if (state.step !== 'phone' || state.busy) return state;
      const phoneNumber = action.payload.phoneNumber.trim();
      return { ...state, phoneNumber, attempted: true, busy: isValidPhone(phoneNumber) };
    },
    deletionOtpSent(state, action: PayloadAction<{ otpHash: string }>) {
      if (state.step !== 'phone' || !state.busy) return state;
      return {
        step: 'otp',
        phoneNumber: state.phoneNumber,
        otpHash: action.payload.otpHash,
        attempted: false,
        otpInvalid: false,
      };
    },
    deletionOtpSendFailed(state) {
      if (state.step !== 'phone' || !state.busy) return state;
      return { ...state, busy: false };
    },
    /** A 6-digit code moves on to the confirmation; anything else is 'Invalid OTP'. */
    deletionOtpEntered(state, action: PayloadAction<{ otp: string }>) {
      if (state.step !== 'otp') return state;
      const otp = action.payload.otp.trim();
      if (!isValidOtp(otp)) return { ...state, attempted: true, otpInvalid: true };
      return {
        step: 'confirm',
        phoneNumber: state.phoneNumber,
        otpHash: state.otpHash,
        otp,
        busy: false,
        error: null,
      };
    },
    deletionConfirmed(state) {
      if (state.step !== 'confirm' || state.busy) return state;
      return { ...state, busy: true, error: null };
    },
    deletionFailed(state, action: PayloadAction<{ message: string }>) {
      if (state.step !== 'confirm' || !state.busy) return state;
      return { ...state, busy: false, error: action.payload.message };
    },
    accountDeleted(state) {
      if (state.step !== 'confirm' || !state.busy) return state;
      return { step: 'deleted', phoneNumber: state.phoneNumber };
    },
    /** The OTP dialog or the confirmation was dismissed: back to the phone, keeping it. */
    deletionCancelled(state) {
      if (state.step === 'deleted' || (state.step === 'confirm' && state.busy)) return state;
      if (state.step === 'phone' && state.busy) return state;
      return phoneStep(state.phoneNumber);
    },
  },
  selectors: {
    selectAccountDeletion: (state) => state,
    /** The inline message of the current step, once the user has submitted it. */
    selectDeletionMessage: (state): string | null => {
      switch (state.step) {
        case 'phone':
          return state.attempted && !isValidPhone(state.phoneNumber)
            ? MESSAGES.invalidPhoneNumber
            : null;
        case 'otp':
          return state.attempted && state.otpInvalid ? MESSAGES.invalidOtp : null;
        case 'confirm':
          return state.error;
        case 'deleted':
          return MESSAGES.userDeleted;
        default: {
          const unknownStep: never = state;
          return unknownStep;
        }
      }
    },
  },
});

export const {
  deletionPhoneSubmitted,
  deletionOtpSent,
  deletionOtpSendFailed,
  deletionOtpEntered,
  deletionConfirmed,
  deletionFailed,
  accountDeleted,
  deletionCancelled,
} = accountDeletionSlice.actions;

export const { selectAccountDeletion, selectDeletionMessage } = accountDeletionSlice.selectors;
