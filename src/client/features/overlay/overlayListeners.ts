import type { AppStartListening } from '../../app/appTypes';
import {
  OVERLAY_AUTO_CLOSE_MS,
  closesAutomatically,
  overlayAutoClosed,
  overlayShown,
} from './overlaySlice';

export function addOverlayListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: overlayShown,
    effect: async (action, api) => {
      if (!closesAutomatically(action.payload.type)) return;
      await api.delay(OVERLAY_AUTO_CLOSE_MS);
      api.dispatch(overlayAutoClosed({ id: action.payload.id }));
    },
  });
}
