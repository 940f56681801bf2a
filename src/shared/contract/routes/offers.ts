// The offers calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const offers: Routes['offers'] = {
  getOffersByQueryObject: {
    method: 'POST',
    path: '/api/offers/get_offers_by_query_object',
    auth: 'optional',
  },
};
