// The per-IP throttles' counters: in Redis, shared by every instance, while Redis answers; in
// this instance's memory while it does not. Redis only carries throttles (and catalogue news,
// which the database's NOTIFY also carries), so an outage must not take instances out of
// rotation or lift the limits: each instance then keeps its own, as a lone instance always does.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type Redis from 'ioredis';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** Counts in `shared` while Redis is connected and answers, else in `own`. */
class SharedOrOwnStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: FastifyRateLimitStore,
    private readonly own: FastifyRateLimitStore,
  ) {}

  incr(key: string, counted: Counted, timeWindow: number, max: number): void {
    // Not connected: count here at once rather than queue behind a reconnect.
    if (this.redis.status !== 'ready') return this.own.incr(key, counted, timeWindow, max);
    this.shared.incr(
      key,
      (error, result) =>
        error ? this.own.incr(key, counted, timeWindow, max) : counted(null, result),
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new SharedOrOwnStore(
      this.redis,
      this.shared.child(routeOptions),
      this.own.child(routeOptions),
    );
  }
}

/** The plugin's `store` option: it constructs the store itself, with its own options. */
export function sharedOrOwnStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends SharedOrOwnStore {
    constructor(options: StoreOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
