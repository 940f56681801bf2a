import { defineCall } from './core';
import { Ok } from './envelope';

export const health = {
  health: defineCall({
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    summary: 'Liveness: the API is up and its migrations have run.',
    response: Ok,
    errors: [],
  }),
} as const;
