/**
 * Steps through a reducer: what the session recorder needs while the app runs (a reload mark,
 * one step, a trace's states recomputed). The replay and its state diffs (replay.ts, microdiff)
 * are QA and support code and stay out of the app's first load.
 */
import type { Reducer } from '@reduxjs/toolkit';
import type { ComputedState, Trace } from './traceFormat';

/** A reducer that accepts any recorded action. */
export type TraceReducer<S> = Reducer<S, { type: string }>;

/**
 * The recorder's mark for a page reload: the new page started from its own (stored) state,
 * carried as `payload.state`, which replaces the state as the reload did.
 */
export const RELOADED_ACTION_TYPE = '@@utsav/recorder/reloaded';

/** One step: the reducer, or the reload mark's state. */
export function applyStep<S>(reducer: TraceReducer<S>, state: S, action: { type: string }): S {
  if (action.type === RELOADED_ACTION_TYPE) {
    const payload = (action as { payload?: { state?: S } }).payload;
    if (payload && 'state' in payload) return payload.state as S;
  }
  return reducer(state, action);
}

export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** The trace with every step's state recomputed by the reducer from its initial state. */
export function withComputedStates<S>(trace: Trace<S>, reducer: TraceReducer<S>): Trace<S> {
  let state = trace.initialState;
  const computedStates = trace.steps.map((step): ComputedState<S> => {
    try {
      state = applyStep(reducer, state, step.action);
      return { state };
    } catch (error) {
      return { state, error: errorMessage(error) };
    }
  });
  return { ...trace, computedStates };
}
