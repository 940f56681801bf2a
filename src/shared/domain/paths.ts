// Public page paths that the client links to and the server lists in the sitemap: one spelling,
// so the sitemap names the same URL a page gives as its canonical.

/** Lower case words joined by hyphens. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The product page path: /products/decor/{id}/{productName as a slug}. */
export function productPath(product: { _id: string; name: string }): string {
  return `/products/decor/${encodeURIComponent(product._id)}/${slug(product.name) || 'decor'}`;
}

/** An occasion as the catalogue keys it: "Kid's Party", 'kids party', 'kids-party' → kids-party. */
export const occasionSlug = (occasion: string) => slug(occasion.replace(/['’]/g, ''));

/** The listing of one occasion: "Kid's Party" → /decors/list/kids-party. */
export function occasionListingPath(occasion: string): string {
  return `/decors/list/${encodeURIComponent(occasionSlug(occasion))}`;
}

const ABSOLUTE = /^https?:\/\//i;

/**
 * A site path (or an already absolute http(s) URL) as an absolute URL. The path is joined by
 * text, not resolved, so a path such as //elsewhere.example stays on this origin; URL parsing
 * then percent-encodes what may not stand raw. Without a known origin the path is returned as it is.
 */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (ABSOLUTE.test(pathOrUrl)) return new URL(pathOrUrl).href;
  const base = origin.replace(/\/+$/, '');
  if (base === '') return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return new URL(`${base}${path}`).href;
}
