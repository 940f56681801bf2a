// Applying a provider's report of a payment, once per payment id, against its intent. A capture
// goes through the ledger (ledger.ts): recorded first, then settled. A pending or failed report
// moves no money: it is recorded and applied in one transaction.
import { eq } from 'drizzle-orm';
import { paymentIntents, payments } from '../../db/schema';
import { HttpError } from '../../errors';
import type { BookingContext } from '../orders/context';
import { CASH_ON_DELIVERY, placeCartInTx } from '../orders/placement';
import { lockWhatItPays, recordCapture, settleCapture } from './ledger';
import {
  AMOUNT_MISMATCH,
  PAYMENT_NOT_FOUND,
  SESSION_COMPLETED,
  intentFor,
  paymentRow,
  type IntentRow,
  type PaymentRow,
  type ProviderReport,
} from './payments';

async function recordedRow(ctx: BookingContext, providerPaymentId: string) {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  return row;
}

/**
 * A report that took no money. A pending card payment of a new order places it as cash on
 * delivery (SPEC 4 'Payment return'); a failed one changes nothing. The intent completes either
 * way, so the session is not paid twice.
 */
async function applyUncaptured(
  ctx: BookingContext,
  found: IntentRow,
  report: ProviderReport,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    await lockWhatItPays(tx, found);
    const [intent] = await tx
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, found.id))
      .for('update');
    if (!intent) throw new HttpError(404, PAYMENT_NOT_FOUND);
    const claimed = await tx
      .insert(payments)
      .values(paymentRow(ctx.now(), intent, report))
      .onConflictDoNothing({ target: payments.providerPaymentId })
      .returning({ id: payments.id });
    if (claimed.length === 0 || intent.state !== 'open') return false;
    let orderId: string | null = null;
    if (report.status === 'pending') {
      orderId =
        intent.flow === '_OLD_ORDER_PAYMENT'
          ? intent.orderId
          : await tx
              .transaction(async (inner) => {
                const placed = await placeCartInTx(ctx, inner, intent.userId, {
                  settlement: CASH_ON_DELIVERY,
                  orderId: intent.orderId,
                });
                return placed.created ? placed.orderId : null;
              })
              .catch((error: unknown) => {
                if (error instanceof HttpError) return null;
                throw error;
              });
    }
    await tx
      .update(payments)
      .set({ orderId })
      .where(eq(payments.providerPaymentId, report.providerPaymentId));
    await tx
      .update(paymentIntents)
      .set({ state: 'completed' })
      .where(eq(paymentIntents.id, intent.id));
    return orderId !== null && intent.flow === '_NEW_ORDER_PAYMENT';
  });
}

/**
 * Applies a provider's report of a payment (its signature already checked by the caller). The
 * amount must be the intent's own. A repeated report (however often, however concurrent) changes
 * nothing and answers the payment as recorded.
 */
export async function applyProviderPayment(
  ctx: BookingContext,
  report: ProviderReport,
): Promise<PaymentRow> {
  const found = await intentFor(ctx, report.provider, report.providerOrderId);
  if (report.amountPaise !== found.amountPaise) throw new HttpError(409, AMOUNT_MISMATCH);
  const known = await recordedRow(ctx, report.providerPaymentId);
  // The sandbox is our own stand-in: its session refuses a second completion, so no money moves.
  if (!known && found.state === 'completed' && report.provider === 'sandbox') {
    throw new HttpError(409, SESSION_COMPLETED);
  }
  if (report.status === 'success') {
    const recorded = await recordCapture(ctx, found, report);
    const outcome = await settleCapture(ctx, recorded.id);
    if (outcome) {
      ctx.metrics?.payments.inc({ outcome: 'success' });
      if (outcome.outcome === 'order' && found.flow === '_NEW_ORDER_PAYMENT') {
        ctx.metrics?.ordersPlaced.inc({ settlement: 'card' });
      }
    }
  } else if (!known) {
    const placed = await applyUncaptured(ctx, found, report);
    ctx.metrics?.payments.inc({ outcome: report.status });
    if (placed) ctx.metrics?.ordersPlaced.inc({ settlement: 'cash' });
  }
  const row = await recordedRow(ctx, report.providerPaymentId);
  if (!row) throw new Error('payment row missing after apply');
  return row;
}
