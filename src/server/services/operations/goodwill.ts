// Goodwill Credit on an order: at once within the configured per-order limit (or from an admin),
// else kept for an admin to approve.
import { and, asc, eq, sql } from 'drizzle-orm';
import { appConfig } from '../../../../config/app.config';
import { goodwillRequests, orders, users } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Tx } from '../context';
import { appendHistory } from '../orders/history';
import { creditWallet } from '../wallet/wallet';
import { hubFilter, requireInScope, type Staff } from './access';
import { writeAudit } from './audit';
import { staffName, type OpsContext } from './board';
import { textCustomer } from '../customerText';
import { changeOrder, iso, staffEvent, type StaffMember } from './orderChange';

export const GOODWILL_NOT_FOUND = 'Goodwill request not found';
export const KEY_REUSED = 'This goodwill key was used for another order';

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

export async function approveGoodwill(ctx: OpsContext, staff: Staff, requestId: string) {
  const now = ctx.now();
  const credited = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(goodwillRequests)
      .where(eq(goodwillRequests.id, requestId))
      .for('update');
    if (!request) throw new HttpError(404, GOODWILL_NOT_FOUND);
    const [order] = await tx
      .select({ hubId: orders.hubId })
      .from(orders)
      .where(eq(orders.id, request.orderId));
    requireInScope(staff, order?.hubId ?? '', GOODWILL_NOT_FOUND);
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
