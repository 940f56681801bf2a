import type { CallBody, RouteCall } from '../../shared/contract';
import { offers } from '../../shared/contract/routes/offers';
import { api } from './api';
import { contractQuery } from './contractEndpoints';

/**
 * The coupons a customer may see: visible, active, at most 100 (SPEC 9). The server answers those
 * the caller can use on their stored cart, so the cart listeners fetch it again when either changes.
 */
export const VISIBLE_OFFERS_ARG: {
  body: CallBody<RouteCall<typeof offers.getOffersByQueryObject>>;
} = {
  body: { queryObject: { visibility: true, active: true }, limit: 100 },
};

export const offersApi = api.injectEndpoints({
  endpoints: (build) => ({
    offersGetOffersByQueryObject: contractQuery(build, offers.getOffersByQueryObject),
  }),
});

export const { useOffersGetOffersByQueryObjectQuery } = offersApi;
