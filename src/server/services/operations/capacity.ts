// Capacity and days off: a new capacity, a closing or a reopening of a hub's slots over a range
// of days inside the booking window.
import { and, asc, between, eq, type SQL } from 'drizzle-orm';
import { isoToDmy } from '../../../shared/domain';
import { timeSlots } from '../../db/schema';
import { HttpError } from '../../errors';
import { daySlots, isoDay, lastBookableIso, todayIso, type SlotRow } from '../timeslots/timeslots';
import { requireKnownHub, type Staff } from './access';
import { writeAudit } from './audit';
import type { OpsContext } from './board';

export const NOTHING_TO_CHANGE = 'Give a capacity, or close or reopen';
export const DATES_OUT_OF_WINDOW =
  'Choose dates from today up to 60 days ahead, the first one first';
export const SLOT_NOT_FOUND = 'The hub has no such slot';

export const belowHeldMessage = (slot: SlotRow, capacity: number) =>
  `The ${slot.slotTime} slot on ${isoToDmy(slot.day) ?? slot.day} already holds ${slot.orderCount} bookings: its capacity cannot go down to ${capacity}`;

interface CapacityChange {
  hubId: string;
  from: string;
  to?: string;
  slotTime?: string;
  capacity?: number;
  closed?: boolean;
}

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const slotView = (row: SlotRow) => ({
  day: row.day,
  slotTime: row.slotTime,
  capacity: row.capacity,
  closed: row.closed,
});

const targetOf = (body: CapacityChange) =>
  `${body.hubId} ${body.from}${body.to ? ` to ${body.to}` : ''}${body.slotTime ? ` ${body.slotTime}` : ''}`;

/**
 * Applies the change in one transaction: the slots are locked first, so no booking slips in
 * between the check against the bookings held and the change. A capacity below what a slot
 * holds refuses the whole change.
 */
export async function setCapacity(
  ctx: OpsContext,
  staff: Staff,
  body: CapacityChange,
): Promise<number> {
  await requireKnownHub(ctx.db, body.hubId, staff);
  if (body.capacity === undefined && body.closed === undefined) {
    throw new HttpError(400, NOTHING_TO_CHANGE);
  }
  const now = ctx.now();
  const first = isoDay(body.from);
  const last = isoDay(body.to ?? body.from);
  if (first < todayIso(now) || last > lastBookableIso(now) || last < first) {
    throw new HttpError(400, DATES_OUT_OF_WINDOW);
  }
  return ctx.db.transaction(async (tx) => {
    // Each day's slots exist once read (they are made on first read inside the window).
    for (let day = first; day <= last; day = nextDay(day)) {
      await daySlots(tx, body.hubId, day, now);
    }
    const conditions: SQL[] = [
      eq(timeSlots.hubId, body.hubId),
      between(timeSlots.day, first, last),
    ];
    if (body.slotTime) conditions.push(eq(timeSlots.slotTime, body.slotTime));
    const rows = await tx
      .select()
      .from(timeSlots)
      .where(and(...conditions))
      .orderBy(asc(timeSlots.day), asc(timeSlots.arrivingTime))
      .for('update');
    if (rows.length === 0) throw new HttpError(404, SLOT_NOT_FOUND);
    const { capacity } = body;
    const below =
      capacity === undefined ? undefined : rows.find((row) => row.orderCount > capacity);
    if (below && capacity !== undefined)
      throw new HttpError(409, belowHeldMessage(below, capacity));
    const changes = {
      ...(capacity !== undefined && { capacity }),
      ...(body.closed !== undefined && { closed: body.closed }),
    };
    await tx
      .update(timeSlots)
      .set(changes)
      .where(and(...conditions));
    await writeAudit(
      tx,
      staff,
      {
        action: 'setCapacity',
        target: targetOf(body),
        hubId: body.hubId,
        before: rows.map(slotView),
        after: rows.map((row) => slotView({ ...row, ...changes })),
      },
      now,
    );
    return rows.length;
  });
}
