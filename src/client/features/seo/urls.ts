// Absolute URLs for what leaves the site: canonical links, link previews, structured data.
import { absoluteUrl } from '../../../shared/domain';

/** The picture a link preview shows for a page without one of its own (1200×630, public/). */
const SHARE_IMAGE_PATH = '/og-image.png';
/** The square logo search engines show for the organisation (public/). */
export const LOGO_PATH = '/logo.png';

/**
 * The canonical URL of a page: its path on the site's origin with only the query parameters
 * that change what it shows (`keep`, in that order). Everything else, tracking parameters such
 * as utm_*, gclid, fbclid or ref among them, is left off, as is the fragment.
 */
export function canonicalUrl(
  origin: string,
  pathname: string,
  search: string,
  keep: readonly string[] = [],
): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = given.get(name)?.trim();
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return absoluteUrl(origin, query ? `${pathname}?${query}` : pathname);
}

/**
 * The absolute URL of a page's link-preview picture. Link previews (WhatsApp, Facebook, X) show
 * raster pictures only, so an SVG, like a missing picture, gives way to the site's card.
 */
export function shareImageUrl(origin: string, image: string | null | undefined): string {
  const raster = image && !/\.svg$/i.test(new URL(image, 'http://site.invalid').pathname);
  return absoluteUrl(origin, raster ? image : SHARE_IMAGE_PATH);
}
