// The health calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const health: Routes['health'] = {
  health: { method: 'GET', path: '/api/health', auth: 'none' },
};
