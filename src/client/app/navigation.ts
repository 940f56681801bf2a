import type { DataRouter, Location } from 'react-router';
import { pageVisited, type NavigationKind } from '../features/history/historySlice';
import type { AppServices } from './services';

type Dispatch = (action: ReturnType<typeof pageVisited>) => unknown;

type Listener = (location: Location, kind: NavigationKind) => void;

/**
 * The app's router as the app sees it outside React: listeners move it through the services, and
 * the store hears every location it shows (every push, replace and pop).
 */
export interface Navigation {
  /**
   * Moves to a path. Until the app has drawn its first page (`drawn`), the move waits: a
   * server-rendered page hydrates at the URL it was rendered for, then moves.
   */
  navigate(to: string, options?: { replace?: boolean }): void;
  goBack(): void;
  /** The location the router shows. */
  location(): Location;
  /** Hears every new location the router shows from now on. Returns the unsubscribe function. */
  subscribe(listener: Listener): () => void;
  /** Says the app has drawn its first page: moves asked for until then happen now. */
  drawn(): void;
}

const pathOf = ({ pathname, search, hash }: Location) => `${pathname}${search}${hash}`;

/**
 * Wraps a data router (`createBrowserRouter`, `createMemoryRouter`). A location is heard once the
 * router shows it: a move to a page whose module is still loading keeps the old page, and the old
 * location, until the new one is drawn; a move overtaken by another is never heard.
 */
export function createNavigation(router: DataRouter): Navigation {
  const listeners = new Set<Listener>();
  let current = pathOf(router.state.location);
  let isDrawn = false;
  const waiting: (() => void)[] = [];

  router.subscribe((state) => {
    const next = pathOf(state.location);
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener(state.location, state.historyAction);
  });

  const whenDrawn = (move: () => void) => {
    if (isDrawn) move();
    else waiting.push(move);
  };

  return {
    navigate: (to, options) =>
      whenDrawn(() => void router.navigate(to, { replace: options?.replace ?? false })),
    goBack: () => whenDrawn(() => void router.navigate(-1)),
    location: () => router.state.location,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    drawn() {
      isDrawn = true;
      for (const move of waiting.splice(0)) move();
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
