import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { connectRouter } from '../../../src/client/app/navigation';
import { routes } from '../../../src/client/app/router';
import { makeStore, type RootState } from '../../../src/client/app/store';
import { fakeServices } from './store';

/**
 * A route of the app wired the way the browser entry wires it: listeners navigate the router
 * and every location change reaches the store (route guards, redirects). Leaving the site for
 * the payment host is recorded in `services.leftTo`.
 */
export function renderConnectedRoute(path: string, preloadedState?: Partial<RootState>) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const services = fakeServices({
    navigate: (to, options) => {
      services.navigations.push({ to, replace: !!options?.replace });
      void router.navigate(to, options);
    },
  });
  const store = makeStore(preloadedState, { services });
  const disconnect = connectRouter(router, store.dispatch);
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const pathname = () => router.state.location.pathname;
  return { store, router, services, pathname, disconnect, ...result };
}
