// Applying a provider's report of a payment, once per payment id, against its intent.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { settleOrder } from '../../../shared/domain';
import { carts, orders, paymentIntents, payments } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Tx } from '../context';
import { creditWallet } from '../wallet/wallet';
import type { BookingContext } from '../orders/context';
import { appendHistory } from '../orders/history';
import { CASH_ON_DELIVERY, placeCartInTx, type Settlement } from '../orders/placement';
import { lockOwnOrder } from '../orders/queries';
import {
  AMOUNT_MISMATCH,
  PAYMENT_NOT_FOUND,
  SESSION_COMPLETED,
  intentFor,
  type IntentRow,
  type PaymentRow,
  type ProviderReport,
} from './payments';

/** Money that arrived for nothing it can still pay for goes to Credit, once per payment id. */
async function refundToCredit(
  tx: Tx,
  intent: IntentRow,
  paymentId: string,
  amount: number,
  note: string,
): Promise<void> {
  await creditWallet(tx, {
    userId: intent.userId,
    balance: 'credit',
    amount,
    reason: 'refund',
    note,
    ...(intent.flow === '_OLD_ORDER_PAYMENT' && { orderId: intent.orderId }),
    dedupeKey: `payment:${paymentId}`,
  });
}

const UNPLACED_NOTE = 'Payment received for a booking that could not be placed';
const CANCELLED_NOTE = 'Payment received for a cancelled booking';
const OVERPAID_NOTE = 'Paid beyond what the booking owed';
const CLOSED_NOTE = 'Payment received after a newer payment of the booking replaced it';

/** Runs work in a savepoint: a refused placement leaves nothing half-written behind it. */
async function attempt<T>(tx: Tx, work: (inner: Tx) => Promise<T>): Promise<T | HttpError> {
  try {
    return await tx.transaction((inner) => work(inner));
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

async function applyToNewOrder(
  ctx: BookingContext,
  tx: Tx,
  intent: IntentRow,
  report: ProviderReport,
): Promise<string | null> {
  if (report.status === 'failed') return null;
  const settlement: Settlement =
    report.status === 'success'
      ? {
          mode: 'ONLINE',
          option: intent.paymentType === 'advance' ? 'advance' : 'full',
          prepaidDiscount: intent.discount,
          amountPaid: intent.amount,
          paymentIds: [report.providerPaymentId],
        }
      : CASH_ON_DELIVERY;
  const placed = await attempt(tx, (inner) =>
    placeCartInTx(ctx, inner, intent.userId, {
      settlement,
      orderId: intent.orderId,
      cartRevision: intent.cartRevision ?? undefined,
    }),
  );
  const ownOrderPlaced = !(placed instanceof HttpError) && placed.created;
  if (report.status === 'success' && !ownOrderPlaced) {
    ctx.log.warn({ intent: intent.id }, 'paid booking could not be placed; refunded to Credit');
    await refundToCredit(tx, intent, report.providerPaymentId, intent.amount, UNPLACED_NOTE);
    return null;
  }
  return ownOrderPlaced ? intent.orderId : null;
}

/**
 * A balance payment: the discount it was sized with is applied only as far as the order has not
 * earned it yet, and whatever exceeds what the order still owes goes to Credit.
 */
async function applyToOldOrder(
  tx: Tx,
  intent: IntentRow,
  report: ProviderReport,
  now: Date,
): Promise<number> {
  const order = await lockOwnOrder(tx, intent.userId, intent.orderId);
  const due = order.paymentDetails.amountDue;
  if (report.status !== 'success') return due;
  if (order.bookingStatus === 'Order Cancelled') {
    await refundToCredit(tx, intent, report.providerPaymentId, intent.amount, CANCELLED_NOTE);
    return 0;
  }
  const { money, refund, changed } = settleOrder({
    kind: 'balancePayment',
    order: { ...order.priceDetail, ...order.paymentDetails },
    amount: intent.amount,
    discount: intent.discount,
  });
  if (refund > 0) {
    await refundToCredit(tx, intent, report.providerPaymentId, refund, OVERPAID_NOTE);
  }
  if (!changed) return due;
  await tx
    .update(orders)
    .set({
      paymentStatus: money.paymentStatus,
      paymentDetails: {
        ...order.paymentDetails,
        mode: 'ONLINE',
        paymentIds: [...order.paymentDetails.paymentIds, report.providerPaymentId],
        amountPaid: money.amountPaid,
        amountDue: money.amountDue,
      },
      priceDetail: {
        ...order.priceDetail,
        prepaidDiscount: money.prepaidDiscount,
        finalPrice: money.finalPrice,
      },
      events: appendHistory(orders.events, [
        { type: 'paid', by: 'system', date: now.toISOString() },
      ]),
    })
    .where(eq(orders.id, order.id));
  return money.amountDue;
}

/**
 * A report for an intent that is no longer open. The sandbox is our own stand-in, so its
 * session simply refuses a second completion; money a real gateway took goes to Credit.
 */
async function applyToClosedIntent(
  tx: Tx,
  intent: IntentRow,
  report: ProviderReport,
): Promise<void> {
  if (intent.state === 'completed' && report.provider === 'sandbox') {
    throw new HttpError(409, SESSION_COMPLETED);
  }
  if (report.status === 'success') {
    await refundToCredit(tx, intent, report.providerPaymentId, intent.amount, CLOSED_NOTE);
  }
}

/**
 * Locks the cart or order a payment is for before its intent, in the order the other paths take
 * them (placing a cart locks it before the customer's wallet; starting a balance payment locks
 * the order before its intents), so concurrent reports wait instead of deadlocking.
 */
async function lockWhatItPays(tx: Tx, intent: IntentRow): Promise<void> {
  if (intent.flow === '_OLD_ORDER_PAYMENT') {
    await lockOwnOrder(tx, intent.userId, intent.orderId);
  } else if (intent.cartId) {
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, intent.cartId)).for('update');
  }
}

/**
 * Applies a provider's report of a payment (its signature already checked by the caller). The
 * amount must be the intent's own. The intent is locked and the payment id claimed first, so a
 * repeated report (however often, however concurrent) changes nothing and answers the payment
 * as recorded, and only the first report of an intent pays for anything.
 */
export async function applyProviderPayment(
  ctx: BookingContext,
  report: ProviderReport,
): Promise<PaymentRow> {
  const found = await intentFor(ctx, report.provider, report.providerOrderId);
  if (report.amountPaise !== found.amountPaise) throw new HttpError(409, AMOUNT_MISMATCH);
  const now = ctx.now();
  // Counted once the transaction commits: what this report applied, and the order it placed.
  const outcome = { applied: false, newOrder: false };
  await ctx.db.transaction(async (tx) => {
    outcome.applied = false;
    await lockWhatItPays(tx, found);
    const [intent] = await tx
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, found.id))
      .for('update');
    if (!intent) throw new HttpError(404, PAYMENT_NOT_FOUND);
    const claimed = await tx
      .insert(payments)
      .values({
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
      })
      .onConflictDoNothing({ target: payments.providerPaymentId })
      .returning({ id: payments.id });
    if (claimed.length === 0) return;
    let orderId: string | null = null;
    let amountPending = 0;
    let newOrder = false;
    if (intent.state !== 'open') {
      await applyToClosedIntent(tx, intent, report);
    } else if (intent.flow === '_NEW_ORDER_PAYMENT') {
      orderId = await applyToNewOrder(ctx, tx, intent, report);
      newOrder = orderId !== null;
      if (orderId) {
        const [order] = await tx
          .select({ details: orders.paymentDetails })
          .from(orders)
          .where(eq(orders.id, orderId));
        amountPending = order?.details.amountDue ?? 0;
      }
    } else {
      orderId = intent.orderId;
      amountPending = await applyToOldOrder(tx, intent, report, now);
    }
    await tx
      .update(payments)
      .set({ orderId, amountPending })
      .where(eq(payments.providerPaymentId, report.providerPaymentId));
    await tx
      .update(paymentIntents)
      .set({ state: 'completed' })
      .where(eq(paymentIntents.id, intent.id));
    Object.assign(outcome, { applied: true, newOrder });
  });
  if (outcome.applied) {
    ctx.metrics?.payments.inc({ outcome: report.status });
    if (outcome.newOrder) {
      ctx.metrics?.ordersPlaced.inc({ settlement: report.status === 'success' ? 'card' : 'cash' });
    }
  }
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, report.providerPaymentId));
  if (!row) throw new Error('payment row missing after apply');
  return row;
}
