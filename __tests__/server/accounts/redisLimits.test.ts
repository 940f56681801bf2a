import { randomInt } from 'node:crypto';
import { startTestApp, type TestContext } from '../support/testApp';
import { newPhone } from './support';
import { ROUTE_LIMITS } from '../../../src/server/routes/limits';

jest.setTimeout(60_000);

describe('an unreachable Redis store', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp('pglite', { REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => ctx.close());

  test('does not take the API down', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  test('leaves the per-IP limits in force, counted by this instance alone', async () => {
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const send = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/users/generateotp/${newPhone()}?type=login`,
        remoteAddress: ip,
      });
    for (let i = 0; i < ROUTE_LIMITS.otpSend.max; i += 1)
      expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});

// Where a Redis server is named (CI sets REDIS_URL), the per-IP counters live there.
const redisUrl = process.env.REDIS_URL;
if (redisUrl)
  describe('per-IP limits in Redis', () => {
    const url = redisUrl;
    let first: TestContext;
    let second: TestContext;
    beforeAll(async () => {
      first = await startTestApp('pglite', { REDIS_URL: url });
      second = await startTestApp('pglite', { REDIS_URL: url });
    });
    afterAll(async () => {
      await first.close();
      await second.close();
    });

    test('two API instances share one counter per client', async () => {
      // A fresh address per run: counters outlive the test for their 15-minute window.
      const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const send = (ctx: TestContext) =>
        ctx.app.inject({
          method: 'GET',
          url: `/api/users/generateotp/${newPhone()}?type=login`,
          remoteAddress: ip,
        });
      for (let i = 0; i < 15; i += 1) expect((await send(first)).statusCode).toBe(200);
      for (let i = 0; i < 15; i += 1) expect((await send(second)).statusCode).toBe(200);
      expect((await send(first)).statusCode).toBe(429);
      expect((await send(second)).statusCode).toBe(429);
    });
  });
