import fp from 'fastify-plugin';
import helmet from 'helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type Redis from 'ioredis';
import type { Settings } from '../settings';
import { sharedOrOwnStore } from './throttleStore';

/** Per-IP ceiling on every API call; single routes set tighter ones (OTP, grants, reports). */
export const GLOBAL_LIMIT = { max: 600, timeWindow: '1 minute' } as const;

const tooMany = (after: string) =>
  Object.assign(new Error(`Too many requests. Please try again in ${after}`), { statusCode: 429 });

/**
 * Headers, CORS and throttles for the API. The API answers JSON (and generated images), so its
 * CSP allows nothing to run; CORS admits the web origin only; per-IP throttles use Redis when
 * REDIS_URL is set so several instances share counters, and RATE_LIMITS=off leaves them out.
 */
export const securityPlugin = fp(
  async (app, { settings, redis }: { settings: Settings; redis: Redis | undefined }) => {
    // Built once: the Fastify wrapper builds helmet's middleware again on every request, a tenth
    // of the time of a kept catalogue answer.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          // Generated SVG images style themselves inline; nothing on the API runs script.
          styleSrc: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
        },
      },
      // The web app on its own origin of the same site shows the API's images.
      crossOriginResourcePolicy: { policy: 'same-site' },
      strictTransportSecurity: settings.production,
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
    });
    await app.register(cors, {
      // A list, so only a matching Origin is echoed; any other gets no CORS headers at all.
      origin: [settings.webOrigin],
      methods: ['GET', 'POST', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type'],
      exposedHeaders: ['x-request-id', 'retry-after'],
      maxAge: 600,
    });
    if (!settings.rateLimits) return;
    await app.register(rateLimit, {
      global: true,
      ...GLOBAL_LIMIT,
      ...(redis && { store: sharedOrOwnStore(redis, 'utsav-rl:') }),
      // A counter store that fails anyway must not take the API down with it.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => tooMany(context.after),
    });
  },
  { name: 'security' },
);
