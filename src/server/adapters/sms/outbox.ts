import type { FastifyBaseLogger } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { maskPhone } from '../../logging';
import type { SmsSender } from './types';

/** Messages land in the sms_outbox table (read by the dev outbox route) and a log line. */
export function createOutboxSender(db: Db, log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insert(smsOutbox)
        .values({ toPhone: message.to, text: message.text, otp: message.otp });
      log.info({ to: maskPhone(message.to) }, 'SMS written to the outbox');
    },
  };
}

export const OUTBOX_PAGE = 100;

/** The messages sent to a number, newest first. */
export async function readOutbox(db: Db, phone: string) {
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
