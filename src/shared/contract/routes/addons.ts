// The addons calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const addons: Routes['addons'] = {
  getAddonsByQueryObject: {
    method: 'POST',
    path: '/api/addons/get_addons_by_query_object',
    auth: 'none',
  },
};
