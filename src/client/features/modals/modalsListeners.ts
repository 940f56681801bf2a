import type { AppStartListening } from '../../app/appTypes';
import { confirmAccepted } from './modalsSlice';

export function addModalsListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: confirmAccepted,
    effect: (_action, api) => {
      const confirm = api.getOriginalState().modals.confirm;
      if (confirm) api.dispatch(confirm.onConfirm);
    },
  });
}
