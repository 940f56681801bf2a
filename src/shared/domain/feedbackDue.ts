// Reviews come only from decorations that happened (SECURITY: business-logic abuse): staff marked
// the order completed, or its celebration slot ended while the order stood.
import { parseDate } from './dates';

export interface RateableOrder {
  bookingStatus: string;
  /** DD-MM-YYYY, the celebration day in India. */
  celebrationDate: string;
  /** HH:mm in India, when the decoration is ready: the end of the slot. */
  readyTime: string;
}

const TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

/** The instant an order's slot ends (its ready time on its celebration day, IST), or null. */
export function slotEnd(order: Pick<RateableOrder, 'celebrationDate' | 'readyTime'>): Date | null {
  const day = parseDate(order.celebrationDate);
  const time = TIME.exec(order.readyTime);
  if (day === null || time === null) return null;
  const minutes = Number(time[1]) * 60 + Number(time[2]);
  return new Date(day.getTime() + minutes * 60_000);
}

/** Whether the decoration has happened, so the customer may rate it. */
export function isDecorationDone(order: RateableOrder, now: Date): boolean {
  if (order.bookingStatus === 'Order Cancelled') return false;
  if (order.bookingStatus === 'Order Completed') return true;
  const end = slotEnd(order);
  return end !== null && end.getTime() <= now.getTime();
}
