// The server's price of a booking, from the database and src/shared/domain only: whatever
// prices a client sends are never read.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  CONVENIENCE_FEE,
  PRICE_ON_REQUEST_MESSAGE,
  effectiveOfferDiscount,
  hasUsageLimits,
  isPriceOnRequest,
  isWithinOfferLimits,
  mergeAddOnLines,
  paymentOptions,
  priceCart,
  resolvePrice,
  type CartPrice,
  type OfferUsage,
  type PaymentOptions,
} from '../../../shared/domain';
import { addOns, offers, orders, products } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Executor } from '../context';

export type ProductRow = typeof products.$inferSelect;
export type AddOnRow = typeof addOns.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;

export interface BookingItems {
  /** The customer the booking is for: an offer's usage limits are theirs. */
  userId: string;
  productId: string;
  addOns: readonly { addon: string; quantity: number }[];
  offerCode: string | null;
  hubId: string;
  santaTip: number;
  /**
   * Placement locks the offer row, so racing placements count its uses one after another and a
   * total limit holds.
   */
  lockOffer?: boolean;
}

export interface PricedBooking {
  product: ProductRow;
  addOns: { row: AddOnRow; quantity: number }[];
  /** Null when no code was given or it gives this cart no discount. */
  offer: OfferRow | null;
  price: CartPrice;
  options: PaymentOptions;
}

/**
 * An offer's uses and the customer's orders, counting only orders that are not cancelled. A
 * visitor (null) counts as a new customer: no orders, no uses of their own.
 */
async function offerUsage(
  db: Executor,
  offer: OfferRow,
  userId: string | null,
): Promise<OfferUsage> {
  const withCode = sql`${orders.offers} @> ${JSON.stringify([{ offerCode: offer.offerCode }])}::jsonb`;
  const mine = userId === null ? sql`false` : eq(orders.userId, userId);
  const [usage] = await db
    .select({
      total: sql<number>`count(*) filter (where ${withCode})::int`,
      byCustomer: sql<number>`count(*) filter (where ${withCode} and ${mine})::int`,
      customerOrders: sql<number>`count(*) filter (where ${mine})::int`,
    })
    .from(orders)
    .where(ne(orders.bookingStatus, 'Order Cancelled'));
  return usage ?? { total: 0, byCustomer: 0, customerOrders: 0 };
}

/** Whether the offer's usage limits (first order, per customer, in total) still let this customer use it. */
export async function isWithinLimitsFor(
  db: Executor,
  offer: OfferRow,
  userId: string | null,
): Promise<boolean> {
  return !hasUsageLimits(offer) || isWithinOfferLimits(offer, await offerUsage(db, offer, userId));
}

export const productNotFound = (id: string) => `No product '${id}'`;
export const addOnNotFound = (id: string) => `No add-on '${id}'`;

export async function priceBooking(db: Executor, items: BookingItems): Promise<PricedBooking> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, items.productId), eq(products.active, true)));
  if (!product) throw new HttpError(404, productNotFound(items.productId));

  const lines = mergeAddOnLines(items.addOns);
  const ids = lines.map((item) => item.addon);
  const addOnRows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(addOns)
          .where(and(inArray(addOns.id, ids), eq(addOns.active, true)));
  const byId = new Map(addOnRows.map((row) => [row.id, row]));
  const chosen = lines.map((item) => {
    const row = byId.get(item.addon);
    if (!row) throw new HttpError(404, addOnNotFound(item.addon));
    if (row.maxQuantity !== null && item.quantity > row.maxQuantity) {
      throw new HttpError(400, `At most ${row.maxQuantity} of '${row.name}' can be added`);
    }
    return { row, quantity: item.quantity };
  });

  const productPrice = resolvePrice(product.pricing, items.hubId);
  if (isPriceOnRequest(product.tags, productPrice.sellingPrice)) {
    throw new HttpError(400, PRICE_ON_REQUEST_MESSAGE);
  }
  const pricedAddOns = chosen.map(({ row, quantity }) => ({
    ...resolvePrice(row.pricing, items.hubId),
    quantity,
  }));
  let offer: OfferRow | null = null;
  if (items.offerCode) {
    const query = db
      .select()
      .from(offers)
      .where(sql`upper(${offers.offerCode}) = ${items.offerCode.trim().toUpperCase()}`);
    const [row] = await (items.lockOffer ? query.for('update') : query);
    const cartValue =
      productPrice.sellingPrice +
      pricedAddOns.reduce((sum, item) => sum + item.sellingPrice * item.quantity, 0);
    // An offer that gives this cart nothing (hidden, inactive, below its minimum, or used up for
    // this customer) is dropped.
    if (
      row &&
      effectiveOfferDiscount(row, cartValue, productPrice.sellingPrice) > 0 &&
      (await isWithinLimitsFor(db, row, items.userId))
    ) {
      offer = row;
    }
  }
  const price = priceCart({
    product: productPrice,
    addOns: pricedAddOns,
    offer,
    convenienceFee: CONVENIENCE_FEE,
    santaTip: items.santaTip,
  });
  return { product, addOns: chosen, offer, price, options: paymentOptions(price) };
}
