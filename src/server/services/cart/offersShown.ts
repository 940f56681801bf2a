// The offers a caller is shown: exactly those they can use on their cart now (SECURITY.md), so a
// coupon is never offered and then refused or dropped when applied.
import { inArray } from 'drizzle-orm';
import type { CallBody, CallResponse, contract } from '../../../shared/contract';
import { effectiveOfferDiscount } from '../../../shared/domain';
import { offers } from '../../db/schema';
import { HttpError } from '../../errors';
import { customerOffers } from '../catalogue/offers';
import type { CatalogueContext } from '../context';
import { openCartRow } from './cart';
import { isWithinLimitsFor, priceBooking } from './pricing';

type Call = typeof contract.offers.getOffersByQueryObject;

/** What the caller's stored cart is worth before any coupon; null when there is none to price. */
async function cartValues(ctx: CatalogueContext, userId: string) {
  const row = await openCartRow(ctx.db, userId);
  if (!row) return null;
  try {
    const { price } = await priceBooking(ctx.db, { ...row, offerCode: null });
    return { cartValue: price.cartValue, productPrice: price.productPrice };
  } catch (error) {
    // A cart whose product or add-on is gone prices nothing; its coupons are not judged by it.
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/**
 * The customer offers (catalogue/offers.ts) this caller can use: within each offer's usage
 * limits for them (a visitor counts as a new customer), and, listing without a code, giving their
 * stored cart a discount. A typed code is found below its minimum, so the page can say how much
 * more to add.
 */
export async function offersShown(
  ctx: CatalogueContext,
  userId: string | null,
  body: CallBody<Call>,
): Promise<CallResponse<Call>> {
  const answer = await customerOffers(ctx, body);
  if (answer.offers.length === 0) return answer;
  const ids = answer.offers.map((offer) => offer._id);
  const [rows, cart] = await Promise.all([
    ctx.db.select().from(offers).where(inArray(offers.id, ids)),
    userId !== null && body.queryObject.offerCode === undefined
      ? cartValues(ctx, userId)
      : Promise.resolve(null),
  ]);
  const usable = new Set<string>();
  for (const row of rows) {
    const valued =
      cart === null || effectiveOfferDiscount(row, cart.cartValue, cart.productPrice) > 0;
    if (valued && (await isWithinLimitsFor(ctx.db, row, userId))) usable.add(row.id);
  }
  return { ...answer, offers: answer.offers.filter((offer) => usable.has(offer._id)) };
}
