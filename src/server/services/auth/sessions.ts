import { and, eq, gt, isNull } from 'drizzle-orm';
import { registrationTokens, sessions, users } from '../../db/schema';
import type { AccountsContext, Executor } from '../context';
import { keyedHash, randomToken } from './keys';
import type { StaffRole } from '../../../shared/domain';

export const CUSTOMER_SESSION_MS = 30 * 24 * 60 * 60_000;
/** A support session opened from an admin grant is short: staff look, then leave. */
export const SUPPORT_SESSION_MS = 60 * 60_000;
/** A staff session ends within a working day, whatever happens (SECURITY.md, "Staff"). */
export const STAFF_SESSION_MS = 12 * 60 * 60_000;
export const REGISTRATION_TOKEN_MS = 15 * 60_000;

const LIFETIME: Record<SessionKind, number> = {
  customer: CUSTOMER_SESSION_MS,
  support: SUPPORT_SESSION_MS,
  staff: STAFF_SESSION_MS,
};

/** 'staff' sessions come only from a staff-purpose code; a login code opens a 'customer' one. */
export type SessionKind = 'customer' | 'support' | 'staff';

/** Who is calling: resolved from a bearer token by the auth plugin. */
export interface Caller {
  userId: string;
  sessionId: string;
  kind: SessionKind;
  role: 'customer' | 'staff';
  /** The console role of a staff session (issue 20); null for a customer's. */
  staffRole: StaffRole | null;
  /** The hubs an 'ops' session may act on. */
  staffHubs: string[];
}

export type { StaffRole } from '../../../shared/domain';

/** A staff account acts as staff only in a session its staff code opened. */
export const sessionRole = (kind: SessionKind, accountRole: 'customer' | 'staff') =>
  kind === 'staff' && accountRole === 'staff' ? 'staff' : 'customer';

const tokenHashOf = (ctx: AccountsContext, token: string) => keyedHash(ctx.keys.session, token);

/** Opens a session; the token is returned once and only its keyed hash is stored. */
export async function createSession(
  ctx: AccountsContext,
  db: Executor,
  userId: string,
  kind: SessionKind,
): Promise<{ token: string; sessionId: string }> {
  const token = randomToken();
  const lifetime = LIFETIME[kind];
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: tokenHashOf(ctx, token),
      kind,
      expiresAt: new Date(ctx.now().getTime() + lifetime),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id };
}

/** The live session a token names: not expired, not revoked, its user not deleted. */
export async function findCaller(ctx: AccountsContext, token: string): Promise<Caller | null> {
  const [row] = await ctx.db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      kind: sessions.kind,
      role: users.role,
      staffRole: users.staffRole,
      staffHubs: users.staffHubs,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHashOf(ctx, token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.now()),
        isNull(users.deletedAt),
      ),
    );
  if (!row) return null;
  const role = sessionRole(row.kind, row.role);
  return {
    ...row,
    role,
    staffRole: role === 'staff' ? (row.staffRole ?? 'support') : null,
    staffHubs: role === 'staff' ? row.staffHubs : [],
  };
}

export async function revokeSession(
  ctx: AccountsContext,
  db: Executor,
  sessionId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(
  ctx: AccountsContext,
  db: Executor,
  userId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** A verified new number gets this instead of a session; `register` spends it. */
export async function issueRegistrationToken(ctx: AccountsContext, phone: string) {
  const token = randomToken();
  await ctx.db.insert(registrationTokens).values({
    tokenHash: keyedHash(ctx.keys.registration, token),
    phone,
    expiresAt: new Date(ctx.now().getTime() + REGISTRATION_TOKEN_MS),
  });
  return token;
}

/** Uses up a registration token for its phone; false when unknown, used, expired or for another number. */
export async function consumeRegistrationToken(
  ctx: AccountsContext,
  db: Executor,
  token: string,
  phone: string,
): Promise<boolean> {
  const used = await db
    .update(registrationTokens)
    .set({ usedAt: ctx.now() })
    .where(
      and(
        eq(registrationTokens.tokenHash, keyedHash(ctx.keys.registration, token)),
        eq(registrationTokens.phone, phone),
        isNull(registrationTokens.usedAt),
        gt(registrationTokens.expiresAt, ctx.now()),
      ),
    )
    .returning({ phone: registrationTokens.phone });
  return used.length === 1;
}
