import { isApiError } from '../../api/contractBaseQuery';
import { reportsApi } from '../../api/reportsApi';
import type { Effects } from '../../app/appTypes';
import { selectCrash } from '../crash/crashSlice';
import { errorReportBody } from './errorReport';
import { REPORT_TEXT, reportFailed, reportSent, selectReportProblem } from './reportProblemSlice';

/**
 * 'Send report': the note, the page, the device and the recorded session, for a reference number.
 * It loads with the first report sent (reportProblemListeners.ts), not with the first load; the
 * failed calls a report carries are counted from the first load on.
 */
export async function sendReport(api: Effects): Promise<void> {
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
}
