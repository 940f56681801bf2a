import type { AppStartListening } from '../../app/appTypes';
import { TOAST_DURATION_MS, toastExpired, toastShown } from './toastSlice';

export function addToastListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: toastShown,
    effect: async (action, api) => {
      await api.delay(TOAST_DURATION_MS);
      api.dispatch(toastExpired({ id: action.payload.id }));
    },
  });
}
