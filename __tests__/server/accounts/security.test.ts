import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { adminGrantUses, otpRequests, sessions } from '../../../src/server/db/schema';
import { loadSettings } from '../../../src/server/settings';
import { grantAccessLink } from '../../../src/server/admin/cli';
import { deriveKeys } from '../../../src/server/services/auth/keys';
import { GRANT_MESSAGES, signGrant } from '../../../src/server/services/auth/grants';
import { OTP_MESSAGES } from '../../../src/server/services/auth/otp';
import { ROUTE_LIMITS } from '../../../src/server/routes/limits';
import { GLOBAL_LIMIT } from '../../../src/server/plugins/security';
import { SESSION_EXPIRED } from '../../../src/server/plugins/auth';
import { MESSAGES } from '../../../src/shared/domain';
import { fullEngine } from '../support/databases';
import { startTestApp, type TestContext } from '../support/testApp';
import { bearer, checkOtp, clientIp, newPhone, requestOtp, signUp, type SignedUp } from './support';

jest.setTimeout(120_000);

const AUTH_SECRET = randomBytes(32).toString('hex');
const settingsForCli = loadSettings({ AUTH_SECRET, DATA_DIR: 'unused' });

const wrongCode = (otp: string) => (otp === '000000' ? '111111' : '000000');

describe.each(fullEngine)('security on %s', (kind) => {
  let ctx: TestContext;
  let alice: SignedUp;
  let bob: SignedUp;
  let aliceAddressId: string;

  beforeAll(async () => {
    ctx = await startTestApp(kind, { AUTH_SECRET });
    alice = await signUp(ctx.app, 'Alice');
    bob = await signUp(ctx.app, 'Bob');
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/address/save-address',
      headers: bearer(alice.token),
      payload: {
        addressData: {
          addressLabel: 'home',
          ownerName: 'Alice',
          address1: '1, Sea Face',
          city: 'Mumbai',
          state: 'Maharashtra',
          pinCode: '400001',
          mobile: [alice.phone],
          locationv2: {
            lat: 18.94,
            lng: 72.83,
            addressLine1: 'Sea Face',
            city: 'Mumbai',
            state: 'Maharashtra',
          },
        },
      },
    });
    aliceAddressId = saved.json().address._id;
  });
  afterAll(() => ctx.close());

  describe('object authorisation (BOLA): Bob never reaches what Alice owns', () => {
    type Attempt = [
      name: string,
      method: 'GET' | 'POST' | 'DELETE',
      url: () => string,
      payload: (() => object) | undefined,
    ];
    const attempts: Attempt[] = [
      [
        'getAddressById',
        'GET',
        () => `/api/users/address/getAddressById/${aliceAddressId}`,
        undefined,
      ],
      [
        'delete-address',
        'DELETE',
        () => `/api/users/address/delete-address/${aliceAddressId}`,
        undefined,
      ],
      [
        'update-address-bq',
        'POST',
        () => '/api/users/address/update-address-bq',
        () => ({ queryObj: { _id: aliceAddressId }, updateObj: { ownerName: 'Bob' } }),
      ],
    ];
    test.each(attempts)('%s is a 404', async (_name, method, url, payload) => {
      const res = await ctx.app.inject({
        method,
        url: url(),
        headers: bearer(bob.token),
        ...(payload && { payload: payload() }),
      });
      expect(res.statusCode).toBe(404);
    });

    test("an id list naming Alice's address lists nothing for Bob", async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/address/get-address-bq',
        headers: bearer(bob.token),
        payload: { queryObj: { _id: { $in: [aliceAddressId] } } },
      });
      expect(res.json()).toEqual({ isSuccess: true, addresses: [] });
    });

    test("Bob's start-up cannot adopt Alice's address as his selected location", async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/session/start',
        headers: bearer(bob.token),
        payload: {
          lastSelectedLocation: {
            _id: aliceAddressId,
            address1: 'x',
            locationv2: { lat: 18.94, lng: 72.83, addressLine1: 'x', city: 'Mumbai', state: 'MH' },
          },
        },
      });
      expect(res.json().data.selectedLocation._id).toBeNull();
    });

    test("Bob cannot read Alice's profile by her number", async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/getUser/${alice.phone}`,
        headers: bearer(bob.token),
      });
      expect(res.json().user).toBeNull();
    });
  });

  describe('mass assignment is refused with a 400 and changes nothing', () => {
    test.each([
      ['role', { role: 'staff' }],
      ['a wallet balance', { balance: 100000 }],
      ['a phone number', { phoneNumber: '9999999999' }],
      ['a token', { token: 'x'.repeat(43) }],
      ['__proto__', JSON.parse('{"name":"Mallory","__proto__":{"role":"staff"}}')],
      ['constructor', { name: 'Mallory', constructor: { prototype: { role: 'staff' } } }],
    ])('users.update with %s', async (_name, updateObject) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/update',
        headers: bearer(alice.token),
        payload: { updateObject },
      });
      expect(res.statusCode).toBe(400);
      const me = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/getUser/${alice.phone}`,
        headers: bearer(alice.token),
      });
      expect(me.json().user).toMatchObject({ name: 'Alice', role: 'customer' });
    });

    test.each([
      ['a price', { price: 1 }],
      [
        'serviceAreaInfo',
        { serviceAreaInfo: { hubId: 'X', isServiceable: true, isInAnyHub: true } },
      ],
      ['an owner', { userId: 'someone' }],
      ['deleted', { deleted: true }],
    ])('update-address-bq with %s', async (_name, updateObj) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/address/update-address-bq',
        headers: bearer(alice.token),
        payload: { queryObj: { _id: aliceAddressId }, updateObj },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('$-operators and prototype keys in queryObj are a 400', () => {
    test.each([
      [{ _id: { $ne: 'x' } }],
      [{ _id: { $gt: '' } }],
      [{ _id: { $in: [{ $ne: 'x' }] } }],
      [{ $or: [{ deleted: false }] }],
      [{ user: 'someone' }],
      [JSON.parse('{"__proto__":{"deleted":false}}')],
    ])('get-address-bq %j', async (queryObj) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/address/get-address-bq',
        headers: bearer(bob.token),
        payload: { queryObj },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, isError: true });
    });

    test('update-address-bq with an operator as the id', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/address/update-address-bq',
        headers: bearer(bob.token),
        payload: { queryObj: { _id: { $ne: 'x' } }, updateObj: { ownerName: 'Bob' } },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('OTP rules', () => {
    test('a code works once (replay)', async () => {
      const phone = newPhone();
      const { hash, otp } = await requestOtp(ctx.app, phone);
      expect((await checkOtp(ctx.app, phone, hash, otp)).statusCode).toBe(200);
      const replay = await checkOtp(ctx.app, phone, hash, otp);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe(OTP_MESSAGES.used);
    });

    test('the same code sent twice at once works for one request only', async () => {
      const phone = newPhone();
      const { hash, otp } = await requestOtp(ctx.app, phone);
      const answers = await Promise.all([
        checkOtp(ctx.app, phone, hash, otp),
        checkOtp(ctx.app, phone, hash, otp),
        checkOtp(ctx.app, phone, hash, otp),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401, 401]);
    });

    test('a delete OTP cannot sign in (wrong purpose)', async () => {
      const { hash, otp } = await requestOtp(ctx.app, alice.phone, 'delete');
      const res = await checkOtp(ctx.app, alice.phone, hash, otp);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(OTP_MESSAGES.wrongPurpose);
    });

    test('5 wrong codes void the request: the 6th try fails even with the right code', async () => {
      const phone = newPhone();
      const { hash, otp } = await requestOtp(ctx.app, phone);
      const messages: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        messages.push((await checkOtp(ctx.app, phone, hash, wrongCode(otp))).json().message);
      }
      expect(messages).toEqual([...Array(4).fill(MESSAGES.invalidOtp), OTP_MESSAGES.voided]);
      const sixth = await checkOtp(ctx.app, phone, hash, otp);
      expect(sixth.statusCode).toBe(401);
      expect(sixth.json().message).toBe(OTP_MESSAGES.voided);
    });

    test('over 100 failures in an hour for a phone are a 429', async () => {
      const phone = newPhone();
      const { hash, otp } = await requestOtp(ctx.app, phone);
      // Twenty voided requests' worth of failures, as an attacker rotating requests would leave.
      await ctx.database.db.insert(otpRequests).values(
        Array.from({ length: 20 }, (_, i) => ({
          requestHash: `spent-${phone}-${i}`,
          phone,
          purpose: 'login' as const,
          codeHash: 'x',
          failedAttempts: 5,
          createdAt: new Date(Date.now() - 30 * 60_000),
          expiresAt: new Date(Date.now() - 25 * 60_000),
        })),
      );
      const res = await checkOtp(ctx.app, phone, hash, otp);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(OTP_MESSAGES.tooManyFailures);
    });

    test('over 30 sends from one IP in 15 minutes are a 429, whatever X-Forwarded-For says', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/users/generateotp/${newPhone()}?type=login`,
          remoteAddress: '10.200.0.1',
          headers: { 'x-forwarded-for': `10.201.0.${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });

  describe('bearer tokens', () => {
    test.each([
      ['a forged token', bearer(randomBytes(32).toString('base64url'))],
      ['a malformed header', { authorization: 'Bearer abc' }],
      ['another scheme', { authorization: `Basic ${'x'.repeat(43)}` }],
    ])('%s is a 401', async (_name, headers) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/users/wallet', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ isSuccess: false, isError: true, message: SESSION_EXPIRED });
    });

    test('an expired token is a 401', async () => {
      const user = await signUp(ctx.app);
      await ctx.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, user.userId));
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/wallet',
        headers: bearer(user.token),
      });
      expect(res.statusCode).toBe(401);
    });

    test('tokens are stored only as keyed hashes', async () => {
      const rows = await ctx.database.db.select().from(sessions);
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(alice.token);
    });

    test('logout revokes the session', async () => {
      const user = await signUp(ctx.app);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/logout',
        headers: bearer(user.token),
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/session/start',
        headers: bearer(user.token),
        payload: {},
      });
      expect(res.statusCode).toBe(401);
    });

    test('account deletion revokes every session of the account', async () => {
      const user = await signUp(ctx.app);
      const { hash, otp } = await requestOtp(ctx.app, user.phone, 'delete');
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/deleteUserPermanently',
        remoteAddress: clientIp(user.phone),
        payload: { phoneNumber: user.phone, otp, otpHash: hash },
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/update',
        headers: bearer(user.token),
        payload: { updateObject: { name: 'Ghost' } },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /api/users/grant_access_for_admin/:accessToken', () => {
    const grantUrl = (link: string) =>
      `/api/users/grant_access_for_admin/${new URL(link).searchParams.get('accessToken')}`;

    test('the staff link opens a marked support session once, and is audited', async () => {
      const link = await grantAccessLink(settingsForCli, alice.phone);
      expect(link).toMatch(/^http:\/\/localhost:3002\/\?accessToken=[A-Za-z0-9_-]{78}$/);
      const res = await ctx.app.inject({
        method: 'GET',
        url: grantUrl(link),
        remoteAddress: '10.50.0.1',
        headers: { 'user-agent': 'support-console' },
      });
      expect(res.statusCode).toBe(200);
      const { user } = res.json().data;
      expect(user).toMatchObject({ _id: alice.userId, isSupportSession: true });
      const session = await ctx.app.inject({
        method: 'POST',
        url: '/api/session/start',
        headers: bearer(user.token),
        payload: {},
      });
      expect(session.json().data.user).toMatchObject({ _id: alice.userId, isSupportSession: true });
      const audit = await ctx.database.db
        .select()
        .from(adminGrantUses)
        .where(eq(adminGrantUses.userId, alice.userId));
      expect(audit).toEqual([
        expect.objectContaining({ ip: '10.50.0.1', userAgent: 'support-console' }),
      ]);
      const [support] = await ctx.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, alice.userId), eq(sessions.kind, 'support')));
      expect(support?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60_000);

      const reused = await ctx.app.inject({ method: 'GET', url: grantUrl(link) });
      expect(reused.statusCode).toBe(401);
      expect(reused.json().message).toBe(GRANT_MESSAGES.used);
    });

    test('an expired link is refused', async () => {
      const token = signGrant(deriveKeys(AUTH_SECRET), alice.phone, Date.now() - 16 * 60_000);
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/grant_access_for_admin/${token}`,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(GRANT_MESSAGES.expired);
    });

    test('a link signed with another key, or altered, is refused', async () => {
      const foreign = signGrant(deriveKeys(randomBytes(32).toString('hex')), alice.phone);
      const genuine = signGrant(deriveKeys(AUTH_SECRET), alice.phone);
      const altered = `${genuine.slice(0, 5)}${genuine[5] === 'A' ? 'B' : 'A'}${genuine.slice(6)}`;
      for (const token of [foreign, altered, 'x'.repeat(78)]) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/users/grant_access_for_admin/${token}`,
        });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe(GRANT_MESSAGES.invalid);
      }
    });

    test('a link for a number without an account opens nothing', async () => {
      const token = signGrant(deriveKeys(AUTH_SECRET), newPhone());
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/grant_access_for_admin/${token}`,
      });
      expect(res.statusCode).toBe(401);
    });

    test('a malformed token is a 400', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/grant_access_for_admin/short',
      });
      expect(res.statusCode).toBe(400);
    });

    test('grants are rate-limited per IP', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/users/grant_access_for_admin/${'y'.repeat(78)}`,
          remoteAddress: '10.60.0.1',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    });
  });

  describe('pictures and calls', () => {
    test("pictures beyond the calls' ceiling leave the calls answering", async () => {
      const visitor = { remoteAddress: '10.61.0.1' };
      const picture = '/api/content/images/city/mumbai.svg';
      for (let i = 0; i < GLOBAL_LIMIT.max + 50; i += 1) {
        const res = await ctx.app.inject({ method: 'GET', url: picture, ...visitor });
        expect(res.statusCode).toBe(200);
      }
      const call = await ctx.app.inject({ method: 'GET', url: '/api/health', ...visitor });
      expect(call.statusCode).toBe(200);
    });

    test('pictures have a ceiling of their own per IP', async () => {
      const visitor = { remoteAddress: '10.61.0.2' };
      const picture = '/api/content/images/city/pune.svg';
      const statuses: number[] = [];
      for (let i = 0; i <= ROUTE_LIMITS.images.max; i += 1) {
        statuses.push(
          (await ctx.app.inject({ method: 'GET', url: picture, ...visitor })).statusCode,
        );
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(ROUTE_LIMITS.images.max);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('response headers', () => {
    test('helmet headers, a request id of our own, CORS for the web origin only', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'http://localhost:3002', 'x-request-id': 'client-chosen' },
      });
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3002');
      const foreign = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe.each(fullEngine)('rate limits off on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => ctx.close());

  test('per-phone and per-IP send throttles are lifted', async () => {
    const phone = newPhone();
    for (let i = 0; i < 7; i += 1) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/generateotp/${phone}?type=login`,
      });
      expect(res.statusCode).toBe(200);
    }
  });

  test('the per-OTP wrong-code limit stays', async () => {
    const phone = newPhone();
    const { hash, otp } = await requestOtp(ctx.app, phone);
    for (let i = 0; i < 5; i += 1) await checkOtp(ctx.app, phone, hash, wrongCode(otp));
    const res = await checkOtp(ctx.app, phone, hash, otp);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(OTP_MESSAGES.voided);
  });
});

// Production runs on PostgreSQL only (the settings refuse it without DATABASE_URL).
(fullEngine.includes('postgres') ? describe : describe.skip)('production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp('postgres', {
      NODE_ENV: 'production',
      SMS: 'outbox',
      WEB_ORIGIN: 'https://utsav.example',
    });
  });
  afterAll(() => ctx.close());

  test('has no outbox route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?phone=9876543210' });
    expect(res.statusCode).toBe(404);
  });
});
