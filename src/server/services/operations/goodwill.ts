// Goodwill Credit on an order, with limits (SECURITY.md, "Staff"): never to the staff member's
// own account, never on a cancelled or unpaid order, a reason always, all grants on an order
// together at most its value, and above GOODWILL_APPROVAL_ABOVE a second person approves or
// declines with a reason. Each grant, ask and decision is audited with its amount and reason.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { goodwillRequests, orders, users } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Tx } from '../context';
import { appendHistory } from '../orders/history';
import type { OrderRow } from '../orders/queries';
import { creditWallet } from '../wallet/wallet';
import { hubFilter, requireInScope, type Staff } from './access';
import { writeAudit } from './audit';
import { staffName, type OpsContext } from './board';
import { textCustomer } from '../customerText';
import { changeOrder, iso, staffEvent, type StaffMember } from './orderChange';

export const GOODWILL_NOT_FOUND = 'Goodwill request not found';
export const KEY_REUSED = 'This goodwill key was used for another order';
export const OWN_ACCOUNT = 'Goodwill never goes to your own account';
export const NOT_ON_CANCELLED = 'No goodwill on a cancelled order';
export const NOT_ON_UNPAID = 'No goodwill on an order that is not paid';
export const REASON_NEEDED = 'Say why the goodwill is given';
export const SECOND_PERSON =
  'Someone other than who asked for it approves or declines this goodwill';
export const ALREADY_DECLINED = 'This goodwill request was declined';
export const ALREADY_APPROVED = 'This goodwill request was already approved';
export const overCeiling = (left: number) =>
  `All goodwill on an order together is at most its value: Rs ${left} more at most`;

type GoodwillStatus = 'pending' | 'approved' | 'declined';

/** Rupees of goodwill an order holds in each status. */
async function goodwillTotals(tx: Tx, orderId: string): Promise<Record<GoodwillStatus, number>> {
  const rows = await tx
    .select({
      status: goodwillRequests.status,
      total: sql<string>`coalesce(sum(${goodwillRequests.amount}), 0)`,
    })
    .from(goodwillRequests)
    .where(eq(goodwillRequests.orderId, orderId))
    .groupBy(goodwillRequests.status);
  const totals = { pending: 0, approved: 0, declined: 0 };
  for (const row of rows) totals[row.status] = Number(row.total);
  return totals;
}

/**
 * What no grant may do, whoever gives or approves it (SECURITY.md, "Staff"): reach the staff
 * member's own account (the same account or the same phone number), or go on a cancelled or
 * unpaid order.
 */
async function requireGrantable(tx: Tx, staff: Staff, row: OrderRow): Promise<void> {
  const people = await tx
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [row.userId, staff.userId]));
  const phoneOf = (id: string) => people.find((person) => person.id === id)?.phone ?? null;
  const [theirs, mine] = [phoneOf(row.userId), phoneOf(staff.userId)];
  if (row.userId === staff.userId || (theirs !== null && theirs === mine)) {
    throw new HttpError(403, OWN_ACCOUNT);
  }
  if (row.bookingStatus === 'Order Cancelled') throw new HttpError(409, NOT_ON_CANCELLED);
  if (row.paymentStatus === 'pending' || row.paymentStatus === 'refunded') {
    throw new HttpError(409, NOT_ON_UNPAID);
  }
}

/** The order's value less the goodwill it holds or waits for: more is refused. */
function requireUnderCeiling(row: OrderRow, held: number, amount: number): void {
  const left = Math.max(0, row.priceDetail.finalPrice - held);
  if (amount > left) throw new HttpError(409, overCeiling(left));
}

async function creditGoodwill(
  tx: Tx,
  request: { id: string; orderId: string; userId: string; amount: number; reason: string },
  who: StaffMember,
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
 * Goodwill Credit on an order: at once while the order's goodwill stays within
 * GOODWILL_APPROVAL_ABOVE, else kept for a second person to approve. The console's key makes a
 * repeat of the same submit change nothing.
 */
export async function giveGoodwill(
  ctx: OpsContext,
  staff: Staff,
  orderId: string,
  body: { amount: number; reason: string; key: string },
) {
  const reason = body.reason.trim();
  if (reason.length < 3) throw new HttpError(400, REASON_NEEDED);
  const approvalAbove = ctx.settings.goodwillApprovalAbove;
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
    await requireGrantable(tx, staff, row);
    const totals = await goodwillTotals(tx, orderId);
    requireUnderCeiling(row, totals.approved + totals.pending, body.amount);
    // Above the setting, a second person approves: an admin's own grant included.
    const approved = totals.approved + body.amount <= approvalAbove;
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
    return {
      sms: goodwillSms(orderId, body.amount),
      audit: { goodwill: { amount: body.amount, reason, key: body.key } },
    };
  });
  return { status, ...result, changed: result.changed || status === 'awaitingApproval' };
}

export async function pendingGoodwill(ctx: OpsContext, staff: Staff) {
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
    .innerJoin(orders, eq(orders.id, goodwillRequests.orderId))
    .where(and(eq(goodwillRequests.status, 'pending'), hubFilter(staff, orders.hubId)))
    .orderBy(asc(goodwillRequests.createdAt))
    .limit(200);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/**
 * Locks a pending request, its order in the caller's scope, and checks the one deciding is not
 * who asked (a second person).
 */
async function lockRequest(tx: Tx, staff: Staff, requestId: string) {
  const [request] = await tx
    .select()
    .from(goodwillRequests)
    .where(eq(goodwillRequests.id, requestId))
    .for('update');
  if (!request) throw new HttpError(404, GOODWILL_NOT_FOUND);
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, request.orderId))
    .for('update');
  if (!order) throw new HttpError(404, GOODWILL_NOT_FOUND);
  requireInScope(staff, order.hubId, GOODWILL_NOT_FOUND);
  return { request, order };
}

export async function approveGoodwill(ctx: OpsContext, staff: Staff, requestId: string) {
  const now = ctx.now();
  const credited = await ctx.db.transaction(async (tx) => {
    const { request, order } = await lockRequest(tx, staff, requestId);
    if (request.status === 'approved') return null;
    if (request.status === 'declined') throw new HttpError(409, ALREADY_DECLINED);
    if (request.requestedBy === staff.userId) throw new HttpError(403, SECOND_PERSON);
    await requireGrantable(tx, staff, order);
    requireUnderCeiling(order, (await goodwillTotals(tx, order.id)).approved, request.amount);
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
        hubId: order.hubId,
        before: { status: 'pending', amount: request.amount, reason: request.reason },
        after: {
          status: 'approved',
          amount: request.amount,
          reason: request.reason,
          key: request.id,
          requestedBy: request.requestedBy,
        },
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

/** A pending request declined with a reason: nothing reaches the customer; the audit keeps it. */
export async function declineGoodwill(
  ctx: OpsContext,
  staff: Staff,
  requestId: string,
  why: string,
) {
  const reason = why.trim();
  if (reason.length < 3) throw new HttpError(400, REASON_NEEDED);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { request, order } = await lockRequest(tx, staff, requestId);
    if (request.status === 'declined') return false;
    if (request.status === 'approved') throw new HttpError(409, ALREADY_APPROVED);
    if (request.requestedBy === staff.userId) throw new HttpError(403, SECOND_PERSON);
    await tx
      .update(goodwillRequests)
      .set({ status: 'declined', decidedBy: staff.userId })
      .where(eq(goodwillRequests.id, requestId));
    await writeAudit(
      tx,
      staff,
      {
        action: 'declineGoodwill',
        target: request.orderId,
        hubId: order.hubId,
        before: { status: 'pending', amount: request.amount, reason: request.reason },
        after: {
          status: 'declined',
          amount: request.amount,
          reason: request.reason,
          key: request.id,
          requestedBy: request.requestedBy,
          declineReason: reason,
        },
      },
      now,
    );
    return true;
  });
}
