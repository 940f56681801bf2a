// The three slot reads of the contract: by date for a hub, and for a product (its lead time
// applied), with date and hub defaulting to the caller's cart.
import { and, eq } from 'drizzle-orm';
import { DEFAULT_HUB_ID, defaultCelebrationDate } from '../../../shared/domain';
import { products } from '../../db/schema';
import { HttpError } from '../../errors';
import { openCartRow } from '../cart/cart';
import { productNotFound } from '../cart/pricing';
import { directoryOf } from '../catalogue/directory';
import type { BookingContext } from '../orders/context';
import { daySlots, isoDay, slotEntity } from './timeslots';

async function leadTimeOf(ctx: BookingContext, productId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ leadTimeHours: products.leadTimeHours })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  if (!row) throw new HttpError(404, productNotFound(productId));
  return row.leadTimeHours;
}

export async function slotsOfDay(
  ctx: BookingContext,
  celebrationDate: string,
  hubId: string | undefined,
  productId: string | undefined,
) {
  const day = isoDay(celebrationDate);
  const hub = (await directoryOf(ctx.db)).pricingHub(hubId ?? DEFAULT_HUB_ID);
  const leadTime = productId ? await leadTimeOf(ctx, productId) : 0;
  const now = ctx.now();
  const rows = await daySlots(ctx.db, hub, day, now);
  return {
    celebrationDate,
    hubId: hub,
    slots: rows.map((row) => slotEntity(row, leadTime, now)),
  };
}

/** Date and hub as asked, else the caller's cart's, else tomorrow and the default hub. */
export async function slotsForProduct(
  ctx: BookingContext,
  userId: string,
  body: { productId: string; celebrationDate?: string; hubId?: string },
) {
  const cart = await openCartRow(ctx.db, userId);
  const date = body.celebrationDate ?? cart?.celebrationDate ?? defaultCelebrationDate(ctx.now());
  await leadTimeOf(ctx, body.productId);
  return slotsOfDay(ctx, date, body.hubId ?? cart?.hubId, body.productId);
}

export async function slotAvailable(
  ctx: BookingContext,
  userId: string,
  body: { productId: string; slotTime: string; celebrationDate?: string; hubId?: string },
): Promise<boolean> {
  const { slots } = await slotsForProduct(ctx, userId, body);
  return slots.some((slot) => slot.slotTime === body.slotTime && slot.isAvailable);
}
