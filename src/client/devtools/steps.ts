/**
 * Steps through a reducer: what the session recorder needs while the app runs (a reload mark,
 * one step, a trace's states recomputed). The replay and its state diffs (replay.ts, microdiff)
 * are QA and support code and stay out of the app's first load.
 */
import type { Reducer } from '@reduxjs/toolkit';
import type { ComputedState, Trace } from './traceFormat';

/** A reducer that accepts any recorded action. */
export type TraceReducer<S> = Reducer<S, { type: string }>;

export { RELOADED_ACTION_TYPE } from '../app/pageReload';

/**
 * One step: the reducer's answer. A page reload (`@@utsav/recorder/reloaded`) is an action the
 * app's reducers apply themselves (app/pageReload.ts), as the Redux DevTools do on import.
 */
export const applyStep = <S>(reducer: TraceReducer<S>, state: S, action: { type: string }): S =>
  reducer(state, action);

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
