// A hub's bookable slots per day. Rows are created on first read for days inside the booking
// window (today and the next 60 days in India), so a fresh install starts without a bulk seed.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import moment from 'moment';
import type { TimeSlot } from '../../../shared/contract';
import { dmyToIso, IST_OFFSET_MINUTES, MESSAGES, SLOT_TEMPLATES } from '../../../shared/domain';
import { timeSlots } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Executor } from '../context';

export const DEFAULT_SLOT_CAPACITY = 5;
/** Slots exist for today and this many days ahead. */
export const SLOT_DAYS_AHEAD = 60;

export const SLOT_UNAVAILABLE = MESSAGES.slotUnavailable;
export const INVALID_DATE = 'Invalid date: use a real calendar date as DD-MM-YYYY';

export const slotTimeOf = (arrivingTime: string, readyTime: string) =>
  `${arrivingTime}-${readyTime}`;

/** DD-MM-YYYY → YYYY-MM-DD (the database's date), or a 400 for a date that does not exist. */
export function isoDay(dmy: string): string {
  const iso = dmyToIso(dmy);
  if (!iso) throw new HttpError(400, INVALID_DATE);
  return iso;
}

/** Today's date in India as YYYY-MM-DD. */
export const todayIso = (now: Date) =>
  moment.utc(now).utcOffset(IST_OFFSET_MINUTES).format('YYYY-MM-DD');

export const lastBookableIso = (now: Date) =>
  moment.utc(now).utcOffset(IST_OFFSET_MINUTES).add(SLOT_DAYS_AHEAD, 'days').format('YYYY-MM-DD');

/** The instant a slot starts (decorators arrive), in India's time. */
export function slotStart(iso: string, arrivingTime: string): Date {
  return moment
    .utc(`${iso} ${arrivingTime}`, 'YYYY-MM-DD HH:mm', true)
    .utcOffset(IST_OFFSET_MINUTES, true)
    .toDate();
}

export type SlotRow = typeof timeSlots.$inferSelect;

/** Creates a day's slots when the day is inside the booking window and they do not exist yet. */
async function ensureDay(db: Executor, hubId: string, iso: string, now: Date): Promise<void> {
  if (iso < todayIso(now) || iso > lastBookableIso(now)) return;
  await db
    .insert(timeSlots)
    .values(
      SLOT_TEMPLATES.map(([arrivingTime, readyTime]) => ({
        hubId,
        day: iso,
        slotTime: slotTimeOf(arrivingTime, readyTime),
        arrivingTime,
        readyTime,
        capacity: DEFAULT_SLOT_CAPACITY,
      })),
    )
    .onConflictDoNothing();
}

export async function daySlots(
  db: Executor,
  hubId: string,
  iso: string,
  now: Date,
): Promise<SlotRow[]> {
  const read = () =>
    db
      .select()
      .from(timeSlots)
      .where(and(eq(timeSlots.hubId, hubId), eq(timeSlots.day, iso)))
      .orderBy(asc(timeSlots.arrivingTime));
  const rows = await read();
  if (rows.length > 0) return rows;
  await ensureDay(db, hubId, iso, now);
  return read();
}

/** Whether a slot can still take a booking: open, not full, not past, not inside the lead time. */
export function slotIsAvailable(row: SlotRow, leadTimeHours: number, now: Date): boolean {
  const earliest = now.getTime() + leadTimeHours * 3_600_000;
  return (
    !row.closed &&
    row.orderCount < row.capacity &&
    slotStart(row.day, row.arrivingTime).getTime() >= earliest
  );
}

export function slotEntity(row: SlotRow, leadTimeHours: number, now: Date): TimeSlot {
  return {
    slotTime: row.slotTime,
    readyTime: row.readyTime,
    arrivingTime: row.arrivingTime,
    orderCount: row.orderCount,
    capacity: row.capacity,
    isAvailable: slotIsAvailable(row, leadTimeHours, now),
    ...(row.closed && { isClosed: true as const }),
  };
}

export interface SlotRef {
  hubId: string;
  iso: string;
  arrivingTime: string;
  readyTime: string;
}

/** The slot a booking names, or null when the hub has no such slot that day. */
export async function findSlot(db: Executor, ref: SlotRef, now: Date): Promise<SlotRow | null> {
  const rows = await daySlots(db, ref.hubId, ref.iso, now);
  return rows.find((row) => row.slotTime === slotTimeOf(ref.arrivingTime, ref.readyTime)) ?? null;
}

/**
 * Takes one place in a slot, in the caller's transaction. The conditional update is atomic in
 * PostgreSQL (a concurrent booking waits for the row and re-checks the count), so a slot of
 * capacity k takes exactly k bookings however many arrive at once.
 */
export async function reserveSlot(
  db: Executor,
  ref: SlotRef,
  leadTimeHours: number,
  now: Date,
): Promise<void> {
  const slot = await findSlot(db, ref, now);
  if (!slot || !slotIsAvailable(slot, leadTimeHours, now)) {
    throw new HttpError(409, SLOT_UNAVAILABLE);
  }
  const taken = await db
    .update(timeSlots)
    .set({ orderCount: sql`${timeSlots.orderCount} + 1` })
    .where(
      and(
        eq(timeSlots.hubId, ref.hubId),
        eq(timeSlots.day, ref.iso),
        eq(timeSlots.slotTime, slot.slotTime),
        lt(timeSlots.orderCount, timeSlots.capacity),
        eq(timeSlots.closed, false),
      ),
    )
    .returning({ slotTime: timeSlots.slotTime });
  if (taken.length === 0) throw new HttpError(409, SLOT_UNAVAILABLE);
}

/** Gives a cancelled booking's place back. */
export async function releaseSlot(db: Executor, ref: SlotRef): Promise<void> {
  await db
    .update(timeSlots)
    .set({ orderCount: sql`${timeSlots.orderCount} - 1` })
    .where(
      and(
        eq(timeSlots.hubId, ref.hubId),
        eq(timeSlots.day, ref.iso),
        eq(timeSlots.slotTime, slotTimeOf(ref.arrivingTime, ref.readyTime)),
        gt(timeSlots.orderCount, 0),
      ),
    );
}
