// Razorpay webhook events: each event id is handled once; a paid Payment Link becomes a report,
// a processed or failed refund a refund event.
import { eq } from 'drizzle-orm';
import { paymentEvents } from '../../db/schema';
import type { Executor } from '../context';
import type { RefundEvent } from './cardRefunds';
import type { ProviderReport } from './payments';

/** Records an event id; false when it was seen before (a redelivery to drop). */
export async function recordWebhookEvent(
  db: Executor,
  eventId: string,
  provider: 'sandbox' | 'razorpay' = 'razorpay',
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length === 1;
}

/**
 * Handles an event once by its id: recorded first, so a redelivery racing it is dropped, and
 * forgotten again when handling it broke, so the provider's next delivery is not dropped too.
 */
export async function onceByEventId(
  db: Executor,
  provider: 'sandbox' | 'razorpay',
  eventId: string | undefined,
  handle: () => Promise<void>,
): Promise<void> {
  if (eventId && !(await recordWebhookEvent(db, eventId, provider))) return;
  try {
    await handle();
  } catch (error: unknown) {
    if (eventId) await db.delete(paymentEvents).where(eq(paymentEvents.eventId, eventId));
    throw error;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const MODES = new Set(['card', 'upi', 'netbanking', 'wallet']);

/** Razorpay's payment method as one of ours; anything else (emi, bank transfer) counts as card. */
export const paymentModeOf = (method: unknown): ProviderReport['paymentMode'] =>
  typeof method === 'string' && MODES.has(method)
    ? (method as ProviderReport['paymentMode'])
    : 'card';

const entityOf = (payload: Record<string, unknown>, name: string) => {
  const wrapper = payload[name];
  const entity = isRecord(wrapper) ? wrapper.entity : undefined;
  return isRecord(entity) ? entity : null;
};

/**
 * The payment a `payment_link.paid` event reports, against the link id our intent holds; null
 * for other events (a cancelled or expired link placed nothing and changes nothing).
 */
export function webhookReport(body: { event: string; payload: unknown }): ProviderReport | null {
  if (body.event !== 'payment_link.paid' || !isRecord(body.payload)) return null;
  const link = entityOf(body.payload, 'payment_link');
  const payment = entityOf(body.payload, 'payment');
  if (!link || !payment) return null;
  const { id, amount, method } = payment;
  if (typeof link.id !== 'string' || typeof id !== 'string' || typeof amount !== 'number') {
    return null;
  }
  return {
    provider: 'razorpay',
    providerOrderId: link.id,
    providerPaymentId: id,
    status: 'success',
    amountPaise: amount,
    paymentMode: paymentModeOf(method),
  };
}

const REFUND_EVENTS = { 'refund.processed': 'processed', 'refund.failed': 'failed' } as const;

/** The refund a `refund.processed` or `refund.failed` event reports; null for other events. */
export function refundEventOf(body: { event: string; payload: unknown }): RefundEvent | null {
  if (!(body.event in REFUND_EVENTS) || !isRecord(body.payload)) return null;
  const refund = entityOf(body.payload, 'refund');
  if (!refund || typeof refund.id !== 'string') return null;
  return {
    provider: 'razorpay',
    providerRefundId: refund.id,
    receipt: typeof refund.receipt === 'string' ? refund.receipt : null,
    status: REFUND_EVENTS[body.event as keyof typeof REFUND_EVENTS],
  };
}
