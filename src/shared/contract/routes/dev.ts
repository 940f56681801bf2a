// The dev calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const dev: Routes['dev'] = {
  outbox: { method: 'GET', path: '/api/dev/outbox', auth: 'none' },
};
