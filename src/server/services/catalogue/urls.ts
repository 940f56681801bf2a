/**
 * Catalogue data names its images by site-relative path (under /api/, which the API answers on
 * its own port and on every page's origin). Answers carry them relative (origin ''), so a page
 * opened under any host name loads them from itself; the sitemap makes them absolute.
 */
export const SITE_RELATIVE = '';

export function publicUrl(origin: string, path: string): string {
  return path.startsWith('/') ? `${origin}${path}` : path;
}
