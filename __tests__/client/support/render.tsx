import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { routes } from '../../../src/client/app/router';
import { makeStore, type RootState } from '../../../src/client/app/store';

/** Renders a whole route of the app, with a fresh store, as a user would reach it. */
export function renderRoute(path: string, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, ...result };
}

export function renderWithProviders(ui: ReactElement, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  return { store, ...render(<AppProviders store={store}>{ui}</AppProviders>) };
}

/**
 * Waits until the home page has drawn its heading: its data calls have started by then, so a test
 * that lands on home ends with every call it caused answered by its handlers.
 */
export async function homePageDrawn() {
  return screen.findByRole('heading', { level: 1, name: /decoration for every celebration/ });
}
