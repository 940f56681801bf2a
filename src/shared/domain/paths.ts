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

/** The listing of one occasion, named as the catalogue keys it: "Kid's Party" → /decors/list/kids-party. */
export function occasionListingPath(occasion: string): string {
  return `/decors/list/${encodeURIComponent(slug(occasion.replace(/['’]/g, '')))}`;
}
