import type { ReactElement } from 'react';
import { clearAllListeners } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { routes } from '../../../src/client/app/router';
import { makeStore, type RootState } from '../../../src/client/app/store';

type Store = ReturnType<typeof makeStore>;
const rendered: Store[] = [];

/** A fresh store for one test; its listeners stop when the test ends. */
function freshStore(preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  rendered.push(store);
  return store;
}

// A listener still waiting (the cover videos are asked for a second after start-up) would
// otherwise call the API during the next test, which has other handlers.
afterEach(() => {
  for (const store of rendered.splice(0)) store.dispatch(clearAllListeners());
});

/** Renders a whole route of the app, with a fresh store, as a user would reach it. */
export function renderRoute(path: string, preloadedState?: Partial<RootState>) {
  const store = freshStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, ...result };
}

export function renderWithProviders(ui: ReactElement, preloadedState?: Partial<RootState>) {
  const store = freshStore(preloadedState);
  return { store, ...render(<AppProviders store={store}>{ui}</AppProviders>) };
}

/**
 * Waits until the home page has drawn its heading: its data calls have started by then, so a test
 * that lands on home ends with every call it caused answered by its handlers.
 */
export async function homePageDrawn() {
  return screen.findByRole('heading', { level: 1, name: /decoration for every celebration/ });
}
