import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The key the API and the sandbox gateway share, derived from the server secret, so a fresh
 * install needs no extra configuration and nothing else signed with the secret can pass for it.
 */
export function sandboxKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'utsav-payments', 'sandbox-gateway', 32));
}

/** Hex HMAC-SHA256, the form both the sandbox and Razorpay use for signatures. */
export function hmacHex(key: Buffer | string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('hex');
}

/** Constant-time check of a hex signature against the one we compute. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return (
    /^[a-f0-9]+$/.test(givenHex) &&
    expected.length === given.length &&
    timingSafeEqual(expected, given)
  );
}
