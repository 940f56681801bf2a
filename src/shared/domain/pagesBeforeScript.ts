// The pages a control leads to before the app's script has taken the page over (issue 41): the
// location chooser and the phone's menu have URLs of their own, each with the page to return to.
import { safeRedirect } from './startup';

export const LOCATION_PAGE_PATH = '/location';
export const MENU_PAGE_PATH = '/menu';

/**
 * The page to return to: a path on this site (SECURITY.md "Redirects"), else the home page. An
 * absolute URL, `//elsewhere.example` or `/\elsewhere.example` never leaves the site.
 */
export function backPath(back: string | null | undefined): string {
  return safeRedirect(back, { ownOrigins: [], allowlist: [] }) ?? '/';
}

/** `/location?back=…`: the location chooser as a page, returning to `back` (see returnPath). */
export const locationPagePath = (back: string): string =>
  `${LOCATION_PAGE_PATH}?back=${encodeURIComponent(back)}`;

/** `/menu?back=…`: the phone's menu as a page, returning to `back` (see returnPath). */
export const menuPagePath = (back: string): string =>
  `${MENU_PAGE_PATH}?back=${encodeURIComponent(back)}`;

/**
 * The page a control on the page at `pathname` + `search` returns to: that page, or where the
 * location or menu page itself returns to (so their links never nest one in another).
 */
export function returnPath(pathname: string, search: string): string {
  if (pathname === LOCATION_PAGE_PATH || pathname === MENU_PAGE_PATH) {
    return backPath(new URLSearchParams(search).get('back'));
  }
  return `${pathname}${search}`;
}
