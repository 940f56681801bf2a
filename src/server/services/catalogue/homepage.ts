import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Banner, CallBody, CallResponse, contract } from '../../../shared/contract';
import { banners, topCategories } from '../../db/schema';
import { directoryOf } from './directory';
import { heroOffer, homeRails } from './homeRails';
import type { CatalogueContext } from '../context';
import { findProduct } from './products';
import { publicUrl } from './urls';

type Calls = typeof contract.homepage;

/** The banner placement each preloaded page shows. */
const PRELOAD_PLACES = {
  home: 'home',
  decorListing: 'listing',
  product: 'product',
  keyword: 'listing',
} as const;

export async function baseData(
  ctx: CatalogueContext,
  hubId: string | undefined,
): Promise<CallResponse<Calls['baseData']>> {
  const directory = await directoryOf(ctx.db);
  // The hub is checked so a stale or mistyped hub is reported, as on every priced read.
  const pricingHub = directory.pricingHub(hubId);
  const url = (path: string | null) =>
    path === null ? {} : { image: publicUrl(ctx.origin, path) };
  const decor = directory.categories.filter((category) => category.kind === 'decor');
  const [tops, rails, hero] = await Promise.all([
    ctx.db.select().from(topCategories).orderBy(asc(topCategories.sortIndex)),
    homeRails(ctx, directory, pricingHub),
    heroOffer(ctx),
  ]);
  return {
    isSuccess: true,
    result: {
      decorCategoriesList: decor.map((category) => ({
        code: category.code,
        name: category.name,
        ...url(category.image),
        subCategories: directory.tiles
          .filter((tile) => tile.categoryCode === category.code)
          .map((tile) => ({ name: tile.name, tags: tile.tags, ...url(tile.image) })),
      })),
      homePageTopCategories: tops.map((top) => ({
        _id: top.id,
        name: top.name,
        redirectingUrl: top.redirectingUrl,
        bannerImgUrl: publicUrl(ctx.origin, top.bannerImgUrl),
        ...(top.cardsCapture ? { cardsCapture: top.cardsCapture } : {}),
      })),
      serviceableCities: directory.serviceableCities(ctx.origin),
      miscInfos: (['decor', 'addon'] as const).map((kind) => ({
        type: kind === 'decor' ? ('decorCategory' as const) : ('addonCategory' as const),
        info: directory.categories
          .filter((category) => category.kind === kind)
          .map((category) => ({ code: category.code, categoryName: category.name })),
      })),
      rails,
      ...(hero ? { heroOffer: hero } : {}),
    },
  };
}

const SORTABLE = { placementPosition: banners.placementPosition, createdAt: banners.createdAt };

/**
 * Active banners. A device asks for its own banners and those for all devices; banners tied to
 * one path show only when that path is asked for.
 */
export async function bannersByQuery(
  ctx: CatalogueContext,
  body: CallBody<Calls['getBanners']>,
): Promise<CallResponse<Calls['getBanners']>> {
  const query = body.queryObject;
  const conditions: (SQL | undefined)[] = [eq(banners.active, true)];
  if (query.placeType !== undefined) conditions.push(eq(banners.placeType, query.placeType));
  if (query.device !== undefined) {
    conditions.push(inArray(banners.device, [...new Set([query.device, 'all' as const])]));
  }
  if (query.placementPosition !== undefined) {
    conditions.push(eq(banners.placementPosition, query.placementPosition));
  }
  conditions.push(
    query.showForParticularUrl
      ? or(
          isNull(banners.showForParticularUrl),
          eq(banners.showForParticularUrl, query.showForParticularUrl),
        )
      : isNull(banners.showForParticularUrl),
  );
  const sorting = Object.entries(body.sortingObj ?? { placementPosition: 1 }) as [
    keyof typeof SORTABLE,
    1 | -1,
  ][];
  const rows = await ctx.db
    .select()
    .from(banners)
    .where(and(...conditions))
    .orderBy(
      ...sorting.map(([field, order]) =>
        order === 1 ? asc(SORTABLE[field]) : desc(SORTABLE[field]),
      ),
      asc(banners.id),
    )
    .limit(body.limit ?? 10)
    .offset(body.skip ?? 0);
  return { isSuccess: true, banners: rows.map((row) => toBanner(ctx.origin, row)) };
}

function toBanner(origin: string, row: typeof banners.$inferSelect): Banner {
  return {
    _id: row.id,
    placeType: row.placeType,
    placementPosition: row.placementPosition,
    ...(row.showForParticularUrl ? { showForParticularUrl: row.showForParticularUrl } : {}),
    device: row.device,
    bannerImgUrl: publicUrl(origin, row.bannerImgUrl),
    ...(row.redirectUrl ? { redirectUrl: row.redirectUrl } : {}),
    name: row.name,
    ...(row.cardsCapture ? { cardsCapture: row.cardsCapture } : {}),
  };
}

/** What a page needs before its first paint: its placement's banners, and its product. */
export async function preload(
  ctx: CatalogueContext,
  options: CallBody<Calls['preload']>['options'],
): Promise<CallResponse<Calls['preload']>> {
  const product = options.productId
    ? await findProduct(ctx, options.productId, options.hubId)
    : undefined;
  const { banners: list } = await bannersByQuery(ctx, {
    queryObject: { placeType: PRELOAD_PLACES[options.page] },
    limit: 10,
  });
  return { isSuccess: true, data: { banners: list, ...(product ? { product } : {}) } };
}
