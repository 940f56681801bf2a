import { appConfig } from '../../../../config/app.config';
import { reportsApi } from '../../api/reportsApi';
import type { AppStartListening } from '../../app/appTypes';
import { appCrashed, crashRefreshRequested } from './crashSlice';
import { deviceFromUserAgent } from './device';

const MESSAGE_MAX = 2000;

export function addCrashListeners(startAppListening: AppStartListening) {
  // SPEC 4: the error is reported; the first crash of a session reloads the page once.
  startAppListening({
    actionCreator: appCrashed,
    effect: async (action, api) => {
      const { extra: services } = api;
      const device = deviceFromUserAgent(services.userAgent(), (line) => services.logError(line));
      const message = action.payload.message.slice(0, MESSAGE_MAX) || 'Unknown error';
      try {
        await api
          .dispatch(
            reportsApi.endpoints.reportsCreateError.initiate({
              body: {
                message,
                type: '_ERROR_BOUNDARY_CATCH',
                errorFromUrl: services.currentUrl().slice(0, MESSAGE_MAX),
                device,
                errorFromSiteName: appConfig.shortName,
              },
            }),
          )
          .unwrap();
      } catch (error) {
        services.logError('Error report failed', error);
      }
      if (api.getState().crash.errorCount === 1) services.reload();
    },
  });

  startAppListening({
    actionCreator: crashRefreshRequested,
    effect: (_action, api) => api.extra.reload(),
  });
}
