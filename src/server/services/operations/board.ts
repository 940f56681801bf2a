// What the console reads: a hub's day, a search, one order as the board shows it, the caller.
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { BoardOrder, Order } from '../../../shared/contract';
import { normalizePhone } from '../../../shared/domain';
import { goodwillRequests, orders, users } from '../../db/schema';
import { HttpError } from '../../errors';
import type { SmsSender } from '../../adapters/sms';
import type { Executor } from '../context';
import type { BookingContext } from '../orders/context';
import { ORDER_NOT_FOUND, type OrderRow } from '../orders/queries';
import { daySlots, isoDay, slotTimeOf } from '../timeslots/timeslots';
import { hubFilter, requireKnownHub, type Staff } from './access';

export interface OpsContext extends BookingContext {
  sms: SmsSender;
}

interface Customer {
  name: string;
  phone: string | null;
}

async function customersOf(db: Executor, rows: OrderRow[]): Promise<Map<string, Customer>> {
  const ids = [...new Set(rows.map((row) => row.userId))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((user) => [user.id, { name: user.name, phone: user.phone }]));
}

async function goodwillOf(db: Executor, rows: OrderRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const sums = await db
    .select({
      orderId: goodwillRequests.orderId,
      total: sql<string>`sum(${goodwillRequests.amount})`,
    })
    .from(goodwillRequests)
    .where(
      and(
        inArray(
          goodwillRequests.orderId,
          rows.map((row) => row.id),
        ),
        eq(goodwillRequests.status, 'approved'),
      ),
    )
    .groupBy(goodwillRequests.orderId);
  return new Map(sums.map((sum) => [sum.orderId, Number(sum.total)]));
}

async function boardOrders(db: Executor, rows: OrderRow[]): Promise<BoardOrder[]> {
  const [customers, goodwill] = await Promise.all([customersOf(db, rows), goodwillOf(db, rows)]);
  return rows.map((row) => {
    const who = customers.get(row.userId);
    const pending = row.requests.find((request) => request.status === 'pending');
    const address = row.bookingAddress;
    return {
      _id: row.id,
      hubId: row.hubId,
      customerName: who?.name ?? 'Deleted account',
      ...(who?.phone && { customerPhone: who.phone }),
      product: row.product.name,
      addOns: row.addOns.map(({ addon, quantity }) => ({ name: addon.name, quantity })),
      area: address.locationv2?.addressLine2 ?? address.address2 ?? address.city,
      bookingStatus: row.bookingStatus,
      paymentStatus: row.paymentStatus,
      amountDue: row.paymentDetails.amountDue,
      ...(row.decorator && { decorator: row.decorator }),
      celebrationDate: row.celebrationDate,
      arrivingTime: row.arrivingTime,
      readyTime: row.readyTime,
      slotTime: slotTimeOf(row.arrivingTime, row.readyTime),
      ...(pending && row.bookingStatus !== 'Order Cancelled' && { pendingRequest: pending }),
      goodwillGiven: goodwill.get(row.id) ?? 0,
    };
  });
}

export async function boardOrder(db: Executor, id: string): Promise<BoardOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  const [entry] = await boardOrders(db, [row]);
  if (!entry) throw new HttpError(404, ORDER_NOT_FOUND);
  return entry;
}

/** The staff member's name as the customer's history shows it. */
export async function staffName(db: Executor, staff: Staff): Promise<string> {
  const [user] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, staff.userId));
  return user?.name ?? 'Staff';
}

export async function staffProfile(ctx: OpsContext, staff: Staff) {
  return {
    name: await staffName(ctx.db, staff),
    role: staff.role,
    hubs: [...staff.hubs],
    goodwillLimit: ctx.settings.goodwillApprovalAbove,
  };
}

/** A hub's day: slots in time order with their orders, and the hub's pending requests. */
export async function board(
  ctx: OpsContext,
  staff: Staff,
  query: { hubId: string; date: string; status?: Order['bookingStatus'] },
) {
  await requireKnownHub(ctx.db, query.hubId, staff);
  const day = isoDay(query.date);
  const conditions: SQL[] = [eq(orders.hubId, query.hubId), eq(orders.slotDay, day)];
  if (query.status) conditions.push(eq(orders.bookingStatus, query.status));
  const [slots, rows, requested] = await Promise.all([
    daySlots(ctx.db, query.hubId, day, ctx.now()),
    ctx.db
      .select()
      .from(orders)
      .where(and(...conditions))
      .orderBy(asc(orders.createdAt), asc(orders.id)),
    ctx.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.hubId, query.hubId),
          ne(orders.bookingStatus, 'Order Cancelled'),
          sql`${orders.requests} @> '[{"status":"pending"}]'::jsonb`,
        ),
      )
      .orderBy(asc(orders.slotDay), asc(orders.id))
      .limit(1000),
  ]);
  const [entries, requests] = await Promise.all([
    boardOrders(ctx.db, rows),
    boardOrders(ctx.db, requested),
  ]);
  return {
    hubId: query.hubId,
    date: query.date,
    slots: slots.map((slot) => ({
      slotTime: slot.slotTime,
      arrivingTime: slot.arrivingTime,
      readyTime: slot.readyTime,
      capacity: slot.capacity,
      orderCount: slot.orderCount,
      closed: slot.closed,
      orders: entries.filter((entry) => entry.slotTime === slot.slotTime),
    })),
    requests,
  };
}

/**
 * Orders by reference or phone number (as people write it: `+91 98765-43210`, `098765 43210`), in
 * the hubs the caller may see.
 */
export async function searchOrders(ctx: OpsContext, staff: Staff, q: string) {
  const conditions: (SQL | undefined)[] = [hubFilter(staff, orders.hubId)];
  if (q.startsWith('E')) conditions.push(eq(orders.id, q));
  else {
    const phone = normalizePhone(q);
    const owners = ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    conditions.push(inArray(orders.userId, owners));
  }
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), asc(orders.id))
    .limit(50);
  return boardOrders(ctx.db, rows);
}
