import { MESSAGES } from '../../../shared/domain';
import { errorMessage, isApiError } from '../../api/contractBaseQuery';
import { usersApi } from '../../api/usersApi';
import type { AppStartListening } from '../../app/appTypes';
import { userSignedIn } from '../auth/authEvents';
import { checkOtp } from '../auth/otpCheck';
import { isStaff } from './staff';
import {
  type PlaybackSpeed,
  playbackSpeedChosen,
  playbackStarted,
  playbackTicked,
  staffLoginRefused,
  staffOtpRejected,
  staffOtpSendFailed,
  staffOtpSent,
  staffOtpSubmitted,
  staffPhoneSubmitted,
} from './supportSlice';

/** How long each step stays on screen while the player plays at 1×; 4× shows four a second. */
export const PLAYBACK_STEP_MS = 1000;
const STEP_MS: Record<Exclude<PlaybackSpeed, 'step'>, number> = {
  '1x': PLAYBACK_STEP_MS,
  '4x': PLAYBACK_STEP_MS / 4,
};

export const SUPPORT_HOME = '/support';

/** Only a console page may be the place to return to after login (no open redirect). */
export function supportReturnPath(next: string | null): string {
  if (next === null) return SUPPORT_HOME;
  const inConsole = next === SUPPORT_HOME || next.startsWith(`${SUPPORT_HOME}/`);
  return inConsole && !next.startsWith(`${SUPPORT_HOME}/login`) && !next.includes('\\')
    ? next
    : SUPPORT_HOME;
}

export function addSupportListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: staffPhoneSubmitted,
    effect: async (_action, api) => {
      const { login } = api.getState().support;
      if (login.step !== 'phone' || !login.busy) return;
      try {
        const answer = await api
          .dispatch(
            usersApi.endpoints.usersGenerateOtp.initiate({
              params: { inputNumber: login.phoneNumber },
              // A staff code: the server sends none to a number that is not a staff account.
              query: { type: 'staff' },
            }),
          )
          .unwrap();
        api.dispatch(staffOtpSent({ otpHash: answer.hash }));
      } catch (error) {
        // A 403 is the expected answer for a number that is not staff, not a fault to log.
        if (!isApiError(error) || error.status !== 403) {
          api.extra.logError('Sending the staff OTP failed', error);
        }
        api.dispatch(staffOtpSendFailed({ message: errorMessage(error, MESSAGES.otpSendFailed) }));
      }
    },
  });

  startAppListening({
    actionCreator: staffOtpSubmitted,
    effect: async (action, api) => {
      const { login } = api.getState().support;
      if (login.step !== 'otp' || !login.busy) return;
      try {
        const answer = await checkOtp(api.dispatch, {
          otp: action.payload.otp,
          otpHash: login.otpHash,
          phoneNumber: login.phoneNumber,
        });
        // The server answers a staff code with a staff session or a 403; anything else is refused.
        if (!answer.isRegistered || !isStaff(answer.data.user)) {
          api.dispatch(staffLoginRefused());
          return;
        }
        api.dispatch(userSignedIn({ data: answer.data, via: 'otp' }));
        api.extra.navigate(supportReturnPath(action.payload.next), { replace: true });
      } catch (error) {
        // The number stopped being staff after its code was sent: back to the phone step.
        if (isApiError(error) && error.status === 403) {
          api.dispatch(staffLoginRefused());
          return;
        }
        if (!isApiError(error) || error.status !== 401) {
          api.extra.logError('The staff OTP check failed', error);
        }
        const wrongCode = isApiError(error) && error.status === 401;
        api.dispatch(
          staffOtpRejected({
            message: wrongCode ? MESSAGES.invalidOtp : errorMessage(error, MESSAGES.otpSendFailed),
          }),
        );
      }
    },
  });

  // One step per tick until the player pauses, reaches the end, or another report opens.
  // A new speed takes effect from the next step: the loop starts again at that pace.
  startAppListening({
    actionCreator: playbackSpeedChosen,
    effect: (_action, api) => {
      if (api.getState().support.player.playing) api.dispatch(playbackStarted());
    },
  });

  startAppListening({
    actionCreator: playbackStarted,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      for (;;) {
        const { playing, speed } = api.getState().support.player;
        if (!playing || speed === 'step') return;
        await api.delay(STEP_MS[speed]);
        api.dispatch(playbackTicked());
      }
    },
  });
}
