// The payment ledger (README.md beside this file): a captured payment is written first, in its
// own transaction, keyed by the provider's payment id; then, in another, it is given exactly one
// outcome: the order it pays, or the customer's Credit when that order cannot be had. Whatever
// goes wrong in between, the capture stays recorded and the reconciliation job settles it.
import { and, asc, eq, isNull, lte, ne } from 'drizzle-orm';
import { formatInr, settleOrder } from '../../../shared/domain';
import { carts, orders, paymentIntents, payments, users } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Tx } from '../context';
import { appendHistory } from '../orders/history';
import type { BookingContext } from '../orders/context';
import { placeSessionInTx } from '../orders/placement';
import { lockOwnOrder } from '../orders/queries';
import { writeSystemAudit } from '../operations/audit';
import { creditWallet } from '../wallet/wallet';
import { paymentRow, type IntentRow, type PaymentRow, type ProviderReport } from './payments';

export const UNPLACED_NOTE = 'Payment received for a booking that could not be placed';
export const CHANGED_NOTE =
  'Payment received after the cart or its address changed, so the booking was not placed';
export const SUPERSEDED_NOTE = 'Payment received after a newer payment of the booking replaced it';
export const CANCELLED_NOTE = 'Payment received for a cancelled booking';
export const COMPLETED_NOTE =
  'Payment received after its checkout had already ended (reported pending or failed first)';
export const OVERPAID_NOTE = 'Paid beyond what the booking owed';

/** Where one captured payment went. */
export interface Outcome {
  outcome: 'order' | 'credit';
  orderId: string | null;
  credited: number;
  note: string | null;
}

/**
 * Step one: the capture as the provider reported it, in a transaction of its own, once per
 * provider payment id (a repeat answers the row already written). Nothing else is decided here.
 */
export async function recordCapture(
  ctx: BookingContext,
  intent: IntentRow,
  report: ProviderReport,
): Promise<PaymentRow> {
  await ctx.db
    .insert(payments)
    .values(paymentRow(ctx.now(), intent, { ...report, status: 'success' }))
    .onConflictDoNothing({ target: payments.providerPaymentId });
  // Reported pending or failed first and captured after: the capture is what counts, and it is
  // settled like any other (its session already completed, so to Credit).
  await ctx.db
    .update(payments)
    .set({ status: 'success', amount: intent.amount, paymentMode: report.paymentMode })
    .where(
      and(eq(payments.providerPaymentId, report.providerPaymentId), ne(payments.status, 'success')),
    );
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, report.providerPaymentId));
  if (!row) throw new Error('payment row missing after it was recorded');
  return row;
}

/** Why a session that is no longer open cannot place anything. */
const closedNote = (intent: IntentRow) =>
  ({ closed: CHANGED_NOTE, superseded: SUPERSEDED_NOTE, completed: COMPLETED_NOTE, open: '' })[
    intent.state
  ];

/** A refusal of placing carries its reason to the customer; anything else is our own fault. */
const noteFor = (error: unknown) =>
  error instanceof HttpError ? `${UNPLACED_NOTE}: ${error.message}` : UNPLACED_NOTE;

async function creditAll(tx: Tx, payment: PaymentRow, intent: IntentRow, note: string) {
  await creditWallet(tx, {
    userId: payment.userId,
    balance: 'credit',
    amount: payment.amount,
    reason: 'refund',
    note,
    ...(intent.flow === '_OLD_ORDER_PAYMENT' && { orderId: intent.orderId }),
    dedupeKey: `payment:${payment.providerPaymentId}`,
  });
  // A balance payment stays listed under its order; a new order's was never placed.
  const orderId = intent.flow === '_OLD_ORDER_PAYMENT' ? intent.orderId : null;
  return { outcome: 'credit' as const, orderId, credited: payment.amount, note };
}

/** A new order's capture: the session's frozen cart placed, paid by it. */
async function payNewOrder(
  ctx: BookingContext,
  tx: Tx,
  intent: IntentRow,
  payment: PaymentRow,
): Promise<Outcome> {
  if (!intent.frozen || !intent.cartId || intent.cartRevision === null) {
    throw new HttpError(409, UNPLACED_NOTE);
  }
  await placeSessionInTx(ctx, tx, {
    userId: intent.userId,
    orderId: intent.orderId,
    cartId: intent.cartId,
    cartRevision: intent.cartRevision,
    frozen: intent.frozen,
    option: intent.paymentType === 'advance' ? 'advance' : 'full',
    discount: intent.discount,
    amount: payment.amount,
    providerPaymentId: payment.providerPaymentId,
  });
  return { outcome: 'order', orderId: intent.orderId, credited: 0, note: null };
}

/**
 * A balance payment: the discount it was sized with applies only as far as the order has not
 * earned it yet, and whatever exceeds what the order still owes goes to Credit.
 */
async function payOldOrder(
  ctx: BookingContext,
  tx: Tx,
  intent: IntentRow,
  payment: PaymentRow,
): Promise<Outcome> {
  const order = await lockOwnOrder(tx, intent.userId, intent.orderId);
  if (order.bookingStatus === 'Order Cancelled') {
    return creditAll(tx, payment, intent, CANCELLED_NOTE);
  }
  const { money, refund, changed } = settleOrder({
    kind: 'balancePayment',
    order: { ...order.priceDetail, ...order.paymentDetails },
    amount: payment.amount,
    discount: intent.discount,
  });
  if (!changed) return creditAll(tx, payment, intent, OVERPAID_NOTE);
  if (refund > 0) {
    await creditWallet(tx, {
      userId: payment.userId,
      balance: 'credit',
      amount: refund,
      reason: 'refund',
      note: OVERPAID_NOTE,
      orderId: intent.orderId,
      dedupeKey: `payment:${payment.providerPaymentId}`,
    });
  }
  await tx
    .update(orders)
    .set({
      paymentStatus: money.paymentStatus,
      paymentDetails: {
        ...order.paymentDetails,
        mode: 'ONLINE',
        paymentIds: [...order.paymentDetails.paymentIds, payment.providerPaymentId],
        amountPaid: money.amountPaid,
        amountDue: money.amountDue,
      },
      priceDetail: {
        ...order.priceDetail,
        prepaidDiscount: money.prepaidDiscount,
        finalPrice: money.finalPrice,
      },
      events: appendHistory(orders.events, [
        { type: 'paid', by: 'system', date: ctx.now().toISOString() },
      ]),
    })
    .where(eq(orders.id, order.id));
  return {
    outcome: 'order',
    orderId: intent.orderId,
    credited: refund,
    note: refund > 0 ? OVERPAID_NOTE : null,
  };
}

/** Runs work in a savepoint: whatever it throws, nothing it wrote stays behind. */
async function attempt<T>(
  ctx: BookingContext,
  tx: Tx,
  work: (inner: Tx) => Promise<T>,
): Promise<T | { failed: unknown }> {
  try {
    return await tx.transaction((inner) => work(inner));
  } catch (error) {
    if (!(error instanceof HttpError)) {
      ctx.log.error({ err: error }, 'a captured payment could not be applied');
    }
    return { failed: error };
  }
}

/**
 * Locks the cart or order a payment is for before its intent, in the order the other paths take
 * them (placing a cart locks it before the customer's wallet; starting a balance payment locks
 * the order before its intents), so concurrent reports wait instead of deadlocking.
 */
export async function lockWhatItPays(tx: Tx, intent: IntentRow): Promise<void> {
  if (intent.flow === '_OLD_ORDER_PAYMENT') {
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, intent.orderId))
      .for('update');
  } else if (intent.cartId) {
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, intent.cartId)).for('update');
  }
}

async function lockedPayment(tx: Tx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

async function lockedIntent(tx: Tx, id: string): Promise<IntentRow> {
  const [row] = await tx
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, id))
    .for('update');
  if (!row) throw new Error('a recorded payment without its intent');
  return row;
}

async function writeOutcome(
  ctx: BookingContext,
  tx: Tx,
  payment: PaymentRow,
  intent: IntentRow,
  outcome: Outcome,
): Promise<void> {
  const amountPending = outcome.orderId
    ? ((
        await tx
          .select({ details: orders.paymentDetails })
          .from(orders)
          .where(eq(orders.id, outcome.orderId))
      )[0]?.details.amountDue ?? 0)
    : 0;
  await tx
    .update(payments)
    .set({
      outcome: outcome.outcome,
      orderId: outcome.orderId,
      amountPending,
      credited: outcome.credited,
      note: outcome.note,
      settledAt: ctx.now(),
    })
    .where(eq(payments.id, payment.id));
  if (intent.state === 'open') {
    await tx
      .update(paymentIntents)
      .set({ state: 'completed' })
      .where(eq(paymentIntents.id, intent.id));
  }
  if (outcome.outcome === 'credit') {
    await writeSystemAudit(
      tx,
      {
        action: 'payment.credited',
        target: intent.orderId,
        hubId: null,
        before: null,
        after: {
          userId: payment.userId,
          providerPaymentId: payment.providerPaymentId,
          amount: payment.amount,
          credited: outcome.credited,
          reason: outcome.note,
        },
      },
      ctx.now(),
    );
  }
}

/** Settles a capture to Credit alone, when applying it failed in a way its own transaction could not survive. */
async function creditInOwnTransaction(
  ctx: BookingContext,
  paymentId: string,
): Promise<Outcome | null> {
  return ctx.db.transaction(async (tx) => {
    const [first] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!first) return null;
    const intent = await lockedIntent(tx, first.intentId);
    const payment = await lockedPayment(tx, paymentId);
    if (!payment || payment.outcome !== null) return null;
    const outcome = await creditAll(tx, payment, intent, UNPLACED_NOTE);
    await writeOutcome(ctx, tx, payment, intent, outcome);
    return outcome;
  });
}

/** The customer hears where the money went when it did not book what they paid for. */
async function tellCustomer(ctx: BookingContext, userId: string, outcome: Outcome) {
  if (outcome.outcome !== 'credit' || outcome.credited === 0) return;
  const [user] = await ctx.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.phone) return;
  const text = `Utsav: your payment of ${formatInr(outcome.credited)} could not be used for your booking, so all of it is now in your Utsav Credit, ready to pay any booking. Reason: ${(outcome.note ?? UNPLACED_NOTE).replace(/\.$/, '')}.`;
  try {
    await ctx.sms.send({ to: user.phone, text, otp: null });
  } catch (error: unknown) {
    ctx.log.warn({ err: error, userId }, 'payment settlement SMS not sent');
  }
}

/**
 * Step two: gives a recorded capture its outcome, once (the payment row is locked, and a settled
 * one is left alone). An open session places its order or pays its order's balance; anything
 * that refuses or breaks (a slot gone, a changed cart, a closed session, a bug) settles the
 * money to Credit instead. Answers the outcome, or null when it was settled before.
 */
export async function settleCapture(
  ctx: BookingContext,
  paymentId: string,
): Promise<Outcome | null> {
  let outcome: Outcome | null;
  let userId: string | null = null;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const [first] = await tx.select().from(payments).where(eq(payments.id, paymentId));
      if (!first || first.status !== 'success' || first.outcome !== null) return null;
      const [found] = await tx
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, first.intentId));
      if (!found) throw new Error('a recorded payment without its intent');
      await lockWhatItPays(tx, found);
      const intent = await lockedIntent(tx, found.id);
      const payment = await lockedPayment(tx, paymentId);
      if (!payment || payment.outcome !== null) return null;
      userId = payment.userId;
      const applied =
        intent.state !== 'open'
          ? await creditAll(tx, payment, intent, closedNote(intent))
          : await attempt(ctx, tx, (inner) =>
              intent.flow === '_NEW_ORDER_PAYMENT'
                ? payNewOrder(ctx, inner, intent, payment)
                : payOldOrder(ctx, inner, intent, payment),
            );
      const settled =
        'failed' in applied
          ? await creditAll(tx, payment, intent, noteFor(applied.failed))
          : applied;
      await writeOutcome(ctx, tx, payment, intent, settled);
      return settled;
    });
  } catch (error: unknown) {
    ctx.log.error({ err: error }, 'a captured payment could not be settled; crediting it');
    outcome = await creditInOwnTransaction(ctx, paymentId);
    const [row] = await ctx.db
      .select({ userId: payments.userId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    userId = row?.userId ?? null;
  }
  if (outcome && userId) await tellCustomer(ctx, userId, outcome);
  return outcome;
}

/**
 * The reconciliation job: every captured payment recorded at least `graceMs` ago that has no
 * outcome yet (its server stopped between recording it and settling it) is settled now. Answers
 * how many it settled.
 */
export async function reconcilePayments(ctx: BookingContext, graceMs: number): Promise<number> {
  const before = new Date(ctx.now().getTime() - graceMs);
  const unsettled = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'success'),
        isNull(payments.outcome),
        lte(payments.createdAt, before),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(500);
  let settled = 0;
  for (const { id } of unsettled) {
    if (await settleCapture(ctx, id)) settled += 1;
  }
  if (settled > 0) ctx.log.warn({ settled }, 'reconciliation settled captured payments');
  return settled;
}
