import { appConfig } from '../../../../config/app.config';
import type { CallBody, contract } from '../../../shared/contract';
import { TRACE_MAX_CHARS } from '../../../shared/contract/constants';
import type { AppServices } from '../../app/services';
import { traceMeta } from '../../devtools/buildInfo';
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

const VIEWPORT_MAX = 20_000;
const clamp = (value: number, low: number, high: number) =>
  Number.isFinite(value) ? Math.min(high, Math.max(low, value)) : low;

/**
 * What support needs to know about the browser: its user agent, window and pixel ratio, this
 * build, and what went wrong lately (console errors, redacted like the trace; failed calls).
 */
function reportContext(
  services: AppServices,
  redact: <T>(value: T) => T,
): NonNullable<ErrorReportBody['context']> {
  const viewport = services.viewport();
  const { appVersion, buildId } = traceMeta();
  const { consoleErrors, failedCalls } = services.problems.recent();
  return {
    userAgent: services.userAgent().slice(0, 500),
    viewport: {
      width: Math.round(clamp(viewport.width, 1, VIEWPORT_MAX)),
      height: Math.round(clamp(viewport.height, 1, VIEWPORT_MAX)),
      devicePixelRatio: clamp(viewport.devicePixelRatio, 0.1, 16),
    },
    appVersion,
    buildId,
    consoleErrors: consoleErrors.map((entry) => ({
      ...entry,
      message: redact(entry.message).slice(0, 500) || 'An error',
    })),
    failedCalls,
  };
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
  const { redact } = await import('../../devtools/sanitize');
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
