import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AddOn, CallBody, CallResponse, contract } from '../../../shared/contract';
import { addOns } from '../../db/schema';
import { directoryOf } from './directory';
import { resolvedPriceFor } from './pricing';
import { publicUrl } from './urls';
import type { CatalogueContext } from '../context';

type Call = typeof contract.addons.getAddonsByQueryObject;

/** Active add-ons, by index ascending unless sorted otherwise (SPEC 9), priced for the hub. */
export async function addOnsByQuery(
  ctx: CatalogueContext,
  body: CallBody<Call>,
): Promise<CallResponse<Call>> {
  const directory = await directoryOf(ctx.db);
  const hubId = directory.pricingHub(body.hubId);
  const query = body.queryObject;
  const conditions: SQL[] = [eq(addOns.active, true)];
  if (query._id !== undefined) {
    conditions.push(
      typeof query._id === 'string' ? eq(addOns.id, query._id) : inArray(addOns.id, query._id.$in),
    );
  }
  if (query.categoryCode !== undefined)
    conditions.push(eq(addOns.categoryCode, query.categoryCode));
  // A few dozen rows at most: prices resolve and sort in memory with the domain rule.
  const rows = await ctx.db
    .select()
    .from(addOns)
    .where(and(...conditions));
  const priced = rows.map((row) => ({ row, price: resolvedPriceFor(row.pricing, hubId) }));
  const sorting = Object.entries(body.sortingObj ?? { index: 1 }) as [
    'index' | 'name' | 'sellingPrice',
    1 | -1,
  ][];
  priced.sort((a, b) => {
    for (const [field, order] of sorting) {
      const left = field === 'sellingPrice' ? a.price.sellingPrice : a.row[field];
      const right = field === 'sellingPrice' ? b.price.sellingPrice : b.row[field];
      if (left < right) return -order;
      if (left > right) return order;
    }
    return a.row.index - b.row.index || a.row.id.localeCompare(b.row.id);
  });
  const skip = body.skip ?? 0;
  return {
    isSuccess: true,
    addOns: priced.slice(skip, skip + (body.limit ?? 100)).map(({ row, price }): AddOn => ({
      _id: row.id,
      name: row.name,
      ...(row.description ? { description: row.description } : {}),
      images: row.images.map((path) => publicUrl(ctx.origin, path)),
      categoryCode: row.categoryCode,
      index: row.index,
      active: row.active,
      pricing: row.pricing,
      ...(body.hubId === undefined ? {} : { resolvedPrice: { hubId, ...price } }),
      ...(row.maxQuantity === null ? {} : { maxQuantity: row.maxQuantity }),
      tags: row.tags,
    })),
  };
}
