import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from './db/client';
import type { Settings } from './settings';
import { errorHandler, notFoundHandler } from './errors';
import { registerRoutes } from './routes';

export interface AppDeps {
  database: Database;
  settings: Settings;
}

export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: false,
    bodyLimit: 256 * 1024,
    ...options,
    ajv: {
      customOptions: {
        // Unknown fields are refused (400), never silently dropped: the schemas are allowlists.
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('deps', deps);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  await app.register(registerRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
