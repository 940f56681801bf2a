import { eq } from 'drizzle-orm';
import {
  errorReports,
  localities,
  products,
  recentlyViewed,
  users,
} from '../../../src/server/db/schema';
import { seedCatalogue } from '../../../src/server/db/seed';
import { SESSION_EXPIRED } from '../../../src/server/plugins/auth';
import { PRODUCT_NOT_FOUND } from '../../../src/server/services/wishlist/wishlist';
import { fullEngine } from '../support/databases';
import { startTestApp, type TestContext } from '../support/testApp';
import { bearer, logIn, newPhone, requestOtp, signUp, type SignedUp } from './support';

jest.setTimeout(60_000);

describe.each(fullEngine)('session, dev, reports, wishlist, wallet on %s', (kind) => {
  let ctx: TestContext;
  let owner: SignedUp;
  let productIds: string[];
  let point: { lat: number; lng: number; hubId: string };

  beforeAll(async () => {
    ctx = await startTestApp(kind);
    await seedCatalogue(ctx.database.db, { productLimit: 4 });
    productIds = (await ctx.database.db.select({ id: products.id }).from(products)).map(
      (p) => p.id,
    );
    const [locality] = await ctx.database.db.select().from(localities).limit(1);
    if (!locality || productIds.length < 3) throw new Error('seed too small');
    point = { lat: locality.lat, lng: locality.lng, hubId: locality.hubId };
    owner = await signUp(ctx.app, 'Owner');
  });
  afterAll(() => ctx.close());

  const stored = () => ({
    _id: null,
    address1: 'Somewhere',
    // The client's own serviceAreaInfo is never believed.
    serviceAreaInfo: { hubId: 'FAKE-HUB', isServiceable: true, isInAnyHub: true },
    locationv2: { ...point, addressLine1: 'Somewhere', city: 'Mumbai', state: 'Maharashtra' },
  });

  describe('POST /api/session/start', () => {
    test('a visitor gets no user and a location re-checked by the server', async () => {
      const { hubId: _hub, ...location } = stored().locationv2;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/session/start',
        payload: {
          userIP: '10.1.2.3',
          lastSelectedLocation: { ...stored(), locationv2: location },
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        isSuccess: true,
        data: {
          user: null,
          selectedLocation: {
            _id: null,
            address1: 'Somewhere',
            locationv2: location,
            serviceAreaInfo: { hubId: point.hubId, isServiceable: true, isInAnyHub: true },
          },
          addresses: [],
          cart: null,
          lastOrder: null,
        },
      });
    });

    test('a token in the header or the body brings the user and addresses', async () => {
      for (const [headers, payload] of [
        [bearer(owner.token), {}],
        [{}, { token: owner.token }],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/session/start',
          headers,
          payload,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({
          user: { _id: owner.userId, phoneNumber: owner.phone },
          addresses: [],
          selectedLocation: null,
        });
        expect(res.json().data.user.token).toBeUndefined();
      }
    });

    test('a forged token is a 401 the client can recognise', async () => {
      for (const [headers, payload] of [
        [bearer('x'.repeat(43)), {}],
        [{}, { token: 'x'.repeat(43) }],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/session/start',
          headers,
          payload,
        });
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
        expect(res.json()).toEqual({ isSuccess: false, isError: true, message: SESSION_EXPIRED });
      }
    });

    test('an unknown field is a 400', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/session/start',
        payload: { userId: owner.userId },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('GET /api/session/ipinfo', () => {
    test('answers the caller IP and no location from the embedded default', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/session/ipinfo',
        remoteAddress: '10.9.8.7',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isSuccess: true, ip: '10.9.8.7', location: null });
    });
  });

  describe('GET /api/dev/outbox', () => {
    test('lists the messages of one number, newest first', async () => {
      const phone = newPhone();
      const first = await requestOtp(ctx.app, phone);
      const second = await requestOtp(ctx.app, phone);
      const res = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().messages.map((m: { otp: string }) => m.otp)).toEqual([
        second.otp,
        first.otp,
      ]);
    });

    test('a malformed phone is a 400', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?phone=abc' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('POST /api/reports/error', () => {
    const report = {
      message: 'TypeError: x is undefined',
      type: '_ERROR_BOUNDARY_CATCH',
      errorFromUrl: 'http://localhost:3002/checkout',
      device: 'mobile',
      errorFromSiteName: 'utsav',
    };

    test('stores a visitor report and answers a reference', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/reports/error',
        payload: report,
      });
      expect(res.statusCode).toBe(200);
      const { referenceId } = res.json();
      expect(referenceId).toMatch(/^[A-Z2-9]{8}$/);
      const [row] = await ctx.database.db
        .select()
        .from(errorReports)
        .where(eq(errorReports.referenceId, referenceId));
      expect(row).toMatchObject({ ...report, userId: null, trace: null });
    });

    test("a signed-in customer's report carries the user and the trace", async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/reports/error',
        headers: bearer(owner.token),
        payload: { ...report, note: 'stuck on payment', trace: '{"actionsById":{}}' },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await ctx.database.db
        .select()
        .from(errorReports)
        .where(eq(errorReports.referenceId, res.json().referenceId));
      expect(row).toMatchObject({ userId: owner.userId, trace: '{"actionsById":{}}' });
    });

    test.each([
      ['another type', { ...report, type: 'OTHER' }],
      ['an unknown device', { ...report, device: 'tv' }],
      ['a missing message', { ...report, message: undefined }],
      ['an oversized trace', { ...report, trace: 'x'.repeat(1_000_001) }],
    ])('refuses %s with a 400', async (_name, payload) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/reports/error', payload });
      expect(res.statusCode).toBe(400);
    });

    test('a body over the size cap is a 413 and stores nothing', async () => {
      const before = await ctx.database.db.select({ id: errorReports.id }).from(errorReports);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/reports/error',
        payload: { ...report, trace: 'x'.repeat(2_200_000) },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ isSuccess: false, isError: true });
      const after = await ctx.database.db.select({ id: errorReports.id }).from(errorReports);
      expect(after).toHaveLength(before.length);
    });
  });

  describe('GET /api/reports and GET /api/reports/:referenceId', () => {
    let staffToken: string;
    let reference: string;
    beforeAll(async () => {
      const staff = await signUp(ctx.app, 'Staff');
      await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.userId));
      // A staff session comes only from a staff code, not from the customer session it had.
      staffToken = await logIn(ctx.app, staff.phone, 'staff');
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/reports/error',
        headers: bearer(owner.token),
        payload: {
          message: 'listed',
          type: '_ERROR_BOUNDARY_CATCH',
          errorFromUrl: 'http://localhost:3002/',
          device: 'browser',
          errorFromSiteName: 'utsav',
          trace: '{"t":1}',
        },
      });
      reference = created.json().referenceId;
    });

    test('staff list reports newest first and filter by reference and date', async () => {
      const all = await ctx.app.inject({
        method: 'GET',
        url: '/api/reports',
        headers: bearer(staffToken),
      });
      expect(all.statusCode).toBe(200);
      expect(all.json()).toMatchObject({ isSuccess: true, page: 0 });
      expect(all.json().reports[0]).toMatchObject({
        referenceId: reference,
        userId: owner.userId,
        hasTrace: true,
      });
      const byReference = await ctx.app.inject({
        method: 'GET',
        url: `/api/reports?reference=${reference}`,
        headers: bearer(staffToken),
      });
      expect(byReference.json()).toMatchObject({ total: 1, reports: [{ referenceId: reference }] });
      const otherDay = await ctx.app.inject({
        method: 'GET',
        url: '/api/reports?date=01-01-2001',
        headers: bearer(staffToken),
      });
      expect(otherDay.json()).toMatchObject({ total: 0, reports: [] });
    });

    test('staff read one report with its trace; an unknown one is a 404', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/reports/${reference}`,
        headers: bearer(staffToken),
      });
      expect(res.json().report).toMatchObject({ referenceId: reference, trace: '{"t":1}' });
      const missing = await ctx.app.inject({
        method: 'GET',
        url: '/api/reports/ZZZZZZZZ',
        headers: bearer(staffToken),
      });
      expect(missing.statusCode).toBe(404);
    });

    test('customers get a 403, visitors a 401, a bad date a 400', async () => {
      for (const url of ['/api/reports', `/api/reports/${reference}`]) {
        const customer = await ctx.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
        expect(customer.statusCode).toBe(403);
        expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
      const bad = await ctx.app.inject({
        method: 'GET',
        url: '/api/reports?date=31-02-2026',
        headers: bearer(staffToken),
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('GET and POST /api/users/wishlist', () => {
    const update = (user: SignedUp, productId: string, mode: 'add' | 'remove') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/wishlist',
        headers: bearer(user.token),
        payload: { productId, mode },
      });

    test('adds, lists newest first, and removes by product id', async () => {
      const user = await signUp(ctx.app);
      const [a, b] = productIds as [string, string];
      expect((await update(user, a, 'add')).json()).toEqual({ isSuccess: true, wishlist: [a] });
      await update(user, b, 'add');
      const added = await update(user, a, 'add');
      expect(added.json().wishlist).toHaveLength(2);
      const listed = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/wishlist',
        headers: bearer(user.token),
      });
      expect(listed.json().wishlist).toEqual(expect.arrayContaining([a, b]));
      const removed = await update(user, a, 'remove');
      expect(removed.json()).toEqual({ isSuccess: true, wishlist: [b] });
    });

    test('an unknown product is a 404', async () => {
      const res = await update(owner, 'no-such-product', 'add');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PRODUCT_NOT_FOUND);
    });

    test("one user's wishlist is invisible to another", async () => {
      const user = await signUp(ctx.app);
      const other = await signUp(ctx.app);
      await update(user, productIds[0] as string, 'add');
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/wishlist',
        headers: bearer(other.token),
      });
      expect(res.json().wishlist).toEqual([]);
    });

    test('a bad mode is a 400, no token a 401', async () => {
      const bad = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/wishlist',
        headers: bearer(owner.token),
        payload: { productId: productIds[0], mode: 'toggle' },
      });
      expect(bad.statusCode).toBe(400);
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/users/wishlist' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('POST /api/homepage/add_to_recently_viewed', () => {
    test('stores known codes, most recent first, skipping unknown ones', async () => {
      const user = await signUp(ctx.app);
      const [a, b] = productIds as [string, string];
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/homepage/add_to_recently_viewed',
        headers: bearer(user.token),
        payload: { data: [b, 'gone-product', a] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isSuccess: true });
      const rows = await ctx.database.db
        .select()
        .from(recentlyViewed)
        .where(eq(recentlyViewed.userId, user.userId))
        .orderBy(recentlyViewed.viewedAt);
      expect(rows.map((row) => row.productId)).toEqual([a, b]);
    });

    test('an empty list is a 400, no token a 401', async () => {
      const empty = await ctx.app.inject({
        method: 'POST',
        url: '/api/homepage/add_to_recently_viewed',
        headers: bearer(owner.token),
        payload: { data: [] },
      });
      expect(empty.statusCode).toBe(400);
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/api/homepage/add_to_recently_viewed',
        payload: { data: [productIds[0]] },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('GET /api/users/wallet', () => {
    test('a new customer has empty balances and ledger', async () => {
      const token = await logIn(ctx.app, owner.phone);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/wallet',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        isSuccess: true,
        balances: { reward: 0, credit: 0 },
        ledger: [],
      });
    });

    test('without a token is a 401', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/users/wallet' });
      expect(res.statusCode).toBe(401);
    });
  });
});
