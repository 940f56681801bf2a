/** The listing call, as the spec names it. */
export const LISTING_PATH = '/api/products/get_products_by_filter';

/** What the listing page posts for its first page on a Mumbai hub, with a test's changes. */
export const listingBody = (overrides: Record<string, unknown> = {}) => ({
  skip: 0,
  limit: 54,
  filter: {},
  hubId: 'MUM-THANE-HUB',
  active: true,
  variantExclude: true,
  queryObject: {},
  tag: 'getProductsByFilter',
  ...overrides,
});
