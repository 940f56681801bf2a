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
