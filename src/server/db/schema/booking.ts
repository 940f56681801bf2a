// Booking: carts, time slots with capacity, orders with their append-only histories, and card
// payments. Amounts are integer rupees except `amount_paise`, the provider's own unit.
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
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
  revision: integer('revision').notNull().default(1),
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
    /**
     * 'open' until its first report completes it, or a newer payment of the same order
     * supersedes it: a session completes once, and an order has one open payment at a time.
     */
    state: text('state', { enum: ['open', 'completed', 'superseded'] })
      .notNull()
      .default('open'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_intents_order_idx').on(t.orderId),
    uniqueIndex('payment_intents_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.state} = 'open'`),
  ],
);

/** Provider payments, each applied once: the provider's payment id is unique. */
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
  },
  (t) => [index('payments_order_idx').on(t.orderId, t.createdAt)],
);

/** Provider webhook events already handled; a repeated event id is dropped. */
export const paymentEvents = pgTable('payment_events', {
  provider: text('provider', { enum: ['sandbox', 'razorpay'] }).notNull(),
  eventId: text('event_id').primaryKey(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});
