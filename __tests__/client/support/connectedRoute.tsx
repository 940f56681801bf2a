import { render } from '@testing-library/react';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { connectRouter } from '../../../src/client/app/navigation';
import { makeStore, type RootState } from '../../../src/client/app/store';
import { endsWithTest, routedApp, storeToCome } from './render';
import { fakeServices } from './store';

/**
 * A route of the app wired the way the browser entry wires it: listeners navigate the router
 * and every location change reaches the store (route guards, redirects). Leaving the site for
 * the payment host is recorded in `services.leftTo`.
 */
export function renderConnectedRoute(path: string, preloadedState?: Partial<RootState>) {
  const { store: storeReady, made } = storeToCome();
  const { navigation, app } = routedApp(path, storeReady);
  const services = fakeServices({
    navigate: (to, options) => {
      services.navigations.push({ to, replace: !!options?.replace });
      navigation.navigate(to, options);
    },
  });
  const store = made(endsWithTest(makeStore(preloadedState, { services })));
  const disconnect = connectRouter(navigation, store.dispatch);
  const result = render(<AppProviders store={store}>{app}</AppProviders>);
  const pathname = () => navigation.location().pathname;
  return { store, navigation, services, pathname, disconnect, ...result };
}

/**
 * A route of the app whose listeners move the router, as the browser's services do; unlike
 * `renderConnectedRoute`, location changes do not reach the store.
 */
export function renderNavigatingRoute(path: string, preloadedState?: Partial<RootState>) {
  const { store: storeReady, made } = storeToCome();
  const { navigation, app } = routedApp(path, storeReady);
  const services = fakeServices({ navigate: (to, options) => navigation.navigate(to, options) });
  const store = made(endsWithTest(makeStore(preloadedState, { services })));
  const result = render(<AppProviders store={store}>{app}</AppProviders>);
  return { store, navigation, services, ...result };
}
