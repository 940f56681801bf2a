import { environmentForHost } from '../../../config/app.config';

/** `?debug` turns the DevTools on in production, for support sessions. */
export const DEBUG_PARAM = 'debug';

/**
 * Whether the Redux DevTools (and the page's recorder handle) may run here: everywhere but
 * production, and in production with `?debug`. Kept apart from the DevTools' settings, whose
 * sanitizers load only where this says yes.
 */
export function devToolsEnabled(location: { hostname: string; search: string }): boolean {
  return (
    environmentForHost(location.hostname) !== 'production' ||
    new URLSearchParams(location.search).has(DEBUG_PARAM)
  );
}
