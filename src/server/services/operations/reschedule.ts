// Answers to customers' rescheduling requests.
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { HttpError } from '../../errors';
import { appendHistory } from '../orders/history';
import { slotOf, type OrderRow } from '../orders/orders';
import { SLOT_UNAVAILABLE, isoDay, releaseSlot, reserveSlot } from '../timeslots/timeslots';
import type { Staff } from './access';
import type { OpsContext } from './board';
import { assertNotClosed, changeOrder, iso, slotWords, staffEvent } from './orderChange';

export const REQUEST_NOT_FOUND = 'Rescheduling request not found';
export const REQUEST_ALREADY_REJECTED = 'This rescheduling request was already rejected';
export const REQUEST_ALREADY_ACCEPTED = 'This rescheduling request was already accepted';
export const REQUEST_SLOT_TAKEN =
  'The slot this request asks for is full or closed now. Reject it with a reason, or ask the customer for another slot';

function pendingRequest(row: OrderRow, requestId: string) {
  const request = row.requests.find((entry) => entry._id === requestId);
  if (!request) throw new HttpError(404, REQUEST_NOT_FOUND);
  return request;
}

const answered = (
  row: OrderRow,
  requestId: string,
  answer: { status: 'accepted' | 'rejected'; reason?: string },
  now: Date,
) =>
  // A request's answer is the one field of a history entry that changes: pending, then answered.
  JSON.stringify(
    row.requests.map((entry) =>
      entry._id === requestId ? { ...entry, ...answer, answeredAt: iso(now) } : entry,
    ),
  );

/**
 * Accepts a pending request: the new place is taken by the conditional update that guards every
 * booking (so a new booking racing for the last place gets it or this does, never both), the old
 * place given back, and the order moved, all in one transaction on the locked order.
 */
export function acceptReschedule(
  ctx: OpsContext,
  staff: Staff,
  orderId: string,
  requestId: string,
) {
  return changeOrder(ctx, staff, orderId, 'acceptReschedule', async (tx, row, who, now) => {
    const request = pendingRequest(row, requestId);
    if (request.status === 'accepted') return null;
    if (request.status === 'rejected') throw new HttpError(409, REQUEST_ALREADY_REJECTED);
    assertNotClosed(row);
    const target = {
      hubId: row.hubId,
      iso: isoDay(request.celebrationDate),
      arrivingTime: request.arrivingTime,
      readyTime: request.readyTime,
    };
    try {
      // Staff may move an order inside a product's lead time; the slot must still be ahead.
      await reserveSlot(tx, target, 0, now);
    } catch (error: unknown) {
      if (error instanceof HttpError && error.message === SLOT_UNAVAILABLE) {
        throw new HttpError(409, REQUEST_SLOT_TAKEN);
      }
      throw error;
    }
    await releaseSlot(tx, slotOf(row));
    const moved = {
      celebrationDate: request.celebrationDate,
      arrivingTime: request.arrivingTime,
      readyTime: request.readyTime,
    };
    await tx
      .update(orders)
      .set({
        ...moved,
        slotDay: target.iso,
        requests: sql`${answered(row, requestId, { status: 'accepted' }, now)}::jsonb`,
        events: appendHistory(orders.events, [
          staffEvent('rescheduled', who, now, slotWords(moved)),
        ]),
      })
      .where(eq(orders.id, row.id));
    return { sms: `Utsav: your order ${row.id} is rescheduled to ${slotWords(moved)}.` };
  });
}

export function rejectReschedule(
  ctx: OpsContext,
  staff: Staff,
  orderId: string,
  requestId: string,
  reason: string,
) {
  const why = reason.trim();
  return changeOrder(ctx, staff, orderId, 'rejectReschedule', async (tx, row, who, now) => {
    const request = pendingRequest(row, requestId);
    if (request.status === 'rejected') return null;
    if (request.status === 'accepted') throw new HttpError(409, REQUEST_ALREADY_ACCEPTED);
    await tx
      .update(orders)
      .set({
        requests: sql`${answered(row, requestId, { status: 'rejected', reason: why }, now)}::jsonb`,
        events: appendHistory(orders.events, [staffEvent('rescheduleRejected', who, now, why)]),
      })
      .where(eq(orders.id, row.id));
    return {
      sms: `Utsav: we could not move your order ${row.id} to ${slotWords(request)}: ${why}. It stays on ${slotWords(row)}.`,
    };
  });
}
