// The v2 calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const v2: Routes['v2'] = {
  getServiceAreaInfo: { method: 'POST', path: '/api/v2/', auth: 'optional' },
  getServiceableCities: { method: 'POST', path: '/api/v2/', auth: 'optional' },
  getProductDetails: { method: 'POST', path: '/api/v2/', auth: 'optional' },
  getProductFeedback: { method: 'POST', path: '/api/v2/', auth: 'optional' },
  getOSPVideoData: { method: 'POST', path: '/api/v2/', auth: 'optional' },
  handleVideoClicks: { method: 'POST', path: '/api/v2/', auth: 'optional' },
};
