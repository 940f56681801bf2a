// One product and product cards: active products priced for one hub from the resolved price
// table, with their review totals. Listings (listing.ts), search (search.ts) and reviews
// (feedback.ts) build on these.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  CallBody,
  CallResponse,
  Product,
  ProductProjection,
  ResolvedPrice,
  contract,
} from '../../../shared/contract';
import { isPriceOnRequest } from '../../../shared/domain';
import type { CatalogueContext } from '../context';
import { productFeedbackAnalytics, productHubPrices } from '../../db/schema';
import { HttpError } from '../../errors';
import { cachedProducts, directoryOf, type ProductDoc } from './directory';
import { imageAlt } from './images';
import { publicUrl } from './urls';
import { analyticsOf, feedbackWindow } from './feedback';

type Calls = typeof contract.products;

/** How many reviews a product detail read carries. */
const DETAIL_FEEDBACKS = 10;

/** What a price-on-request product carries instead of its stored prices: none to show. */
const NO_PRICE = { sellingPrice: 0, costPrice: 0, webDiscount: 0 };
const NO_PRICING: Product['pricing'] = { defaultPrice: NO_PRICE, hubWise: [], cityWise: [] };

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
export async function pricedProducts(
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
export function project(product: Product, projection: string | undefined): ProductProjection {
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
