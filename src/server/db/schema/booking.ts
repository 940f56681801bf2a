// Booking: carts, time slots with capacity, orders with their append-only histories, and card
// payments. Amounts are integer rupees except `amount_paise`, the provider's own unit.
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Address, Order } from '../../../shared/contract';
import { users } from './accounts';
import { instant } from './columns';

export interface StoredCartAddOn {
  addon: string;
  quantity: number;
}

/**
 * Cart revisions come from one sequence, never from a cart's own count: a cart deleted and built
 * again must not reuse the revision an order was placed from (unique per cart in `orders`).
 */
export const cartRevisions = pgSequence('cart_revisions');

/** One per user; a placed cart keeps its row (placedOrderId) so placing it again finds the order. */
export const carts = pgTable('carts', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  productId: text('product_id').notNull(),
  addOns: jsonb('add_ons').$type<StoredCartAddOn[]>().notNull(),
  offerCode: text('offer_code'),
  bookingAddressId: text('booking_address_id'),
  hubId: text('hub_id').notNull(),
  celebrationDate: text('celebration_date'),
  readyTime: text('ready_time'),
  arrivingTime: text('arriving_time'),
  santaTip: integer('santa_tip').notNull().default(0),
  instructions: text('instructions'),
  /** The customer's choice to pay from Reward and Credit; on unless they turn it off. */
  useWallet: boolean('use_wallet').notNull().default(true),
  /** Grows with every change, so a placement names exactly the cart it placed. */
  revision: integer('revision')
    .notNull()
    .default(sql`nextval('cart_revisions')`),
  /** The customer's last edit on their device, as sent; an older upload does not replace it. */
  editedAt: instant('edited_at'),
  placedOrderId: text('placed_order_id'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** A hub's slots per day; `order_count < capacity` is enforced by a conditional update. */
export const timeSlots = pgTable(
  'time_slots',
  {
    hubId: text('hub_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    slotTime: text('slot_time').notNull(),
    arrivingTime: text('arriving_time').notNull(),
    readyTime: text('ready_time').notNull(),
    capacity: integer('capacity').notNull(),
    orderCount: integer('order_count').notNull().default(0),
    /** Closed by a hub's staff (a festival, the weather): no new booking, held ones stay. */
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.hubId, t.day, t.slotTime] })],
);

export interface StoredFeedback {
  user?: { decoration?: { stars: number; review?: string } };
}

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    cartId: text('cart_id').notNull(),
    cartRevision: integer('cart_revision').notNull(),
    bookingStatus: text('booking_status', {
      enum: ['Order Placed', 'Order Confirmed', 'Order Completed', 'Order Cancelled'],
    }).notNull(),
    orderType: text('order_type', { enum: ['Upcoming Bookings', 'Past Bookings'] }).notNull(),
    paymentStatus: text('payment_status', {
      enum: ['pending', 'partial', 'completed', 'refunded'],
    }).notNull(),
    hubId: text('hub_id').notNull(),
    celebrationDate: text('celebration_date').notNull(),
    slotDay: date('slot_day', { mode: 'string' }).notNull(),
    readyTime: text('ready_time').notNull(),
    arrivingTime: text('arriving_time').notNull(),
    product: jsonb('product').$type<Order['product']>().notNull(),
    addOns: jsonb('add_ons').$type<Order['addOns']>().notNull(),
    offers: jsonb('offers').$type<{ offerCode: string }[]>().notNull(),
    /** A snapshot: later edits or deletion of the saved address never change the order. */
    bookingAddress: jsonb('booking_address').$type<Address>().notNull(),
    priceDetail: jsonb('price_detail').$type<Order['priceDetail']>().notNull(),
    paymentDetails: jsonb('payment_details').$type<Order['paymentDetails']>().notNull(),
    /** Append-only histories: entries are added with `||`, never rewritten. */
    bookingDetails: jsonb('booking_details').$type<Order['bookingDetails']>().notNull(),
    requests: jsonb('requests').$type<Order['requests']>().notNull(),
    events: jsonb('events').$type<Order['events']>().notNull(),
    instructions: text('instructions'),
    feedback: jsonb('feedback').$type<StoredFeedback>(),
    /** Who decorates, as the hub assigned them; shown to the customer. */
    decorator: jsonb('decorator').$type<{ name: string; phone: string }>(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The same cart revision places one order, whatever the race.
    uniqueIndex('orders_cart_revision_idx').on(t.cartId, t.cartRevision),
    index('orders_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A checkout started with a provider. The amount and what it pays for are fixed here, so a
 * callback is checked against the server's own record, never against what it claims.
 */
/**
 * What a checkout of a cart charges for, fixed when it starts: the order is placed from this,
 * never from the cart as it is when the money arrives.
 */
export interface FrozenCheckout {
  productId: string;
  addOns: StoredCartAddOn[];
  offerCode: string | null;
  bookingAddressId: string;
  hubId: string;
  celebrationDate: string;
  readyTime: string;
  arrivingTime: string;
  santaTip: number;
  instructions: string | null;
  useWallet: boolean;
  /** The priced cart's amount to pay, before the payment discount and the wallet. */
  amountToPay: number;
  rewardUsed: number;
  creditUsed: number;
}

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['sandbox', 'razorpay'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    flow: text('flow', { enum: ['_NEW_ORDER_PAYMENT', '_OLD_ORDER_PAYMENT'] }).notNull(),
    paymentType: text('payment_type', { enum: ['full', 'advance', 'remaining'] }).notNull(),
    /** The order this pays for: reserved in advance for a new order. */
    orderId: text('order_id').notNull(),
    cartId: text('cart_id'),
    cartRevision: integer('cart_revision'),
    amount: integer('amount').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The payment discount this payment earns (SPEC 9). */
    discount: integer('discount').notNull(),
    /** A new order's checkout: what it charges for (null for a balance payment). */
    frozen: jsonb('frozen').$type<FrozenCheckout>(),
    /**
     * 'open' until its first report completes it, or a newer payment of the same order or cart
     * supersedes it, or a change to the cart or its address closes it: a session completes once,
     * and an order or a cart has one open payment at a time.
     */
    state: text('state', { enum: ['open', 'completed', 'superseded', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_intents_order_idx').on(t.orderId),
    uniqueIndex('payment_intents_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.state} = 'open'`),
    uniqueIndex('payment_intents_one_open_cart_idx')
      .on(t.cartId)
      .where(sql`${t.state} = 'open'`),
  ],
);

/**
 * The payment ledger: provider payments, each recorded once (the provider's payment id is
 * unique). A captured one is written in its own transaction before anything else happens, then
 * given exactly one outcome: the order it paid, or Credit (see services/payments/README.md).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => paymentIntents.id),
    provider: text('provider', { enum: ['sandbox', 'razorpay'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    providerOrderId: text('provider_order_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** Null for a failed new-order payment: no order was placed. */
    orderId: text('order_id'),
    status: text('status', { enum: ['success', 'pending', 'failed'] }).notNull(),
    amount: integer('amount').notNull(),
    amountPending: integer('amount_pending').notNull(),
    paymentType: text('payment_type', { enum: ['full', 'advance', 'remaining'] }).notNull(),
    paymentMode: text('payment_mode', { enum: ['card', 'upi', 'netbanking', 'wallet'] }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Of a captured payment: where the money went; null until it is settled. */
    outcome: text('outcome', { enum: ['order', 'credit'] }),
    /** Rupees of it put in the customer's Credit (all of it, or an overpayment's excess). */
    credited: integer('credited').notNull().default(0),
    /** Why it went to Credit, in the words the customer and staff are shown. */
    note: text('note'),
    settledAt: instant('settled_at'),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    // What the reconciliation job looks for: captured payments not settled yet.
    index('payments_unsettled_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'success' AND ${t.outcome} IS NULL`),
  ],
);

/**
 * Money given back through the provider that took it (the customer chose the original payment
 * method when cancelling): one refund per captured payment at most, with the provider's id.
 */
export const refunds = pgTable('refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id),
  orderId: text('order_id').notNull(),
  provider: text('provider', { enum: ['sandbox', 'razorpay'] }).notNull(),
  /** The provider's id for the refund, once it accepted it; null while only `requested`. */
  providerRefundId: text('provider_refund_id').unique(),
  /** Rupees given back. */
  amount: integer('amount').notNull(),
  /**
   * requested: recorded with the cancel, not yet accepted by the provider; pending: accepted,
   * on its way; processed: done; failed: the provider gave up (or refused too often), so the
   * money went to the customer's Credit instead; owed: the same, but the account is deleted and
   * cannot spend Credit, so staff pay the person by hand; settled: staff did (the audit holds
   * their reference).
   */
  status: text('status', {
    enum: ['requested', 'pending', 'processed', 'failed', 'owed', 'settled'],
  })
    .notNull()
    .default('requested'),
  /** How often the provider was asked, and when last: a claim that keeps two senders apart. */
  attempts: integer('attempts').notNull().default(0),
  attemptedAt: instant('attempted_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
export type RefundRow = typeof refunds.$inferSelect;

/** Provider webhook events already handled; a repeated event id is dropped. */
export const paymentEvents = pgTable('payment_events', {
  provider: text('provider', { enum: ['sandbox', 'razorpay'] }).notNull(),
  eventId: text('event_id').primaryKey(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});
