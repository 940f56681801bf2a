import { and, asc, eq, isNull } from 'drizzle-orm';
import { NOT_STAFF_MESSAGE } from '../../../shared/contract';
import { hubs, sessions, staffAudit, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Executor, Tx } from '../context';
import { HttpError } from '../../errors';
import type { StaffRole } from './sessions';

export const DEFAULT_STAFF_NAME = 'Support staff';

export type StaffOutcome =
  'created' | 'promoted' | 'updated' | 'unchanged' | 'disabled' | 'notStaff';

/** Who changes staff access: the operator's `npm run admin`, the only way a role is set. */
export const ADMIN_COMMAND = 'admin command';

interface AccessView {
  role: 'customer' | 'staff';
  staffRole: StaffRole | null;
  hubs: string[];
}

/**
 * A role change in the audit log (SECURITY.md, "Staff"): which account, its access before and
 * after, and that the admin command made it. Written in the change's transaction.
 */
async function auditAccess(
  tx: Executor,
  action: 'staffAccess' | 'staffDisabled',
  entry: { userId: string; phone: string; before: AccessView | null; after: AccessView },
): Promise<void> {
  await tx.insert(staffAudit).values({
    staffId: null,
    role: 'system',
    action,
    target: entry.userId,
    hubId: null,
    before: entry.before,
    after: { ...entry.after, phone: entry.phone, by: ADMIN_COMMAND },
    at: new Date(),
  });
}

/** Ends every live session of an account at once: its next call is a 401. */
async function endSessions(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** A staff account's console role and, for 'ops', the hubs it runs (issue 20). */
export interface StaffAccess {
  role: StaffRole;
  hubs: string[];
}

export const HUB_NEEDED = "The 'ops' role needs at least one --hub";
export const HUB_ONLY_FOR_OPS = "Only the 'ops' role has hubs";

/** The hubs of `wanted` the catalogue does not have, said with the ones it has. */
export function unknownHubs(missing: readonly string[], known: readonly string[]): string {
  const have =
    known.length > 0
      ? `the hubs are ${known.join(', ')}`
      : 'the catalogue has no hubs yet (a server seeds it at its first start)';
  return `No hub named ${missing.join(', ')}: ${have}`;
}

/** Hubs sorted and without repeats, so the same hubs in another order change nothing. */
export function checkedAccess(access: StaffAccess): StaffAccess {
  const hubs = [...new Set(access.hubs)].sort();
  if (access.role === 'ops' && hubs.length === 0) throw new Error(HUB_NEEDED);
  if (access.role !== 'ops' && hubs.length > 0) throw new Error(HUB_ONLY_FOR_OPS);
  return { role: access.role, hubs };
}

/** The live account with this phone, if any, locked for the change of its role. */
async function lockAccount(tx: Tx, phone: string) {
  const [account] = await tx
    .select({
      id: users.id,
      role: users.role,
      staffRole: users.staffRole,
      staffHubs: users.staffHubs,
    })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deletedAt)))
    .for('update');
  return account;
}

/**
 * Makes the account of `phone` a staff account: a new user when the number has none, a
 * promotion for a customer, a new role or hubs for staff given other ones, nothing otherwise.
 * Only this operator command sets the role; no API call can. A given name renames a new or
 * promoted account only. Without `access`, a new account is 'support' and staff keep theirs.
 */
export async function makeStaff(
  db: Db,
  phone: string,
  name?: string,
  access?: StaffAccess,
): Promise<{ outcome: StaffOutcome; userId: string }> {
  const wanted = access ? checkedAccess(access) : undefined;
  return db.transaction(async (tx) => {
    // Hub ids are typed at the command line: a typo or another case would give an account that
    // sees nothing.
    if (wanted && wanted.hubs.length > 0) {
      const known = (await tx.select({ id: hubs.id }).from(hubs).orderBy(asc(hubs.id))).map(
        (hub) => hub.id,
      );
      const missing = wanted.hubs.filter((hub) => !known.includes(hub));
      if (missing.length > 0) throw new Error(unknownHubs(missing, known));
    }
    const existing = await lockAccount(tx, phone);
    const fields = {
      staffRole: wanted?.role ?? 'support',
      staffHubs: wanted?.hubs ?? [],
    } as const;
    const after: AccessView = {
      role: 'staff',
      staffRole: fields.staffRole,
      hubs: fields.staffHubs,
    };
    const before: AccessView | null = existing
      ? { role: existing.role, staffRole: existing.staffRole, hubs: existing.staffHubs }
      : null;
    if (existing?.role === 'staff') {
      const same =
        !wanted ||
        (existing.staffRole === wanted.role &&
          JSON.stringify(existing.staffHubs) === JSON.stringify(wanted.hubs));
      if (same) return { outcome: 'unchanged', userId: existing.id };
      await tx
        .update(users)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      // A demotion holds from the next call: they sign in again to the role they now have.
      await endSessions(tx, existing.id);
      await auditAccess(tx, 'staffAccess', { userId: existing.id, phone, before, after });
      return { outcome: 'updated', userId: existing.id };
    }
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'staff', ...fields, updatedAt: new Date(), ...(name && { name }) })
        .where(eq(users.id, existing.id));
      await auditAccess(tx, 'staffAccess', { userId: existing.id, phone, before, after });
      return { outcome: 'promoted', userId: existing.id };
    }
    const [created] = await tx
      .insert(users)
      .values({ phone, name: name ?? DEFAULT_STAFF_NAME, role: 'staff', ...fields })
      .returning({ id: users.id });
    if (!created) throw new Error('staff insert returned nothing');
    await auditAccess(tx, 'staffAccess', { userId: created.id, phone, before, after });
    return { outcome: 'created', userId: created.id };
  });
}

/**
 * `disable-staff`: the account of `phone` is a customer's again (its orders and wallet kept; a
 * staff code no longer signs it in) and every session it has ends at once, audited. `create-staff`
 * enables it again. A number without a staff account changes nothing.
 */
export async function disableStaff(
  db: Db,
  phone: string,
): Promise<{ outcome: 'disabled' | 'notStaff'; userId: string | null }> {
  return db.transaction(async (tx) => {
    const existing = await lockAccount(tx, phone);
    if (existing?.role !== 'staff') return { outcome: 'notStaff', userId: existing?.id ?? null };
    await tx
      .update(users)
      .set({ role: 'customer', staffRole: null, staffHubs: [], updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    await endSessions(tx, existing.id);
    await auditAccess(tx, 'staffDisabled', {
      userId: existing.id,
      phone,
      before: { role: 'staff', staffRole: existing.staffRole, hubs: existing.staffHubs },
      after: { role: 'customer', staffRole: null, hubs: [] },
    });
    return { outcome: 'disabled', userId: existing.id };
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
