import { and, eq, isNull } from 'drizzle-orm';
import { NOT_STAFF_MESSAGE } from '../../../shared/contract';
import { users } from '../../db/schema';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';

export const DEFAULT_STAFF_NAME = 'Support staff';

export type StaffOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * Makes the account of `phone` a staff account: a new user when the number has none, a
 * promotion for a customer, nothing for staff already. Only this operator command sets the
 * role; no API call can. A given name renames a new or promoted account only.
 */
export async function makeStaff(
  db: Db,
  phone: string,
  name?: string,
): Promise<{ outcome: StaffOutcome; userId: string }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.phone, phone), isNull(users.deletedAt)))
      .for('update');
    if (existing?.role === 'staff') return { outcome: 'unchanged', userId: existing.id };
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'staff', updatedAt: new Date(), ...(name && { name }) })
        .where(eq(users.id, existing.id));
      return { outcome: 'promoted', userId: existing.id };
    }
    const [created] = await tx
      .insert(users)
      .values({ phone, name: name ?? DEFAULT_STAFF_NAME, role: 'staff' })
      .returning({ id: users.id });
    if (!created) throw new Error('staff insert returned nothing');
    return { outcome: 'created', userId: created.id };
  });
}

/**
 * The staff login's gate, before a staff OTP is sent and again when it is checked: anything but
 * a live staff account is a 403 with one message, whether the number has a customer account or
 * none, so customers learn nothing beyond the customer login's `isExist`. Whether a number is
 * staff is told, throttled per IP like every OTP send (contract README, "Staff login").
 */
export function requireStaffAccount<T extends { role: string }>(user: T | null): T {
  if (user?.role !== 'staff') throw new HttpError(403, NOT_STAFF_MESSAGE);
  return user;
}
