import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { offersShown } from '../services/cart/offersShown';
import { route } from './route';

const call = contract.offers.getOffersByQueryObject;

export const offersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.catalogue;
  app.route(
    route(call, (request) => offersShown(ctx, request.caller?.userId ?? null, request.body)),
  );
};
