// A page reload inside a recorded session, as an action the app's reducers understand: the new
// page started from its own (stored) state, carried as `payload.state`, which replaces the state
// as the reload did. The session recorder writes it between the pages' steps; nothing dispatches
// it while the app runs. Because the root reducer itself applies it, the Redux DevTools (which
// recompute an imported history with the app's reducer), `npm run replay` and the support
// player compute the same states from a trace with reloads.
import { createAction, type Action, type Reducer } from '@reduxjs/toolkit';

export const pageReloaded = createAction<{ state: unknown }>('@@utsav/recorder/reloaded');

/** The reload mark's type, as recorded traces carry it. */
export const RELOADED_ACTION_TYPE = pageReloaded.type;

const carriesState = (action: Action): action is ReturnType<typeof pageReloaded> =>
  pageReloaded.match(action) &&
  typeof action.payload === 'object' &&
  action.payload !== null &&
  'state' in action.payload;

/** The reducer, with the reload mark replacing the state by the one the new page started from. */
export function withPageReload<S, A extends Action, P>(
  reducer: Reducer<S, A, P>,
): Reducer<S, A, P> {
  return (state, action) =>
    carriesState(action) ? (action.payload.state as S) : reducer(state, action);
}
