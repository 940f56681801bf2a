import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Settings } from '../../settings';
import { createOutboxSender } from './outbox';
import { createTwilioSender } from './twilio';
import type { SmsSender } from './types';

export type { SmsMessage, SmsSender } from './types';

/** The sender the settings chose (see `Settings.sms`). */
export function createSmsSender(
  settings: Pick<Settings, 'sms' | 'twilio'>,
  db: Db,
  log: FastifyBaseLogger,
): SmsSender {
  return settings.sms === 'twilio' && settings.twilio
    ? createTwilioSender(settings.twilio)
    : createOutboxSender(db, log);
}
