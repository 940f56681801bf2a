// What a cancelled order gives back and where: the one place the refund amount is decided.
// Policy in the code today: a cancellation is refunded in full whenever it is made. The policy
// page says only "Later cancellations may carry a charge for materials already prepared" and
// names no amount, and SPEC.md names none, so the charge below is nil until the product states one. Reward goes back to Reward; card-paid money goes to Credit at once or, when the
// customer chooses, back through the provider that took it.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { payments, refunds, type RefundRow } from '../../db/schema';
import type { CancelRefund, RefundDestination, RefundStatus } from '../../../shared/contract';
import type { PaymentProvider } from '../../adapters/payment/types';
import { HttpError } from '../../errors';
import type { Tx } from '../context';
import type { OrderRow } from './queries';

/** What the policy charges for cancelling this order (see the header: nothing today). */
export const cancellationCharge = (_row: Pick<OrderRow, 'id'>): number => 0;

/**
 * Rupees a cancellation puts back: to Credit (card and Credit paid, less what `toOriginal` gave
 * back to the card) and to Reward.
 */
export function refundOf(
  row: Pick<OrderRow, 'id' | 'paymentDetails' | 'priceDetail'>,
  toOriginal = 0,
): { toCredit: number; toReward: number } {
  const charge = cancellationCharge(row);
  const paid = row.paymentDetails.amountPaid + row.priceDetail.creditUsed;
  return {
    toCredit: Math.max(0, paid - charge - toOriginal),
    toReward: row.priceDetail.rewardUsed,
  };
}

export const ORIGINAL_REFUNDS_UNAVAILABLE =
  'Refunds to your original payment method are not available right now. Please choose Utsav Credit';

/** The gateway the server has now (`ctx.payments`): with none, no refund can go back to a card. */
type Gateway = Pick<PaymentProvider, 'kind'>;
const refundsToCards = (gateway: Gateway) => gateway.kind !== 'none';

/**
 * What cancelling this open order now would give back, and where it may go: the original
 * method only when something was paid by card and a gateway is there to send it back.
 */
export function cancelRefundOf(
  row: Pick<OrderRow, 'id' | 'paymentDetails' | 'priceDetail'>,
  gateway: Gateway,
): CancelRefund {
  const { toCredit, toReward } = refundOf(row);
  // The ledger's invariant holds an order's amountPaid to what its captured payments brought it.
  const cardPaid = Math.min(toCredit, row.paymentDetails.amountPaid);
  return {
    amount: toCredit,
    toReward,
    cardPaid,
    destinations: cardPaid > 0 && refundsToCards(gateway) ? ['credit', 'original'] : ['credit'],
  };
}

/**
 * Refuses a cancel's refund to the original method (a 409, inside the cancel's transaction, so
 * nothing is written) when no gateway could send it: the money would only wait, then go to
 * Credit after all.
 */
export function assertRefundableTo(refundTo: RefundDestination | undefined, gateway: Gateway) {
  if (refundTo === 'original' && !refundsToCards(gateway)) {
    throw new HttpError(409, ORIGINAL_REFUNDS_UNAVAILABLE);
  }
}

/** One captured payment's part in an order that can go back to the card that paid it. */
export interface CardPart {
  paymentId: string;
  providerPaymentId: string;
  provider: 'sandbox' | 'razorpay';
  amount: number;
}

/**
 * The captured payments that paid this order and are not refunded yet, each with the rupees it
 * brought the order (what it captured less any excess that went to Credit).
 */
export async function cardPaidParts(
  tx: Tx,
  orderId: string,
  options: { lock: boolean },
): Promise<CardPart[]> {
  const query = tx
    .select({
      paymentId: payments.id,
      providerPaymentId: payments.providerPaymentId,
      provider: payments.provider,
      amount: payments.amount,
      credited: payments.credited,
    })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'success'),
        eq(payments.outcome, 'order'),
        isNull(refunds.id),
      ),
    );
  const rows = options.lock ? await query.for('update', { of: payments }) : await query;
  return rows
    .map((row) => ({
      paymentId: row.paymentId,
      providerPaymentId: row.providerPaymentId,
      provider: row.provider,
      amount: row.amount - row.credited,
    }))
    .filter((part) => part.amount > 0);
}

/** The refunds to the original method a cancel recorded: their rupees and the rows' ids. */
export interface RequestedRefunds {
  total: number;
  ids: string[];
}

/**
 * Records, inside the cancelling transaction, one `requested` refund per captured payment that
 * paid this order and is not refunded yet (unique per payment: never twice). No provider is
 * called here: `sendRefund` asks it after the commit, and the reconciliation job asks again for
 * any that were never confirmed. Each row's id is the receipt the provider is asked with.
 */
export async function requestCardRefunds(tx: Tx, row: Pick<OrderRow, 'id'>, now: Date) {
  const parts = await cardPaidParts(tx, row.id, { lock: true });
  const requested: RequestedRefunds = { total: 0, ids: [] };
  for (const part of parts) {
    const id = randomUUID();
    await tx.insert(refunds).values({
      id,
      paymentId: part.paymentId,
      orderId: row.id,
      provider: part.provider,
      providerRefundId: null,
      amount: part.amount,
      status: 'requested',
      createdAt: now,
      updatedAt: now,
    });
    requested.total += part.amount;
    requested.ids.push(id);
  }
  return requested;
}

/**
 * What the customer is told of an order's refunds to the original method, from their rows: any
 * still on its way (or owed, for staff to pay by hand) makes it pending; failed only when every
 * one failed (and went to Credit); one staff settled by hand counts as processed.
 */
export function originalStatusOf(statuses: RefundRow['status'][]): RefundStatus | undefined {
  if (statuses.length === 0) return undefined;
  const live = statuses.filter((status) => status !== 'failed');
  if (live.length === 0) return 'failed';
  return live.every((status) => status === 'processed' || status === 'settled')
    ? 'processed'
    : 'pending';
}
