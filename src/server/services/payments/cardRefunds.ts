// Refunds to the original payment method (README.md beside this file). A cancel records each one
// as `requested` in its own transaction; the provider is asked only after that commits, never
// while a row lock is held, by whoever claims the row first (the cancelling request, or the
// reconciliation job for one never confirmed). The provider's answer and its later events
// (refund.processed, refund.failed) move the row on, and when an event never comes the job asks
// the provider where the refund stands; a refund that fails ends in the customer's Credit, or, when
// the account is deleted and cannot spend Credit, owed to the person for staff to pay by hand
// (owedRefunds.ts), so the money is never lost either way.
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { formatInr } from '../../../shared/domain';
import { orders, payments, refunds, users, type RefundRow } from '../../db/schema';
import type { Tx } from '../context';
import { appendHistory } from '../orders/history';
import type { BookingContext } from '../orders/context';
import { originalStatusOf } from '../orders/refunds';
import { writeSystemAudit } from '../operations/audit';
import { textCustomer } from '../customerText';
import { creditWallet } from '../wallet/wallet';

/** Refusals after which a refund is given up on and its money goes to Credit instead. */
export const REFUND_ATTEMPTS = 5;
/** How long a sender holds a refund it is asking for: longer than any provider call takes. */
export const REFUND_CLAIM_MS = 60_000;
export const REFUND_FAILED_NOTE =
  'The refund to your original payment method did not go through, so it is in your Utsav Credit';

/** The Credit entry a failed refund becomes: one per refund, beside the cancel's own. */
export const failedRefundKey = (refund: Pick<RefundRow, 'orderId' | 'id'>) =>
  `refund:${refund.orderId}:credit:${refund.id}`;

/**
 * Takes a refund for one attempt unless another sender holds it: the claim is a conditional
 * update, so two instances never handle the same refund at once. A `requested` refund is taken to
 * ask the provider for it (counted in `attempts`); a `pending` one, to ask where it stands.
 */
async function claim(ctx: BookingContext, id: string, status: 'requested' | 'pending') {
  const now = ctx.now();
  const stale = new Date(now.getTime() - REFUND_CLAIM_MS);
  const [row] = await ctx.db
    .update(refunds)
    .set(
      status === 'requested'
        ? { attempts: sql`${refunds.attempts} + 1`, attemptedAt: now, updatedAt: now }
        : { attemptedAt: now },
    )
    .where(
      and(
        eq(refunds.id, id),
        eq(refunds.status, status),
        or(isNull(refunds.attemptedAt), lte(refunds.attemptedAt, stale)),
      ),
    )
    .returning();
  if (!row) return null;
  const [payment] = await ctx.db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(eq(payments.id, row.paymentId));
  if (!payment) throw new Error('a refund without its payment');
  return { ...row, providerPaymentId: payment.providerPaymentId };
}

/** The refund row and its order, both locked (the order first, as a cancel takes them). */
export async function lockRefund(tx: Tx, id: string) {
  const [found] = await tx
    .select({ orderId: refunds.orderId })
    .from(refunds)
    .where(eq(refunds.id, id));
  if (!found) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return order && refund ? { order, refund } : null;
}

/**
 * Writes the order's refund line again from its refund rows: where the original-method refund
 * stands, and `moved` rupees of it gone to Credit instead.
 */
export async function refreshOrder(
  tx: Tx,
  order: typeof orders.$inferSelect,
  moved: number,
  event?: { note: string; date: string; by?: 'system' | { staffName: string } },
) {
  const rows = await tx
    .select({ status: refunds.status })
    .from(refunds)
    .where(eq(refunds.orderId, order.id));
  const before = order.paymentDetails.refund ?? { toCredit: 0, toReward: 0, toOriginal: 0 };
  const originalStatus = originalStatusOf(rows.map((row) => row.status));
  await tx
    .update(orders)
    .set({
      paymentDetails: {
        ...order.paymentDetails,
        refund: {
          ...before,
          toCredit: before.toCredit + moved,
          toOriginal: before.toOriginal - moved,
          ...(originalStatus && { originalStatus }),
        },
      },
      ...(event && {
        events: appendHistory(orders.events, [
          {
            type: 'refunded',
            ...(event.by && event.by !== 'system'
              ? { by: 'staff' as const, staffName: event.by.staffName }
              : { by: 'system' as const }),
            date: event.date,
            note: event.note,
          },
        ]),
      }),
    })
    .where(eq(orders.id, order.id));
}

/** The provider took the refund (or reported it done): its id and status recorded, once. */
async function recordProgress(
  ctx: BookingContext,
  id: string,
  report: { providerRefundId: string; status: 'pending' | 'processed' },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockRefund(tx, id);
    if (!locked) return;
    const { order, refund } = locked;
    if (refund.status === 'failed' || refund.status === 'settled') {
      // Given up on and credited (or paid by hand); the provider paid it after all. Staff must
      // recover one side.
      ctx.log.error({ refundId: id }, `a refund ${refund.status} was then paid by the provider`);
      await writeSystemAudit(
        tx,
        {
          action: refund.status === 'failed' ? 'refund.paidAfterCredit' : 'refund.paidAfterSettled',
          target: refund.orderId,
          hubId: order.hubId,
          before: null,
          after: { refundId: id, providerRefundId: report.providerRefundId, amount: refund.amount },
        },
        ctx.now(),
      );
      return;
    }
    const status =
      refund.status === 'processed' || report.status === 'processed' ? 'processed' : 'pending';
    if (refund.status === 'owed' && status === 'processed') {
      // Staff no longer owe it: the provider paid it after all, and their list drops it.
      await writeSystemAudit(
        tx,
        {
          action: 'refund.owedPaidByProvider',
          target: refund.orderId,
          hubId: order.hubId,
          before: { status: 'owed' },
          after: { refundId: id, providerRefundId: report.providerRefundId, amount: refund.amount },
        },
        ctx.now(),
      );
    }
    await tx
      .update(refunds)
      .set({
        providerRefundId: refund.providerRefundId ?? report.providerRefundId,
        status,
        updatedAt: ctx.now(),
      })
      .where(eq(refunds.id, id));
    await refreshOrder(tx, order, 0);
  });
}

/** The order's refund line when a deleted account's refund is owed, for staff to pay by hand. */
const owedRefundNote = (amount: number) =>
  `${formatInr(amount)} owed: the refund to the original payment method did not go through and the account is deleted, so our team pays it by hand`;

/**
 * A deleted account's refund the provider could not make. Credit would hold money nobody can
 * spend, so it is owed instead: the row waits as `owed` on the staff list (`owedRefunds`), the
 * order says so, and the audit holds what staff need to find the person (the provider's payment).
 */
async function oweRefund(
  tx: Tx,
  order: typeof orders.$inferSelect,
  refund: RefundRow,
  why: string,
  now: Date,
): Promise<void> {
  await tx.update(refunds).set({ status: 'owed', updatedAt: now }).where(eq(refunds.id, refund.id));
  await refreshOrder(tx, order, 0, {
    date: now.toISOString(),
    note: owedRefundNote(refund.amount),
  });
  const [payment] = await tx
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(eq(payments.id, refund.paymentId));
  await writeSystemAudit(
    tx,
    {
      action: 'refund.owed',
      target: order.id,
      hubId: order.hubId,
      before: null,
      after: {
        userId: order.userId,
        refundId: refund.id,
        provider: refund.provider,
        providerPaymentId: payment?.providerPaymentId ?? null,
        providerRefundId: refund.providerRefundId,
        amount: refund.amount,
        destination: 'owed',
        reason: why,
      },
    },
    now,
  );
}

/**
 * A refund the provider could not make: its money goes to the customer's Credit at once (once:
 * keyed by the refund), the order's refund line says so, staff see it in the audit, and the
 * customer gets an SMS. A deleted account's is owed for staff to pay instead (`oweRefund`).
 * Answers whether it changed anything.
 */
export async function failRefund(ctx: BookingContext, id: string, why: string): Promise<boolean> {
  const now = ctx.now();
  const failed = await ctx.db.transaction(async (tx) => {
    const locked = await lockRefund(tx, id);
    if (!locked) return null;
    const { order, refund } = locked;
    if (refund.status !== 'requested' && refund.status !== 'pending') return null;
    const [owner] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, order.userId));
    if (owner?.deletedAt) {
      await oweRefund(tx, order, refund, why, now);
      return 'owed' as const;
    }
    await tx.update(refunds).set({ status: 'failed', updatedAt: now }).where(eq(refunds.id, id));
    await creditWallet(tx, {
      userId: order.userId,
      balance: 'credit',
      amount: refund.amount,
      reason: 'refund',
      note: REFUND_FAILED_NOTE,
      orderId: order.id,
      dedupeKey: failedRefundKey(refund),
    });
    await refreshOrder(tx, order, refund.amount, {
      date: now.toISOString(),
      note: `${formatInr(refund.amount)} to Utsav Credit: the refund to the original payment method did not go through`,
    });
    await writeSystemAudit(
      tx,
      {
        action: 'refund.failed',
        target: order.id,
        hubId: order.hubId,
        before: null,
        after: {
          userId: order.userId,
          refundId: id,
          providerRefundId: refund.providerRefundId,
          amount: refund.amount,
          destination: 'credit',
          reason: why,
        },
      },
      now,
    );
    return { userId: order.userId, amount: refund.amount, orderId: order.id };
  });
  if (!failed) return false;
  if (failed === 'owed') {
    ctx.log.warn({ refundId: id }, 'a deleted account is owed a refund: staff pay it by hand');
    return true;
  }
  await textCustomer(
    ctx,
    failed.userId,
    `Utsav: the refund of ${formatInr(failed.amount)} for your cancelled order ${failed.orderId} could not go back to your original payment method, so it is now in your Utsav Credit, ready to pay any booking.`,
  );
  return true;
}

/**
 * Asks the provider for one requested refund, outside any transaction, if no other sender holds
 * it; records its answer. A refusal leaves it requested for the reconciliation job to ask again,
 * and after REFUND_ATTEMPTS refusals its money goes to Credit. Answers whether it was asked.
 */
export async function sendRefund(ctx: BookingContext, id: string): Promise<boolean> {
  const claimed = await claim(ctx, id, 'requested');
  if (!claimed) return false;
  let receipt: Awaited<ReturnType<BookingContext['payments']['refund']>>;
  try {
    if (claimed.provider !== ctx.payments.kind) throw new Error('paid through another gateway');
    receipt = await ctx.payments.refund({
      providerPaymentId: claimed.providerPaymentId,
      amountPaise: claimed.amount * 100,
      receipt: claimed.id,
    });
  } catch (error: unknown) {
    ctx.log.warn(
      { err: error, refundId: id, attempts: claimed.attempts },
      'a refund to the original method was refused; it is asked again later',
    );
    if (claimed.attempts >= REFUND_ATTEMPTS) {
      await failRefund(ctx, id, `refused ${claimed.attempts} times`);
    }
    return true;
  }
  await recordProgress(ctx, id, receipt);
  return true;
}

/** Sends the refunds a cancel of this order just recorded (after its transaction committed). */
export async function sendOrderRefunds(ctx: BookingContext, orderId: string): Promise<void> {
  const requested = await ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'requested')));
  for (const { id } of requested) {
    try {
      await sendRefund(ctx, id);
    } catch (error: unknown) {
      // Recorded as requested: the reconciliation job asks again.
      ctx.log.error({ err: error, refundId: id }, 'a refund could not be sent');
    }
  }
}

/** Refunds in `status` since before `since`, not held by a sender now: at most 500, oldest first. */
function dueRefunds(ctx: BookingContext, status: 'requested' | 'pending', since: Date) {
  const stale = new Date(ctx.now().getTime() - REFUND_CLAIM_MS);
  // A requested refund waits from when it was recorded; a pending one from when it became so.
  const waiting = status === 'requested' ? refunds.createdAt : refunds.updatedAt;
  return ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, status),
        lte(waiting, since),
        or(isNull(refunds.attemptedAt), lte(refunds.attemptedAt, stale)),
      ),
    )
    .orderBy(asc(waiting))
    .limit(500);
}

/** Records where a refund stands, as its provider reported it (an event or an answer). */
async function applyRefundStatus(
  ctx: BookingContext,
  id: string,
  providerRefundId: string,
  status: 'processed' | 'failed',
): Promise<void> {
  if (status === 'failed') {
    await failRefund(ctx, id, 'the provider reported the refund failed');
  } else {
    await recordProgress(ctx, id, { providerRefundId, status: 'processed' });
  }
}

/**
 * Asks the provider where one pending refund stands, if no other sender holds it, and records a
 * final answer as its event would have. A provider that cannot answer leaves it pending for the
 * next round. Answers whether the refund moved on.
 */
async function checkPendingRefund(ctx: BookingContext, id: string): Promise<boolean> {
  const claimed = await claim(ctx, id, 'pending');
  if (!claimed?.providerRefundId) return false;
  let status: Awaited<ReturnType<BookingContext['payments']['refundStatus']>>;
  try {
    if (claimed.provider !== ctx.payments.kind) throw new Error('paid through another gateway');
    status = await ctx.payments.refundStatus({
      providerPaymentId: claimed.providerPaymentId,
      providerRefundId: claimed.providerRefundId,
    });
  } catch (error: unknown) {
    ctx.log.warn(
      { err: error, refundId: id },
      'the provider could not say where a pending refund stands; it is asked again later',
    );
    return false;
  }
  if (status === 'pending') return false;
  await applyRefundStatus(ctx, id, claimed.providerRefundId, status);
  return true;
}

/**
 * The reconciliation job's part, for refunds waiting longer than `graceMs`: every one still
 * requested (its server stopped before asking, or the provider refused) is asked for again, and
 * every one still pending (its event lost) is looked up at the provider. Answers how many were
 * asked for again.
 */
export async function reconcileRefunds(ctx: BookingContext, graceMs: number): Promise<number> {
  const since = new Date(ctx.now().getTime() - graceMs);
  let sent = 0;
  for (const { id } of await dueRefunds(ctx, 'requested', since)) {
    if (await sendRefund(ctx, id)) sent += 1;
  }
  if (sent > 0) ctx.log.warn({ sent }, 'reconciliation asked again for requested refunds');
  let settled = 0;
  for (const { id } of await dueRefunds(ctx, 'pending', since)) {
    // One refund that cannot be recorded does not hold up the others behind it.
    try {
      if (await checkPendingRefund(ctx, id)) settled += 1;
    } catch (error: unknown) {
      ctx.log.error({ err: error, refundId: id }, 'a pending refund could not be checked');
    }
  }
  if (settled > 0) {
    ctx.log.warn({ settled }, 'reconciliation settled pending refunds whose events never came');
  }
  return sent;
}

/** What a provider's refund event says: ours by its refund id, or by the receipt we sent. */
export interface RefundEvent {
  provider: 'sandbox' | 'razorpay';
  providerRefundId: string;
  receipt: string | null;
  status: 'processed' | 'failed';
}

/** Applies a refund event (its signature already checked); one not ours is logged and dropped. */
export async function applyRefundEvent(ctx: BookingContext, event: RefundEvent): Promise<void> {
  const [found] = await ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.provider, event.provider),
        event.receipt
          ? or(eq(refunds.providerRefundId, event.providerRefundId), eq(refunds.id, event.receipt))
          : eq(refunds.providerRefundId, event.providerRefundId),
      ),
    );
  if (!found) {
    ctx.log.warn(
      { providerRefundId: event.providerRefundId },
      'a refund event of no refund of ours',
    );
    return;
  }
  await applyRefundStatus(ctx, found.id, event.providerRefundId, event.status);
}
