import { sql } from 'drizzle-orm';
import type { orders } from '../../db/schema';

type HistoryColumn = typeof orders.events | typeof orders.bookingDetails | typeof orders.requests;

/**
 * `column || entries`: the update itself appends to an order's jsonb history (events, booking
 * details, requests), so changes that race each keep their entries.
 */
export const appendHistory = <T>(column: HistoryColumn, entries: T[]) =>
  sql`${column} || ${JSON.stringify(entries)}::jsonb`;
