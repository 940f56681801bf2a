// Customer accounts: identity, sessions, OTP requests, addresses, wallet ledger, wishlist,
// recently viewed, the SMS outbox and error reports. Ids are text so any `_id` a client sends
// compares safely (a malformed one simply matches nothing).
import { randomUUID } from 'node:crypto';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { ReportContext } from '../../../shared/contract';
import { products } from './catalogue';
import { createdAt, instant } from './columns';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

export const users = pgTable('users', {
  id: id(),
  /** Null once the account is deleted, so the number can register again. */
  phone: text('phone').unique(),
  name: text('name').notNull(),
  email: text('email'),
  /** DD-MM-YYYY as the contract carries it. */
  dateOfBirth: text('date_of_birth'),
  gender: text('gender', { enum: ['male', 'female', 'other'] }),
  role: text('role', { enum: ['customer', 'staff'] })
    .notNull()
    .default('customer'),
  /** What a staff account may do in the console (issue 20); null for a customer. */
  staffRole: text('staff_role', { enum: ['support', 'ops', 'admin'] }),
  /** The hubs an 'ops' account runs; other roles are not tied to a hub. */
  staffHubs: jsonb('staff_hubs').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  deletedAt: instant('deleted_at'),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** Keyed hash of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['customer', 'support', 'staff'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpRequests = pgTable(
  'otp_requests',
  {
    id: id(),
    /** Keyed hash of the opaque request id the client holds (`hash`). */
    requestHash: text('request_hash').notNull().unique(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['login', 'register', 'delete', 'staff'] }).notNull(),
    /** Keyed hash of request id, phone, purpose and code: useless without the server key. */
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
  },
  (t) => [index('otp_requests_phone_idx').on(t.phone, t.createdAt)],
);

/** Handed to a verified new number; single use, short-lived. */
export const registrationTokens = pgTable('registration_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  phone: text('phone').notNull(),
  createdAt: createdAt(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

/** Audit of admin access grants; the primary key makes each signed link single use. */
export const adminGrantUses = pgTable('admin_grant_uses', {
  nonce: text('nonce').primaryKey(),
  phone: text('phone').notNull(),
  userId: text('user_id').references(() => users.id),
  sessionId: text('session_id').references(() => sessions.id),
  ip: text('ip').notNull(),
  userAgent: text('user_agent'),
  usedAt: instant('used_at').notNull().defaultNow(),
});

export interface StoredLocation {
  lat: number;
  lng: number;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  pincode?: string;
}
export interface StoredServiceArea {
  hubId: string | null;
  isServiceable: boolean;
  isInAnyHub: boolean;
}
export interface StoredReceiver {
  name: string;
  mobileNumber: string;
  type: 'mySelf' | 'someoneElse';
}

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    addressLabel: text('address_label').notNull(),
    ownerName: text('owner_name').notNull(),
    address1: text('address1').notNull(),
    flatNumber: text('flat_number'),
    buildingName: text('building_name'),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    mobile: jsonb('mobile').$type<string[]>().notNull(),
    receiversDetails: jsonb('receivers_details').$type<StoredReceiver>(),
    locationv2: jsonb('locationv2').$type<StoredLocation>(),
    serviceAreaInfo: jsonb('service_area_info').$type<StoredServiceArea>(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.createdAt)],
);

/** Append-only: balances are derived from these rows, never stored. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: id(),
    /** Write order, so a credit and a spend in one transaction keep their sequence. */
    seq: serial('seq').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    balance: text('balance', { enum: ['reward', 'credit'] }).notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason', {
      enum: ['referral', 'promotion', 'refund', 'orderPayment', 'expiry', 'adjustment'],
    }).notNull(),
    orderId: text('order_id'),
    note: text('note'),
    /** Makes a credit idempotent (a refund is credited once, however often it is retried). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at'),
  },
  (t) => [index('wallet_ledger_user_idx').on(t.userId, t.createdAt)],
);

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    toPhone: text('to_phone').notNull(),
    text: text('text').notNull(),
    otp: text('otp'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.toPhone, t.id)],
);

export const errorReports = pgTable(
  'error_reports',
  {
    id: id(),
    referenceId: text('reference_id').notNull().unique(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    errorFromUrl: text('error_from_url').notNull(),
    device: text('device', { enum: ['mobile', 'browser', 'notDefined'] }).notNull(),
    errorFromSiteName: text('error_from_site_name').notNull(),
    note: text('note'),
    userId: text('user_id').references(() => users.id),
    trace: text('trace'),
    /** The browser, build and recent failures the client told (contract ReportContext). */
    context: jsonb('context').$type<ReportContext>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('error_reports_created_idx').on(t.createdAt),
    index('error_reports_user_idx').on(t.userId),
  ],
);

/** A customer's row about one product (wishlist, recently viewed), keyed by the pair. */
const userAndProduct = () => ({
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    ...userAndProduct(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    ...userAndProduct(),
    viewedAt: instant('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('recently_viewed_user_idx').on(t.userId, t.viewedAt),
  ],
);
