// The pages a control leads to before the app's script has taken the page over (issue 41): the
// location chooser and the phone's menu have URLs of their own, each with the page to return to.

export const LOCATION_PAGE_PATH = '/location';
export const MENU_PAGE_PATH = '/menu';

/**
 * `/location?back=…` or `/menu?back=…` for a control on the page at `pathname` + `search`: the
 * page to return to is that page, or where the location or menu page itself returns to (so they
 * never nest). `back` is checked where it is followed (backPath.ts), not here.
 */
export function pageBeforeScript(page: string, pathname: string, search: string): string {
  const back =
    pathname === LOCATION_PAGE_PATH || pathname === MENU_PAGE_PATH
      ? (new URLSearchParams(search).get('back') ?? '/')
      : `${pathname}${search}`;
  return `${page}?back=${encodeURIComponent(back)}`;
}
