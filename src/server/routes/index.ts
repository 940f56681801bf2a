import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health';

/** Every route group, one file each, 1:1 with src/shared/contract and src/client/api. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
}
