// Apart from the domain's index: only the pages that follow `back` (and the server) carry it.
import { safeRedirect } from './startup';

/**
 * The page to return to from the location or menu page: a path on this site (SECURITY.md
 * "Redirects"), else the home page. An absolute URL, `//elsewhere.example` or
 * `/\elsewhere.example` never leaves the site.
 */
export function backPath(back: string | null | undefined): string {
  return safeRedirect(back, { ownOrigins: [], allowlist: [] }) ?? '/';
}
