import { Type, type Static } from '@sinclair/typebox';
import { Id, Literals, OrderId, Rupees, Text, Timestamp } from '../primitives';

const { Optional } = Type;

export const PaymentFlow = Literals(['_NEW_ORDER_PAYMENT', '_OLD_ORDER_PAYMENT']);
export const PaymentResult = Literals(['PAYMENT_SUCCESS', 'PAYMENT_PENDING', 'PAYMENT_FAILED']);
export const PaymentType = Literals(['full', 'advance', 'remaining']);
export const PaymentMode = Literals(['card', 'upi', 'netbanking', 'wallet']);

export const Payment = Type.Object({
  _id: Id,
  /** Absent for a new-order payment that failed (no order was placed). */
  orderId: Optional(OrderId),
  userId: Id,
  /** Rupees actually received (the provider's amount / 100). */
  amount: Rupees,
  amountPending: Rupees,
  paymentType: PaymentType,
  paymentMode: PaymentMode,
  status: Literals(['success', 'pending', 'failed']),
  provider: Literals(['sandbox', 'razorpay']),
  /** The provider's payment id. */
  transactionId: Text(100),
  providerOrderId: Optional(Text(100)),
  createdAt: Timestamp,
});

/** What the payment host puts in the `paymentInfos` query parameter of /api/pay/{redirectingUrl}. */
export const PaymentInfos = Type.Object(
  {
    // PAYMENT_CREDITED: the money was taken but booked nothing; it is in the customer's Credit.
    paymentStatus: Type.Union([PaymentResult, Type.Literal('PAYMENT_CREDITED')]),
    type: PaymentFlow,
    orderId: Optional(OrderId),
  },
  // The parameter is user-controllable, so the client checks it against a closed shape.
  { additionalProperties: false },
);

export type Payment = Static<typeof Payment>;
export type PaymentInfos = Static<typeof PaymentInfos>;
