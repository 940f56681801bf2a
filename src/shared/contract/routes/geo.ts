// The geo calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const geo: Routes['geo'] = {
  serviceArea: { method: 'POST', path: '/api/geo/service_area', auth: 'none' },
  autocomplete: { method: 'GET', path: '/api/geo/autocomplete', auth: 'none' },
  geocode: { method: 'GET', path: '/api/geo/geocode', auth: 'none' },
  reverse: { method: 'GET', path: '/api/geo/reverse', auth: 'none' },
  map: { method: 'GET', path: '/api/geo/map', auth: 'none' },
};
