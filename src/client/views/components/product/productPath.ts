/** The product page path: /products/decor/{id}/{productName as a slug}. */
export function productPath(product: { _id: string; name: string }): string {
  const slug =
    product.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'decor';
  return `/products/decor/${encodeURIComponent(product._id)}/${slug}`;
}
