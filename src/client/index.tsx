import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { connectRouter, routerNavigation } from './app/navigation';
import { preloadedStateFromStorage } from './app/persistence';
import { makeRouter } from './app/router';
import { browserServices } from './app/services';
import { makeStore } from './app/store';
import { appStarted } from './features/session/sessionEvents';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = makeRouter();
const services = browserServices(routerNavigation(router));
const store = makeStore(preloadedStateFromStorage(services.local, services.session), {
  services,
  location: window.location,
});
connectRouter(router, store.dispatch);
store.dispatch(appStarted({ path: window.location.pathname, search: window.location.search }));

createRoot(container).render(
  <AppProviders store={store}>
    <RouterProvider router={router} />
  </AppProviders>,
);
