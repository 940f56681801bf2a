import type { Order, PublicOrder } from '../../../shared/contract';
import { timeSlotPickerOpened } from '../modals/modalsSlice';
import { isFeedbackDue } from './orderFeedback';

type AnyOrder = Order | PublicOrder;

/** What the order page offers: only its owner acts, and only on an order still open. */
export interface OrderChoices {
  payBalance: boolean;
  reschedule: boolean;
  cancel: boolean;
  rate: boolean;
}

const isOpen = (order: AnyOrder): boolean =>
  order.bookingStatus !== 'Order Cancelled' && order.bookingStatus !== 'Order Completed';

/** `owner` is the order as its owner sees it; null for anyone else (the public view). */
export function orderChoices(order: AnyOrder, owner: Order | null, now: Date): OrderChoices {
  if (owner === null) return { payBalance: false, reschedule: false, cancel: false, rate: false };
  const open = isOpen(order);
  return {
    payBalance: open && owner.paymentDetails.amountDue > 0,
    reschedule: open && !owner.requests.some((request) => request.status === 'pending'),
    cancel: open,
    rate: isFeedbackDue(owner, now),
  };
}

/** The owner's reschedule requests: those waiting, and the latest answered one. */
export function rescheduleRequests(owner: Order | null) {
  const requests = owner?.requests ?? [];
  return {
    pending: requests.filter((request) => request.status === 'pending'),
    answered: requests.filter((request) => request.status !== 'pending').at(-1),
  };
}

/** Opens the slot picker to move an owner's order, from its booked slot. */
export const rescheduleOpened = (owner: Order) =>
  timeSlotPickerOpened({
    orderModification: true,
    orderId: owner._id,
    productId: owner.product._id,
    hubId: owner.hubId,
    oldSlotInfo: {
      celebrationDate: owner.celebrationDate,
      readyTime: owner.readyTime,
      arrivingTime: owner.arrivingTime,
    },
  });
