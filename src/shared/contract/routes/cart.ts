// The cart calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const cart: Routes['cart'] = {
  createUpdate: { method: 'POST', path: '/api/users/cart/create_update', auth: 'bearer' },
  delete: { method: 'DELETE', path: '/api/users/cart/delete', auth: 'bearer' },
};
