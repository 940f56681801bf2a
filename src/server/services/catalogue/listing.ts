// Listings: by query object, by listing filter, by keyword page. Every read sees active products
// only, priced for one hub, so filters and sorts by price use the price that hub's customers see.
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type {
  CallBody,
  CallResponse,
  FilterTag,
  ListingFilter,
  SortInfo,
  contract,
} from '../../../shared/contract';
import { LISTING_PAGE_SIZE } from '../../../shared/contract';
import { ON_DEMAND_TAG, occasionSlug } from '../../../shared/domain';
import { keywordPages, productHubPrices, products } from '../../db/schema';
import { HttpError } from '../../errors';
import {
  remembered,
  directoryOf,
  type Directory,
  type ListingCounts,
  type TileRow,
} from './directory';
import { publicUrl } from './urls';
import type { CatalogueContext } from '../context';
import { pricedProducts, project } from './products';
import { termsFor, textArray, wordsMatch } from './search';

type Calls = typeof contract.products;
type SortField = SortInfo['field'];
type Sorting = readonly { field: SortField; order: 1 | -1 }[];

const SORT_TYPES: Record<NonNullable<ListingFilter['sort']>, Sorting> = {
  ocassionCategoryIndexAsc: [{ field: 'ocassionCategoryIndex', order: 1 }],
  sellingPriceAsc: [{ field: 'sellingPrice', order: 1 }],
  sellingPriceDesc: [{ field: 'sellingPrice', order: -1 }],
  createdAtDesc: [{ field: 'createdAt', order: -1 }],
};
const DEFAULT_SORT = SORT_TYPES.ocassionCategoryIndexAsc;

const splitTags = (joined: string) =>
  joined
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');

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

const pricedFrom = (hubId: string) =>
  and(eq(productHubPrices.productId, products.id), eq(productHubPrices.hubId, hubId));

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
