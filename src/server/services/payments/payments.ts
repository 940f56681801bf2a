import { randomUUID } from 'node:crypto';
// Card payments: the server sizes every payment (SPEC 9 discounts, the wallet first when the
// cart uses it), fixes it in a payment intent (intents.ts), and applies each provider payment id
// once against that intent (providerPayments.ts). An intent completes once, and an order has one
// open intent at a time: money that still arrives for a completed or superseded one goes to
// Credit. This file holds what they share and the caller's reads.
import { and, asc, eq } from 'drizzle-orm';
import type { Payment } from '../../../shared/contract';
import { paymentIntents, payments } from '../../db/schema';
import { HttpError } from '../../errors';
import type { BookingContext } from '../orders/context';
import { ownOrder } from '../orders/queries';

export type IntentRow = typeof paymentIntents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const NOTHING_TO_PAY = 'Nothing is left to pay online for this order';
export const AMOUNT_MISMATCH = 'The amount paid does not match the payment';
export const AMOUNT_CHANGED = 'The amount due has just changed. Please try again';
export const SESSION_COMPLETED = 'This payment is already complete; nothing more was charged';

/** The SPA routes the browser returns to (/api/pay/{redirectingUrl}). */
export const RETURN_NEW_ORDER = 'checkout';
export const RETURN_OLD_ORDER = 'orderDetail';

export type ProviderStatus = 'success' | 'pending' | 'failed';

export interface ProviderReport {
  provider: 'sandbox' | 'razorpay';
  providerOrderId: string;
  providerPaymentId: string;
  status: ProviderStatus;
  amountPaise: number;
  paymentMode: PaymentRow['paymentMode'];
}

/**
 * The `payments` row a provider's report writes, before the ledger gives it an outcome: what the
 * intent charged when it was captured, nothing when it took no money.
 */
export const paymentRow = (now: Date, intent: IntentRow, report: ProviderReport) => ({
  id: randomUUID(),
  intentId: intent.id,
  provider: report.provider,
  providerPaymentId: report.providerPaymentId,
  providerOrderId: report.providerOrderId,
  userId: intent.userId,
  orderId: null,
  status: report.status,
  amount: report.status === 'success' ? intent.amount : 0,
  amountPending: 0,
  paymentType: intent.paymentType,
  paymentMode: report.paymentMode,
  createdAt: now,
});

export function paymentEntity(row: PaymentRow): Payment {
  return {
    _id: row.id,
    ...(row.orderId !== null && { orderId: row.orderId }),
    userId: row.userId,
    amount: row.amount,
    amountPending: row.amountPending,
    paymentType: row.paymentType,
    paymentMode: row.paymentMode,
    status: row.status,
    provider: row.provider,
    transactionId: row.providerPaymentId,
    providerOrderId: row.providerOrderId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function intentFor(
  ctx: BookingContext,
  provider: ProviderReport['provider'],
  providerOrderId: string,
): Promise<IntentRow> {
  const [intent] = await ctx.db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.provider, provider),
        eq(paymentIntents.providerOrderId, providerOrderId),
      ),
    );
  if (!intent) throw new HttpError(404, PAYMENT_NOT_FOUND);
  return intent;
}

export async function paymentsOfOrder(
  ctx: BookingContext,
  userId: string,
  orderId: string,
): Promise<Payment[]> {
  await ownOrder(ctx.db, userId, orderId);
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.userId, userId)))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(50);
  return rows.map(paymentEntity);
}

/** A payment already recorded for this caller by its provider id, or null. */
export async function recordedPayment(
  ctx: BookingContext,
  userId: string,
  providerPaymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  if (!row) return null;
  if (row.userId !== userId) throw new HttpError(404, PAYMENT_NOT_FOUND);
  return row;
}
