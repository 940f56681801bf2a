// The operations console's calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const ops: Routes['ops'] = {
  me: { method: 'GET', path: '/api/ops/me', auth: 'bearer' },
  board: { method: 'GET', path: '/api/ops/board', auth: 'bearer' },
  search: { method: 'GET', path: '/api/ops/orders', auth: 'bearer' },
  confirm: { method: 'POST', path: '/api/ops/orders/:id/confirm', auth: 'bearer' },
  assignDecorator: { method: 'POST', path: '/api/ops/orders/:id/decorator', auth: 'bearer' },
  complete: { method: 'POST', path: '/api/ops/orders/:id/complete', auth: 'bearer' },
  cancel: { method: 'POST', path: '/api/ops/orders/:id/cancel', auth: 'bearer' },
  acceptReschedule: {
    method: 'POST',
    path: '/api/ops/orders/:id/requests/:requestId/accept',
    auth: 'bearer',
  },
  rejectReschedule: {
    method: 'POST',
    path: '/api/ops/orders/:id/requests/:requestId/reject',
    auth: 'bearer',
  },
  move: { method: 'POST', path: '/api/ops/orders/:id/move', auth: 'bearer' },
  setCapacity: { method: 'POST', path: '/api/ops/capacity', auth: 'bearer' },
  goodwill: { method: 'POST', path: '/api/ops/orders/:id/goodwill', auth: 'bearer' },
  pendingGoodwill: { method: 'GET', path: '/api/ops/goodwill', auth: 'bearer' },
  approveGoodwill: { method: 'POST', path: '/api/ops/goodwill/:requestId/approve', auth: 'bearer' },
  declineGoodwill: { method: 'POST', path: '/api/ops/goodwill/:requestId/decline', auth: 'bearer' },
  owedRefunds: { method: 'GET', path: '/api/ops/refunds/owed', auth: 'bearer' },
  settleRefund: { method: 'POST', path: '/api/ops/refunds/:refundId/settle', auth: 'bearer' },
  audit: { method: 'GET', path: '/api/ops/audit', auth: 'bearer' },
};
