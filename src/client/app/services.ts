import { createProblemLog, type ProblemLog } from './problemLog';
// The outside world as listeners and thunks see it: navigation, reloads, storage, geolocation,
// the clipboard.
// Passed as the listener middleware's and thunk's extra argument, so views never hold them and
// tests swap them for fakes.

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

export type GeolocationFailure = 'denied' | 'unsupported' | 'unavailable';

export class GeolocationError extends Error {
  constructor(readonly reason: GeolocationFailure) {
    super(`Geolocation failed: ${reason}`);
    this.name = 'GeolocationError';
  }
}

export interface Viewport {
  width: number;
  height: number;
  devicePixelRatio: number;
}

export interface AppServices {
  navigate(to: string, options?: { replace?: boolean }): void;
  goBack(): void;
  reload(): void;
  /** Leaves the SPA for an absolute URL (hosted payment checkout, an allowed redirect). */
  leaveTo(url: string): void;
  /** The browser's position; rejects with a GeolocationError. */
  locate(): Promise<{ lat: number; lng: number }>;
  /** Puts text on the clipboard (the share dialog's link); rejects when the browser refuses. */
  copyText(text: string): Promise<void>;
  local: KeyValueStorage;
  session: KeyValueStorage;
  /** This site's cookies, readable by the server that renders the page. */
  cookies: KeyValueStorage;
  /** This page's origin and full URL (redirect checks, error reports). */
  origin(): string;
  currentUrl(): string;
  userAgent(): string;
  /** The window the customer sees, in CSS pixels, and its device pixel ratio (problem reports). */
  viewport(): Viewport;
  /** Recent console errors and failed API calls, for a problem report. */
  problems: ProblemLog;
  /**
   * The session recorder's redacted whole-history trace (src/client/devtools/recorder.ts), for
   * crash and problem reports; null where nothing records. A promise while the recording is
   * still loading (asking for it loads it at once).
   */
  sessionTrace(): string | null | Promise<string | null>;
  logError(message: string, detail?: unknown): void;
  /**
   * Sends an API call given its path; without it the browser's fetch reaches the page's API
   * origin. The server's page render passes one that serves the call in-process.
   */
  fetchApi?(path: string, init: RequestInit): Promise<Response>;
}

function locateWith(geolocation: Geolocation | undefined): Promise<{ lat: number; lng: number }> {
  if (!geolocation) return Promise.reject(new GeolocationError('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) =>
        reject(
          new GeolocationError(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
        ),
    );
  });
}

/** The real browser, with the router's navigation. */
export function browserServices(
  navigation: Pick<AppServices, 'navigate' | 'goBack'> &
    Partial<Pick<AppServices, 'sessionTrace' | 'problems'>>,
): AppServices {
  return {
    sessionTrace: () => null,
    problems: createProblemLog(),
    ...navigation,
    reload: () => window.location.reload(),
    leaveTo: (url) => window.location.assign(url),
    locate: () => locateWith(navigator.geolocation as Geolocation | undefined),
    copyText: (text) =>
      navigator.clipboard
        ? navigator.clipboard.writeText(text)
        : Promise.reject(new Error('The clipboard is not available')),
    local: window.localStorage,
    session: window.sessionStorage,
    cookies: documentCookies(document, window.location.protocol === 'https:'),
    origin: () => window.location.origin,
    currentUrl: () => window.location.href,
    userAgent: () => navigator.userAgent,
    viewport: () => ({
      width: window.innerWidth,
      height: window.innerHeight,
      devicePixelRatio: window.devicePixelRatio,
    }),
    logError: (message, detail) => console.error(message, detail),
  };
}

/** A storage that lives only in memory (tests, and any place without a browser). */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * `document.cookie` read as name → value, values decoded as the `cookie` package (which the
 * server reads them with) decodes them, quotes kept as it keeps them. The browser has already
 * done the parsing that matters: this only splits its one line, so the first load does not carry
 * the whole package for it.
 */
export function readDocumentCookies(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const pair of text.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (name === '' || Object.hasOwn(found, name)) continue;
    const value = pair.slice(at + 1).trim();
    try {
      found[name] = decodeURIComponent(value);
    } catch {
      found[name] = value;
    }
  }
  return found;
}

/** The page's first-party cookies as a key-value storage (site-wide, a year, Lax). */
export function documentCookies(doc: Document, secure: boolean): KeyValueStorage {
  const set = (name: string, value: string, maxAge: number) => {
    doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${
      secure ? '; Secure' : ''
    }`;
  };
  return {
    getItem: (key) => readDocumentCookies(doc.cookie)[key] ?? null,
    setItem: (key, value) => set(key, value, YEAR_IN_SECONDS),
    removeItem: (key) => set(key, '', 0),
    clear: () => {
      for (const key of Object.keys(readDocumentCookies(doc.cookie))) set(key, '', 0);
    },
  };
}

/** Services that touch nothing outside the store: no navigation, no reload, memory storage. */
export function detachedServices(overrides: Partial<AppServices> = {}): AppServices {
  return {
    navigate: () => undefined,
    goBack: () => undefined,
    reload: () => undefined,
    leaveTo: () => undefined,
    locate: () => Promise.reject(new GeolocationError('unsupported')),
    copyText: () => Promise.resolve(),
    local: memoryStorage(),
    session: memoryStorage(),
    cookies: memoryStorage(),
    origin: () => 'http://localhost',
    currentUrl: () => 'http://localhost/',
    userAgent: () => '',
    viewport: () => ({ width: 360, height: 640, devicePixelRatio: 1 }),
    problems: createProblemLog(),
    sessionTrace: () => null,
    logError: () => undefined,
    ...overrides,
  };
}
