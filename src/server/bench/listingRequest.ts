/** The fields the listing page's cards ask for (CARD_FIELDS of the client's listing cards). */
export const CARD_FIELDS = 'name images tags resolvedPrice';

/** The body the listing page sends for a page of cards (the benchmark and the load journey). */
export const listingBody = (
  hubId: string,
  skip: number,
  filter: Record<string, unknown>,
  limit = 54,
) => ({
  skip,
  limit,
  filter,
  hubId,
  active: true,
  variantExclude: true,
  queryObject: {},
  tag: 'getProductsByFilter',
  // What the listing page asks for: its cards' fields.
  projectionString: CARD_FIELDS,
});
