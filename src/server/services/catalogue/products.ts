// Product reads: listings (query object, listing filter, predefined ids), one product, keyword
// pages and text search. Every read sees active products only, priced for one hub from the
// resolved price table, so filters and sorts by price use the price that hub's customers see.
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type {
  CallBody,
  CallQuery,
  CallResponse,
  FilterTag,
  ListingFilter,
  Product,
  ProductProjection,
  ResolvedPrice,
  SortInfo,
  contract,
} from '../../../shared/contract';
import { LISTING_PAGE_SIZE } from '../../../shared/contract';
import { ON_DEMAND_TAG, isPriceOnRequest, occasionSlug } from '../../../shared/domain';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  keywordPages,
  productFeedback,
  productFeedbackAnalytics,
  productHubPrices,
  products,
  searchTerms,
} from '../../db/schema';
import { HttpError } from '../../errors';
import {
  cachedProducts,
  remembered,
  directoryOf,
  type ProductDoc,
  type Directory,
  type ListingCounts,
  type TileRow,
} from './directory';
import { searchWords } from './searchWords';
import { imageAlt } from './images';
import { publicUrl } from './urls';

export interface CatalogueContext {
  db: Db;
  /** Put before image paths: SITE_RELATIVE in answers, the web origin in the sitemap. */
  origin: string;
}

type Calls = typeof contract.products;
type SortField = SortInfo['field'];
type Sorting = readonly { field: SortField; order: 1 | -1 }[];

/** At most this many results per match type (name, tags, occasion) and in total (SPEC 9). */
const SEARCH_LIMIT = 8;
/** How many reviews a product detail read carries. */
const DETAIL_FEEDBACKS = 10;

const SORT_TYPES: Record<NonNullable<ListingFilter['sort']>, Sorting> = {
  ocassionCategoryIndexAsc: [{ field: 'ocassionCategoryIndex', order: 1 }],
  sellingPriceAsc: [{ field: 'sellingPrice', order: 1 }],
  sellingPriceDesc: [{ field: 'sellingPrice', order: -1 }],
  createdAtDesc: [{ field: 'createdAt', order: -1 }],
};
const DEFAULT_SORT = SORT_TYPES.ocassionCategoryIndexAsc;

/** A literal text[] built from bound parameters (portable across both drivers). */
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

const splitTags = (joined: string) =>
  joined
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');

/** Typed words closer than this to a catalogue word (trigram similarity) count as that word. */
const TERM_SIMILARITY = 0.4;

/**
 * Each typed word's catalogue words: itself, words it starts, and words within a typo of it
 * ('birthdy' is birthday). Words under 3 letters are skipped; a word matching nothing empties
 * the search.
 */
async function termsFor(ctx: CatalogueContext, text: string): Promise<string[][] | null> {
  const typed = searchWords(text).filter((word) => word.length >= 3);
  if (typed.length === 0) return null;
  const rows = rowsOf<{ word: string; term: string }>(
    await ctx.db.execute(
      sql`select typed.word, ${searchTerms.term} as term
          from unnest(${textArray(typed)}) as typed(word)
          join ${searchTerms}
            on (${searchTerms.term} % typed.word and similarity(${searchTerms.term}, typed.word) >= ${TERM_SIMILARITY})
            or ${searchTerms.term} like typed.word || '%'`,
    ),
  );
  const groups = typed.map((word) =>
    rows.filter((row) => row.word === word).map((row) => row.term),
  );
  return groups.some((group) => group.length === 0) ? null : groups;
}

/** Both drivers answer a raw statement with `{ rows }`; the generic database type does not say so. */
function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('The database answered without rows');
  return rows as T[];
}

/** Products holding, for every typed word, one of its terms in the given word column. */
const wordsMatch = (column: AnyPgColumn, groups: readonly string[][]) =>
  and(...groups.map((terms) => sql`${column} && ${textArray(terms)}`)) ?? sql`true`;

interface Scope {
  conditions: SQL[];
  /** Conditions from tag choices, left out when counting the tiles. */
  tagConditions: SQL[];
  /** The decor category whose tiles the listing shows; null for the general tiles. */
  categoryCode: number | null;
  withTiles: boolean;
  /** Whether a condition reads the hub's price. */
  pricedFilter: boolean;
  /** What shaped the conditions, as the key of the cached counts. */
  key: unknown[];
}

function categoryCodeOf(directory: Directory, slug: string): number | undefined {
  return directory.categories.find(
    (category) => category.kind === 'decor' && category.slug === slug,
  )?.code;
}

async function filterScope(
  ctx: CatalogueContext,
  directory: Directory,
  filter: ListingFilter | undefined,
  scope: Scope,
) {
  if (!filter) return;
  const { sort: _sort, ...shaping } = filter;
  scope.key.push(shaping);
  if (filter.tags) {
    const tags = splitTags(filter.tags);
    if (tags.length > 0) scope.tagConditions.push(sql`${products.tags} && ${textArray(tags)}`);
  }
  if (filter.searchText?.trim()) {
    const groups = await termsFor(ctx, filter.searchText);
    scope.conditions.push(
      groups
        ? sql`(${wordsMatch(products.nameWords, groups)} or ${wordsMatch(products.tagWords, groups)} or ${wordsMatch(products.occasionWords, groups)})`
        : sql`false`,
    );
  }
  if (filter.category?.trim()) {
    const slug = occasionSlug(filter.category);
    const code = categoryCodeOf(directory, slug);
    scope.conditions.push(
      code === undefined
        ? sql`${products.occasionKeys} @> ${textArray([slug])}`
        : sql`(${products.occasionKeys} @> ${textArray([slug])} OR ${products.categoryCode} = ${code})`,
    );
    scope.categoryCode = code ?? null;
  }
  if (filter.label) scope.conditions.push(eq(products.label, filter.label));
  if (filter.isStartingAt999) {
    // A price-on-request product has no price to start at, whatever its stored one.
    scope.conditions.push(
      lte(productHubPrices.sellingPrice, 999),
      gt(productHubPrices.sellingPrice, 0),
      sql`not (${products.tags} @> ${textArray([ON_DEMAND_TAG])})`,
    );
    scope.pricedFilter = true;
  }
  if (filter.isSpotLight) scope.conditions.push(eq(products.isSpotLight, true));
}

const baseScope = (): Scope => ({
  conditions: [eq(products.active, true)],
  tagConditions: [],
  categoryCode: null,
  withTiles: true,
  pricedFilter: false,
  key: [],
});

function orderBy(sorting: Sorting): SQL[] {
  const columns = {
    ocassionCategoryIndex: products.ocassionCategoryIndex,
    sellingPrice: productHubPrices.sellingPrice,
    createdAt: products.createdAt,
  };
  // Price-on-request products have no price to sort by: they follow the priced ones either way.
  const byPrice = sorting.some(({ field }) => field === 'sellingPrice');
  return [
    ...(byPrice ? [asc(sql`${products.tags} @> ${textArray([ON_DEMAND_TAG])}`)] : []),
    ...sorting.map(({ field, order }) =>
      order === 1 ? asc(columns[field]) : desc(columns[field]),
    ),
    asc(products.id),
  ];
}

/** What a price-on-request product carries instead of its stored prices: none to show. */
const NO_PRICE = { sellingPrice: 0, costPrice: 0, webDiscount: 0 };
const NO_PRICING: Product['pricing'] = { defaultPrice: NO_PRICE, hubWise: [], cityWise: [] };

const pricedFrom = (hubId: string) =>
  and(eq(productHubPrices.productId, products.id), eq(productHubPrices.hubId, hubId));

function toProduct(
  ctx: CatalogueContext,
  product: ProductDoc,
  resolvedPrice: ResolvedPrice | null,
  feedback: NonNullable<Product['feedback']>,
): Product {
  const url = (path: string) => publicUrl(ctx.origin, path);
  return {
    _id: product.id,
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    images: product.images.map(url),
    imageAlts: product.images.map(imageAlt),
    tags: product.tags,
    active: product.active,
    variants: product.variants.map((variant) => ({
      ...variant,
      ...(variant.image ? { image: url(variant.image) } : {}),
    })),
    feedback,
    pricing: product.pricing,
    ...(resolvedPrice ? { resolvedPrice } : {}),
    occasions: product.occasions,
    ...(product.categoryCode === null ? {} : { categoryCode: product.categoryCode }),
    ocassionCategoryIndex: product.ocassionCategoryIndex,
    isSpotLight: product.isSpotLight,
    inclusions: product.inclusions,
    leadTimeHours: product.leadTimeHours,
    createdAt: product.createdAt.toISOString(),
  };
}

/**
 * Active products by id, in the order given, priced for a hub (resolvedPrice only when the
 * caller named it) and with their review totals; unknown and withdrawn ids are left out.
 */
async function pricedProducts(
  ctx: CatalogueContext,
  ids: readonly string[],
  hubId: string,
  named: boolean,
): Promise<Product[]> {
  if (ids.length === 0) return [];
  // Review totals come by key per row: a join lets the planner hash the whole totals table.
  const totalOf = (column: 'total' | 'stars_total') =>
    sql<
      number | null
    >`(select totals.${sql.identifier(column)} from ${productFeedbackAnalytics} totals where totals.product_id = ${productHubPrices}.product_id)`;
  const [docs, prices] = await Promise.all([
    cachedProducts(ctx.db, ids),
    ctx.db
      .select({
        productId: productHubPrices.productId,
        hubId: productHubPrices.hubId,
        sellingPrice: productHubPrices.sellingPrice,
        costPrice: productHubPrices.costPrice,
        webDiscount: productHubPrices.webDiscount,
        source: productHubPrices.source,
        total: totalOf('total'),
        starsTotal: totalOf('stars_total'),
      })
      .from(productHubPrices)
      .where(and(eq(productHubPrices.hubId, hubId), inArray(productHubPrices.productId, [...ids]))),
  ]);
  const priceOf = new Map(prices.map((row) => [row.productId, row]));
  return ids.flatMap((id) => {
    const doc = docs.get(id);
    const price = priceOf.get(id);
    if (!doc?.active || !price) return [];
    const { productId: _productId, total, starsTotal, ...resolved } = price;
    const onRequest = isPriceOnRequest(doc.tags, resolved.sellingPrice);
    const product = toProduct(ctx, doc, named && !onRequest ? resolved : null, {
      analytics: analyticsOf(total === null ? null : Number(total), Number(starsTotal ?? 0)),
    });
    return [onRequest ? { ...product, pricing: NO_PRICING } : product];
  });
}

/** `_id` plus the fields a projectionString names (all fields without one). */
function project(product: Product, projection: string | undefined): ProductProjection {
  if (!projection) return product;
  const fields = new Set(projection.split(' '));
  return Object.fromEntries(
    Object.entries(product).filter(([key]) => key === '_id' || fields.has(key)),
  ) as ProductProjection;
}

/** Cards for the given ids in their order, priced for a named hub and projected (home rails). */
export async function productCards(
  ctx: CatalogueContext,
  ids: readonly string[],
  hubId: string,
  projection: string,
): Promise<ProductProjection[]> {
  const cards = await pricedProducts(ctx, ids, hubId, true);
  return cards.map((product) => project(product, projection));
}

/**
 * The listing's total and its tiles' counts in one pass. Every product has a resolved price for
 * every active hub (written with it), so the price table joins in only when a filter reads it.
 */
async function listingCounts(
  ctx: CatalogueContext,
  scope: Scope,
  tiles: readonly TileRow[],
  hubId: string,
): Promise<ListingCounts> {
  const tagged = and(...scope.tagConditions);
  const columns: Record<string, SQL<number>> = {
    total: (tagged
      ? sql<number>`count(*) filter (where ${tagged})`
      : sql<number>`count(*)`
    ).mapWith(Number),
    ...Object.fromEntries(
      tiles.map((tile, index) => [
        `t${index}`,
        sql<number>`count(*) filter (where ${products.tags} && ${textArray(splitTags(tile.tags))})`.mapWith(
          Number,
        ),
      ]),
    ),
  };
  const base = ctx.db.select(columns).from(products);
  const [row] = await (
    scope.pricedFilter ? base.innerJoin(productHubPrices, pricedFrom(hubId)) : base
  ).where(and(...scope.conditions));
  return {
    productsCount: row?.total ?? 0,
    tileCounts: tiles.map((_tile, index) => row?.[`t${index}`] ?? 0),
  };
}

interface Page {
  scope: Scope;
  hubId: string;
  /** Whether the caller named the hub (then products carry resolvedPrice). */
  named: boolean;
  sorting: Sorting;
  skip: number;
  limit: number;
}

async function listPage(ctx: CatalogueContext, directory: Directory, page: Page) {
  const { scope } = page;
  const tiles = scope.withTiles
    ? directory.tiles.filter((tile) => tile.categoryCode === scope.categoryCode)
    : [];
  const countsKey = JSON.stringify([
    scope.key,
    scope.pricedFilter ? page.hubId : null,
    scope.withTiles ? scope.categoryCode : 'none',
  ]);
  const pricedSort = page.sorting.some((sort) => sort.field === 'sellingPrice');
  const pricedIds = scope.pricedFilter || pricedSort;
  // The page's ids come from the indexes alone; the full rows are read for those ids only.
  const pageIds = async () => {
    const query = ctx.db.select({ id: products.id }).from(products);
    const rows = await (
      pricedIds ? query.innerJoin(productHubPrices, pricedFrom(page.hubId)) : query
    )
      .where(and(...scope.conditions, ...scope.tagConditions))
      .orderBy(...orderBy(page.sorting))
      .limit(page.limit)
      .offset(page.skip);
    return rows.map((row) => row.id);
  };
  const pageKey = JSON.stringify([
    scope.key,
    pricedIds ? page.hubId : null,
    page.sorting,
    page.skip,
    page.limit,
  ]);
  const [counts, ids] = await Promise.all([
    remembered(ctx.db, `counts:${countsKey}`, () => listingCounts(ctx, scope, tiles, page.hubId)),
    remembered(ctx.db, `page:${pageKey}`, pageIds),
  ]);
  return {
    products: await pricedProducts(ctx, ids, page.hubId, page.named),
    productsCount: counts.productsCount,
    isLast: page.skip + ids.length >= counts.productsCount,
    categoriesByTags: tiles.map((tile, index): FilterTag => ({
      _id: tile.id,
      name: tile.name,
      tags: tile.tags,
      ...(tile.image ? { image: publicUrl(ctx.origin, tile.image) } : {}),
      productsCount: counts.tileCounts[index] ?? 0,
    })),
  };
}

export async function productsByQueryObject(
  ctx: CatalogueContext,
  body: CallBody<Calls['getProductsByQueryObj']>,
): Promise<CallResponse<Calls['getProductsByQueryObj']>> {
  const directory = await directoryOf(ctx.db);
  const hubId = directory.pricingHub(body.hubId);
  const scope = baseScope();
  const { queryObject: query } = body;
  scope.key.push('query', query, body.tags ?? []);
  if (query._id !== undefined) {
    scope.conditions.push(
      typeof query._id === 'string'
        ? eq(products.id, query._id)
        : inArray(products.id, query._id.$in),
    );
    // An id lookup (the predefined list, the wishlist) is not a browsing page: no tiles.
    scope.withTiles = false;
  }
  // The catalogue serves active products only, so asking for inactive ones finds none.
  if (query.active === false) scope.conditions.push(sql`false`);
  if (query.tags)
    scope.tagConditions.push(sql`${products.tags} @> ${textArray([query.tags.toLowerCase()])}`);
  if (query.categoryCode !== undefined) {
    scope.conditions.push(eq(products.categoryCode, query.categoryCode));
    scope.categoryCode = query.categoryCode;
  }
  if (body.tags && body.tags.length > 0) {
    scope.tagConditions.push(
      sql`${products.tags} && ${textArray(body.tags.map((tag) => tag.toLowerCase()))}`,
    );
  }
  await filterScope(ctx, directory, body.filter, scope);
  const sorting: Sorting = body.sortingObj
    ? (Object.entries(body.sortingObj) as [SortField, 1 | -1][]).map(([field, order]) => ({
        field,
        order,
      }))
    : body.filter?.sort
      ? SORT_TYPES[body.filter.sort]
      : DEFAULT_SORT;
  const page = await listPage(ctx, directory, {
    scope,
    hubId,
    named: body.hubId !== undefined,
    sorting,
    skip: body.skip ?? 0,
    limit: body.limit ?? LISTING_PAGE_SIZE,
  });
  return {
    isSuccess: true,
    ...page,
    products: page.products.map((product) => project(product, body.projectionString)),
  };
}

export async function productsByFilter(
  ctx: CatalogueContext,
  body: CallBody<Calls['getProductsByFilter']>,
): Promise<CallResponse<Calls['getProductsByFilter']>> {
  const directory = await directoryOf(ctx.db);
  const hubId = directory.pricingHub(body.hubId);
  const scope = baseScope();
  scope.key.push('filter', body.variantExclude, body.selectedFilterTagObjectId ?? null);
  if (body.variantExclude) scope.conditions.push(isNull(products.variantOf));
  await filterScope(ctx, directory, body.filter, scope);
  if (body.selectedFilterTagObjectId) {
    const tile = directory.tiles.find(
      (candidate) => candidate.id === body.selectedFilterTagObjectId,
    );
    if (!tile) {
      throw new HttpError(
        400,
        `Unknown selectedFilterTagObjectId '${body.selectedFilterTagObjectId}'`,
      );
    }
    scope.tagConditions.push(sql`${products.tags} && ${textArray(splitTags(tile.tags))}`);
  }
  const sorting: Sorting = body.sort
    ? [{ field: body.sort.field, order: body.sort.order }]
    : body.filter.sort
      ? SORT_TYPES[body.filter.sort]
      : DEFAULT_SORT;
  const page = await listPage(ctx, directory, {
    scope,
    hubId,
    named: true,
    sorting,
    skip: body.skip,
    limit: body.limit,
  });
  return {
    isSuccess: true,
    ...page,
    products: page.products.map((product) => project(product, body.projectionString)),
  };
}

/** One active product priced for a hub (resolvedPrice only when the caller named it), or a 404. */
export async function findProduct(
  ctx: CatalogueContext,
  productId: string,
  hubId: string | undefined,
  withFeedback = false,
): Promise<Product> {
  const directory = await directoryOf(ctx.db);
  const pricingHub = directory.pricingHub(hubId);
  const [product] = await pricedProducts(ctx, [productId], pricingHub, hubId !== undefined);
  if (!product) throw new HttpError(404, `No product '${productId}'`);
  if (!withFeedback || !product.feedback) return product;
  return {
    ...product,
    feedback: {
      analytics: product.feedback.analytics,
      feedbacks: await feedbackWindow(ctx, productId, 0, DETAIL_FEEDBACKS),
    },
  };
}

export async function productById(
  ctx: CatalogueContext,
  body: CallBody<Calls['getProduct']>,
): Promise<CallResponse<Calls['getProduct']>> {
  const product = await findProduct(ctx, body.queries._id, body.hubId);
  return { isSuccess: true, product: project(product, body.projectionString) };
}

export async function keywordListing(
  ctx: CatalogueContext,
  body: CallBody<Calls['keywordListing']>,
): Promise<CallResponse<Calls['keywordListing']>> {
  const directory = await directoryOf(ctx.db);
  const [page] = await ctx.db
    .select()
    .from(keywordPages)
    .where(eq(keywordPages.keyword, body.keyword));
  if (!page) throw new HttpError(404, `No keyword page '${body.keyword}'`);
  // Without a hub from the visitor, the page's own city prices it.
  const hubId = directory.pricingHub(body.hubId ?? page.hubId);
  const scope = baseScope();
  scope.key.push('keyword', page.occasion);
  scope.conditions.push(isNull(products.variantOf));
  if (page.occasion)
    scope.conditions.push(sql`${products.occasionKeys} @> ${textArray([page.occasion])}`);
  scope.withTiles = false;
  const listing = await listPage(ctx, directory, {
    scope,
    hubId,
    named: true,
    sorting: DEFAULT_SORT,
    skip: 0,
    limit: LISTING_PAGE_SIZE,
  });
  return {
    isSuccess: true,
    decors: listing.products.map((product) => project(product, body.projectionString)),
    keyword: {
      keyword: page.keyword,
      keywordDetail: {
        heading: page.heading,
        topSubHeading: page.topSubHeading,
        description: page.description,
        city: page.city,
        ...(page.occasion ? { occasion: page.occasion } : {}),
      },
    },
  };
}

/** The ids a search finds: by name, then tags, then occasion, each by popularity. */
async function searchIds(ctx: CatalogueContext, text: string): Promise<string[]> {
  const groups = await termsFor(ctx, text);
  if (!groups) return [];
  const matchType = (column: AnyPgColumn, rank: number) =>
    ctx.db
      .select({
        id: products.id,
        rank: sql<number>`${rank}::int`.mapWith(Number).as('rank'),
        popularity: products.ocassionCategoryIndex,
      })
      .from(products)
      .where(and(eq(products.active, true), isNull(products.variantOf), wordsMatch(column, groups)))
      .orderBy(asc(products.ocassionCategoryIndex), asc(products.id))
      .limit(SEARCH_LIMIT);
  const found = await unionAll(
    matchType(products.nameWords, 1),
    matchType(products.tagWords, 2),
    matchType(products.occasionWords, 3),
  );
  found.sort((a, b) => a.rank - b.rank || a.popularity - b.popularity);
  return [...new Set(found.map((row) => row.id))].slice(0, SEARCH_LIMIT);
}

/**
 * Typo-tolerant search: typed words are corrected against the catalogue's words, then the most
 * popular products matching them by name, then by tags, then by occasion, at most 8 of each,
 * merged in that order without repeats and cut to 8 (SPEC 9).
 */
export async function searchProducts(
  ctx: CatalogueContext,
  query: CallQuery<Calls['search']>,
): Promise<CallResponse<Calls['search']>> {
  const directory = await directoryOf(ctx.db);
  const hubId = directory.pricingHub(query.hubId);
  const ids = await remembered(ctx.db, `search:${searchWords(query.text).join(' ')}`, () =>
    searchIds(ctx, query.text),
  );
  return {
    isSuccess: true,
    products: await pricedProducts(ctx, ids, hubId, query.hubId !== undefined),
  };
}

function analyticsOf(total: number | null, starsTotal: number | null) {
  const count = total ?? 0;
  return {
    total: count,
    average: count > 0 ? Math.round(((starsTotal ?? 0) / count) * 10) / 10 : 0,
  };
}

async function feedbackWindow(
  ctx: CatalogueContext,
  productId: string,
  skip: number,
  limit: number,
) {
  const rows = await ctx.db
    .select()
    .from(productFeedback)
    .where(eq(productFeedback.productId, productId))
    .orderBy(desc(productFeedback.createdAt), asc(productFeedback.id))
    .limit(limit)
    .offset(skip);
  return rows.map((row) => ({
    _id: row.id,
    userName: row.userName,
    stars: row.stars,
    review: row.review,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A window of an active product's reviews, newest first, with its totals. */
export async function productFeedbackPage(
  ctx: CatalogueContext,
  productId: string,
  skip: number,
  limit: number,
) {
  const [row] = await ctx.db
    .select({
      total: productFeedbackAnalytics.total,
      starsTotal: productFeedbackAnalytics.starsTotal,
    })
    .from(products)
    .leftJoin(productFeedbackAnalytics, eq(productFeedbackAnalytics.productId, products.id))
    .where(and(eq(products.id, productId), eq(products.active, true)));
  if (!row) throw new HttpError(404, `No product '${productId}'`);
  return {
    analytics: analyticsOf(row.total, row.starsTotal),
    feedbacks: await feedbackWindow(ctx, productId, skip, limit),
  };
}
