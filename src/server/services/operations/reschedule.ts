// Moving an order to another slot: staff answering a customer's rescheduling request, or
// moving it on the customer's behalf. One function moves the order in both cases.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { RESCHEDULING_REQUEST, type Order } from '../../../shared/contract';
import { orders } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Tx } from '../context';
import { appendHistory } from '../orders/history';
import { slotOf, type OrderRow } from '../orders/queries';
import {
  SLOT_UNAVAILABLE,
  isoDay,
  lastBookableIso,
  releaseSlot,
  reserveSlot,
  todayIso,
} from '../timeslots/timeslots';
import type { Staff } from './access';
import type { OpsContext } from './board';
import {
  assertNotClosed,
  changeOrder,
  iso,
  slotWords,
  staffEvent,
  type Changed,
  type StaffMember,
} from './orderChange';

type OrderRequest = Order['requests'][number];
type SlotChoice = Pick<OrderRow, 'celebrationDate' | 'arrivingTime' | 'readyTime'>;

export const REQUEST_NOT_FOUND = 'Rescheduling request not found';
export const REQUEST_ALREADY_REJECTED = 'This rescheduling request was already rejected';
export const REQUEST_ALREADY_ACCEPTED = 'This rescheduling request was already accepted';
export const REQUEST_SLOT_TAKEN =
  'The slot this request asks for is full or closed now. Reject it with a reason, or ask the customer for another slot';
export const MOVE_SLOT_TAKEN =
  'The slot you chose is full, closed or already started now. Choose another slot';

export const MOVE_OUT_OF_WINDOW = 'Choose a day from today up to 60 days ahead';

/** Why a pending request is declined when staff move the order somewhere else. */
export const movedInstead = (to: SlotChoice) =>
  `Our team moved your order to ${slotWords(to)} instead`;

const sameSlot = (a: SlotChoice, b: SlotChoice) =>
  a.celebrationDate === b.celebrationDate &&
  a.arrivingTime === b.arrivingTime &&
  a.readyTime === b.readyTime;

const asJsonb = (requests: OrderRequest[]) => sql`${JSON.stringify(requests)}::jsonb`;

function findRequest(row: OrderRow, requestId: string): OrderRequest {
  const request = row.requests.find((entry) => entry._id === requestId);
  if (!request) throw new HttpError(404, REQUEST_NOT_FOUND);
  return request;
}

/** The order's requests with one answered (its answer is the one field that ever changes). */
const answered = (
  row: OrderRow,
  requestId: string,
  answer: { status: 'accepted' | 'rejected'; reason?: string },
  now: Date,
): OrderRequest[] =>
  row.requests.map((entry) =>
    entry._id === requestId ? { ...entry, ...answer, answeredAt: iso(now) } : entry,
  );

/** A move staff made without a request, kept with the requests so the customer sees it. */
const staffMove = (to: SlotChoice, now: Date): OrderRequest => ({
  _id: randomUUID(),
  tag: RESCHEDULING_REQUEST,
  requestBy: 'staff',
  status: 'accepted',
  ...to,
  createdAt: iso(now),
  answeredAt: iso(now),
});

/**
 * The requests and events after a move to `to`: a pending request asking for that slot is
 * accepted; one asking for another slot is declined (the move replaces it) and the move is
 * recorded as staff's own.
 */
function answerOnMove(row: OrderRow, to: SlotChoice, who: StaffMember, now: Date) {
  const pending = row.requests.find((entry) => entry.status === 'pending');
  const moved = staffEvent('rescheduled', who, now, slotWords(to));
  if (pending && sameSlot(pending, to)) {
    return { requests: answered(row, pending._id, { status: 'accepted' }, now), events: [moved] };
  }
  if (!pending) return { requests: [...row.requests, staffMove(to, now)], events: [moved] };
  const reason = movedInstead(to);
  return {
    requests: [
      ...answered(row, pending._id, { status: 'rejected', reason }, now),
      staffMove(to, now),
    ],
    events: [staffEvent('rescheduleRejected', who, now, reason), moved],
  };
}

/**
 * Moves the locked order to `to`: the new place is taken by the conditional update that guards
 * every booking (so a new booking racing for the last place gets it or this does, never both),
 * the old place given back, and any pending request answered, all in the caller's transaction.
 * A slot that cannot take it is a 409 saying `slotTaken`.
 */
async function moveInTx(
  tx: Tx,
  row: OrderRow,
  to: SlotChoice,
  who: StaffMember,
  now: Date,
  slotTaken: string,
): Promise<Changed> {
  const slot = {
    celebrationDate: to.celebrationDate,
    arrivingTime: to.arrivingTime,
    readyTime: to.readyTime,
  };
  const day = isoDay(slot.celebrationDate);
  try {
    // Staff may move an order inside a product's lead time; the slot must still be ahead.
    await reserveSlot(tx, { hubId: row.hubId, iso: day, ...slot }, 0, now);
  } catch (error: unknown) {
    if (error instanceof HttpError && error.message === SLOT_UNAVAILABLE) {
      throw new HttpError(409, slotTaken);
    }
    throw error;
  }
  await releaseSlot(tx, slotOf(row));
  const { requests, events } = answerOnMove(row, slot, who, now);
  await tx
    .update(orders)
    .set({
      ...slot,
      slotDay: day,
      requests: asJsonb(requests),
      events: appendHistory(orders.events, events),
    })
    .where(eq(orders.id, row.id));
  return { sms: `Utsav: your order ${row.id} is rescheduled to ${slotWords(slot)}.` };
}

/** Accepts a pending request: the order moves to the slot it asks for. */
export function acceptReschedule(
  ctx: OpsContext,
  staff: Staff,
  orderId: string,
  requestId: string,
) {
  return changeOrder(ctx, staff, orderId, 'acceptReschedule', async (tx, row, who, now) => {
    const request = findRequest(row, requestId);
    if (request.status === 'accepted') return null;
    if (request.status === 'rejected') throw new HttpError(409, REQUEST_ALREADY_REJECTED);
    assertNotClosed(row);
    return moveInTx(tx, row, request, who, now, REQUEST_SLOT_TAKEN);
  });
}

/**
 * Moves an order to another slot of its hub on the customer's behalf; a repeat (the order is
 * already there) changes nothing.
 */
export function moveOrder(ctx: OpsContext, staff: Staff, orderId: string, to: SlotChoice) {
  return changeOrder(ctx, staff, orderId, 'move', async (tx, row, who, now) => {
    assertNotClosed(row);
    if (sameSlot(row, to)) return null;
    const day = isoDay(to.celebrationDate);
    if (day < todayIso(now) || day > lastBookableIso(now)) {
      throw new HttpError(400, MOVE_OUT_OF_WINDOW);
    }
    return moveInTx(tx, row, to, who, now, MOVE_SLOT_TAKEN);
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
    const request = findRequest(row, requestId);
    if (request.status === 'rejected') return null;
    if (request.status === 'accepted') throw new HttpError(409, REQUEST_ALREADY_ACCEPTED);
    await tx
      .update(orders)
      .set({
        requests: asJsonb(answered(row, requestId, { status: 'rejected', reason: why }, now)),
        events: appendHistory(orders.events, [staffEvent('rescheduleRejected', who, now, why)]),
      })
      .where(eq(orders.id, row.id));
    return {
      sms: `Utsav: we could not move your order ${row.id} to ${slotWords(request)}: ${why}. It stays on ${slotWords(row)}.`,
    };
  });
}
