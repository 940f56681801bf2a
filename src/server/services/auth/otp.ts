import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/domain';
import { otpRequests } from '../../db/schema';
import { HttpError } from '../../errors';
import type { AccountsContext } from '../context';
import { keyedHash, randomToken, sameHash } from './keys';

/** 'staff' codes are only ever sent to staff accounts and only ever open a staff session. */
export type OtpPurpose = 'login' | 'register' | 'delete' | 'staff';

/** SECURITY.md: 5-minute codes, 5 wrong codes void a request, 5 sends per 15 minutes, 100 failures per hour. */
export const OTP_LIFETIME_MS = 5 * 60_000;
export const OTP_MAX_WRONG = 5;
export const OTP_SEND_LIMIT = 5;
export const OTP_SEND_WINDOW_MS = 15 * 60_000;
export const OTP_FAILURE_LIMIT = 100;
export const OTP_FAILURE_WINDOW_MS = 60 * 60_000;

export const OTP_MESSAGES = {
  tooManySends: 'Too many OTP requests for this number. Please try again in 15 minutes',
  tooManyFailures: 'Too many wrong OTPs for this number. Please try again in an hour',
  expired: 'OTP expired. Please request a new one',
  used: 'OTP already used. Please request a new one',
  voided: 'Too many wrong attempts. Please request a new OTP',
  wrongPurpose: 'This OTP was sent for another purpose. Please request a new one',
} as const;

const smsText = (code: string) =>
  `${code} is your Utsav OTP. It is valid for 5 minutes. Do not share it with anyone.`;

const requestHashOf = (ctx: AccountsContext, hash: string) =>
  keyedHash(ctx.keys.otp, 'request', hash);
const codeHashOf = (
  ctx: AccountsContext,
  hash: string,
  phone: string,
  purpose: OtpPurpose,
  code: string,
) => keyedHash(ctx.keys.otp, 'code', hash, phone, purpose, code);

/** The start of a throttle window that ends now, by the app's clock. */
const since = (ctx: AccountsContext, ms: number) => new Date(ctx.now().getTime() - ms);

/**
 * Creates an OTP request and sends its code. Returns the opaque request id (`hash`). The send
 * throttle is counted under a per-phone lock, so parallel sends cannot slip past it.
 */
export async function issueOtp(
  ctx: AccountsContext,
  phone: string,
  purpose: OtpPurpose,
): Promise<string> {
  const hash = randomToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-send:${phone}`}))`);
    if (ctx.settings.rateLimits) {
      const [recent] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(otpRequests)
        .where(
          and(
            eq(otpRequests.phone, phone),
            gt(otpRequests.createdAt, since(ctx, OTP_SEND_WINDOW_MS)),
          ),
        );
      if ((recent?.count ?? 0) >= OTP_SEND_LIMIT) {
        throw new HttpError(429, OTP_MESSAGES.tooManySends);
      }
    }
    const [row] = await tx
      .insert(otpRequests)
      .values({
        requestHash: requestHashOf(ctx, hash),
        phone,
        purpose,
        codeHash: codeHashOf(ctx, hash, phone, purpose, code),
        // Both by the app's clock, as the throttle windows and the expiry check read it.
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
      })
      .returning({ id: otpRequests.id });
    return row?.id;
  });
  try {
    await ctx.sms.send({ to: phone, text: smsText(code), otp: code });
  } catch (error: unknown) {
    // An unsent code must not count against the number or stay usable.
    if (id) await ctx.db.delete(otpRequests).where(eq(otpRequests.id, id));
    ctx.log.error({ err: error }, 'OTP SMS could not be sent');
    throw new HttpError(502, MESSAGES.otpSendFailed);
  }
  return hash;
}

/**
 * Checks a code against its request and uses it up. Every refusal is a 401 except the
 * per-phone failure throttle (429). Consuming is one conditional update, so a code that two
 * requests present at once works for only one of them.
 */
export async function consumeOtp(
  ctx: AccountsContext,
  input: { phone: string; hash: string; code: string; purposes: readonly OtpPurpose[] },
): Promise<OtpPurpose> {
  const { db } = ctx;
  const now = ctx.now();
  if (ctx.settings.rateLimits) {
    // Per-OTP limits always apply; this per-phone one is lifted with RATE_LIMITS=off.
    const [failures] = await db
      .select({ total: sql<number>`coalesce(sum(${otpRequests.failedAttempts}), 0)::int` })
      .from(otpRequests)
      .where(
        and(
          eq(otpRequests.phone, input.phone),
          gt(otpRequests.createdAt, since(ctx, OTP_FAILURE_WINDOW_MS)),
        ),
      );
    if ((failures?.total ?? 0) >= OTP_FAILURE_LIMIT) {
      throw new HttpError(429, OTP_MESSAGES.tooManyFailures);
    }
  }
  const [request] = await db
    .select()
    .from(otpRequests)
    .where(eq(otpRequests.requestHash, requestHashOf(ctx, input.hash)));
  if (!request || request.phone !== input.phone) throw new HttpError(401, MESSAGES.invalidOtp);
  if (!input.purposes.includes(request.purpose)) {
    throw new HttpError(401, OTP_MESSAGES.wrongPurpose);
  }
  if (request.consumedAt) throw new HttpError(401, OTP_MESSAGES.used);
  if (request.failedAttempts >= OTP_MAX_WRONG) throw new HttpError(401, OTP_MESSAGES.voided);
  if (request.expiresAt.getTime() <= now.getTime()) throw new HttpError(401, OTP_MESSAGES.expired);

  const expected = codeHashOf(ctx, input.hash, input.phone, request.purpose, input.code);
  if (!sameHash(expected, request.codeHash)) {
    const [counted] = await db
      .update(otpRequests)
      .set({ failedAttempts: sql`${otpRequests.failedAttempts} + 1` })
      .where(
        and(
          eq(otpRequests.id, request.id),
          isNull(otpRequests.consumedAt),
          lt(otpRequests.failedAttempts, OTP_MAX_WRONG),
        ),
      )
      .returning({ failedAttempts: otpRequests.failedAttempts });
    throw new HttpError(
      401,
      counted && counted.failedAttempts < OTP_MAX_WRONG ? MESSAGES.invalidOtp : OTP_MESSAGES.voided,
    );
  }
  const [consumed] = await db
    .update(otpRequests)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpRequests.id, request.id),
        isNull(otpRequests.consumedAt),
        lt(otpRequests.failedAttempts, OTP_MAX_WRONG),
        gt(otpRequests.expiresAt, now),
      ),
    )
    .returning({ id: otpRequests.id });
  if (!consumed) throw new HttpError(401, OTP_MESSAGES.used);
  return request.purpose;
}
