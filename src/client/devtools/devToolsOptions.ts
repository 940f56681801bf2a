import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { appConfig, environmentForHost } from '../../../config/app.config';
import { actionSanitizer, stateSanitizer } from './sanitize';

/** `?debug` turns the DevTools on in production, for support sessions. */
export const DEBUG_PARAM = 'debug';
/** How many actions the DevTools keep (QA exports whole sessions). */
export const DEVTOOLS_MAX_AGE = 1000;

export function devToolsEnabled(location: { hostname: string; search: string }): boolean {
  return (
    environmentForHost(location.hostname) !== 'production' ||
    new URLSearchParams(location.search).has(DEBUG_PARAM)
  );
}

/** Redux DevTools settings, or false where they stay off. */
export function devToolsOptions(
  location: { hostname: string; search: string } | null,
): DevToolsEnhancerOptions | false {
  if (location === null || !devToolsEnabled(location)) return false;
  return {
    name: appConfig.shortName,
    trace: true,
    traceLimit: 25,
    maxAge: DEVTOOLS_MAX_AGE,
    actionSanitizer,
    stateSanitizer,
  };
}
