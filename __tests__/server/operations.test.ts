import { randomBytes } from 'node:crypto';
import { contract } from '../../src/shared/contract';
import { DEFAULT_HUB_ID } from '../../src/shared/domain';
import {
  addProduct,
  cartInput,
  checkoutOf,
  customer,
  dayAhead,
  expectLedgerHoldsIn,
  place,
  putCart,
  sandboxCallback,
  send,
  startBookingApp,
} from './booking/support';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { createTestDatabase, fullEngine } from './support/databases';
import { startTestApp, type TestContext } from './support/testApp';
import { eventually } from '../support/eventually';

jest.setTimeout(120_000);

/** The value of one sample line of a Prometheus text answer (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.split(' ').pop());
  }
  return 0;
}

describe.each(fullEngine)('operations on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startBookingApp(kind);
  });
  afterAll(() => ctx.close());

  const metrics = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  test('GET /metrics gives request counts and latency by route pattern, never by URL', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/timeslot/01-01-2030?hubId=NOPE' });
    const text = await metrics();
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    expect(sample(text, 'http_request_duration_seconds_count', health)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(
      sample(text, 'http_request_duration_seconds_count', health),
    );
    expect(text).toContain('route="/api/timeslot/:date"');
    expect(text).not.toContain('01-01-2030');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toContain('# TYPE http_request_errors_total counter');
    if (kind === 'postgres') expect(sample(text, 'db_pool_connections', { state: 'max' })).toBe(10);
  });

  test('orders placed, payments by outcome and slot fill are counted', async () => {
    const product = await addProduct(ctx.database.db, 1599);
    const before = await metrics();
    const cash = await customer(ctx, 'Cash Payer');
    await putCart(ctx, cash, cartInput(cash, product, { celebrationDate: dayAhead(5) }));
    expect((await place(ctx, cash)).status).toBe(200);

    const card = await customer(ctx, 'Card Payer');
    await putCart(ctx, card, cartInput(card, product, { celebrationDate: dayAhead(5) }));
    const started = await send(ctx, contract.payment.initiate, {
      token: card.token,
      payload: { type: '_NEW_ORDER_PAYMENT', cartId: `${card.userId}C`, option: 'full' },
    });
    expect(started.status).toBe(200);
    const { session } = checkoutOf(started.body.url);
    const report = {
      providerOrderId: session.providerOrderId,
      amount: session.amountPaise,
      status: 'PAYMENT_SUCCESS' as const,
      providerPaymentId: `sbp_metrics_${randomBytes(4).toString('hex')}`,
    };
    expect((await sandboxCallback(ctx, report)).status).toBe(200);
    // The same report again is applied once, so counted once.
    await sandboxCallback(ctx, report);
    await expectLedgerHoldsIn(ctx.database.db);

    const after = await metrics();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('utsav_orders_placed_total', { settlement: 'cash' })).toBe(1);
    expect(delta('utsav_orders_placed_total', { settlement: 'card' })).toBe(1);
    expect(delta('utsav_payments_total', { outcome: 'success' })).toBe(1);
    expect(delta('utsav_slot_bookings', { hub: DEFAULT_HUB_ID })).toBe(2);
    expect(sample(after, 'utsav_slot_capacity', { hub: DEFAULT_HUB_ID })).toBeGreaterThan(0);
  });

  test('SECURITY: /metrics refuses a caller from another machine, whatever X-Forwarded-For says', async () => {
    const remote = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('http_request');
  });

  test('liveness answers; readiness checks the database and says Redis is not used', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ isSuccess: true });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      isSuccess: true,
      checks: { database: 'ok', redis: 'not used' },
    });
  });

  test('readiness turns 503 while the instance is stopping', async () => {
    ctx.app.draining = true;
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ isSuccess: false, message: 'Stopping' });
    } finally {
      ctx.app.draining = false;
    }
  });
});

describe('an instance whose database is gone', () => {
  test('counts its 5xx answers as errors of their route', async () => {
    const ctx = await startTestApp('pglite');
    try {
      await ctx.database.close();
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/wallet',
        headers: { authorization: `Bearer ${randomBytes(32).toString('base64url')}` },
      });
      expect(res.statusCode).toBe(500);
      const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(
        sample(text, 'http_request_errors_total', {
          method: 'GET',
          route: '/api/users/wallet',
          status_code: '500',
        }),
      ).toBe(1);
    } finally {
      await ctx.app.close();
    }
  });
});

describe('readiness of an instance whose dependencies fail', () => {
  test('with Redis unreachable it stays ready, degraded; with the database closed it is 503', async () => {
    const ctx = await startTestApp('pglite', { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const redisDown = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(redisDown.statusCode).toBe(200);
      expect(redisDown.json()).toEqual({
        isSuccess: true,
        degraded: true,
        checks: { database: 'ok', redis: 'failing' },
      });
      await ctx.database.close();
      const bothDown = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(bothDown.statusCode).toBe(503);
      expect(bothDown.json()).toMatchObject({
        message: 'Not ready',
        checks: { database: 'failing', redis: 'failing' },
      });
      // Liveness does not depend on them: restarting would not bring them back.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(
        200,
      );
    } finally {
      await ctx.app.close();
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const token = randomBytes(24).toString('hex');
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp('pglite', { METRICS_TOKEN: token });
  });
  afterAll(() => ctx.close());

  test.each([
    ['the token from another machine', '203.0.113.9', `Bearer ${token}`, 200],
    ['a wrong token', '203.0.113.9', `Bearer ${token.slice(0, -1)}x`, 403],
    ['no token, even from this machine', '127.0.0.1', undefined, 403],
  ])('%s: %s', async (_case, remoteAddress, authorization, status) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress,
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(status);
  });
});

(fullEngine.includes('postgres') ? describe : describe.skip)('the PostgreSQL pool', () => {
  test('reports a connection the server dropped, and carries on with a new one', async () => {
    const scratch = await createTestDatabase('postgres');
    const errors: Error[] = [];
    const database = openDatabase({
      databaseUrl: scratch.url as string,
      onPoolError: (error) => errors.push(error),
    });
    try {
      await database.ping();
      // Another session ends every other connection to the database, as a restart would.
      await scratch.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await eventually(() => expect(errors[0]?.message).toMatch(/terminat/i));
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await scratch.dispose();
    }
  });
});
