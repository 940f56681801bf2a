import type { AppStartListening } from '../../app/appTypes';
import { userSignedIn } from '../auth/authEvents';
import { confirmAccepted } from './modalsSlice';

export function addModalsListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: confirmAccepted,
    effect: (_action, api) => {
      const confirm = api.getOriginalState().modals.confirm;
      if (confirm) api.dispatch(confirm.onConfirm);
    },
  });
  // The referral-applied modal: a customer signing in (by OTP or after registering) hears of a
  // referral Reward credited lately. A support grant's sign-in is not the customer's. Its code
  // comes after the sign-in, so no first view carries it.
  startAppListening({
    actionCreator: userSignedIn,
    effect: async (action, api) => {
      if (action.payload.via === 'accessToken') return;
      try {
        const { announceReferral } = await import('./referralNotice');
        await announceReferral(api.dispatch);
      } catch (error) {
        api.extra.logError('Reading the wallet after sign-in failed', error);
      }
    },
  });
}
