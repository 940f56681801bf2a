import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessions } from '../../src/server/db/schema';
import { contractEntries, pathParamNames, type CallDef } from '../../src/shared/contract';
import { bearer, signUp } from './accounts/support';
import { fullEngine } from './support/databases';
import { startTestApp, type TestContext } from './support/testApp';

jest.setTimeout(120_000);

const bearerCalls = contractEntries.filter(({ def }) => def.auth === 'bearer');

/** A request every part of which fails the call's schema: bad path values, unknown fields. */
function invalidRequest(def: CallDef) {
  const path = pathParamNames(def.path).reduce(
    (url, name) => url.replace(`:${name}`, encodeURIComponent('not an id!')),
    def.path,
  );
  return {
    method: def.method,
    url: def.querystring ? `${path}?notAField=1` : path,
    ...(def.body !== undefined && { payload: { notAField: { $where: 'x' } } }),
  };
}

describe.each(fullEngine)('authentication before validation on %s', (kind) => {
  let ctx: TestContext;
  let expiredToken: string;

  beforeAll(async () => {
    ctx = await startTestApp(kind);
    const user = await signUp(ctx.app);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.userId));
    expiredToken = user.token;
  });
  afterAll(() => ctx.close());

  const callers = [
    ['no token', () => ({})],
    ['a forged token', () => bearer(randomBytes(32).toString('base64url'))],
    ['an expired token', () => bearer(expiredToken)],
  ] as const;

  describe.each(callers)(
    'SECURITY: with %s, an invalid request is a 401 first',
    (_name, headers) => {
      test.each(bearerCalls.map(({ key, def }) => [key, def] as const))('%s', async (_key, def) => {
        const res = await ctx.app.inject({ ...invalidRequest(def), headers: headers() });
        expect([res.statusCode, res.headers['www-authenticate']]).toEqual([
          401,
          'Bearer error="invalid_token"',
        ]);
        expect(res.json()).toMatchObject({ isSuccess: false, isError: true });
      });
    },
  );

  test('a malformed JSON body without a token is a 401, not a parse error', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/cart/create_update',
      headers: { 'content-type': 'application/json' },
      payload: '{"cart":',
    });
    expect(res.statusCode).toBe(401);
  });
});
