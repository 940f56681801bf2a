import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CallBody, CallResponse, Offer, contract } from '../../../shared/contract';
import { offers } from '../../db/schema';
import { publicUrl } from './urls';
import type { CatalogueContext } from '../context';

type Call = typeof contract.offers.getOffersByQueryObject;

const SORTABLE = {
  discountValue: offers.discountValue,
  minOrderValue: offers.minOrderValue,
  createdAt: offers.createdAt,
};

/**
 * Offers a customer may see: active ones only; visible ones unless a code is typed, which also
 * finds an invisible offer by its code in any case (SPEC 5: codes are trimmed, case-insensitive).
 */
export async function customerOffers(
  ctx: CatalogueContext,
  body: CallBody<Call>,
): Promise<CallResponse<Call>> {
  const query = body.queryObject;
  const conditions: SQL[] = [eq(offers.active, true)];
  if (query.offerCode !== undefined) {
    conditions.push(sql`upper(${offers.offerCode}) = ${query.offerCode.trim().toUpperCase()}`);
  } else {
    conditions.push(eq(offers.visibility, true));
  }
  if (query._id !== undefined) {
    conditions.push(
      typeof query._id === 'string' ? eq(offers.id, query._id) : inArray(offers.id, query._id.$in),
    );
  }
  const sorting = Object.entries(body.sortingObj ?? {}) as [keyof typeof SORTABLE, 1 | -1][];
  const rows = await ctx.db
    .select()
    .from(offers)
    .where(and(...conditions))
    .orderBy(
      ...sorting.map(([field, order]) =>
        order === 1 ? asc(SORTABLE[field]) : desc(SORTABLE[field]),
      ),
      asc(offers.createdAt),
      asc(offers.id),
    )
    .limit(body.limit ?? 100)
    .offset(body.skip ?? 0);
  return { isSuccess: true, offers: rows.map((row) => toOffer(ctx.origin, row)) };
}

function toOffer(origin: string, row: typeof offers.$inferSelect): Offer {
  const optional = <K extends string, V>(key: K, value: V | null) =>
    (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>;
  return {
    _id: row.id,
    offerCode: row.offerCode,
    ...optional('title', row.title),
    ...optional('description', row.description),
    ...optional('image', row.image === null ? null : publicUrl(origin, row.image)),
    visibility: row.visibility,
    active: row.active,
    discountType: row.discountType,
    discountValue: row.discountValue,
    ...optional('maxOfferAmountGain', row.maxOfferAmountGain),
    minOrderValue: row.minOrderValue,
    isRange2: row.isRange2,
    ...optional('range2MinOrderValue', row.range2MinOrderValue),
    ...optional('range2MaxOrderValue', row.range2MaxOrderValue),
    ...optional('range2DiscountType', row.range2DiscountType),
    ...optional('range2DiscountValue', row.range2DiscountValue),
    ...optional('range2MaxPriceGain', row.range2MaxPriceGain),
  };
}
