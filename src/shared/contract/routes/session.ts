// The session calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const session: Routes['session'] = {
  start: { method: 'POST', path: '/api/session/start', auth: 'optional' },
  ipInfo: { method: 'GET', path: '/api/session/ipinfo', auth: 'none' },
};
