import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { addOnsByQuery } from '../services/catalogue/addons';
import { catalogueContext } from './catalogueContext';
import { schemaFor } from './schemaFor';

const call = contract.addons.getAddonsByQueryObject;

export const addonsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = catalogueContext(app);
  app.route({
    method: call.method,
    url: call.path,
    schema: schemaFor(call),
    handler: (request) => addOnsByQuery(ctx, request.body),
  });
};
