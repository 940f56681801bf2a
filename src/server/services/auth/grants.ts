import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SignedInData } from '../../../shared/contract';
import { adminGrantUses } from '../../db/schema';
import { HttpError } from '../../errors';
import type { AccountsContext } from '../context';
import { signedInData } from '../users/sessionData';
import { NO_ACCOUNT, findUserByPhone } from '../users/users';
import type { AuthKeys } from './keys';
import { createSession } from './sessions';

export const GRANT_MESSAGES = {
  invalid: 'This access link is not valid',
  expired: 'This access link has expired',
  used: 'This access link has already been used',
} as const;

/** SECURITY.md: the admin grant is single use and short-lived (15 minutes). */
export const GRANT_LIFETIME_MS = 15 * 60_000;

// Layout: 10 phone digits, 4-byte expiry (Unix seconds), 12-byte nonce, then the HMAC-SHA256
// of those 26 bytes. Self-contained, so the staff command needs only the server key, never
// the database the running API holds open; the API records each nonce on use.
const PAYLOAD_BYTES = 26;
const PAYLOAD_CHARS = 35;
const MAC_CHARS = 43;

const macOf = (key: Buffer, payload: Buffer) => createHmac('sha256', key).update(payload).digest();

export function signGrant(keys: AuthKeys, phone: string, now = Date.now()): string {
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.write(phone, 0, 10, 'ascii');
  payload.writeUInt32BE(Math.floor((now + GRANT_LIFETIME_MS) / 1000), 10);
  randomBytes(12).copy(payload, 14);
  return payload.toString('base64url') + macOf(keys.grant, payload).toString('base64url');
}

export interface GrantClaims {
  phone: string;
  expiresAt: Date;
  nonce: string;
}

/** The claims of a genuine grant token, or null for a forged or malformed one (expiry is the caller's check). */
export function readGrant(keys: AuthKeys, token: string): GrantClaims | null {
  if (token.length !== PAYLOAD_CHARS + MAC_CHARS) return null;
  const payload = Buffer.from(token.slice(0, PAYLOAD_CHARS), 'base64url');
  const mac = Buffer.from(token.slice(PAYLOAD_CHARS), 'base64url');
  if (payload.length !== PAYLOAD_BYTES || mac.length !== 32) return null;
  if (!timingSafeEqual(mac, macOf(keys.grant, payload))) return null;
  const phone = payload.toString('ascii', 0, 10);
  if (!/^[0-9]{10}$/.test(phone)) return null;
  return {
    phone,
    expiresAt: new Date(payload.readUInt32BE(10) * 1000),
    nonce: payload.subarray(14).toString('base64url'),
  };
}

/** Who opened an access link, for the audit row and the log. */
export interface GrantUser {
  ip: string;
  userAgent: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * Opens a support session with an access link: genuine, unexpired by the app's clock, and used
 * once. The link's nonce keys its audit row, so a second use finds the row taken; the row, the
 * session and the row's link to them are one transaction.
 */
export async function useAdminGrant(
  ctx: AccountsContext,
  accessToken: string,
  by: GrantUser,
): Promise<SignedInData> {
  const claims = readGrant(ctx.keys, accessToken);
  if (!claims) throw new HttpError(401, GRANT_MESSAGES.invalid);
  if (claims.expiresAt.getTime() <= ctx.now().getTime()) {
    throw new HttpError(401, GRANT_MESSAGES.expired);
  }
  const { user, token, sessionId } = await ctx.db.transaction(async (tx) => {
    const [use] = await tx
      .insert(adminGrantUses)
      .values({
        nonce: claims.nonce,
        phone: claims.phone,
        ip: by.ip,
        userAgent: by.userAgent?.slice(0, 300) ?? null,
      })
      .onConflictDoNothing()
      .returning({ nonce: adminGrantUses.nonce });
    if (!use) throw new HttpError(401, GRANT_MESSAGES.used);
    const found = await findUserByPhone(tx, claims.phone);
    if (!found) throw new HttpError(401, NO_ACCOUNT);
    const session = await createSession(ctx, tx, found.id, 'support');
    await tx
      .update(adminGrantUses)
      .set({ userId: found.id, sessionId: session.sessionId })
      .where(eq(adminGrantUses.nonce, claims.nonce));
    return { user: found, ...session };
  });
  by.log.info({ userId: user.id, sessionId }, 'admin access grant used');
  return signedInData(ctx, user, token, undefined, true);
}
