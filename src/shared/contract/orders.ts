import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from './core';
import {
  BookingStatus,
  Order,
  OrderType,
  PublicOrder,
  RESCHEDULING_REQUEST,
  RefundDestination,
} from './entities';
import { Success } from './envelope';
import {
  DateDMY,
  Id,
  InList,
  Limit,
  Nullable,
  OrderId,
  Skip,
  Stars,
  Strict,
  Text,
  TimeOfDay,
  sortingOf,
} from './primitives';

const { Optional } = Type;

/** The only three changes a customer can make to an order; anything else is a 400. */
export const CancelOrder = Strict({
  bookingStatus: Type.Literal('Order Cancelled'),
  reason: Text(500, 1),
  /**
   * Where the refund goes: 'credit' (Utsav Credit, at once; the default) or 'original' (the card
   * or account that paid, through the provider, within 7 working days).
   */
  refundTo: Optional(RefundDestination),
});
export const RescheduleOrder = Strict({
  request: Strict({
    tag: Type.Literal(RESCHEDULING_REQUEST),
    celebrationDate: DateDMY,
    readyTime: TimeOfDay,
    arrivingTime: TimeOfDay,
  }),
});
export const OrderFeedbackUpdate = Strict({
  feedback: Strict({ stars: Stars, review: Optional(Text(1000)) }),
});
export const OrderUpdate = Type.Union([CancelOrder, RescheduleOrder, OrderFeedbackUpdate]);

/** `queryObject` of the order list: filters on the caller's own orders (the server adds the owner). */
export const OrderQuery = Strict({
  _id: Optional(Type.Union([OrderId, InList(OrderId, 50)])),
  bookingStatus: Optional(BookingStatus),
  orderType: Optional(OrderType),
});
export const OrderSorting = sortingOf(['createdAt', 'celebrationDate']);

export const orders = {
  place: defineCall({
    method: 'POST',
    path: '/api/orders/place',
    auth: 'bearer',
    summary:
      "Place the caller's complete cart as a cash-on-delivery order; placing the same cart twice gives one order.",
    body: Strict({ cartId: Id, userId: Id }),
    response: Success({ orderId: OrderId }),
    errors: [400, 401, 404, 409],
  }),
  getOrdersByQueryObject: defineCall({
    method: 'POST',
    path: '/api/orders/get_orders_by_query_object',
    auth: 'bearer',
    summary: "The caller's orders, newest first by default, plus the latest order.",
    body: Strict({
      queryObject: OrderQuery,
      skip: Optional(Skip),
      limit: Optional(Limit(50, 10)),
      sortingObj: Optional(OrderSorting),
    }),
    response: Success({
      orders: Type.Array(Order, { maxItems: 50 }),
      lastOrder: Nullable(Order),
    }),
    errors: [400, 401],
  }),
  getOrderByIdWithoutToken: defineCall({
    method: 'GET',
    path: '/api/orders/get_order_by_id_without_token/:id',
    auth: 'none',
    summary:
      'The public view of an order (/e/{id}): no phone, no full address, no payment details.',
    params: Strict({ id: OrderId }),
    response: Success({ order: PublicOrder }),
    errors: [400, 404],
  }),
  updateOrdersByQueryObject: defineCall({
    method: 'POST',
    path: '/api/orders/update_orders_by_query_object',
    auth: 'bearer',
    summary:
      "Cancel, reschedule or rate one of the caller's orders. A cancel's refund goes to Credit, or with refundTo 'original' back through the gateway that took the card payment: the order is cancelled at once and paymentDetails.refund.originalStatus follows the refund (pending, processed, or failed and then credited).",
    body: Strict({ queryObject: Strict({ _id: OrderId }), updateObject: OrderUpdate }),
    response: Success({ order: Order }),
    errors: [400, 401, 404, 409],
  }),
} as const;

export type OrderUpdate = Static<typeof OrderUpdate>;
export type OrderQuery = Static<typeof OrderQuery>;
