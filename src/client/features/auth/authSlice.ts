import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignedInUser } from '../../../shared/contract';
import { MESSAGES, isValidOtp, isValidPhone } from '../../../shared/domain';
import { profileSaved } from '../profile/profileSlice';
import { sessionStarted } from '../session/sessionEvents';
import { sessionExpired, userSignedIn } from './authEvents';

/**
 * The login modal's screens (SPEC 4 Authentication): login → otp → register, each with the
 * attempt flag (the user has submitted this step) and busy while its call runs.
 */
export type AuthFlow =
  | { step: 'login'; phoneNumber: string; attempted: boolean; busy: boolean }
  | {
      step: 'otp';
      phoneNumber: string;
      /** The opaque OTP request id, sent back as hashOtp. */
      otpHash: string;
      isExist: boolean;
      attempted: boolean;
      busy: boolean;
      otpInvalid: boolean;
      /** Seconds before 'Resend OTP' may be used again; a listener counts it down. */
      resendWait: number;
    }
  | {
      step: 'register';
      phoneNumber: string;
      registrationToken: string;
      attempted: boolean;
      busy: boolean;
      /** The last submission had a blank name (the one required field). */
      nameMissing: boolean;
    };

export interface AuthState {
  /** Kept in local storage under `user`, with the bearer token. */
  user: SignedInUser | null;
  flow: AuthFlow;
}

export interface RegistrationForm {
  name: string;
  email?: string;
  gender?: 'male' | 'female' | 'other';
  dateOfBirth?: string;
}

const loginStep = (phoneNumber = ''): AuthFlow => ({
  step: 'login',
  phoneNumber,
  attempted: false,
  busy: false,
});

/** The register page's own message: SPEC 4 requires a name but gives no wording. */
export const NAME_REQUIRED_MESSAGE = 'Please enter your name';

/** Seconds between two OTP sends, so a slow SMS is not answered with a burst of new codes. */
export const OTP_RESEND_WAIT_SECONDS = 30;

export const initialAuthState: AuthState = { user: null, flow: loginStep() };

const signedOut = (state: AuthState) => {
  state.user = null;
  state.flow = loginStep();
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    phoneSubmitted(state, action: PayloadAction<{ phoneNumber: string }>) {
      if (state.flow.step !== 'login' || state.flow.busy) return;
      const phoneNumber = action.payload.phoneNumber.trim();
      state.flow = { ...state.flow, phoneNumber, attempted: true, busy: isValidPhone(phoneNumber) };
    },
    otpSent(state, action: PayloadAction<{ phoneNumber: string; hash: string; isExist: boolean }>) {
      if (state.flow.step === 'register' || !state.flow.busy) return;
      const { phoneNumber, hash, isExist } = action.payload;
      state.flow = {
        step: 'otp',
        phoneNumber,
        otpHash: hash,
        isExist,
        attempted: false,
        busy: false,
        otpInvalid: false,
        resendWait: OTP_RESEND_WAIT_SECONDS,
      };
    },
    /** One second of the resend wait has passed. */
    otpResendTicked(state) {
      if (state.flow.step !== 'otp' || state.flow.resendWait === 0) return;
      state.flow.resendWait -= 1;
    },
    otpSendFailed(state) {
      if (state.flow.step === 'register' || !state.flow.busy) return;
      state.flow.busy = false;
    },
    otpResendRequested(state) {
      if (state.flow.step !== 'otp' || state.flow.busy || state.flow.resendWait > 0) return;
      state.flow.busy = true;
    },
    /** The code itself stays in the action (the listener sends it); state keeps only its validity. */
    otpSubmitted(state, action: PayloadAction<{ otp: string }>) {
      if (state.flow.step !== 'otp' || state.flow.busy) return;
      const valid = isValidOtp(action.payload.otp);
      state.flow = { ...state.flow, attempted: true, busy: valid, otpInvalid: !valid };
    },
    otpRejected(state) {
      if (state.flow.step !== 'otp' || !state.flow.busy) return;
      state.flow = { ...state.flow, busy: false, otpInvalid: true };
    },
    registrationRequired(state, action: PayloadAction<{ registrationToken: string }>) {
      if (state.flow.step !== 'otp' || !state.flow.busy) return;
      state.flow = {
        step: 'register',
        phoneNumber: state.flow.phoneNumber,
        registrationToken: action.payload.registrationToken,
        attempted: false,
        busy: false,
        nameMissing: false,
      };
    },
    phoneChangeRequested(state) {
      if (state.flow.step !== 'otp' || state.flow.busy) return;
      state.flow = loginStep(state.flow.phoneNumber);
    },
    registrationSubmitted(state, action: PayloadAction<RegistrationForm>) {
      if (state.flow.step !== 'register' || state.flow.busy) return;
      const named = action.payload.name.trim() !== '';
      state.flow = { ...state.flow, attempted: true, busy: named, nameMissing: !named };
    },
    registrationFailed(state) {
      if (state.flow.step !== 'register' || !state.flow.busy) return;
      state.flow.busy = false;
    },
    /** The login modal closed: the next opening starts from the phone step. */
    authFlowReset(state) {
      if (state.flow.busy || state.flow.step === 'register') return;
      state.flow = loginStep();
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userSignedIn, (state, action) => {
        state.user = action.payload.data.user;
        state.flow = loginStep();
      })
      .addCase(sessionStarted, (state, action) => {
        const user = action.payload.user;
        const token = user?.token ?? state.user?.token;
        state.user = user && token ? { ...user, token } : null;
      })
      // My account's edit answers the user without a token; the stored one stays valid.
      .addCase(profileSaved, (state, action) => {
        if (state.user?._id === action.payload.user._id) {
          state.user = { ...action.payload.user, token: state.user.token };
        }
      })
      // Logout keeps the user until the reload, so the listener can still revoke the token.
      .addCase(sessionExpired, signedOut);
  },
  selectors: {
    selectUser: (state) => state.user,
    selectToken: (state) => state.user?.token ?? null,
    selectIsLoggedIn: (state) => state.user !== null,
    selectAuthFlow: (state) => state.flow,
    /** The inline message of the current step, once the user has submitted it. */
    selectAuthMessage: (state): string | null => {
      const { flow } = state;
      switch (flow.step) {
        case 'login':
          return flow.attempted && !isValidPhone(flow.phoneNumber)
            ? MESSAGES.invalidPhoneNumber
            : null;
        case 'otp':
          return flow.attempted && flow.otpInvalid ? MESSAGES.invalidOtp : null;
        case 'register':
          return flow.attempted && flow.nameMissing ? NAME_REQUIRED_MESSAGE : null;
        default: {
          const unknownStep: never = flow;
          return unknownStep;
        }
      }
    },
  },
});

export const {
  phoneSubmitted,
  otpSent,
  otpSendFailed,
  otpResendRequested,
  otpResendTicked,
  otpSubmitted,
  otpRejected,
  registrationRequired,
  phoneChangeRequested,
  registrationSubmitted,
  registrationFailed,
  authFlowReset,
} = authSlice.actions;

export const { selectUser, selectToken, selectIsLoggedIn, selectAuthFlow, selectAuthMessage } =
  authSlice.selectors;

/** The part of the root state the base query reads the bearer token from. */
export type AuthRoot = { auth: AuthState };
