import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from './core';
import { Payment, PaymentMode, PaymentOption, PaymentResult, PaymentType } from './entities';
import { Ok, Success } from './envelope';
import { Id, OrderId, Rupees, Strict, Text, Url, Str } from './primitives';

const { Optional } = Type;

const ProviderRef = Str({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });
const HexSignature = Str({ minLength: 64, maxLength: 64, pattern: '^[a-f0-9]{64}$' });

/** Pay for the caller's cart (placing the order on success) or the balance of an order. No amount: the server computes it. */
export const PaymentInitiation = Type.Union([
  Strict({ type: Type.Literal('_NEW_ORDER_PAYMENT'), cartId: Id, option: PaymentOption }),
  Strict({ type: Type.Literal('_OLD_ORDER_PAYMENT'), orderId: OrderId }),
]);

export const payment = {
  initiate: defineCall({
    method: 'POST',
    path: '/api/payment/initiate',
    auth: 'bearer',
    summary:
      "Start a card payment; answers the provider's hosted checkout URL to send the browser to.",
    body: PaymentInitiation,
    response: Success({ url: Url }),
    /** 503: no card gateway is configured; cash on delivery still works. */
    errors: [400, 401, 404, 409, 503],
  }),
  placePayment: defineCall({
    method: 'POST',
    path: '/api/payment/placepayment',
    auth: 'bearer',
    summary:
      'Record a payment the provider completed; confirmed with the provider itself (for Razorpay, moreDetails.providerOrderId is the Payment Link id), applied once per transactionId. The amounts sent are never trusted.',
    body: Strict({
      amount: Rupees,
      paymentType: PaymentType,
      amountPending: Rupees,
      /** The provider's payment id. */
      transactionId: ProviderRef,
      userId: Id,
      paymentMode: PaymentMode,
      /** The screen that paid, e.g. checkout or orderDetail. */
      from: Text(50, 1),
      moreDetails: Strict({
        orderId: Optional(OrderId),
        cartId: Optional(Id),
        providerOrderId: Optional(ProviderRef),
        /** Accepted from older clients and not relied on: the server asks Razorpay instead. */
        signature: Optional(HexSignature),
      }),
    }),
    response: Success({ payment: Payment }),
    errors: [400, 401, 404, 409],
  }),
  getByOrderId: defineCall({
    method: 'GET',
    path: '/api/payment/getbyorderid/:id',
    auth: 'bearer',
    summary: "The payments of one of the caller's orders, oldest first.",
    params: Strict({ id: OrderId }),
    response: Success({ payments: Type.Array(Payment, { maxItems: 50 }) }),
    errors: [400, 401, 404],
  }),
  sandboxCallback: defineCall({
    method: 'POST',
    path: '/api/payment/callback/sandbox',
    auth: 'none',
    summary:
      'Server-to-server result from the sandbox gateway, signed with HMAC-SHA256 of the raw body; applied once per providerPaymentId.',
    headers: Type.Object({ 'x-sandbox-signature': HexSignature }),
    body: Strict({
      providerOrderId: ProviderRef,
      providerPaymentId: ProviderRef,
      status: PaymentResult,
      /** Paise, as the provider counts. */
      amount: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
      currency: Type.Literal('INR'),
    }),
    /** credited: the rupees put in the customer's Credit because the payment booked nothing. */
    response: Success({ credited: Optional(Rupees) }),
    errors: [400, 401, 404, 409],
  }),
  sandboxWebhook: defineCall({
    method: 'POST',
    path: '/api/payment/webhook/sandbox',
    auth: 'none',
    summary:
      "The sandbox gateway's refund events (refund.processed, refund.failed), server to server, signed with HMAC-SHA256 of the raw body; each event id applied once.",
    headers: Type.Object({ 'x-sandbox-signature': HexSignature }),
    body: Strict({
      eventId: ProviderRef,
      event: Type.Union([Type.Literal('refund.processed'), Type.Literal('refund.failed')]),
      providerRefundId: ProviderRef,
      providerPaymentId: ProviderRef,
      /** Our own reference for the refund (the refund row's id), sent when it was asked. */
      receipt: ProviderRef,
    }),
    response: Ok,
    errors: [400, 401],
  }),
  razorpayCallback: defineCall({
    method: 'GET',
    path: '/api/payment/callback/razorpay',
    auth: 'none',
    summary:
      "Where Razorpay's hosted Payment Link page sends the browser back, signed with HMAC-SHA256 of link_id|reference_id|status|payment_id; confirmed with Razorpay, applied once per payment id, then a 303 to /api/pay/{redirectingUrl}?paymentInfos=….",
    querystring: Strict({
      razorpay_payment_id: ProviderRef,
      razorpay_payment_link_id: ProviderRef,
      /** Our payment intent's id, sent as the link's reference_id. */
      razorpay_payment_link_reference_id: ProviderRef,
      razorpay_payment_link_status: Str({
        minLength: 1,
        maxLength: 20,
        pattern: '^[a-z_]+$',
      }),
      razorpay_signature: HexSignature,
    }),
    // The browser is redirected (303); this body is never sent.
    response: Ok,
    errors: [400, 401, 404, 409],
  }),
  razorpayWebhook: defineCall({
    method: 'POST',
    path: '/api/payment/webhook/razorpay',
    auth: 'none',
    summary:
      'Razorpay webhook, checked against X-Razorpay-Signature over the raw body; duplicates dropped by event id.',
    headers: Type.Object({
      'x-razorpay-signature': HexSignature,
      'x-razorpay-event-id': Optional(Text(100)),
    }),
    // Razorpay's payload is theirs and grows over time: only what the server reads is listed, and the
    // signature (not this schema) is what makes it trustworthy.
    body: Type.Object({
      entity: Type.Literal('event'),
      event: Text(100, 1),
      contains: Type.Array(Text(50), { maxItems: 10 }),
      payload: Type.Object({}),
      created_at: Type.Integer({ minimum: 0 }),
    }),
    response: Ok,
    errors: [400, 401],
  }),
} as const;

export type PaymentInitiation = Static<typeof PaymentInitiation>;
