import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { maskPhone } from '../../logging';
import { OTP_LIFETIME_MS } from '../../services/auth/otp';
import type { SmsSender } from './types';

/**
 * Deletes the messages whose code is older than a code lives: the outbox never keeps a code
 * anyone could still use, nor one past its use. Answers how many went.
 */
export async function purgeExpiredCodes(
  db: Db,
  now: Date = new Date(),
  lifetimeMs: number = OTP_LIFETIME_MS,
): Promise<number> {
  const purged = await db
    .delete(smsOutbox)
    .where(
      and(isNotNull(smsOutbox.otp), lte(smsOutbox.createdAt, new Date(now.getTime() - lifetimeMs))),
    )
    .returning({ id: smsOutbox.id });
  return purged.length;
}

/** How long after a code expires the sender's own sweep removes it. */
const SWEEP_MARGIN_MS = 1000;

/**
 * Messages land in the sms_outbox table (read by the dev outbox route) and a log line; a
 * message carrying a code is deleted as soon as the code expires.
 */
export function createOutboxSender(
  db: Db,
  log: FastifyBaseLogger,
  codeLifetimeMs: number = OTP_LIFETIME_MS,
): SmsSender {
  // The row's time is the database's clock (to the microsecond), the sweep's this server's (to the
  // millisecond): a sweep at exactly the lifetime can find the code a hair too young and, being
  // the only one, leave it. Readers purge first, so the margin never shows an expired code.
  const purgeLater = () =>
    setTimeout(() => {
      purgeExpiredCodes(db, new Date(), codeLifetimeMs).catch((error: unknown) =>
        log.warn({ err: error }, 'expired codes could not be removed from the outbox'),
      );
    }, codeLifetimeMs + SWEEP_MARGIN_MS).unref();
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insert(smsOutbox)
        .values({ toPhone: message.to, text: message.text, otp: message.otp });
      if (message.otp !== null) purgeLater();
      log.info({ to: maskPhone(message.to) }, 'SMS written to the outbox');
    },
  };
}

export const OUTBOX_PAGE = 100;

/** The messages sent to a number, newest first; expired codes are gone before it reads. */
export async function readOutbox(db: Db, phone: string) {
  await purgeExpiredCodes(db);
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.toPhone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(OUTBOX_PAGE);
  return rows.map((row) => ({
    to: row.toPhone,
    text: row.text,
    otp: row.otp,
    createdAt: row.createdAt.toISOString(),
  }));
}
