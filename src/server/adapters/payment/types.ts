import type { Static } from '@sinclair/typebox';
import type { PaymentFlow } from '../../../shared/contract';

/** What a checkout is for; the provider shows the amount and reports back against its order id. */
export interface CheckoutRequest {
  /** Our own reference (the payment intent's id), sent as the provider's receipt. */
  receipt: string;
  amountPaise: number;
  flow: Static<typeof PaymentFlow>;
  /** The order paid for (reserved in advance for a new order). */
  orderId: string;
  /** The SPA path segment the browser returns to: /api/pay/{redirectingUrl}. */
  redirectingUrl: string;
}

export interface Checkout {
  /** The gateway that opened it, which later reports against `providerOrderId`. */
  provider: 'sandbox' | 'razorpay';
  providerOrderId: string;
  /** Where the browser goes to pay. */
  url: string;
}

/** A card-payment gateway: Razorpay, the sandbox on this machine, or none (card payment refused). */
export interface PaymentProvider {
  kind: 'sandbox' | 'razorpay' | 'none';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Stops a checkout taking money once a newer one replaced it or what it charged for changed.
   * Best effort: money a gateway still takes for it is settled to Credit by the ledger.
   */
  closeCheckout(providerOrderId: string): Promise<void>;
  /**
   * Gives a captured payment's money back to where it came from (card, UPI, bank). Idempotent by
   * the receipt: asking again answers the refund already made. Throws when the gateway refuses.
   * Never called inside a database transaction (services/payments/cardRefunds.ts).
   */
  refund(request: RefundRequest): Promise<RefundReceipt>;
  /**
   * Where a refund the gateway accepted stands now, for one whose event never came (the
   * reconciliation job asks). Throws when the gateway cannot answer.
   */
  refundStatus(lookup: RefundLookup): Promise<ProviderRefundStatus>;
}

export interface RefundRequest {
  providerPaymentId: string;
  amountPaise: number;
  /** Our own reference for the refund (its row's id), which the provider keeps with it. */
  receipt: string;
}

export interface RefundReceipt {
  providerRefundId: string;
  /** pending: accepted, the money on its way; processed: already back. */
  status: 'pending' | 'processed';
}

export interface RefundLookup {
  providerPaymentId: string;
  providerRefundId: string;
}

/** pending: still on its way; processed: back where it came from; failed: the gateway gave up. */
export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

/** A gateway's answer read as one of our refund statuses; anything else is not an answer. */
export function providerRefundStatus(answer: unknown): ProviderRefundStatus {
  const statuses: readonly ProviderRefundStatus[] = ['pending', 'processed', 'failed'];
  const known = statuses.find((status) => status === answer);
  if (!known) throw new Error(`a refund status the gateway does not define: ${String(answer)}`);
  return known;
}
