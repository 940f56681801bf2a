import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { readOutbox } from '../adapters/sms/outbox';
import { route } from './route';

const { outbox } = contract.dev;

/** Development helpers; routes/index.ts leaves this group out in production. */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route(
    route(outbox, async (request) => ({
      isSuccess: true as const,
      messages: await readOutbox(app.accounts.db, request.query.phone),
    })),
  );
};
