import type { HistoryRouterProps, Location } from 'react-router';
import { pageVisited, type NavigationKind } from '../features/history/historySlice';
import type { AppServices } from './services';

type Dispatch = (action: ReturnType<typeof pageVisited>) => unknown;

/** A history as React Router makes them (`UNSAFE_createBrowserHistory`, `…MemoryHistory`). */
export type History = HistoryRouterProps['history'];
type HistoryListener = Parameters<History['listen']>[0];

type Listener = (location: Location, kind: NavigationKind) => void;

/**
 * The browser's history as the app sees it outside React: listeners move it through the services,
 * the store hears every entry it gets (every push, replace and pop, even several in one event),
 * and the router draws it (`<HistoryRouter history={navigation.history}>`).
 */
export interface Navigation {
  /** The history to give the router: the one it wraps, telling the router and the store. */
  history: History;
  /**
   * Moves to a path. Before the router listens (a listener at start-up), the move waits for it:
   * a server-rendered page hydrates at the URL it was rendered for, then moves.
   */
  navigate(to: string, options?: { replace?: boolean }): void;
  goBack(): void;
  /** The history's current location. */
  location(): Location;
  /** Hears every new location from now on. Returns the unsubscribe function. */
  subscribe(listener: Listener): () => void;
}

const pathOf = ({ pathname, search, hash }: Location) => `${pathname}${search}${hash}`;

/**
 * Wraps a history (created with `v5Compat: true`, so a push tells its listener) for the router,
 * the services and the store. A React Router history has one listener: this is it.
 *
 * `prepare` loads what a location's page needs before it is drawn (its code), or answers `null`
 * when that is here: the router shows a new location once it is prepared, and the old page until
 * then (the store hears of the move at once, as the browser's history has it).
 */
export function createNavigation(
  history: History,
  prepare: (location: Location) => Promise<unknown> | null = () => null,
): Navigation {
  let router: HistoryListener | null = null;
  /** Whether the history moved while the router was not listening (it draws what it missed). */
  let missed = false;
  /** The locations waiting for their pages, drawn in the order the history took them. */
  let preparing: Promise<void> | null = null;
  const waiting: (() => void)[] = [];
  const listeners = new Set<Listener>();
  let current = pathOf(history.location);

  const draw = (update: Parameters<HistoryListener>[0]) => {
    if (router) router(update);
    else missed = true;
  };

  history.listen((update) => {
    const prepared = prepare(update.location);
    if (prepared === null && preparing === null) {
      draw(update);
    } else {
      // A page that failed to load is drawn anyway: it shows the failure.
      const drawn: Promise<void> = (preparing ?? Promise.resolve())
        .then(() => prepared)
        .catch(() => undefined)
        .then(() => {
          draw(update);
          if (preparing === drawn) preparing = null;
        });
      preparing = drawn;
    }
    // The store after the router: a listener in the store may move the history again, and the
    // router's last word must be the newest location.
    const next = pathOf(update.location);
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener(update.location, update.action);
  });

  const whenListened = (move: () => void) => {
    if (router) move();
    else waiting.push(move);
  };

  const forRouter: History = {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state: unknown) => history.push(to, state),
    replace: (to, state: unknown) => history.replace(to, state),
    go: (delta) => history.go(delta),
    listen(listener) {
      router = listener;
      if (missed) {
        missed = false;
        listener({ action: history.action, location: history.location, delta: null });
      }
      for (const move of waiting.splice(0)) move();
      return () => {
        if (router === listener) router = null;
      };
    },
  };

  return {
    history: forRouter,
    navigate: (to, options) =>
      whenListened(() => (options?.replace ? history.replace(to) : history.push(to))),
    goBack: () => whenListened(() => history.go(-1)),
    location: () => history.location,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Navigation for the services: listeners move the router; views never hold it. */
export function routerNavigation(navigation: Navigation): Pick<AppServices, 'navigate' | 'goBack'> {
  return {
    navigate: (to, options) => navigation.navigate(to, options),
    goBack: () => navigation.goBack(),
  };
}

/**
 * Tells the store about every location change (the history stack, route guards, the home
 * login prompt). Returns the unsubscribe function.
 */
export function connectRouter(navigation: Navigation, dispatch: Dispatch): () => void {
  dispatch(pageVisited({ path: pathOf(navigation.location()), kind: 'PUSH' }));
  return navigation.subscribe((location, kind) =>
    dispatch(pageVisited({ path: pathOf(location), kind })),
  );
}
