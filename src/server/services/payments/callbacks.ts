// What the payment providers tell the API, believed only when signed: the sandbox's server-to-
// server report (HMAC-SHA256 of the raw body), Razorpay's return of the browser and its webhook,
// and the SPA's confirmation of a Razorpay link payment.
import type { FastifyBaseLogger } from 'fastify';
import type { CallBody, CallQuery, Payment, contract } from '../../../shared/contract';
import type { RazorpayProvider } from '../../adapters/payment/razorpay';
import { paymentReturnUrl } from '../../adapters/payment/returnUrl';
import { hmacHex, sandboxKey, signatureMatches } from '../../adapters/payment/signing';
import { HttpError } from '../../errors';
import type { BookingContext } from '../orders/context';
import { PAYMENT_NOT_FOUND, paymentEntity, recordedPayment } from './payments';
import { applyProviderPayment } from './providerPayments';
import { applyRefundEvent } from './cardRefunds';
import { onceByEventId, refundEventOf, webhookReport } from './razorpayEvents';
import { LINK_CLOSED, applyLinkPayment, returnFor } from './razorpayLinks';

type Calls = typeof contract.payment;

export const INVALID_SIGNATURE = 'Invalid signature';
export const PAYMENT_NOT_SETTLED = 'Razorpay has not settled this payment yet';

/** A provider's message: the bytes as received (what it signed) and its signature header. */
export interface Signed {
  rawBody: string;
  signature: string;
}

/** The gateways whose messages this app believes, fixed when the app starts. */
export interface Gateways {
  razorpay: RazorpayProvider | null;
  /** The sandbox's key, only while the sandbox is the chosen gateway. */
  sandbox: Buffer | null;
}

export function gatewaysOf(ctx: BookingContext): Gateways {
  const { settings, payments } = ctx;
  return {
    razorpay: payments.kind === 'razorpay' ? (payments as RazorpayProvider) : null,
    sandbox:
      settings.payments === 'sandbox' && settings.authSecret
        ? sandboxKey(settings.authSecret)
        : null,
  };
}

const SANDBOX_STATUS = {
  PAYMENT_SUCCESS: 'success',
  PAYMENT_PENDING: 'pending',
  PAYMENT_FAILED: 'failed',
} as const;

/** `POST /api/payment/callback/sandbox`: the sandbox's signed report, applied once. */
export async function applySandboxReport(
  ctx: BookingContext,
  { sandbox }: Gateways,
  { rawBody, signature }: Signed,
  body: CallBody<Calls['sandboxCallback']>,
): Promise<{ credited?: number }> {
  const expected = sandbox ? hmacHex(sandbox, rawBody) : '';
  if (!sandbox || !signatureMatches(expected, signature)) {
    throw new HttpError(401, INVALID_SIGNATURE);
  }
  const payment = await applyProviderPayment(ctx, {
    provider: 'sandbox',
    providerOrderId: body.providerOrderId,
    providerPaymentId: body.providerPaymentId,
    status: SANDBOX_STATUS[body.status],
    amountPaise: body.amount,
    paymentMode: 'card',
  });
  // The gateway's return page tells the customer when the money went to Credit instead.
  return payment.outcome === 'credit' ? { credited: payment.credited } : {};
}

/** `GET /api/payment/callback/razorpay`: applies the link payment; answers where the browser goes. */
export async function applyRazorpayReturn(
  ctx: BookingContext,
  { razorpay }: Gateways,
  query: CallQuery<Calls['razorpayCallback']>,
): Promise<string> {
  const callback = {
    paymentId: query.razorpay_payment_id,
    linkId: query.razorpay_payment_link_id,
    referenceId: query.razorpay_payment_link_reference_id,
    status: query.razorpay_payment_link_status,
    signature: query.razorpay_signature,
  };
  if (!razorpay || !razorpay.verifyLinkCallback(callback)) {
    throw new HttpError(401, INVALID_SIGNATURE);
  }
  const outcome = await applyLinkPayment(ctx, razorpay, callback);
  const { redirectingUrl, infos } = returnFor(outcome.intent, outcome);
  return paymentReturnUrl(ctx.settings.webOrigin, redirectingUrl, infos);
}

/** `POST /api/payment/webhook/razorpay`: each event once; a payment of no order of ours is logged. */
export async function applyRazorpayWebhook(
  ctx: BookingContext,
  { razorpay }: Gateways,
  { rawBody, signature }: Signed,
  event: { id: string | undefined; body: CallBody<Calls['razorpayWebhook']> },
  log: FastifyBaseLogger,
): Promise<void> {
  if (!razorpay || !razorpay.verifyWebhook(rawBody, signature)) {
    throw new HttpError(401, INVALID_SIGNATURE);
  }
  await onceByEventId(ctx.db, 'razorpay', event.id, async () => {
    const refund = refundEventOf(event.body);
    if (refund) return applyRefundEvent(ctx, refund);
    const report = webhookReport(event.body);
    if (!report) return;
    // A payment of an order we never created is not ours to apply; Razorpay needs no retry.
    await applyProviderPayment(ctx, report).catch((error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
      log.warn({ err: error, eventId: event.id }, 'razorpay event not applied');
    });
  });
}

/** `POST /api/payment/webhook/sandbox`: the sandbox's signed refund event, each event id once. */
export async function applySandboxEvent(
  ctx: BookingContext,
  { sandbox }: Gateways,
  { rawBody, signature }: Signed,
  body: CallBody<Calls['sandboxWebhook']>,
): Promise<void> {
  const expected = sandbox ? hmacHex(sandbox, rawBody) : '';
  if (!sandbox || !signatureMatches(expected, signature)) {
    throw new HttpError(401, INVALID_SIGNATURE);
  }
  await onceByEventId(ctx.db, 'sandbox', body.eventId, () =>
    applyRefundEvent(ctx, {
      provider: 'sandbox',
      providerRefundId: body.providerRefundId,
      receipt: body.receipt,
      status: body.event === 'refund.processed' ? 'processed' : 'failed',
    }),
  );
}

/**
 * `POST /api/payment/place`: the caller's payment as recorded, else (a Razorpay link's payment)
 * confirmed with Razorpay; the sandbox reports server to server, so it has nothing to confirm.
 */
export async function confirmPayment(
  ctx: BookingContext,
  { razorpay }: Gateways,
  callerId: string,
  body: CallBody<Calls['placePayment']>,
): Promise<Payment> {
  if (body.userId !== callerId) throw new HttpError(404, PAYMENT_NOT_FOUND);
  const recorded = await recordedPayment(ctx, callerId, body.transactionId);
  if (recorded) return paymentEntity(recorded);
  const { providerOrderId } = body.moreDetails;
  if (!razorpay || !providerOrderId) throw new HttpError(404, PAYMENT_NOT_FOUND);
  const outcome = await applyLinkPayment(ctx, razorpay, {
    linkId: providerOrderId,
    paymentId: body.transactionId,
    owner: callerId,
  });
  const { payment } = outcome;
  if (!payment) {
    throw new HttpError(409, outcome.status === 'failed' ? LINK_CLOSED : PAYMENT_NOT_SETTLED);
  }
  return paymentEntity(payment);
}
