import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { connectRouter, createNavigation, routerNavigation } from './navigation';
import { reportPageHide } from './pageLifecycle';
import { loadStoredState } from './persistence';
import { appRoutes } from '../routes/routes';
import { captureConsoleErrors, createProblemLog } from './problemLog';
import { browserServices } from './services';
import { appReducer } from './appReducer';
import { SiteOriginContext, WideScreenGuessContext } from './site';
import { makeStore, type AppStore } from './store';
import { nextTask, whenIdle } from './tasks';
import { traceMeta } from '../devtools/buildInfo';
import { devToolsEnabled } from '../devtools/devToolsSwitch';
import { browserPageSignals } from '../devtools/pageSignals';
import { createRecorder, loadJsanCodec } from '../devtools/recorder';
import { deviceFromUserAgent } from '../features/crash/device';
import { appStarted } from '../features/session/sessionEvents';
import { replayTaps, takeEarlyTaps } from './earlyTaps';
import { readServerPayload } from '../ssr/hydrationState';

/** Resolves once the router has loaded the modules of the pages at its location. */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The app's start in a page: hydrate the server's page (or render the shell's), with the store,
 * the router and the recorder. Until hydrateRoot below, a tap on the server's page does only what
 * its markup does (a link, a form), so nothing else waits before it: the session starts after.
 */
export async function start(root: HTMLElement) {
  const server = readServerPayload(document);
  // What the console shows as errors from here on goes with a problem report.
  const problems = createProblemLog();
  captureConsoleErrors(window, console, problems);
  // The router starts loading the modules of the pages at this URL at once; their loaders wait
  // for the store, made below, to put the pages' features in it and start their requests.
  let storeMade: (store: AppStore) => void = () => undefined;
  const storeReady = new Promise<AppStore>((resolve) => {
    storeMade = resolve;
  });
  const router = createBrowserRouter(appRoutes(storeReady), {
    hydrationData: server?.router,
  });
  // What this browser kept is read (its checks loaded, when there is any) while the page loads.
  const storedState = loadStoredState(window.localStorage, window.sessionStorage);
  // The DevTools' settings and sanitizers load only where the DevTools may run (and stay off if
  // their chunk cannot load: unsanitized, they would show secrets).
  const devTools = devToolsEnabled(window.location)
    ? import('../devtools/devToolsOptions').then(
        (module) => module.devToolsOptions(window.location),
        () => false as const,
      )
    : false;
  const navigation = createNavigation(router);
  // The recording's codec loads once the page is idle, or at once when a report asks for the
  // recording; its start-up work is split in tasks.
  let loadRecordingNow: () => void = () => undefined;
  const recordingWanted = new Promise<void>((resolve) => {
    loadRecordingNow = resolve;
    void whenIdle().then(resolve);
  });
  const { recorder, enhancer } = createRecorder({
    storage: window.sessionStorage,
    codec: () => recordingWanted.then(loadJsanCodec),
    nextTask,
    meta: traceMeta(deviceFromUserAgent(navigator.userAgent, () => undefined)),
    page: browserPageSignals(window),
  });
  const services = browserServices({
    ...routerNavigation(navigation),
    problems,
    sessionTrace: async () => {
      loadRecordingNow();
      await recorder.ready;
      return recorder.exportTrace();
    },
  });
  // A server-rendered page hydrates with the state it was rendered with; what this browser kept
  // (the signed-in user, the cart...) is in the store from the start and shows once hydration ends.
  const serverState = server ? appReducer(server.state, { type: 'ssr/stateReceived' }) : undefined;
  const stored = await storedState;
  const preloaded = serverState
    ? {
        ...serverState,
        ...stored,
        session: { ...serverState.session, ...stored.session, renderedOnServer: true },
        // A location this browser has not kept may still be in the cookie the server read (one
        // chosen on the location page before the app ran): the page was priced for it, so it stays.
        location:
          stored.location && (stored.location.hubId !== null || stored.location.selected !== null)
            ? stored.location
            : serverState.location,
        // The page's cover videos came with it; this browser keeps only its last counted click.
        coverVideo: {
          ...serverState.coverVideo,
          lastClickDate: stored.coverVideo?.lastClickDate ?? null,
        },
      }
    : stored;
  const store = makeStore(preloaded, {
    services,
    devTools: await devTools,
    recorder: { enhancer },
  });
  storeMade(store);
  // The pages a server-rendered URL shows are loaded (and their loaders run) before hydrating, so
  // it hydrates what the server drew: their requests find the server's answers in the store and
  // ask for nothing again. A page the browser draws alone shows its skeleton meanwhile.
  if (server) await routerReady(router);
  // Browser journeys and QA read the recording wherever the DevTools may run (not in production
  // unless `?debug`).
  if (devToolsEnabled(window.location)) {
    Object.assign(window, { __UTSAV_RECORDER__: recorder });
  }
  connectRouter(navigation, store.dispatch);
  reportPageHide(window, store.dispatch);
  // Buttons tapped on the server's page before this script ran (earlyTaps.ts).
  let earlyTaps: HTMLButtonElement[] = [];
  // The session starts once the page is drawn (hydrated), in a task of its own: what it changes
  // then re-renders only what shows it, rather than hydrating a page unlike the server's.
  const startSession = () => {
    // Taps work from here on: journeys and QA tools wait for this mark before they click.
    document.documentElement.dataset.hydrated = 'true';
    navigation.drawn();
    // After this commit: within it React could not hydrate the part a tap falls on.
    void replayTaps(earlyTaps, nextTask);
    earlyTaps = [];
    void nextTask().then(() =>
      store.dispatch(
        appStarted({ path: window.location.pathname, search: window.location.search }),
      ),
    );
  };

  const app = (
    <SiteOriginContext value={server?.origin ?? window.location.origin}>
      <WideScreenGuessContext value={server?.wide ?? true}>
        <AppProviders store={store} serverState={serverState}>
          <RouterProvider router={router} />
          <AfterFirstCommit run={startSession} />
        </AppProviders>
      </WideScreenGuessContext>
    </SiteOriginContext>
  );
  if (serverState) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the page for one long task; a tap meanwhile makes React finish it at once and then handle
    // the tap, so none is lost.
    earlyTaps = takeEarlyTaps(window);
    startTransition(() => {
      hydrateRoot(root, app, {
        // A page that differs from the server's is drawn again by the browser; say so in the console.
        onRecoverableError: (error) =>
          console.error('Hydration failed; the page was redrawn', error),
      });
    });
  } else {
    createRoot(root).render(app);
  }
}

/** Runs once, after React first commits the page (the end of hydration, or the first render). */
function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
