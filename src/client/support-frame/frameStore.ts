import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { api } from '../api';
import { rootReducer, type RootState } from '../app/rootReducer';
import { detachedServices } from '../app/services';

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
 * A store holding one recorded state: the app's reducer and RTK Query's cache from the trace,
 * no listeners (no effects, no timers), detached services (no navigation, no storage).
 */
export function makeFrameStore(
  state: RootState,
  onRefused: (endpointName: string) => void = () => undefined,
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: state,
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

export type FrameStore = ReturnType<typeof makeFrameStore>;
