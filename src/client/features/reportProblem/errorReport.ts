import { appConfig } from '../../../../config/app.config';
import type { CallBody, contract } from '../../../shared/contract';
import { TRACE_MAX_CHARS } from '../../../shared/contract/constants';
import type { AppServices } from '../../app/services';
import { deviceFromUserAgent } from '../crash/device';

export type ErrorReportBody = CallBody<typeof contract.reports.createError>;

/** The call's longest message and page URL. */
const TEXT_MAX = 2000;

/** A trace that fails to export must not stop the report it would have joined. */
async function traceOf(services: AppServices): Promise<string | null> {
  try {
    return await services.sessionTrace();
  } catch (error) {
    services.logError('Session trace export failed', error);
    return null;
  }
}

/**
 * The body of an error report (a crash, or 'Report a problem'): the page, the device, the
 * browser's context, and the recorder's redacted trace when there is one that the call accepts. The page address and the
 * crash message are redacted like the trace (a grant link carries its token in the URL); the
 * note is what the customer chose to tell support.
 */
export async function errorReportBody(
  services: AppServices,
  report: { message: string; note?: string },
): Promise<ErrorReportBody> {
  // The sanitizers load when a report is made (they stay out of the first load).
  const [{ redact }, { reportContext }] = await Promise.all([
    import('../../devtools/sanitize'),
    import('./reportContext'),
  ]);
  const note = report.note?.trim();
  const trace = await traceOf(services);
  if (trace !== null && trace.length > TRACE_MAX_CHARS) {
    services.logError(`Session trace of ${trace.length} characters left out of the report`);
  }
  return {
    message: redact(report.message).slice(0, TEXT_MAX) || 'Unknown error',
    type: '_ERROR_BOUNDARY_CATCH',
    errorFromUrl: redact(services.currentUrl()).slice(0, TEXT_MAX),
    device: deviceFromUserAgent(services.userAgent(), (line) => services.logError(line)),
    errorFromSiteName: appConfig.shortName,
    context: reportContext(services, redact),
    ...(note && { note }),
    ...(trace !== null && trace.length <= TRACE_MAX_CHARS && { trace }),
  };
}
