// The home page's product rails: the city's bestsellers, decors under ₹2,999 and one rail per
// occasion, each a row of cards priced for the hub its customers see (SPEC 2, issue 16).
import { and, asc, desc, eq, gt, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { HeroOffer, HomeRail } from '../../../shared/contract';
import { HOME_RAIL_FIELDS, HOME_RAIL_SIZE } from '../../../shared/contract';
import { ON_DEMAND_TAG } from '../../../shared/domain';
import {
  hubs,
  orders,
  productFeedbackAnalytics,
  productHubPrices,
  products,
} from '../../db/schema';
import type { Directory } from './directory';
import { customerOffers } from './offers';
import type { CatalogueContext } from '../context';
import { productCards } from './products';

/** The price the 'Under ₹2,999' rail stays within, as the hub's customers see it. */
export const UNDER_PRICE = 2999;
/** How many occasions get a rail of their own (the first decor categories). */
export const OCCASION_RAILS = 3;

/** Bookable now: active, not a variant of another product, with a price to show. */
const showable: SQL[] = [
  eq(products.active, true),
  isNull(products.variantOf),
  sql`not (${products.tags} @> ARRAY[${ON_DEMAND_TAG}]::text[])`,
];

/** The city's most booked decors (cancelled orders left out), then the most reviewed. */
async function bestsellerIds(ctx: CatalogueContext, city: string): Promise<string[]> {
  const productId = sql<string>`${orders.product}->>'_id'`;
  const sold = ctx.db
    .select({ productId: productId.as('sold_product_id'), count: sql<number>`count(*)`.as('sold') })
    .from(orders)
    .innerJoin(hubs, eq(hubs.id, orders.hubId))
    .where(and(eq(hubs.city, city), ne(orders.bookingStatus, 'Order Cancelled')))
    .groupBy(productId)
    .as('sold_in_city');
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .leftJoin(sold, eq(sold.productId, products.id))
    .leftJoin(productFeedbackAnalytics, eq(productFeedbackAnalytics.productId, products.id))
    .where(and(...showable))
    .orderBy(
      desc(sql`coalesce(${sold.count}, 0)`),
      desc(sql`coalesce(${productFeedbackAnalytics.total}, 0)`),
      asc(products.ocassionCategoryIndex),
      asc(products.id),
    )
    .limit(HOME_RAIL_SIZE);
  return rows.map((row) => row.id);
}

/** The most popular decors whose price for this hub is at most UNDER_PRICE. */
async function underPriceIds(ctx: CatalogueContext, hubId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(
      productHubPrices,
      and(eq(productHubPrices.productId, products.id), eq(productHubPrices.hubId, hubId)),
    )
    .where(
      and(
        ...showable,
        gt(productHubPrices.sellingPrice, 0),
        lte(productHubPrices.sellingPrice, UNDER_PRICE),
      ),
    )
    .orderBy(asc(products.ocassionCategoryIndex), asc(products.id))
    .limit(HOME_RAIL_SIZE);
  return rows.map((row) => row.id);
}

async function occasionIds(ctx: CatalogueContext, categoryCode: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(...showable, eq(products.categoryCode, categoryCode)))
    .orderBy(asc(products.ocassionCategoryIndex), asc(products.id))
    .limit(HOME_RAIL_SIZE);
  return rows.map((row) => row.id);
}

const predefinedUrl = (ids: readonly string[]) => `/decors/predefined?ids=${ids.join(',')}`;

/** The rails of a hub's home page, empty ones left out; cards carry the card fields only. */
export async function homeRails(
  ctx: CatalogueContext,
  directory: Directory,
  hubId: string,
): Promise<HomeRail[]> {
  const city = directory.hubs.find((hub) => hub.id === hubId)?.city ?? '';
  const cityLabel = directory.cities.find((row) => row.slug === city)?.label ?? city;
  const occasions = directory.categories
    .filter((category) => category.kind === 'decor')
    .slice(0, OCCASION_RAILS);
  const [best, under, ...perOccasion] = await Promise.all([
    bestsellerIds(ctx, city),
    underPriceIds(ctx, hubId),
    ...occasions.map((category) => occasionIds(ctx, category.code)),
  ]);
  const rails: (Omit<HomeRail, 'products'> & { ids: string[] })[] = [
    {
      key: 'bestsellers',
      title: `Bestsellers in ${cityLabel}`,
      seeAllUrl: `/kw/decoration-in-${city}`,
      ids: best ?? [],
    },
    {
      key: 'under-price',
      title: 'Under ₹2,999',
      seeAllUrl: predefinedUrl(under ?? []),
      ids: under ?? [],
    },
    ...occasions.map((category, index) => ({
      key: `occasion-${category.slug}`,
      title: `${category.name} decorations`,
      seeAllUrl: `/decors/list/${category.slug}`,
      ids: perOccasion[index] ?? [],
    })),
  ];
  const filled = await Promise.all(
    rails.map(async ({ ids, ...rail }) => ({
      ...rail,
      products: await productCards(ctx, ids, hubId, HOME_RAIL_FIELDS),
    })),
  );
  return filled.filter((rail) => rail.products.length > 0);
}

/** The visible, active offer with the lowest minimum order, in words for the hero (or none). */
export async function heroOffer(ctx: CatalogueContext): Promise<HeroOffer | undefined> {
  const [offer] = (
    await customerOffers(ctx, { queryObject: {}, sortingObj: { minOrderValue: 1 }, limit: 1 })
  ).offers;
  if (!offer) return undefined;
  return {
    headline: 'Decorations for every celebration',
    offer: offer.title ?? offer.description ?? `Use code ${offer.offerCode}`,
    code: offer.offerCode,
    cta: 'Explore decorations',
    url: '/decors/list',
  };
}
