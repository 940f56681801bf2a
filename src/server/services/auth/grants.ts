import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthKeys } from './keys';

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
