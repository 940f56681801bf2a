import { Type } from '@sinclair/typebox';
import { defineCall } from './core';
import { Offer, OfferCode } from './entities';
import { Success } from './envelope';
import { Id, InList, Limit, Skip, Strict, sortingOf } from './primitives';

const { Optional } = Type;

/**
 * `queryObject` of the offers read. Without an offerCode the server answers visible, active offers
 * only; a typed code also finds an invisible (but active) offer, matched case-insensitively.
 * Either way only offers the caller can use are answered: within each offer's usage limits for
 * them (a visitor counts as a new customer) and, listing, reached by their stored cart's value.
 */
export const OfferQuery = Strict({
  _id: Optional(Type.Union([Id, InList(Id, 100)])),
  offerCode: Optional(OfferCode),
  visibility: Optional(Type.Literal(true)),
  active: Optional(Type.Literal(true)),
});

export const offers = {
  getOffersByQueryObject: defineCall({
    method: 'POST',
    path: '/api/offers/get_offers_by_query_object',
    auth: 'optional',
    summary: 'Offers (coupons) a customer may see or apply.',
    body: Strict({
      queryObject: OfferQuery,
      skip: Optional(Skip),
      limit: Optional(Limit(100)),
      sortingObj: Optional(sortingOf(['discountValue', 'minOrderValue', 'createdAt'])),
    }),
    response: Success({ offers: Type.Array(Offer, { maxItems: 100 }) }),
    errors: [400, 401],
  }),
} as const;
