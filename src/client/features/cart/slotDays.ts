import type { TimeSlot } from '../../../shared/contract';
import { formatDate, IST_OFFSET_MINUTES } from '../../../shared/domain';

/**
 * Days the strip offers, from today in India. The server keeps slots for today and the next 60
 * days; a month of them is what a customer plans a party within.
 */
export const SLOT_STRIP_DAYS = 30;

export interface StripDay {
  /** DD-MM-YYYY, as the slot calls take it. */
  date: string;
  weekday: string;
  day: string;
  month: string;
  /** The day's button's name, its three parts as shown, e.g. 'Wed 24 Dec'. */
  label: string;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAY_MS = 86_400_000;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/**
 * The strip's days. India keeps one offset all year, so a day in India is the UTC day of the
 * instant moved by it: no date library on the product page's first view (moment is 19 KB).
 */
export function stripDays(now: Date, count = SLOT_STRIP_DAYS): StripDay[] {
  const todayInIndia = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return Array.from({ length: count }, (_, offset) => {
    // Its UTC fields are the day's in India.
    const day = new Date(todayInIndia + offset * DAY_MS);
    const weekday = WEEKDAYS[day.getUTCDay()] ?? '';
    const month = MONTHS[day.getUTCMonth()] ?? '';
    return {
      date: formatDate(new Date(day.getTime() - IST_OFFSET_MS)),
      weekday: weekday.slice(0, 3),
      day: String(day.getUTCDate()),
      month: month.slice(0, 3),
      label: `${weekday.slice(0, 3)} ${day.getUTCDate()} ${month.slice(0, 3)}`,
    };
  });
}

export type SlotState = 'available' | 'closed' | 'full' | 'unavailable';

/**
 * A slot the hub closed (a festival, the weather) or with no room left says so; a past one or
 * one inside the lead time is just unavailable.
 */
export function slotState(slot: TimeSlot): SlotState {
  if (slot.isAvailable) return 'available';
  if (slot.isClosed) return 'closed';
  return slot.orderCount >= slot.capacity ? 'full' : 'unavailable';
}
