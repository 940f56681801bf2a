// Razorpay webhook events: each event id is handled once; payment events become reports.
import { paymentEvents } from '../../db/schema';
import type { Executor } from '../context';
import type { ProviderReport } from './payments';

/** Records an event id; false when it was seen before (a redelivery to drop). */
export async function recordWebhookEvent(db: Executor, eventId: string): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ provider: 'razorpay', eventId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length === 1;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const MODES = new Set(['card', 'upi', 'netbanking', 'wallet']);

/** The payment a `payment.captured` or `payment.failed` event reports; null for other events. */
export function webhookReport(body: { event: string; payload: unknown }): ProviderReport | null {
  const status =
    body.event === 'payment.captured' || body.event === 'order.paid'
      ? 'success'
      : body.event === 'payment.failed'
        ? 'failed'
        : null;
  if (!status || !isRecord(body.payload)) return null;
  const payment = body.payload.payment;
  const entity = isRecord(payment) ? payment.entity : undefined;
  if (!isRecord(entity)) return null;
  const { id, order_id: orderId, amount, method } = entity;
  if (typeof id !== 'string' || typeof orderId !== 'string' || typeof amount !== 'number') {
    return null;
  }
  return {
    provider: 'razorpay',
    providerOrderId: orderId,
    providerPaymentId: id,
    status,
    amountPaise: amount,
    paymentMode:
      typeof method === 'string' && MODES.has(method)
        ? (method as ProviderReport['paymentMode'])
        : 'card',
  };
}
