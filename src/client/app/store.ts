import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { devToolsOptions } from '../devtools/devToolsOptions';
import type { createRecorder } from '../devtools/recorder';
import { createAppListenerMiddleware } from './listeners';
import { rootReducer, type RootState } from './rootReducer';
import { detachedServices, type AppServices } from './services';

export { rootReducer, type RootState } from './rootReducer';

export interface StoreOptions {
  /** Navigation, storage, geolocation...; detached (touching nothing) unless given. */
  services?: AppServices;
  /** The page's location, for the DevTools switch; none means DevTools stay off. */
  location?: { hostname: string; search: string } | null;
  /** The session recorder (devtools/recorder), inside the middleware so it sees what reducers see. */
  recorder?: Pick<ReturnType<typeof createRecorder>, 'enhancer'>;
}

/**
 * The store: root reducer, RTK Query, and a fresh listener middleware whose effects reach the
 * outside only through `services` (also the thunks' extra argument).
 */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const services = options.services ?? detachedServices();
  const listener = createAppListenerMiddleware(services);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } })
        .prepend(listener.middleware)
        .concat(api.middleware),
    devTools: devToolsOptions(options.location ?? null),
    enhancers: (getDefault) =>
      options.recorder ? getDefault().concat(options.recorder.enhancer) : getDefault(),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
