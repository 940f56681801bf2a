import { createContext, useContext } from 'react';

/**
 * The site's canonical origin for absolute URLs (canonical links, Open Graph): the configured web
 * origin when the server rendered the page, else the page's own origin.
 */
export const SiteOriginContext = createContext<string>(
  typeof window === 'undefined' ? '' : window.location.origin,
);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}

/**
 * Whether the screen is taken to be wide before it can be measured: on the server (from the
 * request's user agent) and while the browser hydrates what the server drew. A phone then gets
 * the phone's layout in the first HTML, not the desktop's.
 */
export const WideScreenGuessContext = createContext<boolean>(true);

/** A phone or small tablet by its user agent (mobile browsers name themselves so). */
export function guessWideScreen(userAgent: string | undefined): boolean {
  return !/Mobi|Android|iPhone|iPod|Opera Mini|IEMobile/i.test(userAgent ?? '');
}
