// The browser's context for a problem report, loaded when a report is made (out of the first load).
import type { CallBody, contract } from '../../../shared/contract';
import type { AppServices } from '../../app/services';
import { traceMeta } from '../../devtools/buildInfo';

type ReportContext = NonNullable<CallBody<typeof contract.reports.createError>['context']>;

const VIEWPORT_MAX = 20_000;
const clamp = (value: number, low: number, high: number) =>
  Number.isFinite(value) ? Math.min(high, Math.max(low, value)) : low;

/**
 * What support needs to know about the browser: its user agent, window and pixel ratio, this
 * build, and what went wrong lately (console errors, redacted like the trace; failed calls).
 */
export function reportContext(services: AppServices, redact: <T>(value: T) => T): ReportContext {
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
