// One cart per user (`_id` = user id + 'C'), stored as references and priced on every read.
import { and, eq, gt, isNotNull, isNull, lt, not, or, sql } from 'drizzle-orm';
import moment from 'moment';
import type { Address, Cart, CartInput } from '../../../shared/contract';
import {
  DEFAULT_HUB_ID,
  IST_OFFSET_MINUTES,
  MESSAGES,
  formatDate,
  mergeAddOnLines,
} from '../../../shared/domain';
import { carts } from '../../db/schema';
import { HttpError } from '../../errors';
import { getAddress } from '../addresses/addresses';
import { addOnsByQuery } from '../catalogue/addons';
import { directoryOf } from '../catalogue/directory';
import { customerOffers } from '../catalogue/offers';
import { findProduct } from '../catalogue/products';
import type { Executor } from '../context';
import type { BookingContext, BookingReadContext } from '../orders/context';
import { findSlot, isoDay, slotIsAvailable, todayIso } from '../timeslots/timeslots';
import { closeAtGateway, closeCartSessions } from '../payments/sessions';
import { walletBalances } from '../wallet/wallet';
import { priceBooking } from './pricing';
import { cartWallet } from './walletShare';

export type CartRow = typeof carts.$inferSelect;

export const CART_NOT_FOUND = 'Cart not found';

export const cartIdOf = (userId: string) => `${userId}C`;

/** The caller's cart as stored, unless it was placed already. */
export async function openCartRow(db: Executor, userId: string): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), isNull(carts.placedOrderId)));
  return row ?? null;
}

/** The hub a cart prices with: the serving hub of its address, else the one sent, else the default. */
async function cartHub(
  ctx: BookingContext,
  address: Address | null,
  hubId: string | undefined,
): Promise<string> {
  const served = address?.locationv2 ? await ctx.serviceArea(address.locationv2) : null;
  if (served?.isServiceable && served.hubId) return served.hubId;
  const directory = await directoryOf(ctx.db);
  return directory.pricingHub(hubId ?? DEFAULT_HUB_ID);
}

interface SlotChoice {
  celebrationDate: string | null;
  readyTime: string | null;
  arrivingTime: string | null;
}

const NO_SLOT: SlotChoice = { celebrationDate: null, readyTime: null, arrivingTime: null };

/**
 * Keeps the date and slot only while they can be booked for this product at this hub: a date
 * that does not exist or is past, or a slot that is unknown, full or too soon, clears all three.
 */
async function validSlot(
  ctx: BookingContext,
  hubId: string,
  leadTimeHours: number,
  input: Pick<CartInput, 'celebrationDate' | 'readyTime' | 'arrivingTime'>,
): Promise<SlotChoice> {
  if (!input.celebrationDate) return NO_SLOT;
  const now = ctx.now();
  let iso: string;
  try {
    iso = isoDay(input.celebrationDate);
  } catch {
    return NO_SLOT;
  }
  if (iso < todayIso(now)) return NO_SLOT;
  if (!input.readyTime || !input.arrivingTime) {
    return { celebrationDate: input.celebrationDate, readyTime: null, arrivingTime: null };
  }
  const slot = await findSlot(
    ctx.db,
    { hubId, iso, arrivingTime: input.arrivingTime, readyTime: input.readyTime },
    now,
  );
  if (!slot || !slotIsAvailable(slot, leadTimeHours, now)) return NO_SLOT;
  return {
    celebrationDate: input.celebrationDate,
    readyTime: input.readyTime,
    arrivingTime: input.arrivingTime,
  };
}

/**
 * Whether an upload edited at `editedAt` is older than the cart stored: a device that was offline
 * or slow to flush must not overwrite edits made since on another one. A placed cart is stale to
 * an upload not edited after the last edit it was placed with: that is the booked cart coming
 * back (a page returning from the card gateway re-sends what it held), and it must never reopen.
 * Edit times are the device's clock on both sides of the comparison. An upload with no edit time
 * (a caller that does not time its edits) starts a new cart after a placement, as it always did.
 */
const isStale = (stored: CartRow, editedAt: Date | null): boolean =>
  stored.editedAt !== null &&
  editedAt !== null &&
  (stored.placedOrderId === null ? editedAt < stored.editedAt : editedAt <= stored.editedAt);

/** The answer to a stale upload: the open cart stored, or a refusal when it was booked. */
async function staleAnswer(ctx: BookingContext, stored: CartRow): Promise<Cart> {
  if (stored.placedOrderId !== null) throw new HttpError(409, MESSAGES.cartAlreadyPlaced);
  return cartEntity(ctx, stored);
}

/**
 * Replaces the caller's cart with the references sent and answers it priced by the server.
 * A different product than the stored one starts over without add-ons or offers. An upload
 * edited before the stored cart changes nothing and answers the stored cart, or 409 when that
 * cart has been placed since.
 */
export async function saveCart(
  ctx: BookingContext,
  userId: string,
  input: CartInput,
): Promise<Cart> {
  const [stored] = await ctx.db.select().from(carts).where(eq(carts.userId, userId));
  // A device clock ahead of the server's cannot claim edits from the future and lock the cart.
  const now = ctx.now();
  const editedAt = input.editedAt
    ? new Date(Math.min(Date.parse(input.editedAt), now.getTime()))
    : null;
  if (stored && isStale(stored, editedAt)) return staleAnswer(ctx, stored);
  const productChanged =
    stored !== undefined && stored.placedOrderId === null && stored.productId !== input.product;
  const address = input.bookingAddress
    ? await getAddress(ctx.db, userId, input.bookingAddress)
    : null;
  const hubId = await cartHub(ctx, address, input.hubId);
  const addOns = productChanged ? [] : input.addOns;
  const offerCode = productChanged ? null : (input.offers[0]?.offerCode ?? null);
  const priced = await priceBooking(ctx.db, {
    userId,
    productId: input.product,
    addOns,
    offerCode,
    hubId,
    santaTip: input.santaTip ?? 0,
  });
  const slot = await validSlot(ctx, hubId, priced.product.leadTimeHours, input);
  const values = {
    productId: input.product,
    addOns: mergeAddOnLines(addOns),
    offerCode: priced.offer?.offerCode ?? null,
    bookingAddressId: address?._id ?? null,
    hubId,
    ...slot,
    santaTip: input.santaTip ?? 0,
    instructions: input.instructions ?? null,
    useWallet: input.useWallet ?? true,
    placedOrderId: null,
    editedAt: editedAt ?? now,
    updatedAt: now,
  };
  // The same cart uploaded again (a page re-sending what it holds) is no change: it keeps its
  // revision, and a checkout started from it stays open.
  if (stored && stored.placedOrderId === null && sameCart(stored, values)) {
    return cartEntity(ctx, stored);
  }
  const { row, closed } = await ctx.db.transaction(async (tx) => {
    const [written] = await upsertCart(tx, userId, values);
    // A changed cart closes the checkout started from it (the session charged for the old one).
    return { row: written, closed: written ? await closeCartSessions(tx, written.id) : [] };
  });
  await closeAtGateway(ctx, closed);
  if (row) return cartEntity(ctx, row);
  const [current] = await ctx.db.select().from(carts).where(eq(carts.userId, userId));
  if (!current) throw new Error('cart upsert returned nothing');
  return staleAnswer(ctx, current);
}

type CartValues = Omit<typeof carts.$inferInsert, 'id' | 'userId' | 'revision'> & {
  editedAt: Date;
};

/** Whether an upload holds what the stored cart holds (edit times aside). */
function sameCart(stored: CartRow, values: CartValues): boolean {
  return (
    stored.productId === values.productId &&
    JSON.stringify(stored.addOns) === JSON.stringify(values.addOns) &&
    stored.offerCode === values.offerCode &&
    stored.bookingAddressId === values.bookingAddressId &&
    stored.hubId === values.hubId &&
    stored.celebrationDate === values.celebrationDate &&
    stored.readyTime === values.readyTime &&
    stored.arrivingTime === values.arrivingTime &&
    stored.santaTip === values.santaTip &&
    stored.instructions === values.instructions &&
    stored.useWallet === values.useWallet
  );
}

/** Writes the cart; every write takes a new revision from the one sequence of all carts. */
function upsertCart(tx: Executor, userId: string, values: CartValues) {
  return tx
    .insert(carts)
    .values({ id: cartIdOf(userId), userId, ...values })
    .onConflictDoUpdate({
      target: carts.id,
      set: { ...values, revision: sql`nextval('cart_revisions')` },
      // Checked again in the write, so neither a newer upload nor a placement racing this one is
      // overwritten.
      setWhere: or(
        and(
          isNotNull(carts.placedOrderId),
          or(isNull(carts.editedAt), lt(carts.editedAt, values.editedAt)),
        ),
        and(
          isNull(carts.placedOrderId),
          or(isNull(carts.editedAt), not(gt(carts.editedAt, values.editedAt))),
        ),
      ),
    })
    .returning();
}

/** Removes the cart; a checkout started from it is closed (its money, if paid, goes to Credit). */
export async function deleteCart(ctx: BookingContext, userId: string): Promise<void> {
  const closed = await ctx.db.transaction(async (tx) => {
    const sessions = await closeCartSessions(tx, cartIdOf(userId));
    await tx.delete(carts).where(eq(carts.userId, userId));
    return sessions;
  });
  await closeAtGateway(ctx, closed);
}

/** A stored cart priced now, with its product, add-ons, offer and address as entities. */
export async function cartEntity(ctx: BookingReadContext, row: CartRow): Promise<Cart> {
  const priced = await priceBooking(ctx.db, {
    userId: row.userId,
    productId: row.productId,
    addOns: row.addOns,
    offerCode: row.offerCode,
    hubId: row.hubId,
    santaTip: row.santaTip,
  });
  const [product, addOnList, offerList, address, balances] = await Promise.all([
    findProduct(ctx.catalogue, row.productId, row.hubId),
    row.addOns.length === 0
      ? Promise.resolve({ addOns: [] })
      : addOnsByQuery(ctx.catalogue, {
          queryObject: { _id: { $in: row.addOns.map((item) => item.addon) } },
          hubId: row.hubId,
          limit: 100,
        }),
    priced.offer
      ? customerOffers(ctx.catalogue, {
          queryObject: { offerCode: priced.offer.offerCode },
          limit: 1,
        })
      : Promise.resolve({ offers: [] }),
    row.bookingAddressId
      ? getAddress(ctx.db, row.userId, row.bookingAddressId).catch(() => null)
      : Promise.resolve(null),
    walletBalances(ctx.db, row.userId),
  ]);
  const addOnById = new Map(addOnList.addOns.map((addOn) => [addOn._id, addOn]));
  const updated = moment.utc(row.updatedAt).utcOffset(IST_OFFSET_MINUTES);
  const { price, options } = priced;
  return {
    _id: row.id,
    user: row.userId,
    product,
    addOns: row.addOns.flatMap((item) => {
      const addon = addOnById.get(item.addon);
      return addon ? [{ addon, quantity: item.quantity }] : [];
    }),
    offers: offerList.offers,
    ...(address && { bookingAddress: address }),
    hubId: row.hubId,
    ...(row.celebrationDate !== null && { celebrationDate: row.celebrationDate }),
    ...(row.readyTime !== null && { readyTime: row.readyTime }),
    ...(row.arrivingTime !== null && { arrivingTime: row.arrivingTime }),
    santaTip: row.santaTip,
    ...(row.instructions !== null && { instructions: row.instructions }),
    productPrice: price.productPrice,
    addOnsTotal: price.addOnsTotal,
    couponDiscount: price.couponDiscount,
    convenienceFee: price.convenienceFee,
    cartPrice: price.cartValue,
    buyingPrice: price.buyingPrice,
    amountToPay: price.amountToPay,
    savings: price.savings,
    paymentOptions: options,
    useWallet: row.useWallet,
    wallet: cartWallet(price, options, balances, row.useWallet),
    bookingDate: formatDate(row.updatedAt),
    bookingTime: updated.format('HH:mm'),
  };
}

/** The caller's open cart for start-up and sign-in; null when none, or when it can no longer be priced. */
export async function currentCart(ctx: BookingReadContext, userId: string): Promise<Cart | null> {
  const row = await openCartRow(ctx.db, userId);
  if (!row) return null;
  try {
    return await cartEntity(ctx, row);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

export function assertOwnCart(userId: string, cartId: string): void {
  if (cartId !== cartIdOf(userId)) throw new HttpError(404, CART_NOT_FOUND);
}
