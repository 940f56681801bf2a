import type { ReactElement } from 'react';
import { clearAllListeners } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { injectAllFeatures } from '../../../src/client/app/allFeatures';
import { createNavigation } from '../../../src/client/app/navigation';
import { appRoutes, type StoreSource } from '../../../src/client/routes/routes';
import { makeStore, type AppStore, type RootState } from '../../../src/client/app/store';

/**
 * The app's route table for `store` in a memory router at `path`, as the browser entry wires it:
 * `navigation` moves the router (as listeners do through the services) and tells where it is.
 */
export function routedApp(path: string, store: StoreSource) {
  const router = createMemoryRouter(appRoutes(store), { initialEntries: [path] });
  const navigation = createNavigation(router);
  navigation.drawn();
  const app = <RouterProvider router={router} />;
  return { navigation, app };
}

/**
 * The store the routes serve, made after the router (whose navigation its services use), as the
 * browser entry makes it.
 */
export function storeToCome() {
  let resolve: (store: AppStore) => void = () => undefined;
  const store = new Promise<AppStore>((done) => {
    resolve = done;
  });
  return {
    store,
    made: <S extends AppStore>(made: S): S => {
      resolve(made);
      return made;
    },
  };
}

const storesInTest: AppStore[] = [];
afterEach(() => {
  for (const store of storesInTest.splice(0)) store.dispatch(clearAllListeners());
});

/**
 * Stops the store's listeners when the test ends: a delayed call of theirs (the cover videos, a
 * second after the home page's data) would otherwise be sent during a later test.
 */
export function endsWithTest<S extends AppStore>(store: S): S {
  storesInTest.push(store);
  return store;
}

/** Renders a whole route of the app, with a fresh store, as a user would reach it. */
export function renderRoute(path: string, preloadedState?: Partial<RootState>) {
  const store = endsWithTest(makeStore(preloadedState));
  const { navigation, app } = routedApp(path, store);
  const result = render(<AppProviders store={store}>{app}</AppProviders>);
  return { store, navigation, ...result };
}

/** Renders a part of the app with a fresh store holding every feature, as if its page had loaded. */
export function renderWithProviders(ui: ReactElement, preloadedState?: Partial<RootState>) {
  const store = endsWithTest(makeStore(preloadedState));
  store.dispatch(injectAllFeatures());
  return { store, ...render(<AppProviders store={store}>{ui}</AppProviders>) };
}

/**
 * Waits until the home page has drawn its heading: its data calls have started by then, so a test
 * that lands on home ends with every call it caused answered by its handlers.
 */
export async function homePageDrawn() {
  return screen.findByRole('heading', { level: 1, name: /decoration for every celebration/ });
}
