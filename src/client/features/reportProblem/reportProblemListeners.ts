import { isRejected } from '@reduxjs/toolkit';
import { isApiError } from '../../api/contractBaseQuery';
import { api as apiSlice } from '../../api/api';
import { reportsApi } from '../../api/reportsApi';
import type { AppStartListening } from '../../app/appTypes';
import { selectCrash } from '../crash/crashSlice';
import { errorReportBody } from './errorReport';
import {
  REPORT_TEXT,
  reportFailed,
  reportSent,
  reportSubmitted,
  selectReportProblem,
} from './reportProblemSlice';

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

  // 'Send report': the note, the page, the device and the recorded session, for a reference number.
  startAppListening({
    actionCreator: reportSubmitted,
    effect: async (_action, api) => {
      const state = selectReportProblem(api.getState());
      if (state.status !== 'sending') return;
      const crash = selectCrash(api.getState());
      const message =
        state.origin === 'crash' && crash.status === 'crashed'
          ? crash.message
          : REPORT_TEXT.customerReport;
      try {
        const { referenceId } = await api
          .dispatch(
            reportsApi.endpoints.reportsCreateError.initiate({
              body: await errorReportBody(api.extra, { message, note: state.note }),
            }),
          )
          .unwrap();
        api.dispatch(reportSent({ referenceId }));
      } catch (error) {
        api.extra.logError('Problem report failed', error);
        // The server's 429 says how many reports a day it takes; other failures get one sentence.
        const limited = isApiError(error) && error.status === 429;
        api.dispatch(reportFailed({ message: limited ? error.message : REPORT_TEXT.failed }));
      }
    },
  });
}
