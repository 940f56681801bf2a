import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';

// Per-IP throttles of single routes, on top of the global one (src/server/plugins/security.ts).
// RATE_LIMITS=off leaves them all out; the per-phone and per-OTP limits live in the services.
export const ROUTE_LIMITS = {
  otpSend: { max: 30, timeWindow: '15 minutes' },
  otpCheck: { max: 100, timeWindow: '15 minutes' },
  adminGrant: { max: 10, timeWindow: '15 minutes' },
  errorReport: { max: 20, timeWindow: '1 hour' },
  /**
   * Pictures, counted apart from the calls: a product page shows dozens (the decor, its add-ons,
   * their sizes), and a customer looking at a few pages must never find the cart or the order
   * refused because the pictures used up the calls' ceiling.
   */
  images: { max: 3000, timeWindow: '1 minute' },
} as const;

type RouteLimit = (typeof ROUTE_LIMITS)[keyof typeof ROUTE_LIMITS];

/**
 * One per-IP counter for several routes (a route's own `config.rateLimit` counts that route
 * alone), e.g. OTP sends and phone lookups, so neither can probe numbers past the other's limit.
 * The routes that use it set `config: { rateLimit: false }`: this counter replaces the global one.
 */
export function sharedLimit(
  app: FastifyInstance,
  name: string,
  limit: RouteLimit,
): onRequestAsyncHookHandler {
  if (!app.hasDecorator('rateLimit')) return async () => undefined;
  return app.rateLimit({ ...limit, keyGenerator: (request) => `${name}:${request.ip}` });
}
