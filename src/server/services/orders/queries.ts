// Orders as the caller reads them: their list, the newest, the public view, one of their own.
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { CallBody, Order, OrderQuery, PublicOrder, contract } from '../../../shared/contract';
import { orders } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Executor } from '../context';
import { todayIso, type SlotRef } from '../timeslots/timeslots';
import type { BookingContext, BookingReadContext } from './context';
import { cancelRefundOf } from './refunds';

export type OrderRow = typeof orders.$inferSelect;

export const ORDER_NOT_FOUND = 'Order not found';

/** Booking status as stored; an order's day passing moves it to Past Bookings. */
export function orderTypeOf(row: OrderRow, now: Date): Order['orderType'] {
  return row.orderType === 'Past Bookings' || row.slotDay < todayIso(now)
    ? 'Past Bookings'
    : 'Upcoming Bookings';
}

/** An order as its owner reads it; `gateway` decides whether its refund may go back to a card. */
export function orderEntity(
  row: OrderRow,
  now: Date,
  gateway: BookingReadContext['payments'],
): Order {
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
    createdAt: row.createdAt.toISOString(),
    ...(isCancellable(row, now) && { cancelRefund: cancelRefundOf(row, gateway) }),
  };
}

/** Whether the customer may still cancel: not cancelled, not completed, its slot ahead. */
export const isCancellable = (row: OrderRow, now: Date) =>
  row.bookingStatus !== 'Order Cancelled' &&
  row.bookingStatus !== 'Order Completed' &&
  orderTypeOf(row, now) !== 'Past Bookings';

/** The /e/{id} view: status, dates, slot, city and decor (see `PublicOrder`). */
export function publicOrderEntity(row: OrderRow, now: Date): PublicOrder {
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
    bookingDetails: row.bookingDetails.map(({ status, date }) => ({ status, date })),
    createdAt: row.createdAt.toISOString(),
  };
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
    orders: rows.map((row) => orderEntity(row, now, ctx.payments)),
    lastOrder: latest ? orderEntity(latest, now, ctx.payments) : null,
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
  return row ? orderEntity(row, ctx.now(), ctx.payments) : null;
}

/** The one order found, or a 404; another user's order is a 404 too (BOLA). */
function found([row]: OrderRow[]): OrderRow {
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  return row;
}

export async function publicOrder(ctx: BookingContext, id: string): Promise<PublicOrder> {
  const rows = await ctx.db.select().from(orders).where(eq(orders.id, id));
  return publicOrderEntity(found(rows), ctx.now());
}

const ownOrderRows = (db: Executor, userId: string, id: string) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));

/** One of the caller's orders, locked for a change. */
export async function lockOwnOrder(tx: Executor, userId: string, id: string): Promise<OrderRow> {
  return found(await ownOrderRows(tx, userId, id).for('update'));
}

export async function ownOrder(db: Executor, userId: string, id: string): Promise<OrderRow> {
  return found(await ownOrderRows(db, userId, id));
}

// ---- changes -------------------------------------------------------------------------------

export const slotOf = (row: OrderRow): SlotRef => ({
  hubId: row.hubId,
  iso: row.slotDay,
  arrivingTime: row.arrivingTime,
  readyTime: row.readyTime,
});
