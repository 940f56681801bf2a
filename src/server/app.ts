import Fastify, { type FastifyServerOptions } from 'fastify';
import AjvCompiler from '@fastify/ajv-compiler';
import {
  SerializerSelector,
  type Serializer,
  type SerializerFactory,
} from '@fastify/fast-json-stringify-compiler';
import Redis from 'ioredis';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from './db/client';
import type { Settings } from './settings';
import { errorHandler, notFoundHandler } from './errors';
import { requestIds, requestIdScope } from './logging';
import { registerRoutes } from './routes';
import type { SmsSender } from './adapters/sms';
import type { IpInfoLookup } from './adapters/ipinfo';
import type { PaymentProvider } from './adapters/payment/types';
import { securityPlugin } from './plugins/security';
import { COMPRESSION } from './plugins/compression';
import { STORABLE, isStorable } from '../shared/contract';
import { authPlugin } from './plugins/auth';
import { contextPlugin } from './plugins/context';
import { catalogueNewsPlugin } from './plugins/catalogueNews';
import { operationsPlugin } from './plugins/operations';
import { reconciliationPlugin } from './plugins/reconciliation';

export interface AppDeps {
  database: Database;
  settings: Settings;
  /** Adapters default to what settings select; tests may pass their own. */
  sms?: SmsSender;
  ipInfo?: IpInfoLookup;
  payments?: PaymentProvider;
  /** What every service takes as the time; tests may move it. */
  clock?: () => Date;
}

/**
 * A serializer compiled once per response schema object, whichever app asks. A response schema
 * with unions compiles its branch checks on the first answer it serializes, so with Fastify's
 * default (compilers of each app's own) every new app paid for them again.
 */
function sharedSerializers(): SerializerFactory {
  const build = SerializerSelector();
  const pools = new Map<string, WeakMap<object, Serializer>>();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const key = JSON.stringify([externalSchemas, options]);
    const compiled = pools.get(key) ?? new WeakMap<object, Serializer>();
    pools.set(key, compiled);
    return (route) => {
      const schema = route.schema as object;
      let serializer = compiled.get(schema);
      if (!serializer) {
        serializer = compile(route);
        compiled.set(schema, serializer);
      }
      return serializer;
    };
  };
}

/** How long a plugin or ready hook may take before the start fails (Fastify’s default: 10 s). */
const PLUGIN_TIMEOUT_MS = 60_000;

/**
 * The schema compilers of every app this process builds: a route schema (a module's constant) is
 * compiled once per process, not once per app. One app per process in production; the tests build
 * hundreds, where compiling took most of their time.
 */
const compilersFactory = { buildValidator: AjvCompiler(), buildSerializer: sharedSerializers() };

export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: false,
    bodyLimit: 256 * 1024,
    // Ours, or the trusted proxy's X-Request-Id (never a client's): see `requestIds`.
    genReqId: requestIds(deps.settings.trustProxy),
    requestIdHeader: false,
    trustProxy: deps.settings.trustProxy,
    // Fastify gives each plugin and ready hook 10 s, then fails the start. The ready hooks wait on
    // the database (LISTEN, the report retention's first sweep), which a loaded machine or a busy
    // PostgreSQL can hold longer than that; a start that truly hangs still fails, at this limit.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    ...options,
    schemaController: { compilersFactory },
    ajv: {
      customOptions: {
        // Unknown fields are refused (400), never silently dropped: the schemas are allowlists.
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
        // Every contract string carries this format: NUL or a lone surrogate is a 400 here.
        formats: { [STORABLE]: isStorable },
      },
    },
    // The serializer picks union branches with its own Ajv, which must know the format too.
    serializerOpts: { ajv: { formats: { [STORABLE]: isStorable } } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('deps', deps);
  await app.register(requestIdScope);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // A validator on every answer: a generated image (or a GET call) asked again costs a 304. Weak,
  // since the same answer also goes out compressed.
  await app.register(etag, { weak: true });
  // Before the routes: the plugin compresses the routes added after it.
  await app.register(compress, COMPRESSION);
  // One Redis connection per app for the throttles' counters and the readiness check.
  const redis = deps.settings.redisUrl
    ? new Redis(deps.settings.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : undefined;
  // Counters need no flush, and disconnect also stops retries to a store that never answered.
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  // Before the routes, so every route's latency is measured.
  await app.register(operationsPlugin, { deps, redis });
  await app.register(securityPlugin, { settings: deps.settings, redis });
  await app.register(contextPlugin, deps);
  await app.register(authPlugin);
  await app.register(catalogueNewsPlugin, deps);
  await app.register(reconciliationPlugin);
  await app.register(registerRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
