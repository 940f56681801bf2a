import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { connectRouter, routerNavigation } from './app/navigation';
import { reportPageHide } from './app/pageLifecycle';
import { preloadedStateFromStorage } from './app/persistence';
import { makeRouter } from './app/router';
import { browserServices } from './app/services';
import { makeStore } from './app/store';
import { traceMeta } from './devtools/buildInfo';
import { devToolsEnabled } from './devtools/devToolsOptions';
import { createRecorder } from './devtools/recorder';
import { deviceFromUserAgent } from './features/crash/device';
import { appStarted } from './features/session/sessionEvents';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = makeRouter();
const { recorder, enhancer } = createRecorder({
  storage: window.sessionStorage,
  meta: traceMeta(deviceFromUserAgent(navigator.userAgent, () => undefined)),
});
const services = browserServices({
  ...routerNavigation(router),
  sessionTrace: () => recorder.exportTrace(),
});
const store = makeStore(preloadedStateFromStorage(services.local, services.session), {
  services,
  location: window.location,
  recorder: { enhancer },
});
// Browser journeys and QA read the recording wherever the DevTools may run (not in production
// unless `?debug`).
if (devToolsEnabled(window.location)) {
  Object.assign(window, { __UTSAV_RECORDER__: recorder });
}
connectRouter(router, store.dispatch);
reportPageHide(window, store.dispatch);
store.dispatch(appStarted({ path: window.location.pathname, search: window.location.search }));

createRoot(container).render(
  <AppProviders store={store}>
    <RouterProvider router={router} />
  </AppProviders>,
);
