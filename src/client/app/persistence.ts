// Browser storage, exactly the keys of SPEC 3: read once at start into the preloaded state,
// written by a listener whenever the state behind a key changes. Stored values are checked
// against the contract's schemas (compiled into storedChecks.ts from storedSchemas.ts), so a
// stale or tampered entry is ignored rather than trusted. Those checks load only when the browser
// holds something to check: a first visit has nothing, and does not download them.
import { createSelector } from '@reduxjs/toolkit';
import { initialAuthState } from '../features/auth/authSlice';
import { filledFrom, initialCartState, type CartDraft } from '../features/cart/cartSlice';
import { initialCoverVideoState } from '../features/coverVideo/coverVideoSlice';
import { initialCrashState } from '../features/crash/crashSlice';
import { initialHistoryState } from '../features/history/historySlice';
import { initialLocationState } from '../features/location/locationSlice';
import { initialSessionState } from '../features/session/sessionSlice';
import { appStarted } from '../features/session/sessionEvents';
import type { AppStartListening, RootState } from './appTypes';
import type { AppServices, KeyValueStorage } from './services';
import type * as storedChecks from './storedChecks';
import type { Checked } from './storedSchemas';

/** The compiled checks of stored values (storedChecks.ts). */
export type StoredChecks = typeof storedChecks;

export const LOCAL_KEYS = {
  user: 'user',
  userIP: 'userIP',
  lastSelectedLocation: 'lastSelectedLocation',
  cart: 'cart',
  hub: 'U_LOCATION',
  viewedRecently: 'viewedRecently',
  /** SPEC 7: the cover-video click is counted once a day, 'date kept locally'. */
  coverVideoClickDate: 'coverVideoClickDate',
} as const;

/**
 * The chosen service location, mirrored in a cookie so the server renders a public page with the
 * hub price this customer will see (no flash from one price to another after hydration).
 */
export const COOKIE_KEYS = { location: 'utsav_location' } as const;

export const SESSION_KEYS = {
  errorCount: '_ERROR_COUNT',
  historyStack: 'historyStack',
  scrollPositions: 'scrollPositions',
} as const;

export type StoredLocation = Checked<'StoredLocation'>;

function read<T>(
  storage: KeyValueStorage,
  key: string,
  check: (value: unknown) => value is T,
): T | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return check(value) ? value : null;
  } catch {
    return null;
  }
}

/** The location a request's cookie names, checked like any stored value; null when absent or bad. */
export function storedLocationFrom(
  cookies: KeyValueStorage,
  { isStoredLocation }: Pick<StoredChecks, 'isStoredLocation'>,
): StoredLocation | null {
  return read(cookies, COOKIE_KEYS.location, isStoredLocation);
}

/**
 * The preloaded state: every slice's initial state with what the browser kept, each value
 * checked by `checks` (storedValues.ts binds storedChecks.ts; the browser loads it with
 * loadStoredState).
 */
export function storedStateFrom(
  local: KeyValueStorage,
  session: KeyValueStorage,
  checks: StoredChecks,
): Partial<RootState> {
  const {
    isDateDMY,
    isSelectedLocation,
    isSignedInUser,
    isStoredCart,
    isStoredCount,
    isStoredHub,
    isStoredIds,
    isStoredScroll,
    isStoredStack,
    isStoredUserIp,
  } = checks;
  const cartDraft: CartDraft | null = read(local, LOCAL_KEYS.cart, isStoredCart);
  return {
    auth: { ...initialAuthState, user: read(local, LOCAL_KEYS.user, isSignedInUser) },
    session: { ...initialSessionState, userIP: read(local, LOCAL_KEYS.userIP, isStoredUserIp) },
    location: {
      ...initialLocationState,
      selected: read(local, LOCAL_KEYS.lastSelectedLocation, isSelectedLocation),
      hubId: read(local, LOCAL_KEYS.hub, isStoredHub)?.hubId ?? null,
    },
    cart: cartDraft ? filledFrom(initialCartState, cartDraft) : initialCartState,
    recentlyViewed: { ids: read(local, LOCAL_KEYS.viewedRecently, isStoredIds) ?? [] },
    coverVideo: {
      ...initialCoverVideoState,
      lastClickDate: read(local, LOCAL_KEYS.coverVideoClickDate, isDateDMY),
    },
    crash: {
      ...initialCrashState,
      errorCount: read(session, SESSION_KEYS.errorCount, isStoredCount) ?? 0,
    },
    history: {
      stack: read(session, SESSION_KEYS.historyStack, isStoredStack) ?? initialHistoryState.stack,
      scroll:
        read(session, SESSION_KEYS.scrollPositions, isStoredScroll) ?? initialHistoryState.scroll,
    },
  };
}

/** Whether the browser keeps any value the preloaded state reads. */
export function hasStoredValues(local: KeyValueStorage, session: KeyValueStorage): boolean {
  return (
    Object.values(LOCAL_KEYS).some((key) => local.getItem(key) !== null) ||
    Object.values(SESSION_KEYS).some((key) => session.getItem(key) !== null)
  );
}

/** Stands in for the checks when nothing is stored: never called then, and trusts nothing. */
const refuse = (_value: unknown): _value is never => false;
const NOTHING_TO_CHECK: StoredChecks = {
  isSignedInUser: refuse,
  isSelectedLocation: refuse,
  isDateDMY: refuse,
  isAddress: refuse,
  isStoredUserIp: refuse,
  isStoredHub: refuse,
  isStoredCart: refuse,
  isStoredLocation: refuse,
  isStoredIds: refuse,
  isStoredStack: refuse,
  isStoredScroll: refuse,
  isStoredCount: refuse,
};

/**
 * The browser's preloaded state (storedStateFrom), loading the compiled checks only when there
 * is a stored value to check; with nothing stored it is every slice's initial state at once.
 */
export async function loadStoredState(
  local: KeyValueStorage,
  session: KeyValueStorage,
): Promise<Partial<RootState>> {
  const checks = hasStoredValues(local, session)
    ? await import('./storedChecks')
    : NOTHING_TO_CHECK;
  return storedStateFrom(local, session, checks);
}

interface PersistedItem {
  area: 'local' | 'session' | 'cookie';
  key: string;
  /** The state behind the key; compared by reference to notice a change. */
  select: (state: RootState) => unknown;
  /** What is stored for it, or null to remove the key. */
  stored: (state: RootState) => unknown;
}

const same = (select: (state: RootState) => unknown): Pick<PersistedItem, 'select' | 'stored'> => ({
  select,
  stored: select,
});

const selectStoredLocation = createSelector(
  [(state: RootState) => state.location.hubId, (state: RootState) => state.location.selected],
  (hubId, selected): StoredLocation | null =>
    hubId === null && selected === null ? null : { hubId, selected },
);

export const PERSISTED_ITEMS: readonly PersistedItem[] = [
  { area: 'local', key: LOCAL_KEYS.user, ...same((state) => state.auth.user) },
  { area: 'local', key: LOCAL_KEYS.userIP, ...same((state) => state.session.userIP) },
  {
    area: 'local',
    key: LOCAL_KEYS.lastSelectedLocation,
    ...same((state) => state.location.selected),
  },
  {
    area: 'local',
    key: LOCAL_KEYS.cart,
    ...same((state) => (state.cart.status === 'filled' ? state.cart.draft : null)),
  },
  {
    area: 'local',
    key: LOCAL_KEYS.hub,
    select: (state) => state.location.hubId,
    stored: (state) => (state.location.hubId === null ? null : { hubId: state.location.hubId }),
  },
  {
    area: 'local',
    key: LOCAL_KEYS.viewedRecently,
    select: (state) => state.recentlyViewed.ids,
    stored: (state) => (state.recentlyViewed.ids.length === 0 ? null : state.recentlyViewed.ids),
  },
  {
    area: 'local',
    key: LOCAL_KEYS.coverVideoClickDate,
    ...same((state) => state.coverVideo.lastClickDate),
  },
  { area: 'cookie', key: COOKIE_KEYS.location, ...same(selectStoredLocation) },
  { area: 'session', key: SESSION_KEYS.errorCount, ...same((state) => state.crash.errorCount) },
  { area: 'session', key: SESSION_KEYS.historyStack, ...same((state) => state.history.stack) },
  { area: 'session', key: SESSION_KEYS.scrollPositions, ...same((state) => state.history.scroll) },
];

function write(item: PersistedItem, state: RootState, extra: AppServices) {
  const storage = extra[item.area === 'cookie' ? 'cookies' : item.area];
  const value = item.stored(state);
  try {
    if (value === null) storage.removeItem(item.key);
    else storage.setItem(item.key, JSON.stringify(value));
  } catch (error) {
    // A full or blocked storage must not break the app; the state stays right.
    extra.logError(`Could not store ${item.key}`, error);
  }
}

export function addPersistenceListeners(startAppListening: AppStartListening) {
  startAppListening({
    predicate: (_action, current, previous) =>
      PERSISTED_ITEMS.some((item) => item.select(current) !== item.select(previous)),
    effect: (_action, api) => {
      const current = api.getState();
      const previous = api.getOriginalState();
      for (const item of PERSISTED_ITEMS) {
        if (item.select(current) !== item.select(previous)) write(item, current, api.extra);
      }
    },
  });

  // A location chosen before the cookie existed, or a cookie the browser dropped, is written again.
  startAppListening({
    actionCreator: appStarted,
    effect: (_action, api) => {
      for (const item of PERSISTED_ITEMS) {
        if (item.area === 'cookie') write(item, api.getState(), api.extra);
      }
    },
  });
}
