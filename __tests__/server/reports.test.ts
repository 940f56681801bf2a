import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appConfig } from '../../config/app.config';
import { buildApp } from '../../src/server/app';
import { errorReports } from '../../src/server/db/schema';
import { REPORT_BODY_LIMIT, STAFF_ONLY, TOO_MANY_REPORTS } from '../../src/server/routes/reports';
import { makeStaff } from '../../src/server/services/auth/staff';
import {
  REPORT_NOT_FOUND,
  REPORT_RETENTION_MS,
  RETENTION_SWEEP_EVERY_MS,
  deleteExpiredReports,
  startReportRetention,
  type Schedule,
} from '../../src/server/services/reports/reports';
import { loadSettings } from '../../src/server/settings';
import { REPORTS_PAGE_SIZE, TRACE_MAX_CHARS } from '../../src/shared/contract';
import { formatDate } from '../../src/shared/domain';
import { grantAccessLink } from '../../src/server/admin/cli';
import { bearer, logIn, newPhone, signUp, type SignedUp } from './accounts/support';
import { createTestDatabase, bothEngines } from './support/databases';
import { startTestApp, type TestContext } from './support/testApp';
import {
  SETUP_TIMEOUT,
  addProduct,
  bookedOrder,
  customer as bookingCustomer,
  startBookingApp,
} from './booking/support';
import { eventually } from '../support/eventually';

jest.setTimeout(120_000);

const AUTH_SECRET = randomBytes(32).toString('hex');
const PER_DAY = appConfig.reports.perVisitorPerDay;
const DAY_MS = 86_400_000;

const report = {
  message: 'TypeError: x is undefined',
  type: '_ERROR_BOUNDARY_CATCH',
  errorFromUrl: 'http://localhost:3002/checkout',
  device: 'mobile',
  errorFromSiteName: 'Utsav',
} as const;

const failedCall = { endpoint: 'productsGetProducts', status: 503, at: '2026-11-25T10:15:00.000Z' };
const context = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36',
  viewport: { width: 412, height: 915, devicePixelRatio: 2.625 },
  appVersion: '0.1.0',
  buildId: 'a1b2c3d4e5f6',
  consoleErrors: [{ message: 'TypeError: x is undefined', at: '2026-11-25T10:14:59.000Z' }],
  failedCalls: [failedCall, { endpoint: 'cartGetCart', status: 'FETCH_ERROR', at: failedCall.at }],
};

/** Each test sends from its own address, so one test's counters never reach another's. */
let nextIp = 1;
const freshIp = () => `10.77.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const quietLog = { info: () => undefined, error: () => undefined };

describe.each(bothEngines)('reports on %s', (kind) => {
  let ctx: TestContext;
  let customer: SignedUp;
  let staffToken: string;

  const send = (payload: object, options: { ip?: string; token?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/reports/error',
      remoteAddress: options.ip ?? freshIp(),
      ...(options.token && { headers: bearer(options.token) }),
      payload,
    });
  const read = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, ...(token && { headers: bearer(token) }) });
  const countRows = async () => (await ctx.database.db.select().from(errorReports)).length;
  /** Rows written straight to the table, with the times a test needs. */
  const insertAt = async (createdAt: Date, referenceId: string) => {
    await ctx.database.db.insert(errorReports).values({ ...report, referenceId, createdAt });
  };

  beforeAll(async () => {
    ctx = await startTestApp(kind, { AUTH_SECRET });
    customer = await signUp(ctx.app, 'Asha');
    const staffPhone = newPhone();
    await makeStaff(ctx.database.db, staffPhone, 'Ravi');
    staffToken = await logIn(ctx.app, staffPhone, 'staff');
  });
  afterAll(() => ctx.close());

  describe('POST /api/reports/error', () => {
    test("a visitor's report is stored and answers a reference number", async () => {
      const res = await send(report);
      expect(res.statusCode).toBe(200);
      const { referenceId } = res.json();
      expect(referenceId).toMatch(/^[A-Z2-9]{8}$/);
      const [row] = await ctx.database.db
        .select()
        .from(errorReports)
        .where(eq(errorReports.referenceId, referenceId));
      expect(row).toMatchObject({ ...report, userId: null, note: null, trace: null });
    });

    test("a customer's report keeps the note, the trace and who sent it", async () => {
      const trace = JSON.stringify({ actionsById: {}, stagedActionIds: [0] });
      const res = await send(
        { ...report, note: 'The pay button did nothing', trace },
        {
          token: customer.token,
        },
      );
      const [row] = await ctx.database.db
        .select()
        .from(errorReports)
        .where(eq(errorReports.referenceId, res.json().referenceId));
      expect(row).toMatchObject({
        userId: customer.userId,
        note: 'The pay button did nothing',
        trace,
      });
    });

    test("the browser's context is stored, and staff read it with the customer's masked phone", async () => {
      const res = await send({ ...report, context }, { token: customer.token });
      expect(res.statusCode).toBe(200);
      const { referenceId } = res.json();
      const [row] = await ctx.database.db
        .select()
        .from(errorReports)
        .where(eq(errorReports.referenceId, referenceId));
      expect(row?.context).toEqual(context);
      const read1 = (await read(`/api/reports/${referenceId}`, staffToken)).json().report;
      expect(read1).toMatchObject({
        context,
        userId: customer.userId,
        customer: {
          userId: customer.userId,
          maskedPhone: `${customer.phone.slice(0, 2)}******${customer.phone.slice(8)}`,
        },
      });
      const listed = (await read(`/api/reports?reference=${referenceId}`, staffToken)).json();
      expect(listed.reports[0]).toMatchObject({ context, customer: read1.customer });
      // A visitor's report names no customer.
      const visitor = (await send({ ...report, context })).json().referenceId;
      const visitorReport = (await read(`/api/reports/${visitor}`, staffToken)).json().report;
      expect(visitorReport).not.toHaveProperty('customer');
      expect(visitorReport.userId).toBeNull();
    });

    test.each([
      ['a viewport 0 pixels wide', { viewport: { ...context.viewport, width: 0 } }],
      ['a pixel ratio of 50', { viewport: { ...context.viewport, devicePixelRatio: 50 } }],
      ['an endpoint that is not a name', { failedCalls: [{ ...failedCall, endpoint: '../x' }] }],
      ['a status of 700', { failedCalls: [{ ...failedCall, status: 700 }] }],
      ['a status that is no failure', { failedCalls: [{ ...failedCall, status: 'OK' }] }],
      ['a time that is not one', { failedCalls: [{ ...failedCall, at: 'yesterday' }] }],
      [
        '21 console errors',
        { consoleErrors: Array.from({ length: 21 }, () => context.consoleErrors[0]) },
      ],
      [
        'a customer the client names',
        { customer: { userId: 'someone', maskedPhone: '98******10' } },
      ],
      ['a build id with spaces', { buildId: 'a b' }],
    ])('a context with %s is a 400 and writes nothing', async (_name, change) => {
      const before = await countRows();
      const res = await send({ ...report, context: { ...context, ...change } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, isError: true });
      expect(await countRows()).toBe(before);
    });

    test.each([
      ['a trace one character over TRACE_MAX_CHARS', { trace: 'x'.repeat(TRACE_MAX_CHARS + 1) }],
      ['a note over 1000 characters', { note: 'n'.repeat(1001) }],
      ['an unknown field', { role: 'staff' }],
    ])('%s is a 400 and writes nothing', async (_name, extra) => {
      const before = await countRows();
      const res = await send({ ...report, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, isError: true });
      expect(await countRows()).toBe(before);
    });

    test('a trace of exactly TRACE_MAX_CHARS is accepted', async () => {
      const res = await send({ ...report, trace: 'x'.repeat(TRACE_MAX_CHARS) });
      expect(res.statusCode).toBe(200);
    });

    test('a body over the size cap is a 413 and writes nothing', async () => {
      const before = await countRows();
      const res = await send({ ...report, trace: 'x'.repeat(REPORT_BODY_LIMIT) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ isSuccess: false, isError: true });
      expect(await countRows()).toBe(before);
    });

    test(`a visitor's address may send ${PER_DAY} a day; the next is a 429 that says so`, async () => {
      const ip = freshIp();
      const before = await countRows();
      for (let sent = 0; sent < PER_DAY; sent += 1) {
        expect((await send(report, { ip })).statusCode).toBe(200);
      }
      const refused = await send(report, { ip });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        isSuccess: false,
        isError: true,
        message: TOO_MANY_REPORTS,
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await countRows()).toBe(before + PER_DAY);
      expect((await send(report, { ip: freshIp() })).statusCode).toBe(200);
    });

    test('a signed-in customer is counted as themself, whatever address they send from', async () => {
      const sender = await signUp(ctx.app, 'Meera');
      for (let sent = 0; sent < PER_DAY; sent += 1) {
        expect((await send(report, { token: sender.token })).statusCode).toBe(200);
      }
      const refused = await send(report, { token: sender.token });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(TOO_MANY_REPORTS);
      expect((await send(report, { token: customer.token })).statusCode).toBe(200);
    });
  });

  describe('GET /api/reports and GET /api/reports/:referenceId', () => {
    let reference: string;
    // Two days back in Indian time, far inside the retention term.
    const day = new Date(Date.now() - 2 * DAY_MS);
    const dayText = formatDate(day);
    const nextDay = formatDate(new Date(day.getTime() + DAY_MS));

    beforeAll(async () => {
      const created = await send(
        { ...report, note: 'stuck', trace: '{"t":1}' },
        { token: customer.token },
      );
      reference = created.json().referenceId;
      // 25 reports one minute apart on `day`, and 2 on the next day.
      const start = new Date(`${formatIso(dayText)}T10:00:00+05:30`).getTime();
      for (let i = 0; i < 25; i += 1) {
        await insertAt(new Date(start + i * 60_000), `DAY${String(i).padStart(3, '0')}`);
      }
      const nextStart = new Date(`${formatIso(nextDay)}T00:30:00+05:30`).getTime();
      await insertAt(new Date(nextStart), 'NEXT001');
      await insertAt(new Date(nextStart + 60_000), 'NEXT002');
    });

    test('staff get every report newest first, one page at a time', async () => {
      const first = await read('/api/reports', staffToken);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({ isSuccess: true, page: 0, total: await countRows() });
      expect(body.reports).toHaveLength(REPORTS_PAGE_SIZE);
      const times = body.reports.map((r: { createdAt: string }) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(body.reports[0]).toMatchObject({ referenceId: reference, hasTrace: true });
    });

    test('filter by date (the day in India): newest first, pages of the filtered list', async () => {
      const page0 = (await read(`/api/reports?date=${dayText}`, staffToken)).json();
      expect(page0.total).toBe(25);
      expect(page0.reports.map((r: { referenceId: string }) => r.referenceId)).toEqual(
        Array.from(
          { length: REPORTS_PAGE_SIZE },
          (_, i) => `DAY${String(24 - i).padStart(3, '0')}`,
        ),
      );
      const page1 = (await read(`/api/reports?date=${dayText}&page=1`, staffToken)).json();
      expect(page1).toMatchObject({ page: 1, total: 25 });
      expect(page1.reports.map((r: { referenceId: string }) => r.referenceId)).toEqual([
        'DAY004',
        'DAY003',
        'DAY002',
        'DAY001',
        'DAY000',
      ]);
      const next = (await read(`/api/reports?date=${nextDay}`, staffToken)).json();
      expect(next.reports.map((r: { referenceId: string }) => r.referenceId)).toEqual([
        'NEXT002',
        'NEXT001',
      ]);
      const beyond = (await read(`/api/reports?date=${dayText}&page=2`, staffToken)).json();
      expect(beyond).toMatchObject({ reports: [], total: 25 });
    });

    test('filter by reference', async () => {
      const res = (await read(`/api/reports?reference=${reference}`, staffToken)).json();
      expect(res).toMatchObject({
        total: 1,
        reports: [
          { referenceId: reference, userId: customer.userId, note: 'stuck', hasTrace: true },
        ],
      });
      expect(res.reports[0]).not.toHaveProperty('trace');
    });

    test('bad filters are a 400', async () => {
      for (const query of ['date=31-02-2026', 'reference=abc', 'page=-1', 'sort=asc']) {
        expect((await read(`/api/reports?${query}`, staffToken)).statusCode).toBe(400);
      }
    });

    test('staff read one report with its trace; an unknown reference is a 404', async () => {
      const res = await read(`/api/reports/${reference}`, staffToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().report).toMatchObject({ referenceId: reference, trace: '{"t":1}' });
      const missing = await read('/api/reports/ZZZZZZZZ', staffToken);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(REPORT_NOT_FOUND);
    });

    test('a customer gets a 403 and a visitor a 401, on the list and on one report', async () => {
      for (const url of ['/api/reports', `/api/reports/${reference}`]) {
        const asCustomer = await read(url, customer.token);
        expect(asCustomer.statusCode).toBe(403);
        expect(asCustomer.json().message).toBe(STAFF_ONLY);
        expect((await read(url)).statusCode).toBe(401);
      }
    });

    test("a support session (admin grant) is not staff, even on a staff member's account", async () => {
      const staffPhone = newPhone();
      await makeStaff(ctx.database.db, staffPhone);
      for (const phone of [customer.phone, staffPhone]) {
        const link = await grantAccessLink(
          loadSettings({ AUTH_SECRET, DATA_DIR: 'unused' }),
          phone,
        );
        const granted = await ctx.app.inject({
          method: 'GET',
          url: `/api/users/grant_access_for_admin/${new URL(link).searchParams.get('accessToken')}`,
          remoteAddress: freshIp(),
        });
        expect(granted.statusCode).toBe(200);
        const { token } = granted.json().data.user;
        for (const url of ['/api/reports', `/api/reports/${reference}`]) {
          expect((await read(url, token)).statusCode).toBe(403);
        }
      }
    });
  });

  describe('retention: reports are deleted after 30 days', () => {
    const now = new Date('2026-05-20T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);

    beforeEach(async () => {
      await ctx.database.db.delete(errorReports);
      await insertAt(ago(REPORT_RETENTION_MS + DAY_MS), 'OLD00001');
      await insertAt(ago(REPORT_RETENTION_MS + 1), 'OLD00002');
      await insertAt(ago(REPORT_RETENTION_MS - 60_000), 'KEEP0001');
      await insertAt(now, 'KEEP0002');
    });
    const remaining = async () =>
      (await ctx.database.db.select({ ref: errorReports.referenceId }).from(errorReports))
        .map((row) => row.ref)
        .sort();

    test('the sweep deletes what is older than 30 days as of the given clock', async () => {
      expect(REPORT_RETENTION_MS).toBe(30 * DAY_MS);
      expect(await deleteExpiredReports(ctx.database.db, now)).toBe(2);
      expect(await remaining()).toEqual(['KEEP0001', 'KEEP0002']);
      expect(await deleteExpiredReports(ctx.database.db, now)).toBe(0);
    });

    test('it runs at start and then on every tick of its schedule, until stopped', async () => {
      let clock = now;
      let tick: (() => void) | undefined;
      let every = 0;
      let stopped = false;
      const schedule: Schedule = (sweep, ms) => {
        tick = sweep;
        every = ms;
        return () => {
          stopped = true;
        };
      };
      const stop = await startReportRetention({
        db: ctx.database.db,
        log: quietLog,
        now: () => clock,
        schedule,
      });
      expect(await remaining()).toEqual(['KEEP0001', 'KEEP0002']);
      expect(every).toBe(RETENTION_SWEEP_EVERY_MS);
      clock = new Date(now.getTime() + 2 * 60_000);
      tick?.();
      await eventually(async () => expect(await remaining()).toEqual(['KEEP0002']));
      stop();
      expect(stopped).toBe(true);
    });

    test('a failed sweep is logged, not thrown', async () => {
      const errors: unknown[][] = [];
      const broken = {
        delete: () => {
          throw new Error('database gone');
        },
      } as unknown as typeof ctx.database.db;
      const stop = await startReportRetention({
        db: broken,
        log: {
          info: () => undefined,
          error: (...logged: unknown[]) => void errors.push(logged),
        },
        now: () => now,
        schedule: () => () => undefined,
      });
      expect(errors).toEqual([
        [{ err: new Error('database gone') }, 'error report retention sweep failed'],
      ]);
      stop();
    });
  });

  test('the API sweeps expired reports when it starts', async () => {
    const database = await createTestDatabase(kind);
    await database.db.insert(errorReports).values([
      {
        ...report,
        referenceId: 'EXPIRED1',
        createdAt: new Date(Date.now() - REPORT_RETENTION_MS - DAY_MS),
      },
      { ...report, referenceId: 'FRESH001', createdAt: new Date() },
    ]);
    const app = await buildApp({
      database,
      settings: loadSettings({ NODE_ENV: 'test', DATA_DIR: 'unused', AUTH_SECRET }),
    });
    try {
      await app.ready();
      const refs = (await database.db.select().from(errorReports)).map((row) => row.referenceId);
      expect(refs).toEqual(['FRESH001']);
    } finally {
      await app.close();
      await database.dispose();
    }
  });

  test('RATE_LIMITS=off lifts the per-visitor count as it lifts the other throttles', async () => {
    const open = await startTestApp(kind, { RATE_LIMITS: 'off' });
    try {
      for (let sent = 0; sent <= PER_DAY; sent += 1) {
        const res = await open.app.inject({
          method: 'POST',
          url: '/api/reports/error',
          payload: report,
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await open.close();
    }
  });
});

describe.each(bothEngines)("finding a customer's reports on %s", (kind) => {
  let ctx: TestContext;
  let staffToken: string;
  beforeAll(async () => {
    ctx = await startBookingApp(kind);
    const staffPhone = newPhone();
    await makeStaff(ctx.database.db, staffPhone);
    staffToken = await logIn(ctx.app, staffPhone, 'staff');
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  const sendAs = async (token: string | null) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports/error',
      remoteAddress: freshIp(),
      ...(token && { headers: bearer(token) }),
      payload: report,
    });
    return res.json<{ referenceId: string }>().referenceId;
  };
  const found = async (query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/reports?${query}`,
      headers: bearer(staffToken),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ reports: { referenceId: string }[] }>().reports.map((r) => r.referenceId);
  };

  test("by the customer's phone number, or by one of their orders: their reports, newest first", async () => {
    const asha = await bookingCustomer(ctx, 'Asha');
    const bala = await bookingCustomer(ctx, 'Bala');
    const product = await addProduct(ctx.database.db, 1500);
    const ashaOrder = await bookedOrder(ctx, asha, product);
    const first = await sendAs(asha.token);
    await sendAs(bala.token);
    await sendAs(null);
    const second = await sendAs(asha.token);

    expect(await found(`phone=${asha.phone}`)).toEqual([second, first]);
    expect(await found(`orderId=${ashaOrder}`)).toEqual([second, first]);
    expect(await found(`orderId=${ashaOrder}&reference=${first}`)).toEqual([first]);
    expect(await found('orderId=EZZZZZZZ')).toEqual([]);
    expect(await found(`phone=${newPhone()}`)).toEqual([]);
  });

  test.each(['phone=98765', 'phone=98765432101', 'orderId=12345678', 'orderId=ezzzzzzz'])(
    'a malformed %s is a 400',
    async (query) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/reports?${query}`,
        headers: bearer(staffToken),
      });
      expect(res.statusCode).toBe(400);
    },
  );
});

/** DD-MM-YYYY to YYYY-MM-DD, for building instants in Indian time. */
function formatIso(dmy: string): string {
  const [d, m, y] = dmy.split('-');
  return `${y}-${m}-${d}`;
}
