import { MESSAGES } from '../../../shared/domain';
import { usersApi } from '../../api/usersApi';
import { errorMessage, isApiError } from '../../api/contractBaseQuery';
import type { AppStartListening, Effects } from '../../app/appTypes';
import { selectSelectedLocation } from '../location/locationSlice';
import { toSelectedLocationInput } from '../location/selectedLocationInput';
import { toastShown } from '../toast/toastSlice';
import { selectPathAfterRegistration } from './afterRegistration';
import { logoutRequested, sessionExpired, userSignedIn } from './authEvents';
import {
  otpRejected,
  otpResendRequested,
  otpResendTicked,
  otpSendFailed,
  otpSent,
  otpSubmitted,
  phoneSubmitted,
  registrationFailed,
  registrationRequired,
  registrationSubmitted,
  selectToken,
} from './authSlice';
import { checkOtp } from './otpCheck';

const lastSelectedLocationOf = (effects: Effects) => {
  const selected = selectSelectedLocation(effects.getState());
  return selected ? toSelectedLocationInput(selected) : undefined;
};

async function sendLoginOtp(phoneNumber: string, effects: Effects) {
  const { dispatch, extra } = effects;
  try {
    const answer = await dispatch(
      usersApi.endpoints.usersGenerateOtp.initiate({
        params: { inputNumber: phoneNumber },
        query: { type: 'login' },
      }),
    ).unwrap();
    dispatch(otpSent({ phoneNumber, hash: answer.hash, isExist: answer.isExist }));
    dispatch(toastShown(MESSAGES.otpSent, 'success'));
  } catch (error) {
    extra.logError('Sending the OTP failed', error);
    dispatch(otpSendFailed());
    dispatch(toastShown(MESSAGES.otpSendFailed, 'error'));
  }
}

/** Clears everything the browser keeps and reloads (SPEC 4). */
function signOutLocally({ extra }: Effects) {
  extra.local.clear();
  extra.reload();
}

export function addAuthListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: phoneSubmitted,
    effect: async (_action, api) => {
      const { flow } = api.getState().auth;
      if (flow.step === 'login' && flow.busy) await sendLoginOtp(flow.phoneNumber, api);
    },
  });

  // The resend wait counts down once a second; a newer code restarts it.
  startAppListening({
    actionCreator: otpSent,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      for (;;) {
        await api.delay(1000);
        const { flow } = api.getState().auth;
        if (flow.step !== 'otp' || flow.resendWait === 0) return;
        api.dispatch(otpResendTicked());
      }
    },
  });

  startAppListening({
    actionCreator: otpResendRequested,
    effect: async (_action, api) => {
      const { flow } = api.getState().auth;
      if (flow.step === 'otp' && flow.busy) await sendLoginOtp(flow.phoneNumber, api);
    },
  });

  startAppListening({
    actionCreator: otpSubmitted,
    effect: async (action, api) => {
      const { flow } = api.getState().auth;
      if (flow.step !== 'otp' || !flow.busy) return;
      try {
        const answer = await checkOtp(api.dispatch, {
          otp: action.payload.otp,
          otpHash: flow.otpHash,
          phoneNumber: flow.phoneNumber,
          lastSelectedLocation: lastSelectedLocationOf(api),
        });
        if (answer.isRegistered) {
          api.dispatch(userSignedIn({ data: answer.data, via: 'otp' }));
        } else {
          api.dispatch(registrationRequired({ registrationToken: answer.data.registrationToken }));
          api.extra.navigate('/register');
        }
      } catch (error) {
        api.dispatch(otpRejected());
        // A wrong code shows 'Invalid OTP' inline; anything else (a throttle, say) says why.
        if (!isApiError(error) || error.status !== 401) {
          api.extra.logError('OTP check failed', error);
          api.dispatch(toastShown(errorMessage(error, MESSAGES.otpSendFailed), 'error'));
        }
      }
    },
  });

  startAppListening({
    actionCreator: registrationSubmitted,
    effect: async (action, api) => {
      const { flow } = api.getState().auth;
      if (flow.step !== 'register' || !flow.busy) return;
      const { name, email, gender, dateOfBirth } = action.payload;
      try {
        const answer = await api
          .dispatch(
            usersApi.endpoints.usersRegister.initiate({
              body: {
                name: name.trim(),
                ...(email ? { email } : {}),
                ...(gender ? { gender } : {}),
                ...(dateOfBirth ? { dateOfBirth } : {}),
                phoneNumber: flow.phoneNumber,
                registrationToken: flow.registrationToken,
                lastSelectedLocation: lastSelectedLocationOf(api),
              },
            }),
          )
          .unwrap();
        api.dispatch(userSignedIn({ data: answer.data, via: 'register' }));
      } catch (error) {
        api.extra.logError('Registration failed', error);
        api.dispatch(registrationFailed());
        api.dispatch(toastShown(errorMessage(error, MESSAGES.otpSendFailed), 'error'));
      }
    },
  });

  // SPEC 4: after registering, /checkout when a cart exists, otherwise /.
  startAppListening({
    actionCreator: userSignedIn,
    effect: (action, api) => {
      if (action.payload.via !== 'register') return;
      api.extra.navigate(selectPathAfterRegistration(api.getState()));
    },
  });

  startAppListening({
    actionCreator: logoutRequested,
    effect: async (_action, api) => {
      if (selectToken(api.getState()) !== null) {
        try {
          await api.dispatch(usersApi.endpoints.usersLogout.initiate()).unwrap();
        } catch (error) {
          // The token is forgotten here either way; the server expires it in time.
          api.extra.logError('Logout call failed', error);
        }
      }
      signOutLocally(api);
    },
  });

  startAppListening({
    actionCreator: sessionExpired,
    effect: (_action, api) => signOutLocally(api),
  });
}
