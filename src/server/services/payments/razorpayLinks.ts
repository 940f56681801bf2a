// Razorpay Payment Links: what the customer's return (or a placepayment report) says is checked
// against the link as Razorpay reports it, server to server, before anything is applied.
import type { PaymentInfos } from '../../../shared/contract';
import type { RazorpayProvider } from '../../adapters/payment/razorpay';
import { HttpError } from '../../errors';
import type { BookingContext } from '../orders/context';
import {
  PAYMENT_NOT_FOUND,
  RETURN_NEW_ORDER,
  RETURN_OLD_ORDER,
  intentFor,
  type PaymentRow,
  type ProviderStatus,
} from './payments';
import { applyProviderPayment } from './providerPayments';
import { paymentModeOf } from './razorpayEvents';

export const NOT_THIS_ORDER = 'Payment does not belong to this order';
export const LINK_CLOSED = 'This payment link was cancelled or has expired; nothing was paid';

type Intent = Awaited<ReturnType<typeof intentFor>>;

export interface LinkOutcome {
  status: ProviderStatus;
  /** The order the customer can look at now, if any. */
  orderId: string | null;
  /** The applied payment, absent while Razorpay has not settled the link. */
  payment: PaymentRow | null;
}

/**
 * Applies the payment `paymentId` of our link `linkId`, as Razorpay reports it now: paid links
 * credit the captured amount (which must be the intent's); a cancelled or expired link took no
 * money, so it writes nothing under a payment id nobody confirmed; a link still open writes
 * nothing either (its webhook settles it later).
 * `owner` restricts the link to one customer's intents.
 */
export async function applyLinkPayment(
  ctx: BookingContext,
  razorpay: RazorpayProvider,
  link: { linkId: string; paymentId: string; referenceId?: string; owner?: string },
): Promise<LinkOutcome & { intent: Intent }> {
  const intent = await intentFor(ctx, 'razorpay', link.linkId);
  if (link.owner !== undefined && intent.userId !== link.owner) {
    throw new HttpError(404, PAYMENT_NOT_FOUND);
  }
  if (link.referenceId !== undefined && link.referenceId !== intent.id) {
    throw new HttpError(404, PAYMENT_NOT_FOUND);
  }
  const facts = await razorpay.fetchLink(link.linkId);
  if (facts.referenceId !== intent.id) throw new HttpError(409, NOT_THIS_ORDER);
  if (facts.status === 'cancelled' || facts.status === 'expired') {
    return { intent, status: 'failed', orderId: untouchedOrderId(intent), payment: null };
  }
  if (facts.status !== 'paid') {
    return { intent, status: 'pending', orderId: untouchedOrderId(intent), payment: null };
  }
  const paid = facts.payments.find((payment) => payment.id === link.paymentId);
  if (!paid || paid.status !== 'captured') throw new HttpError(409, NOT_THIS_ORDER);
  const row = await applyProviderPayment(ctx, {
    provider: 'razorpay',
    providerOrderId: facts.id,
    providerPaymentId: link.paymentId,
    status: 'success',
    amountPaise: paid.amountPaise,
    paymentMode: paymentModeOf(paid.method),
  });
  return {
    intent,
    status: row.status,
    orderId: row.orderId ?? untouchedOrderId(intent),
    payment: row,
  };
}

/** Nothing was placed for a new order; an existing order stays where it was. */
const untouchedOrderId = (intent: Intent) =>
  intent.flow === '_OLD_ORDER_PAYMENT' ? intent.orderId : null;

/** The SPA return (SPEC 4 'Payment return') for an outcome. */
export function returnFor(
  intent: Intent,
  outcome: LinkOutcome,
): { redirectingUrl: string; infos: PaymentInfos } {
  const newOrder = intent.flow === '_NEW_ORDER_PAYMENT';
  // Money that paid no order (its booking could not be placed, or a newer payment replaced it)
  // went to Credit, and the return page says so.
  const credited = outcome.status === 'success' && outcome.payment?.outcome === 'credit';
  const paymentStatus = credited
    ? 'PAYMENT_CREDITED'
    : outcome.status === 'success'
      ? 'PAYMENT_SUCCESS'
      : outcome.status === 'pending'
        ? 'PAYMENT_PENDING'
        : 'PAYMENT_FAILED';
  return {
    redirectingUrl: newOrder ? RETURN_NEW_ORDER : RETURN_OLD_ORDER,
    infos: {
      paymentStatus,
      type: intent.flow,
      ...(outcome.orderId && { orderId: outcome.orderId }),
    },
  };
}
