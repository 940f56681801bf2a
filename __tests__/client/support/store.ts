import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import {
  detachedServices,
  memoryStorage,
  type AppServices,
} from '../../../src/client/app/services';
import { injectAllFeatures } from '../../../src/client/app/allFeatures';
import { rootReducer, type RootState } from '../../../src/client/app/rootReducer';
import { makeStore } from '../../../src/client/app/store';

export interface FakeServices extends AppServices {
  navigations: { to: string; replace: boolean }[];
  reloads: number;
  leftTo: string[];
  errors: string[];
  backs: number;
}

/** Services that record what the app asked of the browser. */
export function fakeServices(overrides: Partial<AppServices> = {}): FakeServices {
  const services: FakeServices = {
    ...detachedServices({ local: memoryStorage(), session: memoryStorage() }),
    navigations: [],
    reloads: 0,
    leftTo: [],
    errors: [],
    backs: 0,
    navigate: (to, options) => void services.navigations.push({ to, replace: !!options?.replace }),
    goBack: () => void (services.backs += 1),
    reload: () => void (services.reloads += 1),
    leaveTo: (url) => void services.leftTo.push(url),
    logError: (message) => void services.errors.push(message),
    userAgent: () => 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
    ...overrides,
  };
  return services;
}

/**
 * A fresh store with fresh listeners, wired to recording services, with every feature in it, as
 * if each page had loaded.
 */
export function testStore(preloaded?: Partial<RootState>, overrides: Partial<AppServices> = {}) {
  const services = fakeServices(overrides);
  const store = makeStore(preloaded, { services });
  store.dispatch(injectAllFeatures());
  return { store, services, state: () => store.getState() };
}

/** Modern fake timers, leaving the hooks promises and streams need to settle. */
export function withFakeClock() {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}

/**
 * A store with the root reducer only (no listeners, no API middleware): for transition tables,
 * where dispatching an event and selecting must show the reducer's answer and nothing else.
 */
export function machine(preloaded?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded,
    // The checks stay on; only their timing warning is relaxed for a busy test machine.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 500 }, serializableCheck: { warnAfter: 500 } }),
  });
  return {
    dispatch: (...actions: UnknownAction[]) => {
      for (const action of actions) store.dispatch(action);
    },
    state: () => store.getState(),
  };
}
