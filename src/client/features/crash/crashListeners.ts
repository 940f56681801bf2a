import { reportsApi } from '../../api/reportsApi';
import type { AppStartListening } from '../../app/appTypes';
import { appCrashed, crashRefreshRequested } from './crashSlice';

export function addCrashListeners(startAppListening: AppStartListening) {
  // SPEC 4: the error is reported; the first crash of a session reloads the page once.
  startAppListening({
    actionCreator: appCrashed,
    effect: async (action, api) => {
      const { extra: services } = api;
      try {
        // The session trace goes with it, so support can replay what led to the crash. The report's
        // code loads when a crash needs it: no first view carries it.
        const { errorReportBody } = await import('../reportProblem/errorReport');
        await api
          .dispatch(
            reportsApi.endpoints.reportsCreateError.initiate({
              body: await errorReportBody(services, { message: action.payload.message }),
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
