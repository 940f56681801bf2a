// What the cancel dialog and the order page say about a cancellation's refund: how much comes
// back and where, in the Cancellation and Refunds page's words. The server decides the amounts
// (the order's cancelRefund and, once cancelled, paymentDetails.refund); these only phrase them.
import type { Order, RefundDestination } from '../../../shared/contract';
import { formatInr } from '../../../shared/domain';
import type { RootState } from '../../app/store';
import { modalOpened, selectModals } from '../modals/modalsSlice';

export const REFUND_CHOICE_LABELS: Record<RefundDestination, string> = {
  credit: 'Utsav Credit — at once',
  original: 'Original payment method — within 7 working days',
};

/** Opens the cancel dialog for an owner's order, with what the server says comes back. */
export const cancelOpened = (owner: Order) =>
  modalOpened({
    name: 'cancelOrder',
    options: {
      isCancel: true,
      orderId: owner._id,
      reason: '',
      ...(owner.cancelRefund && { refund: owner.cancelRefund, refundTo: 'credit' as const }),
    },
  });

export interface CancelRefundView {
  /** The sentence on how much comes back; null when nothing was paid. */
  summary: string | null;
  /** The destinations to choose from (shown only when more than one applies). */
  choices: { value: RefundDestination; label: string }[];
  selected: RefundDestination;
  /** Whether the customer chooses (more than one destination applies). */
  choosing: boolean;
  /** The sentence when the refund can only go to Credit (and why, if a card paid); else null. */
  creditOnly: string | null;
  /** What the cancel call sends on where the refund goes (nothing when there is no choice). */
  refundTo: RefundDestination | null;
}

const CREDIT_ONLY = 'It goes to your Utsav Credit at once, ready for any booking.';
/** A card paid, but the server offers no refund to it: no payment gateway can send one now. */
const ORIGINAL_UNAVAILABLE =
  'Refunds to your original payment method are not available right now, so it goes to your Utsav Credit at once, ready for any booking.';

/** The cancel dialog's refund part, from the open dialog's state. */
export function selectCancelRefund(state: RootState): CancelRefundView | null {
  const cancel = selectModals(state).cancelOrder;
  if (!cancel) return null;
  const refund = cancel.refund;
  const selected = cancel.refundTo ?? 'credit';
  if (!refund) {
    return {
      summary:
        'Anything you paid online is refunded to your Credit, which you can use on any booking.',
      choices: [],
      selected,
      choosing: false,
      creditOnly: null,
      refundTo: null,
    };
  }
  const parts: string[] = [];
  if (refund.amount > 0) parts.push(`${formatInr(refund.amount)} comes back to you`);
  if (refund.toReward > 0)
    parts.push(`${formatInr(refund.toReward)} of Reward goes back to Reward`);
  const choices =
    refund.amount > 0
      ? refund.destinations.map((value) => ({ value, label: REFUND_CHOICE_LABELS[value] }))
      : [];
  const choosing = choices.length > 1;
  return {
    summary: parts.length > 0 ? `${parts.join('; ')}.` : null,
    choices,
    selected,
    choosing,
    creditOnly:
      choices.length !== 1 ? null : refund.cardPaid > 0 ? ORIGINAL_UNAVAILABLE : CREDIT_ONLY,
    refundTo: choosing ? selected : null,
  };
}

/** Where a cancelled order's refund went, one line each; empty when nothing came back. */
export function refundLines(order: Pick<Order, 'bookingStatus' | 'paymentDetails'>): string[] {
  const refund = order.paymentDetails.refund;
  if (order.bookingStatus !== 'Order Cancelled' || !refund) return [];
  const lines: string[] = [];
  if (refund.toOriginal > 0) {
    lines.push(
      refund.originalStatus === 'processed'
        ? `${formatInr(refund.toOriginal)} refunded to your original payment method`
        : `Refund of ${formatInr(refund.toOriginal)} to your original payment method, within 7 working days: on its way`,
    );
  }
  if (refund.originalStatus === 'failed') {
    lines.push(
      'The refund to your original payment method did not go through, so it went to your Credit',
    );
  }
  if (refund.toCredit > 0) lines.push(`${formatInr(refund.toCredit)} added to your Credit`);
  if (refund.toReward > 0) lines.push(`${formatInr(refund.toReward)} returned to your Reward`);
  return lines;
}
