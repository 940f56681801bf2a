import type { DataRouter } from 'react-router';
import { pageVisited, type NavigationKind } from '../features/history/historySlice';
import type { AppServices } from './services';

type Dispatch = (action: ReturnType<typeof pageVisited>) => unknown;

const pathOf = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) =>
  `${pathname}${search}${hash}`;

/** Navigation for the services: listeners move the router; views never hold it. */
export function routerNavigation(router: DataRouter): Pick<AppServices, 'navigate' | 'goBack'> {
  return {
    navigate: (to, options) => void router.navigate(to, options),
    goBack: () => void router.navigate(-1),
  };
}

/**
 * Tells the store about every location change (the history stack, route guards, the home
 * login prompt). Returns the unsubscribe function.
 */
export function connectRouter(router: DataRouter, dispatch: Dispatch): () => void {
  let current = pathOf(router.state.location);
  dispatch(pageVisited({ path: current, kind: 'PUSH' }));
  return router.subscribe((state) => {
    const next = pathOf(state.location);
    if (next === current) return;
    current = next;
    dispatch(pageVisited({ path: next, kind: state.historyAction as NavigationKind }));
  });
}
