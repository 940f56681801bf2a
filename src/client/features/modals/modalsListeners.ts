import { usersApi } from '../../api/usersApi';
import type { AppStartListening } from '../../app/appTypes';
import { userSignedIn } from '../auth/authEvents';
import { confirmAccepted, modalOpened } from './modalsSlice';
import { referralNotice } from './referralNotice';

export function addModalsListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: confirmAccepted,
    effect: (_action, api) => {
      const confirm = api.getOriginalState().modals.confirm;
      if (confirm) api.dispatch(confirm.onConfirm);
    },
  });
  // The referral-applied modal: a customer signing in (by OTP or after registering) hears of a
  // referral Reward credited lately. A support grant's sign-in is not the customer's.
  startAppListening({
    actionCreator: userSignedIn,
    effect: async (action, api) => {
      if (action.payload.via === 'accessToken') return;
      try {
        const wallet = await api
          .dispatch(usersApi.endpoints.usersGetWallet.initiate(undefined, { subscribe: false }))
          .unwrap();
        const notice = referralNotice(wallet.ledger, new Date());
        if (notice) api.dispatch(modalOpened({ name: 'referralApplied', options: notice }));
      } catch (error) {
        api.extra.logError('Reading the wallet after sign-in failed', error);
      }
    },
  });
}
