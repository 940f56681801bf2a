// Query results the recorder leaves out to fit a trace within its size cap (recorder.ts): the
// API answers them again, so they go before any step does. Loaded with the trace codec, after
// the app starts; the support frame reads `isLeftOut` to show such a query as not yet answered.
import type { TraceStep } from './traceFormat';

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
