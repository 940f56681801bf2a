import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** One key per use, derived from the server secret, so no hash can stand in for another kind. */
export interface AuthKeys {
  otp: Buffer;
  session: Buffer;
  registration: Buffer;
  grant: Buffer;
}

const derive = (secret: string, label: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'utsav-accounts', label, 32));

export function deriveKeys(secret: string): AuthKeys {
  return {
    otp: derive(secret, 'otp'),
    session: derive(secret, 'session'),
    registration: derive(secret, 'registration'),
    grant: derive(secret, 'admin-grant'),
  };
}

/** HMAC-SHA256 of the parts, joined by a separator no part can contain. */
export function keyedHash(key: Buffer, ...parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('\u0000')).digest('base64url');
}

/** Constant-time comparison of two hashes of the same kind. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A 256-bit random token, URL-safe (43 characters). */
export const randomToken = (): string => randomBytes(32).toString('base64url');
