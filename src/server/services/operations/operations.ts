// The operations console (issue 20): a hub's day, the staff side of the order lifecycle,
// rescheduling answers, capacity and days off, goodwill Credit, and the audit log.
//
// Every change locks the order (or the slots) it touches first, so two staff clicking at once,
// or a customer cancelling while staff accept, queue on the row and the later one sees the
// earlier one's result: a repeat changes nothing, a conflict is a 409. Each change that happened
// is written once to the audit log in the same transaction, and the customer gets an SMS after
// it commits.
import { and, asc, between, desc, eq, inArray, ne, sql, count, type SQL } from 'drizzle-orm';
import { appConfig } from '../../../../config/app.config';
import {
  OPS_AUDIT_PAGE_SIZE,
  type CallResponse,
  type Order,
  type contract,
} from '../../../shared/contract';
import { isoToDmy } from '../../../shared/domain';
import { goodwillRequests, orders, staffAudit, timeSlots, users } from '../../db/schema';
import { HttpError } from '../../errors';
import type { SmsSender } from '../../adapters/sms';
import type { Executor, Tx } from '../context';
import type { BookingContext } from '../orders/context';
import {
  ALREADY_CANCELLED,
  NOT_CHANGEABLE,
  ORDER_NOT_FOUND,
  cancelOrderInTx,
  slotOf,
  type OrderRow,
} from '../orders/orders';
import { appendHistory } from '../orders/history';
import {
  SLOT_UNAVAILABLE,
  daySlots,
  isoDay,
  lastBookableIso,
  releaseSlot,
  reserveSlot,
  slotTimeOf,
  todayIso,
  type SlotRow,
} from '../timeslots/timeslots';
import { creditWallet } from '../wallet/wallet';
import { requireHub, type Staff } from './access';

export interface OpsContext extends BookingContext {
  sms: SmsSender;
}

type BoardOrder = CallResponse<typeof contract.ops.board>['slots'][number]['orders'][number];
type OrderEvent = Order['events'][number];

export const ALREADY_COMPLETED = 'The order is already completed';
export const CONFIRM_FIRST = 'Confirm the order before marking it done';
export const REQUEST_NOT_FOUND = 'Rescheduling request not found';
export const REQUEST_ALREADY_REJECTED = 'This rescheduling request was already rejected';
export const REQUEST_ALREADY_ACCEPTED = 'This rescheduling request was already accepted';
export const REQUEST_SLOT_TAKEN =
  'The slot this request asks for is full or closed now. Reject it with a reason, or ask the customer for another slot';
export const NOTHING_TO_CHANGE = 'Give a capacity, or close or reopen';
export const DATES_OUT_OF_WINDOW =
  'Choose dates from today up to 60 days ahead, the first one first';
export const SLOT_NOT_FOUND = 'The hub has no such slot';
export const GOODWILL_NOT_FOUND = 'Goodwill request not found';
export const KEY_REUSED = 'This goodwill key was used for another order';

export const belowHeldMessage = (slot: SlotRow, capacity: number) =>
  `The ${slot.slotTime} slot on ${isoToDmy(slot.day) ?? slot.day} already holds ${slot.orderCount} bookings: its capacity cannot go down to ${capacity}`;

const iso = (date: Date) => date.toISOString();

// ---- reading -------------------------------------------------------------------------------

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

async function boardOrder(db: Executor, id: string): Promise<BoardOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  const [entry] = await boardOrders(db, [row]);
  if (!entry) throw new HttpError(404, ORDER_NOT_FOUND);
  return entry;
}

export async function staffProfile(ctx: OpsContext, staff: Staff) {
  const [user] = await ctx.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, staff.userId));
  return {
    name: user?.name ?? 'Staff',
    role: staff.role,
    hubs: [...staff.hubs],
    goodwillLimit: appConfig.operations.goodwillPerOrder,
  };
}

/** A hub's day: slots in time order with their orders, and the hub's pending requests. */
export async function board(
  ctx: OpsContext,
  staff: Staff,
  query: { hubId: string; date: string; status?: Order['bookingStatus'] },
) {
  requireHub(staff, query.hubId);
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

/** Orders by reference or phone number, in the hubs the caller may see. */
export async function searchOrders(ctx: OpsContext, staff: Staff, q: string) {
  const conditions: SQL[] = [];
  if (q.startsWith('E')) conditions.push(eq(orders.id, q));
  else {
    const owners = ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, q));
    conditions.push(inArray(orders.userId, owners));
  }
  if (staff.role === 'ops') conditions.push(inArray(orders.hubId, [...staff.hubs]));
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), asc(orders.id))
    .limit(50);
  return boardOrders(ctx.db, rows);
}

// ---- order changes -------------------------------------------------------------------------

/** What the audit log keeps of an order before and after a change. */
const auditView = (row: OrderRow) => ({
  bookingStatus: row.bookingStatus,
  celebrationDate: row.celebrationDate,
  slotTime: slotTimeOf(row.arrivingTime, row.readyTime),
  decorator: row.decorator,
  paymentStatus: row.paymentStatus,
  requests: row.requests.map(({ _id, status }) => ({ _id, status })),
});

export async function writeAudit(
  tx: Executor,
  staff: Staff,
  entry: { action: string; target: string; hubId: string | null; before: unknown; after: unknown },
  now: Date,
): Promise<void> {
  await tx
    .insert(staffAudit)
    .values({ staffId: staff.userId, role: staff.role, ...entry, at: now });
}

async function staffName(tx: Executor, staff: Staff): Promise<string> {
  const [user] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, staff.userId));
  return user?.name ?? 'Staff';
}

async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  return row;
}

interface Changed {
  /** What the customer is told by SMS once the change commits. */
  sms: string;
}

/**
 * One staff change of one order: locks it, checks the hub, lets `change` write (or decide that
 * nothing changes), audits what changed, and texts the customer after the commit.
 */
async function changeOrder(
  ctx: OpsContext,
  staff: Staff,
  orderId: string,
  action: string,
  change: (tx: Tx, row: OrderRow, who: { staffName: string }, now: Date) => Promise<Changed | null>,
): Promise<{ order: BoardOrder; changed: boolean }> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    requireHub(staff, row.hubId);
    const done = await change(tx, row, { staffName: await staffName(tx, staff) }, now);
    if (!done) return null;
    const after = await lockOrder(tx, orderId);
    await writeAudit(
      tx,
      staff,
      {
        action,
        target: orderId,
        hubId: row.hubId,
        before: auditView(row),
        after: auditView(after),
      },
      now,
    );
    return { ...done, userId: row.userId };
  });
  if (outcome) await textCustomer(ctx, outcome.userId, outcome.sms);
  return { order: await boardOrder(ctx.db, orderId), changed: outcome !== null };
}

/** The SMS goes after the commit; a provider failure is logged and the change stands. */
async function textCustomer(ctx: OpsContext, userId: string, text: string): Promise<void> {
  const [user] = await ctx.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.phone) return;
  try {
    await ctx.sms.send({ to: user.phone, text, otp: null });
  } catch (error: unknown) {
    ctx.log.warn({ err: error, userId }, 'order SMS not sent');
  }
}

const staffEvent = (
  type: OrderEvent['type'],
  who: { staffName: string },
  now: Date,
  note?: string,
): OrderEvent => ({
  type,
  by: 'staff',
  staffName: who.staffName,
  date: iso(now),
  ...(note !== undefined && { note }),
});

const slotWords = (row: Pick<OrderRow, 'celebrationDate' | 'arrivingTime' | 'readyTime'>) =>
  `${row.celebrationDate}, ${row.arrivingTime} to ${row.readyTime}`;

function assertNotClosed(row: OrderRow): void {
  if (row.bookingStatus === 'Order Cancelled') throw new HttpError(409, ALREADY_CANCELLED);
  if (row.bookingStatus === 'Order Completed') throw new HttpError(409, ALREADY_COMPLETED);
}

export function confirmOrder(ctx: OpsContext, staff: Staff, orderId: string) {
  return changeOrder(ctx, staff, orderId, 'confirm', async (tx, row, who, now) => {
    assertNotClosed(row);
    if (row.bookingStatus === 'Order Confirmed') return null;
    await tx
      .update(orders)
      .set({
        bookingStatus: 'Order Confirmed',
        bookingDetails: appendHistory(orders.bookingDetails, [
          { status: 'Order Confirmed', date: iso(now) },
        ]),
        events: appendHistory(orders.events, [staffEvent('confirmed', who, now)]),
      })
      .where(eq(orders.id, row.id));
    return { sms: `Utsav: your order ${row.id} is confirmed for ${slotWords(row)}.` };
  });
}

export function assignDecorator(
  ctx: OpsContext,
  staff: Staff,
  orderId: string,
  decorator: { name: string; phone: string },
) {
  const name = decorator.name.trim();
  return changeOrder(ctx, staff, orderId, 'assignDecorator', async (tx, row, who, now) => {
    assertNotClosed(row);
    if (row.decorator?.name === name && row.decorator.phone === decorator.phone) return null;
    await tx
      .update(orders)
      .set({
        decorator: { name, phone: decorator.phone },
        events: appendHistory(orders.events, [staffEvent('decoratorAssigned', who, now, name)]),
      })
      .where(eq(orders.id, row.id));
    return {
      sms: `Utsav: ${name} (${decorator.phone}) will decorate for your order ${row.id} on ${slotWords(row)}.`,
    };
  });
}

export function completeOrder(ctx: OpsContext, staff: Staff, orderId: string) {
  return changeOrder(ctx, staff, orderId, 'complete', async (tx, row, who, now) => {
    if (row.bookingStatus === 'Order Completed') return null;
    if (row.bookingStatus === 'Order Cancelled') throw new HttpError(409, ALREADY_CANCELLED);
    if (row.bookingStatus !== 'Order Confirmed') throw new HttpError(409, CONFIRM_FIRST);
    await tx
      .update(orders)
      .set({
        bookingStatus: 'Order Completed',
        orderType: 'Past Bookings',
        bookingDetails: appendHistory(orders.bookingDetails, [
          { status: 'Order Completed', date: iso(now) },
        ]),
        events: appendHistory(orders.events, [staffEvent('completed', who, now)]),
      })
      .where(eq(orders.id, row.id));
    return {
      sms: `Utsav: your decoration for order ${row.id} is done. Tell us how it went: rate it in My Bookings.`,
    };
  });
}

export function cancelForCustomer(ctx: OpsContext, staff: Staff, orderId: string, reason: string) {
  const why = reason.trim();
  return changeOrder(ctx, staff, orderId, 'cancel', async (tx, row, who, now) => {
    if (row.bookingStatus === 'Order Cancelled') return null;
    if (row.bookingStatus === 'Order Completed') throw new HttpError(409, NOT_CHANGEABLE);
    await cancelOrderInTx(tx, row, why, who, now);
    const paid = row.paymentDetails.amountPaid + row.priceDetail.creditUsed;
    const refund = paid > 0 ? ` Rs ${paid} is back in your Credit.` : '';
    return { sms: `Utsav: your order ${row.id} is cancelled: ${why}.${refund}` };
  });
}

function pendingRequest(row: OrderRow, requestId: string) {
  const request = row.requests.find((entry) => entry._id === requestId);
  if (!request) throw new HttpError(404, REQUEST_NOT_FOUND);
  return request;
}

const answered = (
  row: OrderRow,
  requestId: string,
  answer: { status: 'accepted' | 'rejected'; reason?: string },
  now: Date,
) =>
  // A request's answer is the one field of a history entry that changes: pending, then answered.
  JSON.stringify(
    row.requests.map((entry) =>
      entry._id === requestId ? { ...entry, ...answer, answeredAt: iso(now) } : entry,
    ),
  );

/**
 * Accepts a pending request: the new place is taken by the conditional update that guards every
 * booking (so a new booking racing for the last place gets it or this does, never both), the old
 * place given back, and the order moved, all in one transaction on the locked order.
 */
export function acceptReschedule(
  ctx: OpsContext,
  staff: Staff,
  orderId: string,
  requestId: string,
) {
  return changeOrder(ctx, staff, orderId, 'acceptReschedule', async (tx, row, who, now) => {
    const request = pendingRequest(row, requestId);
    if (request.status === 'accepted') return null;
    if (request.status === 'rejected') throw new HttpError(409, REQUEST_ALREADY_REJECTED);
    assertNotClosed(row);
    const target = {
      hubId: row.hubId,
      iso: isoDay(request.celebrationDate),
      arrivingTime: request.arrivingTime,
      readyTime: request.readyTime,
    };
    try {
      // Staff may move an order inside a product's lead time; the slot must still be ahead.
      await reserveSlot(tx, target, 0, now);
    } catch (error: unknown) {
      if (error instanceof HttpError && error.message === SLOT_UNAVAILABLE) {
        throw new HttpError(409, REQUEST_SLOT_TAKEN);
      }
      throw error;
    }
    await releaseSlot(tx, slotOf(row));
    const moved = {
      celebrationDate: request.celebrationDate,
      arrivingTime: request.arrivingTime,
      readyTime: request.readyTime,
    };
    await tx
      .update(orders)
      .set({
        ...moved,
        slotDay: target.iso,
        requests: sql`${answered(row, requestId, { status: 'accepted' }, now)}::jsonb`,
        events: appendHistory(orders.events, [
          staffEvent('rescheduled', who, now, slotWords(moved)),
        ]),
      })
      .where(eq(orders.id, row.id));
    return { sms: `Utsav: your order ${row.id} is rescheduled to ${slotWords(moved)}.` };
  });
}

export function rejectReschedule(
  ctx: OpsContext,
  staff: Staff,
  orderId: string,
  requestId: string,
  reason: string,
) {
  const why = reason.trim();
  return changeOrder(ctx, staff, orderId, 'rejectReschedule', async (tx, row, who, now) => {
    const request = pendingRequest(row, requestId);
    if (request.status === 'rejected') return null;
    if (request.status === 'accepted') throw new HttpError(409, REQUEST_ALREADY_ACCEPTED);
    await tx
      .update(orders)
      .set({
        requests: sql`${answered(row, requestId, { status: 'rejected', reason: why }, now)}::jsonb`,
        events: appendHistory(orders.events, [staffEvent('rescheduleRejected', who, now, why)]),
      })
      .where(eq(orders.id, row.id));
    return {
      sms: `Utsav: we could not move your order ${row.id} to ${slotWords(request)}: ${why}. It stays on ${slotWords(row)}.`,
    };
  });
}

// ---- capacity and days off -----------------------------------------------------------------

/**
 * A new capacity, a closing or a reopening for a hub's slots over a range of days, in one
 * transaction: the slots are locked first, so no booking slips in between the check against
 * the bookings held and the change. A capacity below what a slot holds refuses the whole change.
 */
export async function setCapacity(
  ctx: OpsContext,
  staff: Staff,
  body: {
    hubId: string;
    from: string;
    to?: string;
    slotTime?: string;
    capacity?: number;
    closed?: boolean;
  },
): Promise<number> {
  requireHub(staff, body.hubId);
  if (body.capacity === undefined && body.closed === undefined) {
    throw new HttpError(400, NOTHING_TO_CHANGE);
  }
  const now = ctx.now();
  const first = isoDay(body.from);
  const last = isoDay(body.to ?? body.from);
  if (first < todayIso(now) || last > lastBookableIso(now) || last < first) {
    throw new HttpError(400, DATES_OUT_OF_WINDOW);
  }
  return ctx.db.transaction(async (tx) => {
    // Each day's slots exist once read (they are made on first read inside the window).
    for (let day = first; day <= last; day = nextDay(day)) {
      await daySlots(tx, body.hubId, day, now);
    }
    const conditions: SQL[] = [
      eq(timeSlots.hubId, body.hubId),
      between(timeSlots.day, first, last),
    ];
    if (body.slotTime) conditions.push(eq(timeSlots.slotTime, body.slotTime));
    const rows = await tx
      .select()
      .from(timeSlots)
      .where(and(...conditions))
      .orderBy(asc(timeSlots.day), asc(timeSlots.arrivingTime))
      .for('update');
    if (rows.length === 0) throw new HttpError(404, SLOT_NOT_FOUND);
    const { capacity } = body;
    const below =
      capacity === undefined ? undefined : rows.find((row) => row.orderCount > capacity);
    if (below && capacity !== undefined)
      throw new HttpError(409, belowHeldMessage(below, capacity));
    await tx
      .update(timeSlots)
      .set({
        ...(capacity !== undefined && { capacity }),
        ...(body.closed !== undefined && { closed: body.closed }),
      })
      .where(and(...conditions));
    const view = (row: SlotRow) => ({
      day: row.day,
      slotTime: row.slotTime,
      capacity: row.capacity,
      closed: row.closed,
    });
    await writeAudit(
      tx,
      staff,
      {
        action: 'setCapacity',
        target: `${body.hubId} ${body.from}${body.to ? ` to ${body.to}` : ''}${body.slotTime ? ` ${body.slotTime}` : ''}`,
        hubId: body.hubId,
        before: rows.map(view),
        after: rows.map((row) =>
          view({
            ...row,
            ...(capacity !== undefined && { capacity }),
            ...(body.closed !== undefined && { closed: body.closed }),
          }),
        ),
      },
      now,
    );
    return rows.length;
  });
}

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

// ---- goodwill ------------------------------------------------------------------------------

async function creditGoodwill(
  tx: Tx,
  request: { id: string; orderId: string; userId: string; amount: number; reason: string },
  who: { staffName: string },
  now: Date,
): Promise<void> {
  await creditWallet(tx, {
    userId: request.userId,
    balance: 'credit',
    amount: request.amount,
    reason: 'adjustment',
    orderId: request.orderId,
    note: request.reason,
    dedupeKey: `goodwill:${request.id}`,
  });
  await tx
    .update(orders)
    .set({
      events: appendHistory(orders.events, [
        staffEvent('goodwill', who, now, `Rs ${request.amount}: ${request.reason}`),
      ]),
    })
    .where(eq(orders.id, request.orderId));
}

const goodwillSms = (orderId: string, amount: number) =>
  `Utsav: Rs ${amount} goodwill Credit is in your wallet, for your order ${orderId}. Sorry for the trouble.`;

/**
 * Goodwill Credit on an order: at once while the order's goodwill stays within the configured
 * limit (or from an admin), else kept for an admin to approve. The console's key makes a repeat
 * of the same submit change nothing.
 */
export async function giveGoodwill(
  ctx: OpsContext,
  staff: Staff,
  orderId: string,
  body: { amount: number; reason: string; key: string },
) {
  const reason = body.reason.trim();
  const limit = appConfig.operations.goodwillPerOrder;
  // Set by the change below (a closure, so its type is spelled out rather than narrowed).
  let status = 'credited' as 'credited' | 'awaitingApproval';
  const result = await changeOrder(ctx, staff, orderId, 'goodwill', async (tx, row, who, now) => {
    const [existing] = await tx
      .select()
      .from(goodwillRequests)
      .where(eq(goodwillRequests.id, body.key));
    if (existing) {
      if (existing.orderId !== orderId) throw new HttpError(409, KEY_REUSED);
      status = existing.status === 'approved' ? 'credited' : 'awaitingApproval';
      return null;
    }
    const [given] = await tx
      .select({ total: sql<string>`coalesce(sum(${goodwillRequests.amount}), 0)` })
      .from(goodwillRequests)
      .where(and(eq(goodwillRequests.orderId, orderId), eq(goodwillRequests.status, 'approved')));
    const withinLimit = Number(given?.total ?? 0) + body.amount <= limit;
    const approved = staff.role === 'admin' || withinLimit;
    const request = { id: body.key, orderId, userId: row.userId, amount: body.amount, reason };
    await tx.insert(goodwillRequests).values({
      ...request,
      status: approved ? 'approved' : 'pending',
      requestedBy: staff.userId,
      ...(approved && { decidedBy: staff.userId }),
      createdAt: now,
    });
    if (!approved) {
      status = 'awaitingApproval';
      // Nothing reaches the customer yet; the audit still records the ask.
      await writeAudit(
        tx,
        staff,
        {
          action: 'goodwillRequested',
          target: orderId,
          hubId: row.hubId,
          before: null,
          after: { amount: body.amount, reason, key: body.key },
        },
        now,
      );
      return null;
    }
    await creditGoodwill(tx, request, who, now);
    return { sms: goodwillSms(orderId, body.amount) };
  });
  return { status, ...result, changed: result.changed || status === 'awaitingApproval' };
}

export async function pendingGoodwill(ctx: OpsContext) {
  const rows = await ctx.db
    .select({
      _id: goodwillRequests.id,
      orderId: goodwillRequests.orderId,
      amount: goodwillRequests.amount,
      reason: goodwillRequests.reason,
      requestedBy: users.name,
      createdAt: goodwillRequests.createdAt,
    })
    .from(goodwillRequests)
    .innerJoin(users, eq(users.id, goodwillRequests.requestedBy))
    .where(eq(goodwillRequests.status, 'pending'))
    .orderBy(asc(goodwillRequests.createdAt))
    .limit(200);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

export async function approveGoodwill(ctx: OpsContext, staff: Staff, requestId: string) {
  const now = ctx.now();
  const credited = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(goodwillRequests)
      .where(eq(goodwillRequests.id, requestId))
      .for('update');
    if (!request) throw new HttpError(404, GOODWILL_NOT_FOUND);
    if (request.status === 'approved') return null;
    await tx
      .update(goodwillRequests)
      .set({ status: 'approved', decidedBy: staff.userId })
      .where(eq(goodwillRequests.id, requestId));
    await creditGoodwill(tx, request, { staffName: await staffName(tx, staff) }, now);
    await writeAudit(
      tx,
      staff,
      {
        action: 'approveGoodwill',
        target: request.orderId,
        hubId: null,
        before: { status: 'pending', amount: request.amount },
        after: { status: 'approved', amount: request.amount },
      },
      now,
    );
    return request;
  });
  if (credited) {
    await textCustomer(ctx, credited.userId, goodwillSms(credited.orderId, credited.amount));
  }
  return credited !== null;
}

// ---- audit ---------------------------------------------------------------------------------

export async function auditPage(ctx: OpsContext, page: number) {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: staffAudit.id,
        staffName: users.name,
        role: staffAudit.role,
        action: staffAudit.action,
        target: staffAudit.target,
        hubId: staffAudit.hubId,
        before: staffAudit.before,
        after: staffAudit.after,
        at: staffAudit.at,
      })
      .from(staffAudit)
      .innerJoin(users, eq(users.id, staffAudit.staffId))
      .orderBy(desc(staffAudit.id))
      .limit(OPS_AUDIT_PAGE_SIZE)
      .offset(page * OPS_AUDIT_PAGE_SIZE),
    ctx.db.select({ total: count() }).from(staffAudit),
  ]);
  return {
    entries: rows.map(({ hubId, at, ...row }) => ({
      ...row,
      ...(hubId !== null && { hubId }),
      at: iso(at),
    })),
    page,
    total: total?.total ?? 0,
  };
}
