import { createContext, useContext } from 'react';

/**
 * The site's canonical origin for absolute URLs (canonical, Open Graph, structured data): the
 * server provides its configured web origin; a page the browser rendered alone uses its own.
 */
export const SiteOriginContext = createContext<string>(
  typeof window !== 'undefined' ? window.location.origin : '',
);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
