// Card payments: the server sizes every payment (SPEC 9 discounts, the wallet first when the
// cart uses it), fixes it in a payment intent, and applies each provider payment id once
// against that intent. An intent completes once, and an order has one open intent at a time:
// money that still arrives for a completed or superseded one goes to Credit.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Payment, PaymentInitiation } from '../../../shared/contract';
import { settleOrder, toPaise, unearnedPrepayDiscount } from '../../../shared/domain';
import { carts, orders, paymentIntents, payments } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Executor, Tx } from '../context';
import { assertOwnCart, openCartRow } from '../cart/cart';
import { advanceAmount } from '../cart/walletShare';
import { creditWallet } from '../wallet/wallet';
import type { BookingContext } from '../orders/context';
import { appendHistory } from '../orders/history';
import {
  ALREADY_CANCELLED,
  CASH_ON_DELIVERY,
  checkCart,
  lockOwnOrder,
  newOrderId,
  ownOrder,
  placeCartInTx,
  walletShare,
  type Settlement,
} from '../orders/orders';

type IntentRow = typeof paymentIntents.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const NOTHING_TO_PAY = 'Nothing is left to pay online for this order';
export const AMOUNT_MISMATCH = 'The amount paid does not match the payment';
export const AMOUNT_CHANGED = 'The amount due has just changed. Please try again';
export const SESSION_COMPLETED = 'This payment is already complete; nothing more was charged';

/** The SPA routes the browser returns to (/api/pay/{redirectingUrl}). */
export const RETURN_NEW_ORDER = 'checkout';
export const RETURN_OLD_ORDER = 'orderDetail';

export type ProviderStatus = 'success' | 'pending' | 'failed';

export interface ProviderReport {
  provider: 'sandbox' | 'razorpay';
  providerOrderId: string;
  providerPaymentId: string;
  status: ProviderStatus;
  amountPaise: number;
  paymentMode: PaymentRow['paymentMode'];
}

export function paymentEntity(row: PaymentRow): Payment {
  return {
    _id: row.id,
    ...(row.orderId !== null && { orderId: row.orderId }),
    userId: row.userId,
    amount: row.amount,
    amountPending: row.amountPending,
    paymentType: row.paymentType,
    paymentMode: row.paymentMode,
    status: row.status,
    provider: row.provider,
    transactionId: row.providerPaymentId,
    providerOrderId: row.providerOrderId,
    createdAt: row.createdAt.toISOString(),
  };
}

interface Sizing {
  paymentType: IntentRow['paymentType'];
  amount: number;
  discount: number;
  orderId: string;
  cartId: string | null;
  cartRevision: number | null;
}

async function sizeNewOrder(
  ctx: BookingContext,
  userId: string,
  cartId: string,
  option: 'full' | 'advance',
): Promise<Sizing> {
  assertOwnCart(userId, cartId);
  const row = await openCartRow(ctx.db, userId);
  if (!row) throw new HttpError(404, 'Cart not found');
  const checked = await checkCart(ctx, ctx.db, row);
  const choice =
    option === 'full' ? checked.priced.options.fullPrepay : checked.priced.options.advance;
  const wallet = await walletShare(ctx.db, userId, choice.total, row.useWallet);
  const amount = option === 'full' ? wallet.remaining : advanceAmount(wallet.remaining);
  if (amount < 1) throw new HttpError(409, NOTHING_TO_PAY);
  return {
    paymentType: option,
    amount,
    discount: choice.discount,
    orderId: newOrderId(),
    cartId: row.id,
    cartRevision: row.revision,
  };
}

async function sizeOldOrder(db: Executor, userId: string, orderId: string): Promise<Sizing> {
  const order = await ownOrder(db, userId, orderId);
  if (order.bookingStatus === 'Order Cancelled') throw new HttpError(409, ALREADY_CANCELLED);
  const due = order.paymentDetails.amountDue;
  const discount = Math.min(unearnedPrepayDiscount(order.priceDetail), Math.max(0, due - 1));
  if (due - discount < 1) throw new HttpError(409, NOTHING_TO_PAY);
  return {
    paymentType: order.paymentDetails.amountPaid > 0 ? 'remaining' : 'full',
    amount: due - discount,
    discount,
    orderId,
    cartId: null,
    cartRevision: null,
  };
}

/** Starts a checkout for an amount the server computed; answers the provider's URL. */
export async function initiatePayment(
  ctx: BookingContext,
  userId: string,
  body: PaymentInitiation,
): Promise<string> {
  const sizing =
    body.type === '_NEW_ORDER_PAYMENT'
      ? await sizeNewOrder(ctx, userId, body.cartId, body.option)
      : await sizeOldOrder(ctx.db, userId, body.orderId);
  const id = randomUUID();
  const amountPaise = toPaise(sizing.amount);
  const checkout = await ctx.payments.createCheckout({
    receipt: id,
    amountPaise,
    flow: body.type,
    orderId: sizing.orderId,
    redirectingUrl: body.type === '_NEW_ORDER_PAYMENT' ? RETURN_NEW_ORDER : RETURN_OLD_ORDER,
  });
  const intent = {
    id,
    provider: checkout.provider,
    providerOrderId: checkout.providerOrderId,
    userId,
    flow: body.type,
    paymentType: sizing.paymentType,
    orderId: sizing.orderId,
    cartId: sizing.cartId,
    cartRevision: sizing.cartRevision,
    amount: sizing.amount,
    amountPaise,
    discount: sizing.discount,
  };
  if (body.type === '_NEW_ORDER_PAYMENT') {
    await ctx.db.insert(paymentIntents).values(intent);
  } else {
    // Under the order's lock: the newest balance payment is the only one that can still pay it,
    // and only for what the order owes now (a payment may have landed since it was sized). A
    // checkout opened for a stale amount is kept as superseded, so money paid into it anyway
    // still reaches Credit.
    const refusal = await ctx.db.transaction(async (tx) => {
      await lockOwnOrder(tx, userId, sizing.orderId);
      const now = await sizeOldOrder(tx, userId, sizing.orderId).catch((error: unknown) => {
        if (error instanceof HttpError) return error;
        throw error;
      });
      const refused =
        now instanceof HttpError
          ? now
          : now.amount !== sizing.amount || now.discount !== sizing.discount
            ? new HttpError(409, AMOUNT_CHANGED)
            : null;
      if (!refused) {
        await tx
          .update(paymentIntents)
          .set({ state: 'superseded' })
          .where(and(eq(paymentIntents.orderId, sizing.orderId), eq(paymentIntents.state, 'open')));
      }
      await tx.insert(paymentIntents).values({ ...intent, state: refused ? 'superseded' : 'open' });
      return refused;
    });
    if (refusal) throw refusal;
  }
  return checkout.url;
}

export async function intentFor(
  ctx: BookingContext,
  provider: ProviderReport['provider'],
  providerOrderId: string,
): Promise<IntentRow> {
  const [intent] = await ctx.db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.provider, provider),
        eq(paymentIntents.providerOrderId, providerOrderId),
      ),
    );
  if (!intent) throw new HttpError(404, PAYMENT_NOT_FOUND);
  return intent;
}

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

export async function paymentsOfOrder(
  ctx: BookingContext,
  userId: string,
  orderId: string,
): Promise<Payment[]> {
  await ownOrder(ctx.db, userId, orderId);
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.userId, userId)))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(50);
  return rows.map(paymentEntity);
}

/** A payment already recorded for this caller by its provider id, or null. */
export async function recordedPayment(
  ctx: BookingContext,
  userId: string,
  providerPaymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  if (!row) return null;
  if (row.userId !== userId) throw new HttpError(404, PAYMENT_NOT_FOUND);
  return row;
}
