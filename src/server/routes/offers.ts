import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { authFor } from '../plugins/auth';
import { customerOffers } from '../services/catalogue/offers';
import { catalogueContext } from './catalogueContext';
import { schemaFor } from './schemaFor';

const call = contract.offers.getOffersByQueryObject;

export const offersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = catalogueContext(app);
  app.route({
    method: call.method,
    url: call.path,
    schema: schemaFor(call),
    preParsing: authFor(call),
    handler: (request) => customerOffers(ctx, request.body),
  });
};
