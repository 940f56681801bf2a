// The staff side of an order's lifecycle: confirm, assign a decorator, mark done, and cancel on
// the customer's behalf.
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { HttpError } from '../../errors';
import { appendHistory } from '../orders/history';
import type { RefundDestination } from '../../../shared/contract';
import { ALREADY_CANCELLED, NOT_CHANGEABLE, cancelOrderInTx } from '../orders/changes';
import { assertRefundableTo, refundOf } from '../orders/refunds';
import { sendOrderRefunds } from '../payments/cardRefunds';
import type { Staff } from './access';
import type { OpsContext } from './board';
import { assertNotClosed, changeOrder, iso, slotWords, staffEvent } from './orderChange';

export const CONFIRM_FIRST = 'Confirm the order before marking it done';

export function confirmOrder(ctx: OpsContext, staff: Staff, orderId: string) {
  return changeOrder(ctx, staff, orderId, 'confirm', async (tx, row, who, now) => {
    assertNotClosed(row);
    if (row.bookingStatus === 'Order Confirmed') return null;
    await tx
      .update(orders)
      .set({
        bookingStatus: 'Order Confirmed',
        bookingDetails: appendHistory(orders.bookingDetails, [
          { status: 'Order Confirmed', date: iso(now) },
        ]),
        events: appendHistory(orders.events, [staffEvent('confirmed', who, now)]),
      })
      .where(eq(orders.id, row.id));
    return { sms: `Utsav: your order ${row.id} is confirmed for ${slotWords(row)}.` };
  });
}

export function assignDecorator(
  ctx: OpsContext,
  staff: Staff,
  orderId: string,
  decorator: { name: string; phone: string },
) {
  const name = decorator.name.trim();
  return changeOrder(ctx, staff, orderId, 'assignDecorator', async (tx, row, who, now) => {
    assertNotClosed(row);
    if (row.decorator?.name === name && row.decorator.phone === decorator.phone) return null;
    await tx
      .update(orders)
      .set({
        decorator: { name, phone: decorator.phone },
        events: appendHistory(orders.events, [staffEvent('decoratorAssigned', who, now, name)]),
      })
      .where(eq(orders.id, row.id));
    return {
      sms: `Utsav: ${name} (${decorator.phone}) will decorate for your order ${row.id} on ${slotWords(row)}.`,
    };
  });
}

export function completeOrder(ctx: OpsContext, staff: Staff, orderId: string) {
  return changeOrder(ctx, staff, orderId, 'complete', async (tx, row, who, now) => {
    if (row.bookingStatus === 'Order Completed') return null;
    if (row.bookingStatus === 'Order Cancelled') throw new HttpError(409, ALREADY_CANCELLED);
    if (row.bookingStatus !== 'Order Confirmed') throw new HttpError(409, CONFIRM_FIRST);
    await tx
      .update(orders)
      .set({
        bookingStatus: 'Order Completed',
        orderType: 'Past Bookings',
        bookingDetails: appendHistory(orders.bookingDetails, [
          { status: 'Order Completed', date: iso(now) },
        ]),
        events: appendHistory(orders.events, [staffEvent('completed', who, now)]),
      })
      .where(eq(orders.id, row.id));
    return {
      sms: `Utsav: your decoration for order ${row.id} is done. Tell us how it went: rate it in My Bookings.`,
    };
  });
}

/**
 * Cancels on the customer's behalf. The refund goes where `refundTo` says, as a customer's
 * cancel does: Credit at once, or the card-paid part back to the original method (asked of the
 * provider once the cancel commits). The audit entry's `after` carries the refund: amounts and
 * destination.
 */
export async function cancelForCustomer(
  ctx: OpsContext,
  staff: Staff,
  orderId: string,
  reason: string,
  refundTo: RefundDestination = 'credit',
) {
  const why = reason.trim();
  const answer = await changeOrder(ctx, staff, orderId, 'cancel', async (tx, row, who, now) => {
    if (row.bookingStatus === 'Order Cancelled') return null;
    if (row.bookingStatus === 'Order Completed') throw new HttpError(409, NOT_CHANGEABLE);
    assertRefundableTo(refundTo, ctx.payments);
    const toOriginal = await cancelOrderInTx(tx, row, why, who, now, refundTo);
    const { toCredit } = refundOf(row, toOriginal);
    const parts = [
      ...(toCredit > 0 ? [`Rs ${toCredit} is back in your Credit.`] : []),
      ...(toOriginal > 0
        ? [`Rs ${toOriginal} is on its way to your original payment method, within 7 working days.`]
        : []),
    ];
    return { sms: [`Utsav: your order ${row.id} is cancelled: ${why}.`, ...parts].join(' ') };
  });
  // The provider is asked only now, with the cancel committed and no row locked.
  if (answer.changed && refundTo === 'original') await sendOrderRefunds(ctx, orderId);
  return answer;
}
