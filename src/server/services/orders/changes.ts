// The changes a customer may make to an order (cancel, ask to reschedule, rate), and the
// cancellations of account deletion and of the operations console.
import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Order, OrderUpdate, RefundDestination } from '../../../shared/contract';
import { formatInr, isDecorationDone } from '../../../shared/domain';
import {
  carts,
  orders,
  productFeedback,
  productFeedbackAnalytics,
  products,
  users,
} from '../../db/schema';
import { HttpError } from '../../errors';
import type { Tx } from '../context';
import { creditWallet } from '../wallet/wallet';
import { appendHistory } from './history';
import { writeSystemAudit } from '../operations/audit';
import { sendOrderRefunds } from '../payments/cardRefunds';
import { assertRefundableTo, refundOf, requestCardRefunds } from './refunds';
import {
  SLOT_UNAVAILABLE,
  findSlot,
  isoDay,
  releaseSlot,
  slotIsAvailable,
  todayIso,
} from '../timeslots/timeslots';
import type { BookingContext } from './context';
import {
  isCancellable,
  lockOwnOrder,
  orderEntity,
  ownOrder,
  slotOf,
  type OrderRow,
} from './queries';

type OrderEvent = Order['events'][number];
type BookingDetail = Order['bookingDetails'][number];

export const ALREADY_CANCELLED = 'The order is already cancelled';
export const NOT_CHANGEABLE = 'This order can no longer be changed';
export const RESCHEDULE_PENDING = 'A rescheduling request is already pending';
export const ALREADY_RATED = 'This order is already rated';
export const NOT_YET_RATEABLE = 'You can rate this order once its decoration is done';
export const NOTHING_PAID_BY_CARD =
  'Nothing on this order was paid by card, so its refund can only go to your Utsav Credit';

function assertOpen(row: OrderRow, now: Date): void {
  if (row.bookingStatus === 'Order Cancelled') throw new HttpError(409, ALREADY_CANCELLED);
  if (!isCancellable(row, now)) throw new HttpError(409, NOT_CHANGEABLE);
}

/**
 * Cancels in one transaction: status and history, the slot given back, and what was paid
 * refunded, each once (keyed by order): Reward to Reward, and card and Credit to Credit, except
 * that with `refundTo` 'original' what each captured payment brought the order is recorded as a
 * requested refund to it (`requestCardRefunds`), which the caller sends once this commits
 * (`sendOrderRefunds`). 'original' of an order with nothing card-paid is a 409 unless `lenient`
 * (account deletion), which then refunds to Credit. Answers the rupees going back to the card.
 */
export async function cancelOrderInTx(
  tx: Tx,
  row: OrderRow,
  reason: string,
  by: 'user' | 'system' | { staffName: string },
  now: Date,
  refundTo: RefundDestination = 'credit',
  lenient = false,
): Promise<number> {
  let toOriginal = 0;
  if (refundTo === 'original') {
    ({ total: toOriginal } = await requestCardRefunds(tx, row, now));
    if (toOriginal === 0 && !lenient) throw new HttpError(409, NOTHING_PAID_BY_CARD);
  }
  const date = now.toISOString();
  const detail: BookingDetail = { status: 'Order Cancelled', date, reason };
  const who = typeof by === 'string' ? { by } : { by: 'staff' as const, staffName: by.staffName };
  const events: OrderEvent[] = [{ type: 'cancelled', ...who, date, note: reason }];
  const { toCredit, toReward } = refundOf(row, toOriginal);
  let refunded = false;
  for (const [balance, amount] of [
    ['credit', toCredit],
    ['reward', toReward],
  ] as const) {
    if (amount <= 0) continue;
    refunded =
      (await creditWallet(tx, {
        userId: row.userId,
        balance,
        amount,
        reason: 'refund',
        orderId: row.id,
        dedupeKey: `refund:${row.id}:${balance}`,
      })) || refunded;
  }
  if (refunded) events.push({ type: 'refunded', by: 'system', date });
  if (toOriginal > 0) {
    refunded = true;
    events.push({
      type: 'refunded',
      by: 'system',
      date,
      note: `${formatInr(toOriginal)} to the original payment method`,
    });
  }
  await tx
    .update(orders)
    .set({
      bookingStatus: 'Order Cancelled',
      orderType: 'Past Bookings',
      ...(refunded && { paymentStatus: 'refunded' as const }),
      paymentDetails: {
        ...row.paymentDetails,
        refund: {
          toCredit,
          toReward,
          toOriginal,
          ...(toOriginal > 0 && { originalStatus: 'pending' as const }),
        },
      },
      feedback: null,
      bookingDetails: appendHistory(orders.bookingDetails, [detail]),
      events: appendHistory(orders.events, events),
    })
    .where(eq(orders.id, row.id));
  // A staff cancel is audited with its actor by the console; a customer's or the system's own
  // cancel that gives money back is audited here (SECURITY: every money movement).
  if (typeof by === 'string' && toCredit + toReward + toOriginal > 0) {
    await writeSystemAudit(
      tx,
      {
        action: 'order.refunded',
        target: row.id,
        hubId: row.hubId,
        before: null,
        after: { userId: row.userId, by, reason, toCredit, toReward, toOriginal },
      },
      now,
    );
  }
  await withdrawRating(tx, row);
  await releaseSlot(tx, slotOf(row));
  return toOriginal;
}

export async function updateOrder(
  ctx: BookingContext,
  userId: string,
  orderId: string,
  update: OrderUpdate,
): Promise<Order> {
  const now = ctx.now();
  const toOriginal = await ctx.db.transaction(async (tx) => {
    const row = await lockOwnOrder(tx, userId, orderId);
    if ('bookingStatus' in update) {
      assertOpen(row, now);
      assertRefundableTo(update.refundTo, ctx.payments);
      return cancelOrderInTx(tx, row, update.reason, 'user', now, update.refundTo);
    } else if ('request' in update) {
      assertOpen(row, now);
      await requestReschedule(ctx, tx, row, update.request, now);
    } else {
      await rate(tx, row, update.feedback, now);
    }
    return 0;
  });
  // The provider is asked only now, with the cancel committed and no row locked.
  if (toOriginal > 0) await sendOrderRefunds(ctx, orderId);
  return orderEntity(await ownOrder(ctx.db, userId, orderId), now, ctx.payments);
}

async function requestReschedule(
  ctx: BookingContext,
  tx: Tx,
  row: OrderRow,
  request: Extract<OrderUpdate, { request: unknown }>['request'],
  now: Date,
): Promise<void> {
  if (row.requests.some((entry) => entry.status === 'pending')) {
    throw new HttpError(409, RESCHEDULE_PENDING);
  }
  const day = isoDay(request.celebrationDate);
  const [product] = await tx
    .select({ leadTimeHours: products.leadTimeHours })
    .from(products)
    .where(eq(products.id, row.product._id));
  const slot = await findSlot(
    tx,
    {
      hubId: row.hubId,
      iso: day,
      arrivingTime: request.arrivingTime,
      readyTime: request.readyTime,
    },
    now,
  );
  if (!slot || !slotIsAvailable(slot, product?.leadTimeHours ?? 0, now)) {
    throw new HttpError(409, SLOT_UNAVAILABLE);
  }
  const date = now.toISOString();
  await tx
    .update(orders)
    .set({
      requests: appendHistory(orders.requests, [
        {
          _id: randomUUID(),
          tag: request.tag,
          requestBy: 'user',
          status: 'pending',
          celebrationDate: request.celebrationDate,
          readyTime: request.readyTime,
          arrivingTime: request.arrivingTime,
          createdAt: date,
        },
      ]),
      events: appendHistory(orders.events, [
        {
          type: 'rescheduleRequested',
          by: 'user',
          date,
          note: `${request.celebrationDate} ${request.arrivingTime}-${request.readyTime}`,
        },
      ]),
    })
    .where(eq(orders.id, row.id));
  ctx.log.info({ orderId: row.id }, 'rescheduling requested');
}

const feedbackIdOf = (orderId: string) => `${orderId}-feedback`;

/**
 * A cancelled order's rating leaves with it (SECURITY: reviews leave with a cancelled order): the
 * public review and its stars in the product's totals, in the cancelling transaction.
 */
async function withdrawRating(tx: Tx, row: OrderRow): Promise<void> {
  const [removed] = await tx
    .delete(productFeedback)
    .where(eq(productFeedback.id, feedbackIdOf(row.id)))
    .returning({ productId: productFeedback.productId, stars: productFeedback.stars });
  if (!removed) return;
  await tx
    .update(productFeedbackAnalytics)
    .set({
      total: sql`${productFeedbackAnalytics.total} - 1`,
      starsTotal: sql`${productFeedbackAnalytics.starsTotal} - ${removed.stars}`,
    })
    .where(eq(productFeedbackAnalytics.productId, removed.productId));
}

/**
 * The customer's stars and review, once per order and only once the decoration is done (staff
 * completed it, or its slot ended while it stood), into the order and the product's totals.
 */
async function rate(
  tx: Tx,
  row: OrderRow,
  feedback: { stars: number; review?: string },
  now: Date,
): Promise<void> {
  if (row.bookingStatus === 'Order Cancelled') throw new HttpError(409, ALREADY_CANCELLED);
  if (row.feedback?.user?.decoration) throw new HttpError(409, ALREADY_RATED);
  if (!isDecorationDone(row, now)) throw new HttpError(409, NOT_YET_RATEABLE);
  const decoration = {
    stars: feedback.stars,
    ...(feedback.review !== undefined && { review: feedback.review }),
  };
  await tx
    .update(orders)
    .set({
      feedback: { user: { decoration } },
      events: appendHistory(orders.events, [
        { type: 'feedback', by: 'user', date: now.toISOString() },
      ]),
    })
    .where(eq(orders.id, row.id));
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, row.product._id));
  if (!product) return;
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.userId));
  await tx.insert(productFeedback).values({
    id: feedbackIdOf(row.id),
    productId: product.id,
    userName: (user?.name ?? 'Customer').trim().split(/\s+/)[0] || 'Customer',
    stars: feedback.stars,
    review: feedback.review ?? '',
    createdAt: now,
  });
  await tx
    .insert(productFeedbackAnalytics)
    .values({ productId: product.id, total: 1, starsTotal: feedback.stars })
    .onConflictDoUpdate({
      target: productFeedbackAnalytics.productId,
      set: {
        total: sql`${productFeedbackAnalytics.total} + 1`,
        starsTotal: sql`${productFeedbackAnalytics.starsTotal} + ${feedback.stars}`,
      },
    });
}

/**
 * Account deletion: the user's upcoming orders are cancelled (slots freed) in its transaction. A
 * deleted account cannot spend Credit, so what a card paid goes back to that card (the refunds
 * are sent by the reconciliation job once this commits); only what Credit paid returns to Credit.
 */
export async function cancelUpcomingOrders(tx: Tx, userId: string, now: Date): Promise<void> {
  const open = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.bookingStatus, ['Order Placed', 'Order Confirmed']),
        gte(orders.slotDay, todayIso(now)),
      ),
    )
    .for('update');
  for (const row of open) {
    await cancelOrderInTx(tx, row, 'Account deleted', 'system', now, 'original', true);
  }
  await tx.delete(carts).where(eq(carts.userId, userId));
}
