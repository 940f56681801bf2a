// The homepage calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const homepage: Routes['homepage'] = {
  baseData: { method: 'GET', path: '/api/homepage/base_data', auth: 'none' },
  getBanners: { method: 'POST', path: '/api/homepage/get_banners', auth: 'none' },
  addToRecentlyViewed: {
    method: 'POST',
    path: '/api/homepage/add_to_recently_viewed',
    auth: 'bearer',
  },
  preload: { method: 'POST', path: '/api/preload', auth: 'none' },
};
