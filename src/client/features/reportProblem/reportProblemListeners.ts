import { isRejected } from '@reduxjs/toolkit';
import { api as apiSlice } from '../../api/api';
import type { AppStartListening } from '../../app/appTypes';
import { reportSubmitted } from './reportProblemSlice';

/** An API call that failed (not one its condition skipped), with its endpoint and status. */
function failedCall(action: unknown): { endpoint: string; status: unknown } | null {
  if (!isRejected(action) || !action.type.startsWith(`${apiSlice.reducerPath}/execute`))
    return null;
  const meta = action.meta as { condition?: boolean; arg?: { endpointName?: unknown } };
  if (meta.condition) return null;
  const payload = action.payload as { status?: unknown } | undefined;
  return { endpoint: String(meta.arg?.endpointName ?? 'unknown'), status: payload?.status };
}

export function addReportProblemListeners(startAppListening: AppStartListening) {
  // Every failed API call, by endpoint, status and time, goes with the next report.
  startAppListening({
    predicate: (action) => failedCall(action) !== null,
    effect: (action, api) => {
      const call = failedCall(action);
      if (call) api.extra.problems.failedCall(call.endpoint, call.status);
    },
  });

  // 'Send report': the sending code (the recording's export, the report's body) loads with the
  // first report sent, rather than with the first load.
  startAppListening({
    actionCreator: reportSubmitted,
    effect: async (_action, api) => {
      const { sendReport } = await import('./reportSending');
      await sendReport(api);
    },
  });
}
