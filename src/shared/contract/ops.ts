// The operations console (issue 20): a hub's day, the staff side of the order lifecycle,
// capacity and days off, goodwill Credit and the audit log. Every call is staff only; the
// server checks the role and, for 'ops', the hub of what is touched (403 otherwise).
import { Type, type Static } from '@sinclair/typebox';
import { OPS_AUDIT_PAGE_SIZE, ORDER_SEARCH_PATTERN } from './constants';
import { defineCall } from './core';
import {
  BookingStatus,
  Decorator,
  OrderPaymentStatus,
  OrderRequest,
  RefundDestination,
} from './entities';
import { Success } from './envelope';
import {
  Count,
  DateDMY,
  HubId,
  Id,
  Literals,
  OrderId,
  Phone,
  Rupees,
  SlotTime,
  Strict,
  Str,
  Text,
  TimeOfDay,
  Timestamp,
} from './primitives';

const { Optional } = Type;

export { OPS_AUDIT_PAGE_SIZE };

export const StaffRole = Literals(['support', 'ops', 'admin']);

/** One order as the board shows it. */
export const BoardOrder = Type.Object({
  _id: OrderId,
  hubId: HubId,
  customerName: Text(100),
  customerPhone: Optional(Phone),
  product: Text(200),
  addOns: Type.Array(Type.Object({ name: Text(100), quantity: Count }), { maxItems: 100 }),
  /** The area of the address (never the flat or building). */
  area: Text(200),
  bookingStatus: BookingStatus,
  paymentStatus: OrderPaymentStatus,
  amountDue: Rupees,
  decorator: Optional(Decorator),
  celebrationDate: DateDMY,
  arrivingTime: TimeOfDay,
  readyTime: TimeOfDay,
  slotTime: SlotTime,
  /** The customer's pending rescheduling request, if any. */
  pendingRequest: Optional(OrderRequest),
  /** Goodwill Credit given on this order so far. */
  goodwillGiven: Rupees,
});

export const BoardSlot = Type.Object({
  slotTime: SlotTime,
  arrivingTime: TimeOfDay,
  readyTime: TimeOfDay,
  capacity: Count,
  orderCount: Count,
  closed: Type.Boolean(),
  orders: Type.Array(BoardOrder, { maxItems: 1000 }),
});

export const AuditEntry = Type.Object({
  id: Count,
  staffName: Text(100),
  /** 'system' for what the server did on its own (a payment settled to Credit). */
  role: Type.Union([StaffRole, Type.Literal('system')]),
  action: Text(60),
  target: Text(200),
  hubId: Optional(HubId),
  before: Type.Unknown(),
  after: Type.Unknown(),
  at: Timestamp,
});

export const GoodwillRequest = Type.Object({
  _id: Id,
  orderId: OrderId,
  amount: Rupees,
  reason: Text(500),
  requestedBy: Text(100),
  createdAt: Timestamp,
});

/** A deleted account's refund the gateway could not make, owed for staff to pay by hand. */
export const OwedRefund = Type.Object({
  _id: Id,
  orderId: OrderId,
  hubId: HubId,
  amount: Rupees,
  provider: Literals(['sandbox', 'razorpay']),
  /** The provider's payment it would have gone back to: how staff find whom to pay. */
  providerPaymentId: Text(100),
  owedSince: Timestamp,
});

const orderParams = Strict({ id: OrderId });
const orderAnswer = Success({
  order: BoardOrder,
  /** False when the call changed nothing (a repeated click). */
  changed: Type.Boolean(),
});
const Reason = Text(500, 3);

export const ops = {
  me: defineCall({
    method: 'GET',
    path: '/api/ops/me',
    auth: 'bearer',
    summary: "Staff only: the caller's console role and hubs.",
    response: Success({
      name: Text(100),
      role: StaffRole,
      hubs: Type.Array(HubId, { maxItems: 50 }),
      goodwillLimit: Rupees,
    }),
    errors: [401, 403],
  }),
  board: defineCall({
    method: 'GET',
    path: '/api/ops/board',
    auth: 'bearer',
    summary:
      "A hub's day: its slots in time order with capacity and fill, each with its orders; optionally one status.",
    querystring: Strict({
      hubId: HubId,
      date: DateDMY,
      status: Optional(BookingStatus),
    }),
    response: Success({
      hubId: HubId,
      date: DateDMY,
      slots: Type.Array(BoardSlot, { maxItems: 48 }),
      /** Pending rescheduling requests into this hub and day (their orders may sit on other days). */
      requests: Type.Array(BoardOrder, { maxItems: 1000 }),
    }),
    errors: [400, 401, 403],
  }),
  search: defineCall({
    method: 'GET',
    path: '/api/ops/orders',
    auth: 'bearer',
    summary:
      "Orders by reference or the customer's phone number, newest first, in the hubs the caller may see.",
    querystring: Strict({
      /** An order reference, or a phone number as typed: `+91 98765-43210`, `098765 43210`. */
      q: Str({ minLength: 8, maxLength: 24, pattern: ORDER_SEARCH_PATTERN }),
    }),
    response: Success({ orders: Type.Array(BoardOrder, { maxItems: 50 }) }),
    errors: [400, 401, 403],
  }),
  confirm: defineCall({
    method: 'POST',
    path: '/api/ops/orders/:id/confirm',
    auth: 'bearer',
    summary: "'Order Placed' → 'Order Confirmed'; a repeat changes nothing.",
    params: orderParams,
    response: orderAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
  assignDecorator: defineCall({
    method: 'POST',
    path: '/api/ops/orders/:id/decorator',
    auth: 'bearer',
    summary: 'Assigns the decorator (name and phone), shown to the customer on the order page.',
    params: orderParams,
    body: Strict(Decorator.properties),
    response: orderAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
  complete: defineCall({
    method: 'POST',
    path: '/api/ops/orders/:id/complete',
    auth: 'bearer',
    summary: "'Order Confirmed' → 'Order Completed', which opens rating; a repeat changes nothing.",
    params: orderParams,
    response: orderAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/api/ops/orders/:id/cancel',
    auth: 'bearer',
    summary:
      "Cancels on the customer's behalf with a reason; what was paid goes back as a customer cancel does, to Credit or (refundTo 'original') to the card-paid method.",
    params: orderParams,
    body: Strict({ reason: Reason, refundTo: Type.Optional(RefundDestination) }),
    response: orderAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
  acceptReschedule: defineCall({
    method: 'POST',
    path: '/api/ops/orders/:id/requests/:requestId/accept',
    auth: 'bearer',
    summary:
      'Moves the order to the slot its pending request asks for, in one transaction that takes the new place and frees the old.',
    params: Strict({ id: OrderId, requestId: Id }),
    response: orderAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
  rejectReschedule: defineCall({
    method: 'POST',
    path: '/api/ops/orders/:id/requests/:requestId/reject',
    auth: 'bearer',
    summary: 'Rejects a pending rescheduling request with a reason the customer sees.',
    params: Strict({ id: OrderId, requestId: Id }),
    body: Strict({ reason: Reason }),
    response: orderAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
  move: defineCall({
    method: 'POST',
    path: '/api/ops/orders/:id/move',
    auth: 'bearer',
    summary:
      "Moves the order to another slot of its hub on the customer's behalf, in one transaction that takes the new place and frees the old; a pending request for that slot is accepted, one for another slot declined.",
    params: orderParams,
    body: Strict({ celebrationDate: DateDMY, arrivingTime: TimeOfDay, readyTime: TimeOfDay }),
    response: orderAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
  setCapacity: defineCall({
    method: 'POST',
    path: '/api/ops/capacity',
    auth: 'bearer',
    summary:
      "A hub's slots from one date to another (one slot, or every slot of those days): a new capacity, closed, or reopened.",
    body: Strict({
      hubId: HubId,
      from: DateDMY,
      /** The last day, inclusive; the first day when absent. */
      to: Optional(DateDMY),
      /** One slot; every slot of each day when absent. */
      slotTime: Optional(SlotTime),
      capacity: Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
      closed: Optional(Type.Boolean()),
    }),
    response: Success({ updated: Count }),
    errors: [400, 401, 403, 409],
  }),
  goodwill: defineCall({
    method: 'POST',
    path: '/api/ops/orders/:id/goodwill',
    auth: 'bearer',
    summary:
      "Goodwill Credit to the order's customer with a reason, on a paid order and never to the caller's own account, all grants at most the order's value: given at once up to the approval amount, above it waiting for a second person.",
    params: orderParams,
    body: Strict({
      amount: Type.Integer({ minimum: 1, maximum: 100_000 }),
      reason: Reason,
      /** Chosen by the console once per form, so a repeated submit gives nothing twice. */
      key: Id,
    }),
    response: Success({
      status: Literals(['credited', 'awaitingApproval']),
      order: BoardOrder,
      changed: Type.Boolean(),
    }),
    errors: [400, 401, 403, 404, 409],
  }),
  pendingGoodwill: defineCall({
    method: 'GET',
    path: '/api/ops/goodwill',
    auth: 'bearer',
    summary: 'Admins only: goodwill Credit waiting for approval.',
    response: Success({ requests: Type.Array(GoodwillRequest, { maxItems: 200 }) }),
    errors: [401, 403],
  }),
  approveGoodwill: defineCall({
    method: 'POST',
    path: '/api/ops/goodwill/:requestId/approve',
    auth: 'bearer',
    summary:
      'Admins only, never who asked: credits a goodwill request that was above the approval amount.',
    params: Strict({ requestId: Id }),
    response: Success({ changed: Type.Boolean() }),
    errors: [400, 401, 403, 404, 409],
  }),
  declineGoodwill: defineCall({
    method: 'POST',
    path: '/api/ops/goodwill/:requestId/decline',
    auth: 'bearer',
    summary:
      'Admins only, never who asked: declines a pending goodwill request with a reason; nothing is credited.',
    params: Strict({ requestId: Id }),
    body: Strict({ reason: Reason }),
    response: Success({ changed: Type.Boolean() }),
    errors: [400, 401, 403, 404, 409],
  }),
  owedRefunds: defineCall({
    method: 'GET',
    path: '/api/ops/refunds/owed',
    auth: 'bearer',
    summary:
      "Admins only: refunds owed to deleted accounts (the gateway could not make them, and Credit can't be spent), oldest first.",
    response: Success({ refunds: Type.Array(OwedRefund, { maxItems: 200 }) }),
    errors: [401, 403],
  }),
  settleRefund: defineCall({
    method: 'POST',
    path: '/api/ops/refunds/:refundId/settle',
    auth: 'bearer',
    summary:
      'Admins only: records an owed refund as paid by hand, with the reference of that payment.',
    params: Strict({ refundId: Id }),
    body: Strict({ reference: Text(200, 3) }),
    response: Success({ changed: Type.Boolean() }),
    errors: [400, 401, 403, 404, 409],
  }),
  audit: defineCall({
    method: 'GET',
    path: '/api/ops/audit',
    auth: 'bearer',
    summary: 'Admins only: the staff audit log, newest first, one page at a time.',
    querystring: Strict({
      page: Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
    }),
    response: Success({
      entries: Type.Array(AuditEntry, { maxItems: OPS_AUDIT_PAGE_SIZE }),
      page: Type.Integer({ minimum: 0 }),
      total: Count,
    }),
    errors: [400, 401, 403],
  }),
} as const;

export type StaffRole = Static<typeof StaffRole>;
export type BoardOrder = Static<typeof BoardOrder>;
export type BoardSlot = Static<typeof BoardSlot>;
export type AuditEntry = Static<typeof AuditEntry>;
export type GoodwillRequest = Static<typeof GoodwillRequest>;
export type OwedRefund = Static<typeof OwedRefund>;
