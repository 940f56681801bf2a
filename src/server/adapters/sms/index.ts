import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Settings } from '../../settings';
import { createOutboxSender } from './outbox';
import { createTwilioSender } from './twilio';
import type { SmsSender } from './types';

export type { SmsMessage, SmsSender } from './types';

/** The configured provider when its keys are set; the outbox otherwise. */
export function createSmsSender(
  settings: Pick<Settings, 'twilio'>,
  db: Db,
  log: FastifyBaseLogger,
): SmsSender {
  return settings.twilio ? createTwilioSender(settings.twilio) : createOutboxSender(db, log);
}
