// The orders calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const orders: Routes['orders'] = {
  place: { method: 'POST', path: '/api/orders/place', auth: 'bearer' },
  getOrdersByQueryObject: {
    method: 'POST',
    path: '/api/orders/get_orders_by_query_object',
    auth: 'bearer',
  },
  getOrderByIdWithoutToken: {
    method: 'GET',
    path: '/api/orders/get_order_by_id_without_token/:id',
    auth: 'none',
  },
  updateOrdersByQueryObject: {
    method: 'POST',
    path: '/api/orders/update_orders_by_query_object',
    auth: 'bearer',
  },
};
