// The timeslot calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const timeslot: Routes['timeslot'] = {
  getByDate: { method: 'GET', path: '/api/timeslot/:date', auth: 'none' },
  getTimeSlotData: { method: 'POST', path: '/api/getTimeSlotData', auth: 'bearer' },
  checkSlotAvailability: { method: 'POST', path: '/api/checkSlotAvailability', auth: 'bearer' },
};
