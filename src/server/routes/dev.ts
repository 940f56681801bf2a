import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { readOutbox } from '../adapters/sms/outbox';
import { schemaFor } from './schemaFor';

const { outbox } = contract.dev;

/** Development helpers; routes/index.ts leaves this group out in production. */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    method: outbox.method,
    url: outbox.path,
    schema: schemaFor(outbox),
    handler: async (request) => ({
      isSuccess: true as const,
      messages: await readOutbox(app.accounts.db, request.query.phone),
    }),
  });
};
