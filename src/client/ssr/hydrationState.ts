import { QueryStatus } from '@reduxjs/toolkit/query';
import type { RootState } from '../app/rootReducer';

/** The element that carries the server's state to the browser (data, not script: CSP stays 'self'). */
export const STATE_ELEMENT_ID = 'utsav-state';

/**
 * What a server-rendered page hands the browser: its state, the site's canonical origin, whether
 * it was drawn for a wide screen, and the router's hydration data (its loaders' answers).
 */
export interface ServerPayload {
  origin: string;
  wide: boolean;
  state: Partial<RootState>;
  router?: { loaderData: Record<string, unknown> };
}

/**
 * The state the browser hydrates with: settled query results only. A query still running on the
 * server is left out (the browser's hook starts it, and shows it loading as the server did), and
 * subscriptions and the API's own config belong to each runtime.
 */
export function dehydrate(state: RootState): Partial<RootState> {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(
      ([, entry]) =>
        entry?.status === QueryStatus.fulfilled || entry?.status === QueryStatus.rejected,
    ),
  );
  const {
    subscriptions: _subscriptions,
    config: _config,
    mutations: _mutations,
    ...api
  } = state.api;
  return { ...state, api: { ...api, queries } as RootState['api'] };
}

/**
 * JSON for inside a `<script type="application/json">`: `<`, `>`, `&` and the line separators
 * are escaped, so no text (a product name with `</script>`) can close the element or break it.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The server's payload as the page carries it (see `jsonForScript`). */
export const serializePayload = (payload: ServerPayload): string => jsonForScript(payload);

/** The server's payload in this page, or null on a page the browser renders alone. */
export function readServerPayload(doc: Document): ServerPayload | null {
  const text = doc.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const payload = JSON.parse(text) as ServerPayload;
    return typeof payload.origin === 'string' &&
      typeof payload.wide === 'boolean' &&
      typeof payload.state === 'object'
      ? payload
      : null;
  } catch {
    return null;
  }
}
