import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { route } from './route';

const { health } = contract.health;

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route(route(health, async () => ({ isSuccess: true as const })));
};
