// What the browser kept, read with the compiled checks bound: for server rendering (the location
// cookie of a request) and for tests. The browser itself goes through persistence.ts's
// loadStoredState, which loads the checks only when something is stored.
import type { RootState } from './appTypes';
import { storedLocationFrom, storedStateFrom, type StoredLocation } from './persistence';
import type { KeyValueStorage } from './services';
import * as checks from './storedChecks';

/** The location a request's cookie names, checked like any stored value; null when absent or bad. */
export function locationFromCookie(cookies: KeyValueStorage): StoredLocation | null {
  return storedLocationFrom(cookies, checks);
}

/** The preloaded state: every slice's initial state with what the browser kept. */
export function preloadedStateFromStorage(
  local: KeyValueStorage,
  session: KeyValueStorage,
): Partial<RootState> {
  return storedStateFrom(local, session, checks);
}
