import { Type, type Static } from '@sinclair/typebox';
import { RESCHEDULING_REQUEST } from '../constants';
import {
  DateDMY,
  HubId,
  Id,
  Literals,
  Name,
  OrderId,
  Phone,
  Quantity,
  Rupees,
  Stars,
  Text,
  TimeOfDay,
  Timestamp,
  Url,
} from '../primitives';
import { OfferCode, Price } from './catalogue';
import { Address } from './places';

const { Optional } = Type;
const List = Type.Array;

export const BookingStatus = Literals([
  'Order Placed',
  'Order Confirmed',
  'Order Completed',
  'Order Cancelled',
]);
export const OrderType = Literals(['Upcoming Bookings', 'Past Bookings']);
export const OrderPaymentStatus = Literals(['pending', 'partial', 'completed', 'refunded']);
export const PaymentOption = Literals(['full', 'advance']);

export const BookingDetail = Type.Object({
  status: BookingStatus,
  date: Timestamp,
  reason: Optional(Text(500)),
});

export { RESCHEDULING_REQUEST };
export const OrderRequest = Type.Object({
  _id: Id,
  tag: Type.Literal(RESCHEDULING_REQUEST),
  requestBy: Literals(['user', 'staff']),
  status: Literals(['pending', 'accepted', 'rejected']),
  celebrationDate: DateDMY,
  readyTime: TimeOfDay,
  arrivingTime: TimeOfDay,
  createdAt: Timestamp,
  /** When staff accepted or rejected it. */
  answeredAt: Optional(Timestamp),
  /** Why it was rejected, as staff told the customer. */
  reason: Optional(Text(500)),
});

export const OrderEvent = Type.Object({
  type: Literals([
    'placed',
    'paid',
    'cancelled',
    'refunded',
    'rescheduleRequested',
    'rescheduled',
    'rescheduleRejected',
    'confirmed',
    'decoratorAssigned',
    'completed',
    'goodwill',
    'feedback',
  ]),
  by: Literals(['user', 'staff', 'system']),
  date: Timestamp,
  note: Optional(Text(500)),
  /** The staff member's name, when staff did it. */
  staffName: Optional(Text(100)),
});

/** Who decorates, as the hub assigned them. */
export const Decorator = Type.Object({ name: Name, phone: Phone });

/** Where a cancellation's refund can go: Utsav Credit at once, or back to the card or account. */
export const RefundDestination = Literals(['credit', 'original']);

/**
 * Where a refund to the original method stands: pending (asked, on its way), processed (the
 * provider paid it back) or failed (the provider could not, so it went to Credit instead).
 */
export const RefundStatus = Literals(['pending', 'processed', 'failed']);

/** Where a cancelled order's money went, in rupees, written when it was cancelled. */
export const OrderRefund = Type.Object({
  toCredit: Rupees,
  toReward: Rupees,
  /** Back to the card, UPI or bank that paid, through the gateway: within 7 working days. */
  toOriginal: Rupees,
  /** Where the refund to the original method stands; absent when none was asked. */
  originalStatus: Optional(RefundStatus),
});

/** What cancelling an open order now would give back under the policy, and where it may go. */
export const CancelRefund = Type.Object({
  /** Rupees back as money (card and Credit paid), before the customer chooses where. */
  amount: Rupees,
  /** Reward spent on it, which goes back to Reward. */
  toReward: Rupees,
  /** The card-paid part, the most that can go back to the original payment method. */
  cardPaid: Rupees,
  /** 'original' only when something was paid by card and a card gateway can send it back. */
  destinations: List(RefundDestination, { maxItems: 2 }),
});

export const OrderPaymentDetails = Type.Object({
  /** WALLET: paid in full from Reward and Credit before delivery, a prepaid order with no cash line. */
  mode: Literals(['COD', 'ONLINE', 'WALLET']),
  option: Optional(PaymentOption),
  /** Provider payment ids applied to this order, oldest first. */
  paymentIds: List(Text(100), { maxItems: 50 }),
  amountPaid: Rupees,
  amountDue: Rupees,
  /** Of a cancelled order: where its refund went. */
  refund: Optional(OrderRefund),
});

export const PriceDetail = Type.Object({
  productPrice: Rupees,
  addOnsTotal: Rupees,
  convenienceFee: Rupees,
  couponDiscount: Rupees,
  santaTip: Rupees,
  /** What the cart cost before payment discounts and wallet. */
  buyingPrice: Rupees,
  /** Grows with each online payment's discount. */
  prepaidDiscount: Rupees,
  rewardUsed: Rupees,
  creditUsed: Rupees,
  /** Owed in total after discounts and wallet; shrinks with each prepaid discount. */
  finalPrice: Rupees,
});

export const DecorationFeedback = Type.Object({ stars: Stars, review: Optional(Text(1000)) });
export const OrderFeedback = Type.Object({
  user: Optional(Type.Object({ decoration: Optional(DecorationFeedback) })),
});

/** Snapshots taken at placement, so later catalogue edits never change an order. */
export const OrderProduct = Type.Object({
  _id: Id,
  name: Text(200),
  images: List(Url, { maxItems: 20 }),
  price: Price,
});
export const OrderAddOn = Type.Object({
  addon: Type.Object({ _id: Id, name: Name, images: List(Url, { maxItems: 10 }), price: Price }),
  quantity: Quantity,
});

export const Order = Type.Object({
  _id: OrderId,
  user: Id,
  bookingStatus: BookingStatus,
  orderType: OrderType,
  bookingDetails: List(BookingDetail, { maxItems: 50 }),
  requests: List(OrderRequest, { maxItems: 50 }),
  events: List(OrderEvent, { maxItems: 200 }),
  paymentStatus: OrderPaymentStatus,
  paymentDetails: OrderPaymentDetails,
  priceDetail: PriceDetail,
  instructions: Optional(Text(500)),
  feedback: Optional(OrderFeedback),
  decorator: Optional(Decorator),
  product: OrderProduct,
  addOns: List(OrderAddOn, { maxItems: 100 }),
  offers: List(Type.Object({ offerCode: OfferCode }), { maxItems: 1 }),
  bookingAddress: Address,
  hubId: HubId,
  celebrationDate: DateDMY,
  readyTime: TimeOfDay,
  arrivingTime: TimeOfDay,
  createdAt: Timestamp,
  /** Of an order the customer can still cancel: what a cancel would refund and where. */
  cancelRefund: Optional(CancelRefund),
});

/** A status change as the public view tells it: when, and to what; never the reason anyone typed. */
export const PublicBookingDetail = Type.Object({
  status: BookingStatus,
  date: Timestamp,
});

/**
 * The public order view (/e/{id}), which anyone with the link reads: status, dates, slot, city and
 * the decor. No text anyone typed (a cancel reason, a review), no name, phone, address or locality,
 * no payment details. The serializer writes only these fields, whatever a caller hands it.
 */
export const PublicOrder = Type.Object({
  _id: OrderId,
  bookingStatus: BookingStatus,
  orderType: OrderType,
  product: OrderProduct,
  addOns: List(OrderAddOn, { maxItems: 100 }),
  celebrationDate: DateDMY,
  readyTime: TimeOfDay,
  arrivingTime: TimeOfDay,
  city: Text(60),
  bookingDetails: List(PublicBookingDetail, { maxItems: 50 }),
  createdAt: Timestamp,
});

export type BookingStatus = Static<typeof BookingStatus>;
export type Order = Static<typeof Order>;
export type PublicOrder = Static<typeof PublicOrder>;
export type RefundDestination = Static<typeof RefundDestination>;
export type RefundStatus = Static<typeof RefundStatus>;
export type CancelRefund = Static<typeof CancelRefund>;
