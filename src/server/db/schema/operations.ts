// Operations (issue 20): the staff audit log and goodwill credit awaiting an admin. The audit
// log is append-only: the migration's trigger refuses every UPDATE and DELETE on it.
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { users } from './accounts';
import { instant } from './columns';

export const STAFF_ROLES = ['support', 'ops', 'admin'] as const;

export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    /** Null for what the system did on its own (a payment settled to Credit). */
    staffId: text('staff_id').references(() => users.id),
    role: text('role', { enum: [...STAFF_ROLES, 'system'] }).notNull(),
    action: text('action').notNull(),
    /** What the action was on: an order id, or a hub and its dates. */
    target: text('target').notNull(),
    hubId: text('hub_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('staff_audit_at_idx').on(t.at)],
);

/** Goodwill Credit above the per-order limit, asked by staff, waiting for an admin's approval. */
export const goodwillRequests = pgTable(
  'goodwill_requests',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    orderId: text('order_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id),
    decidedBy: text('decided_by').references(() => users.id),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('goodwill_requests_order_idx').on(t.orderId)],
);
