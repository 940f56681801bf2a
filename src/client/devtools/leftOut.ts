// Query results the recorder leaves out to fit a trace within its size cap (recorder.ts): the
// API answers them again, so they go before any step does. Loaded with the trace codec, after
// the app starts; the support frame reads `isLeftOut` to show such a query as not yet answered.
import type { Trace, TraceStep } from './traceFormat';

/** What stands for a query result left out to fit the size cap. */
export const LEFT_OUT_RESULT = Object.freeze({
  '@@utsav/leftOut': 'a query result, left out to fit the report; the API answers it again',
});
const QUERY_FULFILLED = /\/executeQuery\/fulfilled$/;

export const isLeftOut = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && '@@utsav/leftOut' in value;

/** The step without its query result, or null when it has none to leave out. */
export function withoutResult(step: TraceStep): TraceStep | null {
  const { action } = step;
  if (!QUERY_FULFILLED.test(action.type) || action.payload === undefined) return null;
  if (isLeftOut(action.payload)) return null;
  return { ...step, action: { ...action, payload: LEFT_OUT_RESULT } };
}

/** The state with RTK Query's cached results left out, or null when it holds none. */
export function withoutResults(state: unknown): unknown {
  const api = (state as { api?: { queries?: Record<string, { data?: unknown } | undefined> } })
    ?.api;
  if (!api?.queries) return null;
  let changed = false;
  const queries = Object.fromEntries(
    Object.entries(api.queries).map(([key, entry]) => {
      if (!entry || entry.data === undefined || isLeftOut(entry.data)) return [key, entry];
      changed = true;
      return [key, { ...entry, data: LEFT_OUT_RESULT }];
    }),
  );
  return changed ? { ...(state as object), api: { ...api, queries } } : null;
}

/** The trace with its start state's results and those of its oldest `count` steps left out. */
function leaveOut(recorded: Trace, count: number): Trace {
  let left = 0;
  const steps = recorded.steps.map((step) => {
    const lighter = left < count ? withoutResult(step) : null;
    if (lighter === null) return step;
    left += 1;
    return lighter;
  });
  const initialState = withoutResults(recorded.initialState) ?? recorded.initialState;
  return { steps, initialState, meta: recorded.meta };
}

export interface FitOptions {
  maxChars: number;
  serialize(trace: Trace): string;
  /** The trace with its states computed again (after results were left out). */
  recompute(trace: Trace): Trace;
  /** The trace of these steps from that start state, states and selector values computed. */
  traceFrom(steps: TraceStep[], initialState: unknown): Trace;
}

/**
 * The whole-history text of a trace within `maxChars`: query results go first (the start
 * state's, then a share of the steps', oldest first, measured again until it fits or none is
 * left), then the oldest steps.
 */
export function fitTrace(whole: Trace, { maxChars, serialize, recompute, traceFrom }: FitOptions) {
  let current = whole;
  let text = serialize(current);
  const withResults = whole.steps.filter((step) => withoutResult(step) !== null).length;
  for (let left = 0; text.length > maxChars;) {
    current = recompute(leaveOut(whole, left));
    text = serialize(current);
    if (left === withResults) break;
    left = Math.min(
      withResults,
      Math.max(left + 1, Math.ceil(left + withResults * (1 - maxChars / text.length))),
    );
  }
  // Computed states share most of their structure (jsan writes a shared subtree once), so
  // the size is not proportional to the step count; drop a share of steps and measure again.
  while (text.length > maxChars && current.steps.length > 0) {
    const share = Math.max(1, Math.ceil(current.steps.length * (1 - maxChars / text.length)));
    const kept = current.steps.slice(share);
    const initialState = current.computedStates?.[share - 1]?.state ?? current.initialState;
    current = traceFrom(kept, initialState);
    text = serialize(current);
  }
  return text;
}
