import { appMeta } from '../../src/server/db/schema';
import { bothEngines } from './support/databases';
import { startTestApp, type TestContext } from './support/testApp';

describe.each(bothEngines)('API on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(kind);
  });
  afterAll(() => ctx.close());

  describe('GET /api/health', () => {
    test('answers isSuccess true', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isSuccess: true });
    });

    test('refuses other methods with the failure envelope', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/health' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ isSuccess: false, isError: true });
    });
  });

  test('an unknown path gets a 404 envelope naming it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      isSuccess: false,
      isError: true,
      message: 'No route GET /api/nothing-here',
    });
  });

  test('the committed migrations have been applied', async () => {
    const { db } = ctx.database;
    await db.insert(appMeta).values({ key: 'probe', value: { ok: true } });
    const rows = await db.select({ key: appMeta.key, value: appMeta.value }).from(appMeta);
    expect(rows).toEqual([{ key: 'probe', value: { ok: true } }]);
  });
});
