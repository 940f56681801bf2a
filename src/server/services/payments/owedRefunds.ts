// Refunds owed to a person with no account (README.md beside this file): a deleted account's
// refund to the original method that the provider refused too often or reported failed. Credit
// would hold money nobody can spend, so the refund waits as `owed` for an admin, who pays the
// person by hand (reaching them through the provider's payment) and records it here as `settled`
// with the reference of that payment; the audit keeps both steps.
import { asc, eq } from 'drizzle-orm';
import { formatInr } from '../../../shared/domain';
import { orders, payments, refunds } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Staff } from '../operations/access';
import { writeAudit } from '../operations/audit';
import { staffName, type OpsContext } from '../operations/board';
import { lockRefund, refreshOrder } from './cardRefunds';

export const REFUND_NOT_FOUND = 'Refund not found';
export const REFERENCE_NEEDED = 'Give the reference of the payment made by hand';
export const REFUND_NOT_OWED =
  'This refund is not owed by hand: only a deleted account’s refund that the gateway could not make is';

/** The refunds staff owe, oldest first: what to pay, and the provider's payment to find whom. */
export async function owedRefunds(ctx: OpsContext) {
  const rows = await ctx.db
    .select({
      _id: refunds.id,
      orderId: refunds.orderId,
      hubId: orders.hubId,
      amount: refunds.amount,
      provider: refunds.provider,
      providerPaymentId: payments.providerPaymentId,
      owedSince: refunds.updatedAt,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.status, 'owed'))
    .orderBy(asc(refunds.updatedAt))
    .limit(200);
  return rows.map((row) => ({ ...row, owedSince: row.owedSince.toISOString() }));
}

/**
 * Records that staff paid an owed refund by hand, with the reference of that payment (a bank
 * transfer's UTR, say): the row becomes `settled`, the order's line says so and the audit keeps
 * who did it. Settling it again changes nothing; a refund not owed is a 409.
 */
export async function settleOwedRefund(
  ctx: OpsContext,
  staff: Staff,
  refundId: string,
  reference: string,
): Promise<boolean> {
  if (reference.trim().length < 3) throw new HttpError(400, REFERENCE_NEEDED);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockRefund(tx, refundId);
    if (!locked) throw new HttpError(404, REFUND_NOT_FOUND);
    const { order, refund } = locked;
    if (refund.status === 'settled') return false;
    if (refund.status !== 'owed') throw new HttpError(409, REFUND_NOT_OWED);
    await tx
      .update(refunds)
      .set({ status: 'settled', updatedAt: now })
      .where(eq(refunds.id, refundId));
    await refreshOrder(tx, order, 0, {
      date: now.toISOString(),
      note: `${formatInr(refund.amount)} paid by hand: ${reference.trim()}`,
      by: { staffName: await staffName(tx, staff) },
    });
    await writeAudit(
      tx,
      staff,
      {
        action: 'refund.settled',
        target: order.id,
        hubId: order.hubId,
        before: { refundId, status: 'owed', amount: refund.amount },
        after: { refundId, status: 'settled', amount: refund.amount, reference: reference.trim() },
      },
      now,
    );
    return true;
  });
}
