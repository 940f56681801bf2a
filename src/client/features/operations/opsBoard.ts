// The operations console's view of the URL (issue 20): the board's hub, day, status filter and
// search live in the address, so a link opens the same board and a reload keeps it.
import type { BoardOrder, BoardSlot, BookingStatus } from '../../../shared/contract';
import { ORDER_SEARCH_PATTERN } from '../../../shared/contract/constants';
import { DEFAULT_HUB_ID, formatDate } from '../../../shared/domain';

export const BOARD_STATUSES: readonly BookingStatus[] = [
  'Order Placed',
  'Order Confirmed',
  'Order Completed',
  'Order Cancelled',
];

/** How often an open board asks again, so new, paid, cancelled and moved orders show up. */
export const BOARD_POLL_MS = 5_000;

export interface BoardView {
  hubId: string;
  /** DD-MM-YYYY. */
  date: string;
  status: BookingStatus | null;
  /** An order reference or a phone number; the board shows the matches instead. */
  q: string | null;
}

const DMY = /^\d{2}-\d{2}-\d{4}$/;
const QUERY = new RegExp(ORDER_SEARCH_PATTERN);

/** The board the address asks for; an 'ops' account's first hub, else the default hub. */
export function boardView(params: URLSearchParams, hubs: readonly string[], now: Date): BoardView {
  const hub = params.get('hub');
  const date = params.get('date');
  const status = params.get('status');
  const q = params.get('q')?.trim().toUpperCase() ?? '';
  return {
    hubId: hub || hubs[0] || DEFAULT_HUB_ID,
    date: date && DMY.test(date) ? date : formatDate(now),
    status: BOARD_STATUSES.find((known) => known === status) ?? null,
    q: QUERY.test(q) ? q : null,
  };
}

/** Whether a search text is an order reference or a phone number (`+91`, `0`, spaces, dashes). */
export const isOrderSearch = (text: string) => QUERY.test(text.trim().toUpperCase());

export const SEARCH_HINT =
  'Search by an order reference (E and 7 letters or digits) or a phone number.';

/** The console opened on one order (the board's search), where its actions are. */
export const orderInConsole = (orderId: string) =>
  `/support/operations?${new URLSearchParams({ q: orderId })}`;

/** The slots of a day an order can move to: open, with a free place, and not its own slot. */
export const movableSlots = (
  slots: readonly BoardSlot[],
  date: string,
  order: Pick<BoardOrder, 'celebrationDate' | 'slotTime'>,
): BoardSlot[] =>
  slots.filter(
    (slot) =>
      !slot.closed &&
      slot.orderCount < slot.capacity &&
      !(date === order.celebrationDate && slot.slotTime === order.slotTime),
  );
