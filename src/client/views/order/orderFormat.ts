import type { Order, PublicOrder } from '../../../shared/contract';
import { orderPath } from '../../features/checkout/paymentReturnSlice';

export { orderPath };

const whenFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** A server timestamp as Indian customers read it, e.g. '1 Dec 2026, 3:30 pm'. */
export const formatWhen = (timestamp: string) => whenFormat.format(new Date(timestamp));

type Slotted = Pick<Order | PublicOrder, 'celebrationDate' | 'arrivingTime' | 'readyTime'>;

/** The celebration's day and slot: decorators arrive, then the decoration is ready. */
export const slotText = ({ celebrationDate, arrivingTime, readyTime }: Slotted) =>
  `${celebrationDate}, ${arrivingTime} to ${readyTime}`;

/** The last answered reschedule as the customer reads it, or a move our team made for them. */
export function rescheduleOutcome(request: Order['requests'][number]): string {
  if (request.requestBy === 'staff')
    return `Our team moved your celebration to ${slotText(request)}.`;
  return request.status === 'accepted'
    ? `Your reschedule to ${slotText(request)} was accepted.`
    : `Your reschedule to ${slotText(request)} was declined${request.reason ? `: ${request.reason}` : ''}.`;
}

export const EVENT_LABELS: Record<Order['events'][number]['type'], string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  cancelled: 'Order cancelled',
  refunded: 'Refunded',
  rescheduleRequested: 'Reschedule requested',
  rescheduled: 'Rescheduled',
  rescheduleRejected: 'Reschedule declined',
  confirmed: 'Order confirmed',
  decoratorAssigned: 'Decorator assigned',
  completed: 'Decoration done',
  goodwill: 'Goodwill Credit added',
  feedback: 'Rated',
};

export const PAYMENT_STATUS_LABELS: Record<Order['paymentStatus'], string> = {
  pending: 'Not paid yet',
  partial: 'Partly paid',
  completed: 'Paid',
  refunded: 'Refunded',
};

const STATUS_EVENTS = new Set<Order['events'][number]['type']>(['placed', 'cancelled']);

export interface HistoryEntry {
  key: string;
  label: string;
  date: string;
  detail: string | null;
}

/**
 * What happened to an order, oldest first: its booking-status changes (with a cancellation's
 * reason) and, for the owner, its events. The public view has no events.
 */
export function orderHistory(
  order: Pick<Order, 'bookingDetails'> & Partial<Pick<Order, 'events'>>,
) {
  const entries: HistoryEntry[] = [
    ...order.bookingDetails.map((detail, index) => ({
      key: `status-${index}`,
      label: detail.status,
      date: detail.date,
      detail: detail.reason ?? null,
    })),
    ...(order.events ?? [])
      // Placing and cancelling are already listed as status changes (with the reason).
      .filter((event) => !STATUS_EVENTS.has(event.type))
      .map((event, index) => ({
        key: `event-${index}`,
        label: EVENT_LABELS[event.type],
        date: event.date,
        detail: event.note ?? null,
      })),
  ];
  return entries.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}
