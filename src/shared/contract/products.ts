import { Type, type Static } from '@sinclair/typebox';
import { LISTING_PAGE_SIZE } from './constants';
import { defineCall } from './core';
import { FilterTag, KeywordDetail, PRODUCT_FIELDS, Product, ProductProjection } from './entities';
import { Success } from './envelope';
import {
  Count,
  EmptyPipeline,
  HubId,
  Id,
  InList,
  Limit,
  Literals,
  Nullable,
  Skip,
  SortOrder,
  Strict,
  Tag,
  Text,
  projectionOf,
  sortingOf,
  Str,
} from './primitives';

const { Optional } = Type;

export { LISTING_PAGE_SIZE };

export const SORTABLE_PRODUCT_FIELDS = [
  'ocassionCategoryIndex',
  'sellingPrice',
  'createdAt',
] as const;
/** Sort types of the listing's sort menu; the default is ocassionCategoryIndexAsc ('Popularity'). */
export const SortType = Literals([
  'ocassionCategoryIndexAsc',
  'sellingPriceAsc',
  'sellingPriceDesc',
  'createdAtDesc',
]);
/** The listing's sort info; label and icon are display-only and ignored by the server. */
export const SortInfo = Strict({
  field: Literals(SORTABLE_PRODUCT_FIELDS),
  order: SortOrder,
  type: Optional(SortType),
  label: Optional(Text(50)),
  icon: Optional(Text(50)),
});

/** The listing filter of SPEC 3. */
export const ListingFilter = Strict({
  /** Tag text joined by commas. */
  tags: Optional(Text(300)),
  searchText: Optional(Text(100)),
  category: Optional(Text(60)),
  sort: Optional(SortType),
  label: Optional(Literals(['On Wall', 'On Stand', 'Room Decor'])),
  isStartingAt999: Optional(Type.Boolean()),
  isSpotLight: Optional(Type.Boolean()),
});

/** `queryObject` of product reads; `_id: { $in }` serves the predefined list and the wishlist. */
export const ProductQuery = Strict({
  _id: Optional(Type.Union([Id, InList(Id, LISTING_PAGE_SIZE)])),
  active: Optional(Type.Boolean()),
  tags: Optional(Tag),
  categoryCode: Optional(Type.Integer({ minimum: 0, maximum: 99 })),
});
export const ProductSorting = sortingOf(SORTABLE_PRODUCT_FIELDS);
export const ProductProjectionString = projectionOf(PRODUCT_FIELDS);

const listingPage = {
  products: Type.Array(Product, { maxItems: LISTING_PAGE_SIZE }),
  productsCount: Count,
  /** True when this page reaches the end. */
  isLast: Type.Boolean(),
  categoriesByTags: Type.Array(FilterTag, { maxItems: 100 }),
};

export const products = {
  getProductsByQueryObj: defineCall({
    method: 'POST',
    path: '/api/products/get_products_by_query_obj',
    auth: 'none',
    summary:
      'Products by query (also the predefined list: queryObject { _id: { $in: ids } }), priced for hubId, optionally projected.',
    body: Strict({
      queryObject: ProductQuery,
      skip: Optional(Skip),
      limit: Optional(Limit(LISTING_PAGE_SIZE)),
      sortingObj: Optional(ProductSorting),
      hubId: Optional(HubId),
      projectionString: Optional(ProductProjectionString),
      pipeline: Optional(EmptyPipeline),
      filter: Optional(ListingFilter),
      tags: Optional(Type.Array(Tag, { maxItems: 20 })),
    }),
    response: Success({
      ...listingPage,
      products: Type.Array(ProductProjection, { maxItems: LISTING_PAGE_SIZE }),
    }),
    errors: [400],
  }),
  getProductsByFilter: defineCall({
    method: 'POST',
    path: '/api/products/get_products_by_filter',
    auth: 'none',
    summary:
      'One listing page (skip = page * 54) for the listing filter, priced for hubId, optionally projected (the cards ask for their fields only).',
    body: Strict({
      skip: Skip,
      limit: Limit(LISTING_PAGE_SIZE),
      filter: ListingFilter,
      hubId: HubId,
      active: Type.Literal(true),
      selectedFilterTagObjectId: Optional(Nullable(Id)),
      variantExclude: Type.Boolean(),
      sort: Optional(SortInfo),
      queryObject: Strict({}),
      tag: Type.Literal('getProductsByFilter'),
      projectionString: Optional(ProductProjectionString),
    }),
    response: Success({
      ...listingPage,
      products: Type.Array(ProductProjection, { maxItems: LISTING_PAGE_SIZE }),
    }),
    errors: [400],
  }),
  getProduct: defineCall({
    method: 'POST',
    path: '/api/products/get_product',
    auth: 'none',
    summary: 'One product by id, priced for hubId.',
    body: Strict({
      queries: Strict({ _id: Id }),
      hubId: Optional(HubId),
      projectionString: Optional(ProductProjectionString),
    }),
    response: Success({ product: ProductProjection }),
    errors: [400, 404],
  }),
  keywordListing: defineCall({
    method: 'POST',
    path: '/api/products/keyword_listing',
    auth: 'none',
    summary:
      'A keyword landing page (/kw/{keyword}): its texts and decors, optionally projected (the cards ask for their fields only).',
    body: Strict({
      tags: Type.Array(Type.Literal('KwpDecorsListing'), { minItems: 1, maxItems: 1 }),
      keyword: Str({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
      hubId: Optional(HubId),
      projectionString: Optional(ProductProjectionString),
    }),
    response: Success({
      decors: Type.Array(ProductProjection, { maxItems: LISTING_PAGE_SIZE }),
      keyword: Type.Object({ keyword: Text(120), keywordDetail: KeywordDetail }),
    }),
    errors: [400, 404],
  }),
  search: defineCall({
    method: 'GET',
    path: '/api/products/search',
    auth: 'none',
    summary: 'Text search over name, tags and occasion, typo-tolerant; at most 8 products.',
    querystring: Strict({ text: Text(100, 3), hubId: Optional(HubId) }),
    response: Success({ products: Type.Array(Product, { maxItems: 8 }) }),
    errors: [400],
  }),
} as const;

export type ListingFilter = Static<typeof ListingFilter>;
export type SortInfo = Static<typeof SortInfo>;
export type ProductQuery = Static<typeof ProductQuery>;
