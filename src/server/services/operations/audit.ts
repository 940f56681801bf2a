// The staff audit log: one row per change, written in the change's transaction; a database
// trigger refuses UPDATE and DELETE on it, so it is read only here.
import { count, desc, eq } from 'drizzle-orm';
import { OPS_AUDIT_PAGE_SIZE } from '../../../shared/contract';
import { staffAudit, users } from '../../db/schema';
import type { Executor } from '../context';
import type { OpsContext } from './board';
import type { Staff } from './access';
import { ADMIN_COMMAND } from '../auth/staff';

export async function writeAudit(
  tx: Executor,
  staff: Staff,
  entry: { action: string; target: string; hubId: string | null; before: unknown; after: unknown },
  now: Date,
): Promise<void> {
  await tx
    .insert(staffAudit)
    .values({ staffId: staff.userId, role: staff.role, ...entry, at: now });
}

/** An entry the system writes on its own, such as a payment it settled to Credit. */
export async function writeSystemAudit(
  tx: Executor,
  entry: { action: string; target: string; hubId: string | null; before: unknown; after: unknown },
  now: Date,
): Promise<void> {
  await tx.insert(staffAudit).values({ staffId: null, role: 'system', ...entry, at: now });
}

/** The name an entry shows for what the system did itself. */
export const SYSTEM_ACTOR = 'Utsav (automatic)';
/** The name an entry shows for a role change made by the operator's `npm run admin`. */
export const ADMIN_COMMAND_ACTOR = 'Operator (npm run admin)';

const byAdminCommand = (after: unknown) =>
  typeof after === 'object' && after !== null && (after as { by?: unknown }).by === ADMIN_COMMAND;

export async function auditPage(ctx: OpsContext, page: number) {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: staffAudit.id,
        staffName: users.name,
        role: staffAudit.role,
        action: staffAudit.action,
        target: staffAudit.target,
        hubId: staffAudit.hubId,
        before: staffAudit.before,
        after: staffAudit.after,
        at: staffAudit.at,
      })
      .from(staffAudit)
      .leftJoin(users, eq(users.id, staffAudit.staffId))
      .orderBy(desc(staffAudit.id))
      .limit(OPS_AUDIT_PAGE_SIZE)
      .offset(page * OPS_AUDIT_PAGE_SIZE),
    ctx.db.select({ total: count() }).from(staffAudit),
  ]);
  return {
    entries: rows.map(({ hubId, at, staffName, ...row }) => ({
      ...row,
      staffName: staffName ?? (byAdminCommand(row.after) ? ADMIN_COMMAND_ACTOR : SYSTEM_ACTOR),
      ...(hubId !== null && { hubId }),
      at: at.toISOString(),
    })),
    page,
    total: total?.total ?? 0,
  };
}
