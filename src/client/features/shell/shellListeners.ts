import type { AppStartListening } from '../../app/appTypes';
import { appStarted } from '../session/sessionEvents';
import {
  NAV_THEME_SWITCH_MS,
  SEARCH_HINT_ROTATE_MS,
  navThemeDarkened,
  searchHintRotated,
} from './shellSlice';

export function addShellListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      await api.delay(NAV_THEME_SWITCH_MS);
      api.dispatch(navThemeDarkened());
    },
  });

  // The hints keep turning while the page is open; the listener's delay is its timer.
  startAppListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      for (;;) {
        await api.delay(SEARCH_HINT_ROTATE_MS);
        api.dispatch(searchHintRotated());
      }
    },
  });
}
