import moment from 'moment';
import type { TimeSlot } from '../../../../shared/contract';
import { DATE_FORMAT, IST_OFFSET_MINUTES } from '../../../../shared/domain';

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

export function stripDays(now: Date, count = SLOT_STRIP_DAYS): StripDay[] {
  const today = moment.utc(now).utcOffset(IST_OFFSET_MINUTES).startOf('day');
  return Array.from({ length: count }, (_, offset) => {
    const day = today.clone().add(offset, 'days');
    return {
      date: day.format(DATE_FORMAT),
      weekday: day.format('ddd'),
      day: day.format('D'),
      month: day.format('MMM'),
      label: day.format('ddd D MMM'),
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
