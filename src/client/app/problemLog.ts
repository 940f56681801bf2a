// What went wrong lately in this page, for a problem report: the last console errors (the app's
// own logged errors, uncaught errors and rejections) and the last failed API calls. Kept in
// memory only, a few of each, as text; a report redacts them before they leave the browser.
import { CALL_FAILURES, REPORT_PROBLEMS_MAX } from '../../shared/contract/constants';
import type { ReportContext, ReportFailedCall } from '../../shared/contract/entities';

export type RecentProblems = Pick<ReportContext, 'consoleErrors' | 'failedCalls'>;

export interface ProblemLog {
  consoleError(message: string): void;
  failedCall(endpoint: string, status: unknown): void;
  recent(): RecentProblems;
}

/** The longest console message a report carries. */
export const CONSOLE_MESSAGE_MAX = 500;

const callStatus = (status: unknown): ReportFailedCall['status'] => {
  if (typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599) {
    return status;
  }
  return (CALL_FAILURES as readonly unknown[]).includes(status)
    ? (status as (typeof CALL_FAILURES)[number])
    : 'CUSTOM_ERROR';
};

export function createProblemLog(now: () => number = Date.now): ProblemLog {
  const consoleErrors: RecentProblems['consoleErrors'] = [];
  const failedCalls: RecentProblems['failedCalls'] = [];
  const keep = <T>(list: T[], item: T) => {
    list.push(item);
    if (list.length > REPORT_PROBLEMS_MAX) list.shift();
  };
  const at = () => new Date(now()).toISOString();
  return {
    consoleError: (message) => {
      const text = message.trim().slice(0, CONSOLE_MESSAGE_MAX);
      if (text !== '') keep(consoleErrors, { message: text, at: at() });
    },
    failedCall: (endpoint, status) => {
      keep(failedCalls, {
        endpoint: endpoint.replace(/[^A-Za-z0-9_]/g, '').slice(0, 100) || 'unknown',
        status: callStatus(status),
        at: at(),
      });
    },
    recent: () => ({ consoleErrors: [...consoleErrors], failedCalls: [...failedCalls] }),
  };
}

/** One console argument as text: an error by its name and message, anything else as JSON. */
function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Records what the customer's console shows as errors: every `console.error` (still printed),
 * uncaught errors and unhandled promise rejections.
 */
export function captureConsoleErrors(
  target: Pick<Window, 'addEventListener'>,
  console: Pick<Console, 'error'>,
  log: ProblemLog,
): void {
  const print = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    log.consoleError(
      args
        .filter((arg) => arg !== undefined)
        .map(describe)
        .join(' '),
    );
    print(...args);
  };
  target.addEventListener('error', (event) =>
    log.consoleError(`Uncaught ${describe(event.error ?? event.message)}`),
  );
  target.addEventListener('unhandledrejection', (event) =>
    log.consoleError(`Unhandled rejection: ${describe(event.reason)}`),
  );
}
