// Column shapes every schema module uses; not a schema module itself (no tables here).
import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time with its zone (timestamptz), read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();
