// The reports calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const reports: Routes['reports'] = {
  createError: { method: 'POST', path: '/api/reports/error', auth: 'optional' },
  list: { method: 'GET', path: '/api/reports', auth: 'bearer' },
  get: { method: 'GET', path: '/api/reports/:referenceId', auth: 'bearer' },
  customerOrders: { method: 'GET', path: '/api/reports/:referenceId/orders', auth: 'bearer' },
};
