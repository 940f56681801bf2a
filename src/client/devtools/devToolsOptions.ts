import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { appConfig } from '../../../config/app.config';
import { devToolsEnabled } from './devToolsSwitch';
import { actionSanitizer, stateSanitizer } from './sanitize';

export { DEBUG_PARAM, devToolsEnabled } from './devToolsSwitch';

/** How many actions the DevTools keep (QA exports whole sessions). */
export const DEVTOOLS_MAX_AGE = 1000;

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
