// Orders: placement from the caller's cart (one transaction: slot, wallet, order, cart), the
// caller's list, the public view and the three changes a customer may make.
import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  Address,
  CallBody,
  Order,
  OrderQuery,
  OrderUpdate,
  PublicOrder,
  contract,
} from '../../../shared/contract';
import {
  MESSAGES,
  isDecorationDone,
  resolvePrice,
  settleOrder,
  type ProductPricing,
} from '../../../shared/domain';
import {
  carts,
  orders,
  productFeedback,
  productFeedbackAnalytics,
  products,
  users,
} from '../../db/schema';
import { HttpError } from '../../errors';
import { getAddress } from '../addresses/addresses';
import { publicUrl } from '../catalogue/urls';
import type { Executor, Tx } from '../context';
import { creditWallet, spendWallet, walletBalances } from '../wallet/wallet';
import { CART_NOT_FOUND, assertOwnCart, type CartRow } from '../cart/cart';
import { priceBooking, type PricedBooking } from '../cart/pricing';
import { walletUse } from '../cart/walletShare';
import { appendHistory } from './history';
import {
  SLOT_UNAVAILABLE,
  findSlot,
  isoDay,
  releaseSlot,
  reserveSlot,
  slotIsAvailable,
  todayIso,
  type SlotRef,
} from '../timeslots/timeslots';
import type { BookingContext, BookingReadContext } from './context';

type OrderEvent = Order['events'][number];
type BookingDetail = Order['bookingDetails'][number];

export type OrderRow = typeof orders.$inferSelect;

export const ORDER_NOT_FOUND = 'Order not found';
export const CART_INCOMPLETE =
  'The cart is not complete: choose a product, an address, a date and a time slot';
export const ALREADY_CANCELLED = 'The order is already cancelled';
export const NOT_CHANGEABLE = 'This order can no longer be changed';
export const RESCHEDULE_PENDING = 'A rescheduling request is already pending';
export const ALREADY_RATED = 'This order is already rated';
export const NOT_YET_RATEABLE = 'You can rate this order once its decoration is done';

const ORDER_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 'E' plus 7 upper-case letters or digits from a cryptographic source. */
export function newOrderId(): string {
  let id = 'E';
  for (let i = 0; i < 7; i += 1) id += ORDER_ID_CHARS[randomInt(ORDER_ID_CHARS.length)];
  return id;
}

const iso = (date: Date) => date.toISOString();

/** Booking status as stored; an order's day passing moves it to Past Bookings. */
function orderTypeOf(row: OrderRow, now: Date): Order['orderType'] {
  return row.orderType === 'Past Bookings' || row.slotDay < todayIso(now)
    ? 'Past Bookings'
    : 'Upcoming Bookings';
}

export function orderEntity(row: OrderRow, now: Date): Order {
  return {
    _id: row.id,
    user: row.userId,
    bookingStatus: row.bookingStatus,
    orderType: orderTypeOf(row, now),
    bookingDetails: row.bookingDetails,
    requests: row.requests,
    events: row.events,
    paymentStatus: row.paymentStatus,
    paymentDetails: row.paymentDetails,
    priceDetail: row.priceDetail,
    ...(row.instructions !== null && { instructions: row.instructions }),
    ...(row.feedback !== null && { feedback: row.feedback }),
    ...(row.decorator !== null && { decorator: row.decorator }),
    product: row.product,
    addOns: row.addOns,
    offers: row.offers,
    bookingAddress: row.bookingAddress,
    hubId: row.hubId,
    celebrationDate: row.celebrationDate,
    readyTime: row.readyTime,
    arrivingTime: row.arrivingTime,
    createdAt: iso(row.createdAt),
  };
}

/** The /e/{id} view: no phone number, no flat or building, no payment details. */
export function publicOrderEntity(row: OrderRow, now: Date): PublicOrder {
  const area = row.bookingAddress.locationv2?.addressLine2;
  return {
    _id: row.id,
    bookingStatus: row.bookingStatus,
    orderType: orderTypeOf(row, now),
    product: row.product,
    addOns: row.addOns,
    celebrationDate: row.celebrationDate,
    readyTime: row.readyTime,
    arrivingTime: row.arrivingTime,
    city: row.bookingAddress.city,
    ...(area && { locality: area }),
    bookingDetails: row.bookingDetails,
    ...(row.feedback !== null && { feedback: row.feedback }),
    createdAt: iso(row.createdAt),
  };
}

// ---- placement ----------------------------------------------------------------------------

/** How an order is paid when it is placed. */
export interface Settlement {
  mode: 'COD' | 'ONLINE';
  option?: 'full' | 'advance';
  /** The payment discount of SPEC 9 this payment earned. */
  prepaidDiscount: number;
  amountPaid: number;
  paymentIds: string[];
}

export const CASH_ON_DELIVERY: Settlement = {
  mode: 'COD',
  prepaidDiscount: 0,
  amountPaid: 0,
  paymentIds: [],
};

export interface CheckedCart {
  row: CartRow;
  address: Address;
  hubId: string;
  slot: SlotRef;
  priced: PricedBooking;
}

/**
 * Everything placement needs from a cart, checked: complete, its address still the caller's and
 * serviceable, its slot bookable now. Prices come from the database, never from the cart's client.
 */
export async function checkCart(
  ctx: BookingContext,
  db: Executor,
  row: CartRow,
  { lockOffer = false }: { lockOffer?: boolean } = {},
): Promise<CheckedCart> {
  if (!row.bookingAddressId || !row.celebrationDate || !row.readyTime || !row.arrivingTime) {
    throw new HttpError(400, CART_INCOMPLETE);
  }
  const address = await getAddress(db, row.userId, row.bookingAddressId);
  const served = address.locationv2 ? await ctx.serviceArea(address.locationv2) : null;
  if (!served?.isServiceable || !served.hubId) {
    throw new HttpError(400, MESSAGES.addressNotServiceableAtPlacement);
  }
  const hubId = served.hubId;
  const priced = await priceBooking(db, {
    userId: row.userId,
    productId: row.productId,
    addOns: row.addOns,
    offerCode: row.offerCode,
    hubId,
    santaTip: row.santaTip,
    lockOffer,
  });
  const slot: SlotRef = {
    hubId,
    iso: isoDay(row.celebrationDate),
    arrivingTime: row.arrivingTime,
    readyTime: row.readyTime,
  };
  const now = ctx.now();
  const found = await findSlot(db, slot, now);
  if (!found || !slotIsAvailable(found, priced.product.leadTimeHours, now)) {
    throw new HttpError(409, SLOT_UNAVAILABLE);
  }
  return { row, address, hubId, slot, priced };
}

/**
 * Reward (at most 5%) then Credit towards what is owed, from the caller's balances now; nothing
 * when the cart says not to use the wallet.
 */
export async function walletShare(db: Executor, userId: string, owed: number, useWallet: boolean) {
  const balances = useWallet ? await walletBalances(db, userId) : { reward: 0, credit: 0 };
  return walletUse(owed, balances, useWallet);
}

async function lockCart(tx: Tx, cartId: string, userId: string): Promise<CartRow> {
  const [row] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
    .for('update');
  if (!row) throw new HttpError(404, CART_NOT_FOUND);
  return row;
}

export interface PlaceOptions {
  settlement: Settlement;
  /** A payment reserves its order id when it starts. */
  orderId?: string;
  /** A payment pays for one revision of the cart; a changed cart is not placed by it. */
  cartRevision?: number;
}

/**
 * Places the cart in one transaction: the cart row is locked first, so concurrent calls for the
 * same cart queue and the later ones find the order the first placed. Then the slot is taken
 * (conditional update), the wallet spent (user row locked), the order written and the cart closed.
 */
export async function placeCartInTx(
  ctx: BookingContext,
  tx: Tx,
  userId: string,
  options: PlaceOptions,
): Promise<{ orderId: string; created: boolean }> {
  const cartId = `${userId}C`;
  const row = await lockCart(tx, cartId, userId);
  if (row.placedOrderId) return { orderId: row.placedOrderId, created: false };
  if (options.cartRevision !== undefined && options.cartRevision !== row.revision) {
    throw new HttpError(409, 'The cart changed after the payment started');
  }
  const checked = await checkCart(ctx, tx, row, { lockOffer: true });
  const now = ctx.now();
  await reserveSlot(tx, checked.slot, checked.priced.product.leadTimeHours, now);

  const { price } = checked.priced;
  const { money } = settleOrder({
    kind: 'placement',
    amountToPay: price.amountToPay,
    prepaidDiscount: options.settlement.prepaidDiscount,
    amountPaid: options.settlement.amountPaid,
    balances: row.useWallet ? await walletBalances(tx, userId) : { reward: 0, credit: 0 },
    useWallet: row.useWallet,
  });
  const orderId = options.orderId ?? newOrderId();
  await spendWallet(tx, {
    userId,
    reward: money.rewardUsed,
    credit: money.creditUsed,
    orderId,
  });
  const paid = money.amountPaid;
  const date = iso(now);
  const events: OrderEvent[] = [{ type: 'placed', by: 'user', date }];
  if (paid > 0) events.push({ type: 'paid', by: 'system', date });
  const product = checked.priced.product;
  const url = (path: string) => publicUrl(ctx.catalogue.origin, path);
  const priceOf = (pricing: ProductPricing) => {
    const { sellingPrice, costPrice, webDiscount } = resolvePrice(pricing, checked.hubId);
    return { sellingPrice, costPrice, webDiscount };
  };
  const inserted = await tx
    .insert(orders)
    .values({
      id: orderId,
      userId,
      cartId,
      cartRevision: row.revision,
      bookingStatus: 'Order Placed',
      orderType: 'Upcoming Bookings',
      paymentStatus: money.paymentStatus,
      hubId: checked.hubId,
      celebrationDate: row.celebrationDate as string,
      slotDay: checked.slot.iso,
      readyTime: checked.slot.readyTime,
      arrivingTime: checked.slot.arrivingTime,
      product: {
        _id: product.id,
        name: product.name,
        images: product.images.map(url),
        price: priceOf(product.pricing),
      },
      addOns: checked.priced.addOns.map(({ row: addOn, quantity }) => ({
        addon: {
          _id: addOn.id,
          name: addOn.name,
          images: addOn.images.map(url),
          price: priceOf(addOn.pricing),
        },
        quantity,
      })),
      offers: checked.priced.offer ? [{ offerCode: checked.priced.offer.offerCode }] : [],
      bookingAddress: checked.address,
      priceDetail: {
        productPrice: price.productPrice,
        addOnsTotal: price.addOnsTotal,
        convenienceFee: price.convenienceFee,
        couponDiscount: price.couponDiscount,
        santaTip: price.santaTip,
        buyingPrice: price.buyingPrice,
        prepaidDiscount: money.prepaidDiscount,
        rewardUsed: money.rewardUsed,
        creditUsed: money.creditUsed,
        finalPrice: money.finalPrice,
      },
      paymentDetails: {
        mode: options.settlement.mode,
        ...(options.settlement.option && { option: options.settlement.option }),
        paymentIds: options.settlement.paymentIds,
        amountPaid: paid,
        amountDue: money.amountDue,
      },
      bookingDetails: [{ status: 'Order Placed', date }],
      requests: [],
      events,
      instructions: row.instructions,
      feedback: null,
      createdAt: now,
    })
    .returning({ id: orders.id });
  if (inserted.length !== 1) throw new Error('order insert returned nothing');
  await tx
    .update(carts)
    .set({ placedOrderId: orderId, updatedAt: now })
    .where(eq(carts.id, cartId));
  return { orderId, created: true };
}

/** `POST /api/orders/place`: the caller's own cart as a cash-on-delivery order. */
export async function placeOrder(
  ctx: BookingContext,
  callerId: string,
  body: { cartId: string; userId: string },
): Promise<string> {
  if (body.userId !== callerId) throw new HttpError(404, CART_NOT_FOUND);
  assertOwnCart(callerId, body.cartId);
  const placed = await ctx.db.transaction((tx) =>
    placeCartInTx(ctx, tx, callerId, { settlement: CASH_ON_DELIVERY }),
  );
  if (placed.created) ctx.metrics?.ordersPlaced.inc({ settlement: 'cash' });
  return placed.orderId;
}

// ---- reads ---------------------------------------------------------------------------------

type ListBody = CallBody<typeof contract.orders.getOrdersByQueryObject>;

function queryConditions(userId: string, query: OrderQuery, now: Date): SQL[] {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  if (query._id !== undefined) {
    conditions.push(
      typeof query._id === 'string' ? eq(orders.id, query._id) : inArray(orders.id, query._id.$in),
    );
  }
  if (query.bookingStatus !== undefined) {
    conditions.push(eq(orders.bookingStatus, query.bookingStatus));
  }
  if (query.orderType !== undefined) {
    const today = todayIso(now);
    const past = or(eq(orders.orderType, 'Past Bookings'), lt(orders.slotDay, today));
    const upcoming = and(eq(orders.orderType, 'Upcoming Bookings'), gte(orders.slotDay, today));
    const condition = query.orderType === 'Past Bookings' ? past : upcoming;
    if (condition) conditions.push(condition);
  }
  return conditions;
}

export async function listOrders(ctx: BookingContext, userId: string, body: ListBody) {
  const now = ctx.now();
  const sorting = Object.entries(body.sortingObj ?? { createdAt: -1 }) as [
    'createdAt' | 'celebrationDate',
    1 | -1,
  ][];
  const column = (field: 'createdAt' | 'celebrationDate') =>
    field === 'createdAt' ? orders.createdAt : orders.slotDay;
  const [rows, latest] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(and(...queryConditions(userId, body.queryObject, now)))
      .orderBy(
        ...sorting.map(([field, order]) =>
          order === 1 ? asc(column(field)) : desc(column(field)),
        ),
        desc(orders.createdAt),
        asc(orders.id),
      )
      .limit(body.limit ?? 10)
      .offset(body.skip ?? 0),
    lastOrderRow(ctx.db, userId),
  ]);
  return {
    orders: rows.map((row) => orderEntity(row, now)),
    lastOrder: latest ? orderEntity(latest, now) : null,
  };
}

async function lastOrderRow(db: Executor, userId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), asc(orders.id))
    .limit(1);
  return row ?? null;
}

/** The caller's newest order, for start-up and sign-in. */
export async function lastOrder(ctx: BookingReadContext, userId: string): Promise<Order | null> {
  const row = await lastOrderRow(ctx.db, userId);
  return row ? orderEntity(row, ctx.now()) : null;
}

export async function publicOrder(ctx: BookingContext, id: string): Promise<PublicOrder> {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  return publicOrderEntity(row, ctx.now());
}

/** One of the caller's orders, locked for a change; another user's order is a 404 (BOLA). */
export async function lockOwnOrder(tx: Executor, userId: string, id: string): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .for('update');
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  return row;
}

export async function ownOrder(db: Executor, userId: string, id: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  return row;
}

// ---- changes -------------------------------------------------------------------------------

export const slotOf = (row: OrderRow): SlotRef => ({
  hubId: row.hubId,
  iso: row.slotDay,
  arrivingTime: row.arrivingTime,
  readyTime: row.readyTime,
});

function assertOpen(row: OrderRow, now: Date): void {
  if (row.bookingStatus === 'Order Cancelled') throw new HttpError(409, ALREADY_CANCELLED);
  if (row.bookingStatus === 'Order Completed' || orderTypeOf(row, now) === 'Past Bookings') {
    throw new HttpError(409, NOT_CHANGEABLE);
  }
}

/**
 * Cancels in one transaction: status and history, the slot given back, and what was paid
 * (card and Credit) refunded to Credit, Reward to Reward, each once (keyed by order).
 */
export async function cancelOrderInTx(
  tx: Tx,
  row: OrderRow,
  reason: string,
  by: 'user' | 'system' | { staffName: string },
  now: Date,
): Promise<void> {
  const date = iso(now);
  const detail: BookingDetail = { status: 'Order Cancelled', date, reason };
  const who = typeof by === 'string' ? { by } : { by: 'staff' as const, staffName: by.staffName };
  const events: OrderEvent[] = [{ type: 'cancelled', ...who, date, note: reason }];
  const toCredit = row.paymentDetails.amountPaid + row.priceDetail.creditUsed;
  const toReward = row.priceDetail.rewardUsed;
  let refunded = false;
  if (toCredit > 0) {
    refunded =
      (await creditWallet(tx, {
        userId: row.userId,
        balance: 'credit',
        amount: toCredit,
        reason: 'refund',
        orderId: row.id,
        dedupeKey: `refund:${row.id}:credit`,
      })) || refunded;
  }
  if (toReward > 0) {
    refunded =
      (await creditWallet(tx, {
        userId: row.userId,
        balance: 'reward',
        amount: toReward,
        reason: 'refund',
        orderId: row.id,
        dedupeKey: `refund:${row.id}:reward`,
      })) || refunded;
  }
  if (refunded) events.push({ type: 'refunded', by: 'system', date });
  await tx
    .update(orders)
    .set({
      bookingStatus: 'Order Cancelled',
      orderType: 'Past Bookings',
      ...(refunded && { paymentStatus: 'refunded' as const }),
      feedback: null,
      bookingDetails: appendHistory(orders.bookingDetails, [detail]),
      events: appendHistory(orders.events, events),
    })
    .where(eq(orders.id, row.id));
  await withdrawRating(tx, row);
  await releaseSlot(tx, slotOf(row));
}

export async function updateOrder(
  ctx: BookingContext,
  userId: string,
  orderId: string,
  update: OrderUpdate,
): Promise<Order> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockOwnOrder(tx, userId, orderId);
    if ('bookingStatus' in update) {
      assertOpen(row, now);
      await cancelOrderInTx(tx, row, update.reason, 'user', now);
    } else if ('request' in update) {
      assertOpen(row, now);
      await requestReschedule(ctx, tx, row, update.request, now);
    } else {
      await rate(tx, row, update.feedback, now);
    }
  });
  return orderEntity(await ownOrder(ctx.db, userId, orderId), now);
}

async function requestReschedule(
  ctx: BookingContext,
  tx: Tx,
  row: OrderRow,
  request: Extract<OrderUpdate, { request: unknown }>['request'],
  now: Date,
): Promise<void> {
  if (row.requests.some((entry) => entry.status === 'pending')) {
    throw new HttpError(409, RESCHEDULE_PENDING);
  }
  const day = isoDay(request.celebrationDate);
  const [product] = await tx
    .select({ leadTimeHours: products.leadTimeHours })
    .from(products)
    .where(eq(products.id, row.product._id));
  const slot = await findSlot(
    tx,
    {
      hubId: row.hubId,
      iso: day,
      arrivingTime: request.arrivingTime,
      readyTime: request.readyTime,
    },
    now,
  );
  if (!slot || !slotIsAvailable(slot, product?.leadTimeHours ?? 0, now)) {
    throw new HttpError(409, SLOT_UNAVAILABLE);
  }
  const date = iso(now);
  await tx
    .update(orders)
    .set({
      requests: appendHistory(orders.requests, [
        {
          _id: randomUUID(),
          tag: request.tag,
          requestBy: 'user',
          status: 'pending',
          celebrationDate: request.celebrationDate,
          readyTime: request.readyTime,
          arrivingTime: request.arrivingTime,
          createdAt: date,
        },
      ]),
      events: appendHistory(orders.events, [
        {
          type: 'rescheduleRequested',
          by: 'user',
          date,
          note: `${request.celebrationDate} ${request.arrivingTime}-${request.readyTime}`,
        },
      ]),
    })
    .where(eq(orders.id, row.id));
  ctx.log.info({ orderId: row.id }, 'rescheduling requested');
}

const feedbackIdOf = (orderId: string) => `${orderId}-feedback`;

/**
 * A cancelled order's rating leaves with it (SECURITY: reviews leave with a cancelled order): the
 * public review and its stars in the product's totals, in the cancelling transaction.
 */
async function withdrawRating(tx: Tx, row: OrderRow): Promise<void> {
  const [removed] = await tx
    .delete(productFeedback)
    .where(eq(productFeedback.id, feedbackIdOf(row.id)))
    .returning({ productId: productFeedback.productId, stars: productFeedback.stars });
  if (!removed) return;
  await tx
    .update(productFeedbackAnalytics)
    .set({
      total: sql`${productFeedbackAnalytics.total} - 1`,
      starsTotal: sql`${productFeedbackAnalytics.starsTotal} - ${removed.stars}`,
    })
    .where(eq(productFeedbackAnalytics.productId, removed.productId));
}

/**
 * The customer's stars and review, once per order and only once the decoration is done (staff
 * completed it, or its slot ended while it stood), into the order and the product's totals.
 */
async function rate(
  tx: Tx,
  row: OrderRow,
  feedback: { stars: number; review?: string },
  now: Date,
): Promise<void> {
  if (row.bookingStatus === 'Order Cancelled') throw new HttpError(409, ALREADY_CANCELLED);
  if (row.feedback?.user?.decoration) throw new HttpError(409, ALREADY_RATED);
  if (!isDecorationDone(row, now)) throw new HttpError(409, NOT_YET_RATEABLE);
  const decoration = {
    stars: feedback.stars,
    ...(feedback.review !== undefined && { review: feedback.review }),
  };
  await tx
    .update(orders)
    .set({
      feedback: { user: { decoration } },
      events: appendHistory(orders.events, [{ type: 'feedback', by: 'user', date: iso(now) }]),
    })
    .where(eq(orders.id, row.id));
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, row.product._id));
  if (!product) return;
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.userId));
  await tx.insert(productFeedback).values({
    id: feedbackIdOf(row.id),
    productId: product.id,
    userName: (user?.name ?? 'Customer').trim().split(/\s+/)[0] || 'Customer',
    stars: feedback.stars,
    review: feedback.review ?? '',
    createdAt: now,
  });
  await tx
    .insert(productFeedbackAnalytics)
    .values({ productId: product.id, total: 1, starsTotal: feedback.stars })
    .onConflictDoUpdate({
      target: productFeedbackAnalytics.productId,
      set: {
        total: sql`${productFeedbackAnalytics.total} + 1`,
        starsTotal: sql`${productFeedbackAnalytics.starsTotal} + ${feedback.stars}`,
      },
    });
}

/** Account deletion: the user's upcoming orders are cancelled (slots freed) in its transaction. */
export async function cancelUpcomingOrders(tx: Tx, userId: string, now: Date): Promise<void> {
  const open = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.bookingStatus, ['Order Placed', 'Order Confirmed']),
        gte(orders.slotDay, todayIso(now)),
      ),
    )
    .for('update');
  for (const row of open) await cancelOrderInTx(tx, row, 'Account deleted', 'system', now);
  await tx.delete(carts).where(eq(carts.userId, userId));
}
