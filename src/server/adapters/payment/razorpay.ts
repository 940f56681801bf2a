// Razorpay through its official SDK: orders are created server side, and every report is checked
// as Razorpay documents it: the checkout signature is HMAC-SHA256 of `order_id|payment_id` with
// the key secret, the webhook signature HMAC-SHA256 of the raw body with the webhook secret.
import Razorpay from 'razorpay';
import type { RazorpaySettings } from '../../settings';
import { hmacHex, signatureMatches } from './signing';
import type { Checkout, CheckoutRequest, PaymentProvider } from './types';

export interface RazorpayPaymentFacts {
  id: string;
  orderId: string;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string;
}

export interface RazorpayProvider extends PaymentProvider {
  kind: 'razorpay';
  verifyCheckout(orderId: string, paymentId: string, signature: string): boolean;
  verifyWebhook(rawBody: string, signature: string): boolean;
  fetchPayment(paymentId: string): Promise<RazorpayPaymentFacts>;
}

export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

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

export function razorpayProvider(settings: RazorpaySettings, webOrigin: string): RazorpayProvider {
  const client = sdkClient(settings);
  return {
    kind: 'razorpay',
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const order = await client.orders.create({
        amount: request.amountPaise,
        currency: 'INR',
        receipt: request.receipt.slice(0, 40),
        notes: { orderId: request.orderId, flow: request.flow },
      });
      // Standard Checkout runs in the SPA's payment page with the public key and this order id.
      const url = new URL('/payment', webOrigin);
      url.searchParams.set('razorpayOrderId', order.id);
      url.searchParams.set('key', settings.keyId);
      url.searchParams.set('return', request.redirectingUrl);
      return { providerOrderId: order.id, url: url.toString() };
    },
    verifyCheckout(orderId, paymentId, signature) {
      return signatureMatches(checkoutSignature(settings.keySecret, orderId, paymentId), signature);
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(webhookSignature(settings.webhookSecret, rawBody), signature);
    },
    async fetchPayment(paymentId) {
      const payment = await client.payments.fetch(paymentId);
      return {
        id: payment.id,
        orderId: String(payment.order_id ?? ''),
        amountPaise: Number(payment.amount),
        status: payment.status,
        method: payment.method,
      };
    },
  };
}
