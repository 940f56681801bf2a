// Razorpay through its official SDK and Payment Links: the customer pays on a page Razorpay hosts
// (our SPA loads no third-party script), then Razorpay sends the browser to our API's callback
// with a signature over `link_id|reference_id|status|payment_id` (HMAC-SHA256, key secret).
// Webhooks are signed over the raw body with the webhook secret.
import Razorpay from 'razorpay';
import type { PaymentLinks } from 'razorpay/dist/types/paymentLink';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import type { RazorpaySettings } from '../../settings';
import { hmacHex, signatureMatches } from './signing';
import {
  providerRefundStatus,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type RefundReceipt,
} from './types';

/** The query Razorpay adds to the callback URL after a Payment Link payment. */
export interface LinkCallback {
  paymentId: string;
  linkId: string;
  referenceId: string;
  status: string;
  signature: string;
}

export type LinkStatus = 'created' | 'partially_paid' | 'expired' | 'cancelled' | 'paid';

/** A Payment Link as Razorpay reports it now, fetched server to server. */
export interface RazorpayLinkFacts {
  id: string;
  referenceId: string;
  status: LinkStatus;
  amountPaise: number;
  payments: { id: string; amountPaise: number; status: string; method: string }[];
}

export interface RazorpayProvider extends PaymentProvider {
  kind: 'razorpay';
  verifyLinkCallback(callback: LinkCallback): boolean;
  verifyWebhook(rawBody: string, signature: string): boolean;
  fetchLink(linkId: string): Promise<RazorpayLinkFacts>;
}

export const linkCallbackSignature = (
  keySecret: string,
  callback: Omit<LinkCallback, 'signature'>,
) =>
  hmacHex(
    keySecret,
    `${callback.linkId}|${callback.referenceId}|${callback.status}|${callback.paymentId}`,
  );

export const webhookSignature = (webhookSecret: string, rawBody: string) =>
  hmacHex(webhookSecret, rawBody);

function sdkClient(settings: RazorpaySettings): Razorpay {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  if (settings.apiBase) {
    // The SDK fixes its host; tests point its HTTP client at a fake on loopback instead.
    const api = client.api as unknown as { rq: { defaults: { baseURL?: string } } };
    api.rq.defaults.baseURL = settings.apiBase;
  }
  return client;
}

/** Razorpay's refund status as ours: anything not yet processed is on its way. */
const statusOf = (status: unknown): RefundReceipt['status'] =>
  status === 'processed' ? 'processed' : 'pending';

const LINK_STATUSES = new Set<string>([
  'created',
  'partially_paid',
  'expired',
  'cancelled',
  'paid',
]);

/**
 * @param callbackUrl our API's return endpoint, where Razorpay sends the browser after paying
 */
export function razorpayProvider(
  settings: RazorpaySettings,
  callbackUrl: string,
): RazorpayProvider {
  const client = sdkClient(settings);
  return {
    kind: 'razorpay',
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const body: Omit<PaymentLinks.RazorpayPaymentLinkCreateRequestBody, 'customer'> = {
        amount: request.amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: request.receipt,
        description: `Utsav booking ${request.orderId}`,
        // The customer is already on their way to the page; Razorpay need not message them.
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { orderId: request.orderId, flow: request.flow },
        callback_url: callbackUrl,
        callback_method: 'get',
      };
      // The SDK's type asks for customer details; Razorpay's API does not, and we send none.
      const link = await client.paymentLink.create(
        body as PaymentLinks.RazorpayPaymentLinkCreateRequestBody,
      );
      return { provider: 'razorpay', providerOrderId: link.id, url: link.short_url };
    },
    async closeCheckout(linkId) {
      await client.paymentLink.cancel(linkId);
    },
    // POST /v1/payments/{id}/refund: Razorpay refunds to the card, UPI or bank that paid.
    async refund(request) {
      // A refund with this receipt that Razorpay already made (an earlier attempt whose answer
      // was lost) is the refund: asking again would send the money twice.
      const earlier = await client.payments.fetchMultipleRefund(request.providerPaymentId, {
        count: 100,
      });
      const made = earlier.items.find(
        (item) => item.receipt === request.receipt && item.status !== 'failed',
      );
      if (made && Number(made.amount) === request.amountPaise) {
        return { providerRefundId: made.id, status: statusOf(made.status) };
      }
      const refund = await client.payments.refund(request.providerPaymentId, {
        amount: request.amountPaise,
        speed: 'normal',
        receipt: request.receipt,
      });
      if (Number(refund.amount) !== request.amountPaise) {
        throw new Error(`Razorpay refunded ${refund.amount} paise, not ${request.amountPaise}`);
      }
      if (refund.status === 'failed') throw new Error(`Razorpay failed refund ${refund.id}`);
      return { providerRefundId: refund.id, status: statusOf(refund.status) };
    },
    // GET /v1/payments/{payment_id}/refunds/{refund_id}: asked when a refund's webhook never came.
    async refundStatus({ providerPaymentId, providerRefundId }) {
      const refund = await client.payments.fetchRefund(providerPaymentId, providerRefundId);
      // Razorpay's refund statuses are ours by name: pending, processed, failed.
      return providerRefundStatus(refund.status);
    },
    verifyLinkCallback(callback) {
      // Constant-time first; the SDK's documented check (a plain string compare) only ever sees
      // a signature that already matched, and pins the payload format to Razorpay's own.
      return (
        signatureMatches(linkCallbackSignature(settings.keySecret, callback), callback.signature) &&
        validatePaymentVerification(
          {
            payment_link_id: callback.linkId,
            payment_id: callback.paymentId,
            payment_link_reference_id: callback.referenceId,
            payment_link_status: callback.status,
          },
          callback.signature,
          settings.keySecret,
        )
      );
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(webhookSignature(settings.webhookSecret, rawBody), signature);
    },
    async fetchLink(linkId) {
      const link = await client.paymentLink.fetch(linkId);
      const payments = (link.payments ?? []) as unknown as {
        payment_id: string;
        amount: number | string;
        status: string;
        method: string;
      }[];
      if (!LINK_STATUSES.has(link.status)) {
        throw new Error(`Unknown Razorpay payment link status ${link.status}`);
      }
      return {
        id: link.id,
        referenceId: String(link.reference_id ?? ''),
        status: link.status,
        amountPaise: Number(link.amount),
        payments: payments.map((payment) => ({
          id: payment.payment_id,
          amountPaise: Number(payment.amount),
          status: payment.status,
          method: payment.method,
        })),
      };
    },
  };
}
