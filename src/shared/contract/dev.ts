import { Type } from '@sinclair/typebox';
import { defineCall } from './core';
import { OutboxMessage } from './entities';
import { Success } from './envelope';
import { Phone, Strict } from './primitives';

export const dev = {
  outbox: defineCall({
    method: 'GET',
    path: '/api/dev/outbox',
    auth: 'none',
    summary: 'Outside production only: the SMS messages sent to a number, newest first.',
    querystring: Strict({ phone: Phone }),
    response: Success({ messages: Type.Array(OutboxMessage, { maxItems: 100 }) }),
    errors: [400],
  }),
} as const;
