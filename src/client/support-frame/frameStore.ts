import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { api } from '../api';
import { rootReducer, type RootState } from '../app/rootReducer';
import { detachedServices } from '../app/services';
import { isLeftOut } from '../devtools/leftOut';
import { withStandIns } from './standIns';

/** Raised inside RTK Query's thunk, so the call is rejected before its base query runs. */
export class ReadOnlyFrameError extends Error {
  override name = 'ReadOnlyFrameError';
}

const executes = (type: string) =>
  type === `${api.reducerPath}/executeQuery/pending` ||
  type === `${api.reducerPath}/executeMutation/pending`;

/**
 * Refuses every RTK Query call: queries the recorded cache already answers never get here, and
 * anything else (a query the customer never made, any mutation) fails before the network.
 */
export function refuseNetwork(onRefused: (endpointName: string) => void): Middleware {
  return () => (next) => (action) => {
    const { type, meta } = action as {
      type?: unknown;
      meta?: { arg?: { endpointName?: unknown } };
    };
    if (typeof type === 'string' && executes(type)) {
      const endpointName = String(meta?.arg?.endpointName ?? 'unknown');
      onRefused(endpointName);
      throw new ReadOnlyFrameError(`The support frame is read-only: ${endpointName} was not sent`);
    }
    return next(action);
  };
}

/**
 * The recorded state without the query results the recorder left out to fit its size cap: the
 * views see those queries as never made (their loading state), not a stand-in for their data.
 */
export function withoutLeftOutResults(state: RootState): RootState {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(([, entry]) => !isLeftOut(entry?.data)),
  );
  return { ...state, api: { ...state.api, queries } };
}

/**
 * A store holding one recorded state: the app's reducer and RTK Query's cache from the trace,
 * with natural stand-ins where data was redacted (standIns.ts), no listeners (no effects, no
 * timers), detached services (no navigation, no storage).
 */
export function makeFrameStore(
  state: RootState,
  onRefused: (endpointName: string) => void = () => undefined,
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: withStandIns(withoutLeftOutResults(state)),
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: detachedServices() },
        // Recorded states went through jsan and the redactor; checking them again says nothing.
        serializableCheck: false,
        immutableCheck: false,
      })
        .prepend(refuseNetwork(onRefused))
        .concat(api.middleware),
    devTools: false,
  });
}
