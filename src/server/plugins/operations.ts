// What operators see from outside: Prometheus metrics at /metrics, and the liveness and readiness
// checks a load balancer or an orchestrator asks before sending traffic. Each app has its own
// registry, so two apps in one process (tests) never count into each other.
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { gte, sql } from 'drizzle-orm';
import type { AppDeps } from '../app';
import { timeSlots } from '../db/schema';
import { todayIso } from '../services/timeslots/timeslots';

/** The business events the services count; summed over instances by Prometheus. */
export interface BusinessMetrics {
  /** Orders created, by how they are settled (cash on delivery or card). */
  ordersPlaced: Counter<'settlement'>;
  /** Provider payment reports applied (once per provider payment id), by outcome. */
  payments: Counter<'outcome'>;
}

export interface OperationsOptions {
  deps: AppDeps;
  /** The throttles' Redis, when REDIS_URL names one; readiness pings it. */
  redis: Redis | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: BusinessMetrics;
    /** This app's Prometheus registry, which /metrics answers (the web server adds to it). */
    metricsRegistry: Registry;
    /** Set at the start of a graceful stop: readiness answers 503 so traffic moves elsewhere. */
    draining: boolean;
  }
  interface FastifyRequest {
    startedAt?: bigint;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const CHECK_TIMEOUT_MS = 1000;

/** A failure after `ms`, so a check against a hung dependency answers in time. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Metrics tell order volumes and payment outcomes, so they are not public (SECURITY.md): a
 * caller needs the METRICS_TOKEN as a bearer token or, without one configured, a connection
 * from this machine. The socket's own address is used, never X-Forwarded-For.
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && sameToken(header.slice('Bearer '.length), token);
  }
  return LOOPBACK.has(request.raw.socket.remoteAddress ?? '');
}

async function operations(app: FastifyInstance, { deps, redis }: OperationsOptions) {
  const { database, settings } = deps;
  const register = new Registry();
  collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 20 });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a 5xx status, by route',
    labelNames: ['method', 'route', 'status_code'],
    registers: [register],
  });
  app.decorate('metricsRegistry', register);
  // The catalogue's answer cache (plugins/catalogueNews.ts), read at each scrape.
  const cacheSeen = { hit: 0, miss: 0 };
  new Counter({
    name: 'utsav_answer_cache_lookups_total',
    help: 'Catalogue answers looked up in the instance cache, by result (hit or miss)',
    labelNames: ['result'],
    registers: [register],
    collect() {
      if (!app.hasDecorator('catalogueAnswers')) return;
      const { hits, misses } = app.catalogueAnswers.stats();
      this.inc({ result: 'hit' }, hits - cacheSeen.hit);
      this.inc({ result: 'miss' }, misses - cacheSeen.miss);
      cacheSeen.hit = hits;
      cacheSeen.miss = misses;
    },
  });
  new Gauge({
    name: 'utsav_answer_cache_entries',
    help: 'Catalogue answers kept in the instance cache',
    registers: [register],
    collect() {
      if (app.hasDecorator('catalogueAnswers')) this.set(app.catalogueAnswers.stats().entries);
    },
  });
  app.decorate('metrics', {
    ordersPlaced: new Counter({
      name: 'utsav_orders_placed_total',
      help: 'Orders created, by settlement (cash on delivery or card)',
      labelNames: ['settlement'],
      registers: [register],
    }),
    payments: new Counter({
      name: 'utsav_payments_total',
      help: 'Card payment reports applied, by outcome (success, failed, pending)',
      labelNames: ['outcome'],
      registers: [register],
    }),
  });
  app.decorate('draining', false);

  if (database.kind === 'postgres') {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (idle, busy), and queries waiting for one',
      labelNames: ['state'],
      registers: [register],
      collect() {
        const use = database.poolUse();
        if (!use) return;
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'busy' }, use.total - use.idle);
        this.set({ state: 'waiting' }, use.waiting);
        this.set({ state: 'max' }, use.max);
      },
    });
  }
  // Read from the database when scraped, so every instance reports the same truth. Both gauges
  // share one query per scrape; a database that fails leaves them out of that scrape rather
  // than failing it (the other metrics matter most during an outage).
  let slotRows: Promise<{ hub: string; booked: number; capacity: number }[]> | null = null;
  const readSlots = () => {
    slotRows ??= within(
      CHECK_TIMEOUT_MS,
      database.db
        .select({
          hub: timeSlots.hubId,
          booked: sql<number>`sum(${timeSlots.orderCount})::int`,
          capacity: sql<number>`sum(${timeSlots.capacity})::int`,
        })
        .from(timeSlots)
        .where(gte(timeSlots.day, todayIso(new Date())))
        .groupBy(timeSlots.hubId),
    )
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'slot fill not read for metrics');
        return [];
      })
      .finally(() => {
        slotRows = null;
      });
    return slotRows;
  };
  new Gauge({
    name: 'utsav_slot_bookings',
    help: 'Bookings in the slots from today on, per hub',
    labelNames: ['hub'],
    registers: [register],
    async collect() {
      this.reset();
      for (const row of await readSlots()) this.set({ hub: row.hub }, row.booked);
    },
  });
  new Gauge({
    name: 'utsav_slot_capacity',
    help: 'Capacity of the slots from today on, per hub (fill = bookings / capacity)',
    labelNames: ['hub'],
    registers: [register],
    async collect() {
      this.reset();
      for (const row of await readSlots()) this.set({ hub: row.hub }, row.capacity);
    },
  });

  app.addHook('onRequest', async (request) => {
    request.startedAt = process.hrtime.bigint();
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.startedAt === undefined) return;
    // The route's pattern, never the URL: ids and phone numbers stay out of label values.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    duration.observe(labels, Number(process.hrtime.bigint() - request.startedAt) / 1e9);
    if (reply.statusCode >= 500) errors.inc(labels);
  });

  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    if (!mayReadMetrics(request, settings.metricsToken)) {
      return reply.code(403).send({
        isSuccess: false,
        isError: true,
        message: 'Metrics are readable from this machine or with the metrics token',
      });
    }
    return reply.type(register.contentType).send(await register.metrics());
  });

  // Liveness: the process answers. Deliberately no dependency check, so a database outage does
  // not get every instance restarted at once.
  app.get('/api/health/live', { config: { rateLimit: false } }, async () => ({
    isSuccess: true as const,
  }));

  // Readiness: this instance can serve now (the database answers, not stopping). Redis carries
  // only the throttles' shared counters, which fall back to this instance's own while it is down
  // (throttleStore.ts): a Redis outage leaves every instance in rotation, reported as degraded.
  app.get('/api/health/ready', { config: { rateLimit: false } }, async (_request, reply) => {
    const check = (work: () => Promise<unknown>) =>
      within(CHECK_TIMEOUT_MS, work()).then(
        () => 'ok' as const,
        () => 'failing' as const,
      );
    const [databaseState, redisState] = await Promise.all([
      check(() => database.ping()),
      redis ? check(() => redis.ping()) : Promise.resolve('not used' as const),
    ]);
    const ready = !app.draining && databaseState === 'ok';
    return reply.code(ready ? 200 : 503).send({
      isSuccess: ready,
      ...(ready ? {} : { isError: true, message: app.draining ? 'Stopping' : 'Not ready' }),
      ...(ready && redisState === 'failing' && { degraded: true }),
      checks: { database: databaseState, redis: redisState },
    });
  });
}

export const operationsPlugin = fp(operations, { name: 'operations' });
