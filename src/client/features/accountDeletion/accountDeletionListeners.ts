import { MESSAGES } from '../../../shared/domain';
import { errorMessage } from '../../api/contractBaseQuery';
import { usersApi } from '../../api/usersApi';
import type { AppStartListening } from '../../app/appTypes';
import { sessionExpired } from '../auth/authEvents';
import { selectUser } from '../auth/authSlice';
import { TOAST_DURATION_MS, toastShown } from '../toast/toastSlice';
import {
  accountDeleted,
  deletionConfirmed,
  deletionFailed,
  deletionOtpSendFailed,
  deletionOtpSent,
  deletionPhoneSubmitted,
} from './accountDeletionSlice';

export function addAccountDeletionListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: deletionPhoneSubmitted,
    effect: async (_action, api) => {
      const deletion = api.getState().accountDeletion;
      if (deletion.step !== 'phone' || !deletion.busy) return;
      try {
        const answer = await api
          .dispatch(
            usersApi.endpoints.usersGenerateOtp.initiate({
              params: { inputNumber: deletion.phoneNumber },
              query: { type: 'delete' },
            }),
          )
          .unwrap();
        api.dispatch(deletionOtpSent({ otpHash: answer.hash }));
        api.dispatch(toastShown(MESSAGES.otpSent, 'success'));
      } catch (error) {
        api.extra.logError('Sending the deletion OTP failed', error);
        api.dispatch(deletionOtpSendFailed());
        api.dispatch(toastShown(errorMessage(error, MESSAGES.otpSendFailed), 'error'));
      }
    },
  });

  startAppListening({
    actionCreator: deletionConfirmed,
    effect: async (_action, api) => {
      const deletion = api.getState().accountDeletion;
      if (deletion.step !== 'confirm' || !deletion.busy) return;
      const { phoneNumber, otp, otpHash } = deletion;
      try {
        await api
          .dispatch(
            usersApi.endpoints.usersDeleteUserPermanently.initiate({
              body: { phoneNumber, otp, otpHash },
            }),
          )
          .unwrap();
      } catch (error) {
        api.extra.logError('Account deletion failed', error);
        api.dispatch(deletionFailed({ message: errorMessage(error, MESSAGES.otpSendFailed) }));
        return;
      }
      api.dispatch(accountDeleted());
      api.dispatch(toastShown(MESSAGES.userDeleted, 'success'));
      // The deleted account's session is gone on the server: once the message has been read,
      // sign out here too (storage cleared, page reloaded).
      if (selectUser(api.getState())?.phoneNumber !== phoneNumber) return;
      await api.delay(TOAST_DURATION_MS);
      api.dispatch(sessionExpired());
    },
  });
}
