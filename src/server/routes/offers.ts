import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { customerOffers } from '../services/catalogue/offers';
import { route } from './route';

const call = contract.offers.getOffersByQueryObject;

export const offersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.catalogue;
  app.route(route(call, (request) => customerOffers(ctx, request.body)));
};
