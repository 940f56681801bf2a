import { configureStore, type DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { api } from '../api/api';
import type { createRecorder } from '../devtools/recorder';
import { appReducer } from './appReducer';
import { createAppListenerMiddleware } from './listeners';
import type { RootState } from './rootReducer';
import { detachedServices, type AppServices } from './services';

export type { RootState } from './rootReducer';

export interface StoreOptions {
  /** Navigation, storage, geolocation...; detached (touching nothing) unless given. */
  services?: AppServices;
  /**
   * The Redux DevTools' settings (devtools/devToolsOptions, with its sanitizers); off unless
   * given. The browser's entry loads them only where the DevTools may run.
   */
  devTools?: DevToolsEnhancerOptions | false;
  /** The session recorder (devtools/recorder), inside the middleware so it sees what reducers see. */
  recorder?: Pick<ReturnType<typeof createRecorder>, 'enhancer'>;
}

/**
 * The store: the app's reducer (rootReducer's slices, the lazy ones joining when a page's loader
 * injects them, app/injectFeature.ts),
 * RTK Query, and a fresh listener middleware whose effects reach the outside only through
 * `services` (also the thunks' extra argument).
 */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const services = options.services ?? detachedServices();
  const listener = createAppListenerMiddleware(services);
  const store = configureStore({
    reducer: appReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } })
        .prepend(listener.middleware)
        .concat(api.middleware),
    devTools: options.devTools ?? false,
    enhancers: (getDefault) =>
      options.recorder ? getDefault().concat(options.recorder.enhancer) : getDefault(),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
