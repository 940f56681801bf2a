import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { schemaFor } from './schemaFor';

const { health } = contract.health;

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    method: health.method,
    url: health.path,
    schema: schemaFor(health),
    handler: async () => ({ isSuccess: true as const }),
  });
};
