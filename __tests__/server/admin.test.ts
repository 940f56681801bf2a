import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { DEFAULT_STAFF_NAME, makeStaff } from '../../src/server/services/auth/staff';
import { bearer, checkOtp, clientIp, newPhone, requestOtp, signUp } from './accounts/support';
import { databaseKinds } from './support/databases';
import { startTestApp, type TestContext } from './support/testApp';

jest.setTimeout(180_000);

const root = path.resolve(__dirname, '../..');

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- ...` as an operator runs it, against the embedded database in `dataDir`. */
function admin(dataDir: string, ...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server/admin/cli.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, DATABASE_URL: '' },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe('npm run admin -- create-staff', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'utsav-admin-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** The CLI holds the embedded database while it runs, so the test opens it only in between. */
  async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>) {
    const database = openDatabase({ dataDir });
    try {
      await database.migrate();
      return await work(database.db);
    } finally {
      await database.close();
    }
  }
  const userOf = (phone: string) =>
    withDatabase(async (db) => (await db.select().from(users).where(eq(users.phone, phone)))[0]);

  test('creates a staff account on a fresh database, then changes nothing when run again', async () => {
    const created = await admin(dataDir, 'create-staff', '9800000001');
    expect(created).toMatchObject({ code: 0 });
    expect(created.stdout).toContain('Created a staff account for 9800000001');
    expect(created.stdout).toContain('/support/login');
    expect(await userOf('9800000001')).toMatchObject({ role: 'staff', name: DEFAULT_STAFF_NAME });

    const again = await admin(dataDir, 'create-staff', '9800000001', '--name', 'Someone Else');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Already staff, nothing changed: 9800000001');
    const rows = await withDatabase((db) =>
      db.select().from(users).where(eq(users.phone, '9800000001')),
    );
    expect(rows).toEqual([expect.objectContaining({ role: 'staff', name: DEFAULT_STAFF_NAME })]);
  });

  test('promotes an existing customer, with --name', async () => {
    await withDatabase((db) => db.insert(users).values({ phone: '9800000002', name: 'Kiran' }));
    const promoted = await admin(
      dataDir,
      'create-staff',
      '9800000002',
      '--name',
      'Kiran (support)',
    );
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain('Promoted to staff: 9800000002');
    expect(await userOf('9800000002')).toMatchObject({ role: 'staff', name: 'Kiran (support)' });
  });

  test.each([
    ['a short number', ['create-staff', '98000'], 1],
    ['an empty name', ['create-staff', '9800000003', '--name', ' '], 1],
    ['a stray argument', ['create-staff', '9800000003', 'extra'], 1],
    ['no number', ['create-staff'], 2],
    ['an unknown command', ['make-admin', '9800000003'], 2],
  ])('refuses %s with a usage message and writes nothing', async (_name, args, code) => {
    const run = await admin(dataDir, ...args);
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(/usage: npm run admin|--name must be/);
    expect(await userOf('9800000003')).toBeUndefined();
  });
});

describe.each(databaseKinds)('staff accounts on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(kind);
  });
  afterAll(() => ctx.close());

  const reportsAs = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/reports', headers: bearer(token) });

  test('makeStaff creates, promotes and is idempotent', async () => {
    const phone = newPhone();
    expect(await makeStaff(ctx.database.db, phone)).toMatchObject({ outcome: 'created' });
    expect(await makeStaff(ctx.database.db, phone, 'Other')).toMatchObject({
      outcome: 'unchanged',
    });
    const customer = await signUp(ctx.app, 'Farah');
    expect(await makeStaff(ctx.database.db, customer.phone)).toEqual({
      outcome: 'promoted',
      userId: customer.userId,
    });
    const rows = await ctx.database.db.select().from(users).where(eq(users.phone, phone));
    expect(rows).toEqual([expect.objectContaining({ role: 'staff', name: DEFAULT_STAFF_NAME })]);
  });

  test('staff sign in with a staff code and get a staff session', async () => {
    const phone = newPhone();
    await makeStaff(ctx.database.db, phone, 'Ravi');
    const { hash, otp, isExist } = await requestOtp(ctx.app, phone, 'staff');
    expect(isExist).toBe(true);
    const checked = await checkOtp(ctx.app, phone, hash, otp);
    expect(checked.statusCode).toBe(200);
    const { user } = checked.json().data;
    expect(user).toMatchObject({ name: 'Ravi', role: 'staff' });
    expect((await reportsAs(user.token)).statusCode).toBe(200);
  });

  describe('a customer can never make themself staff', () => {
    test.each([
      ['role', { name: 'Mallory', role: 'staff' }],
      ['__proto__', JSON.parse('{"name":"Mallory","__proto__":{"role":"staff"}}')],
      ['constructor', { name: 'Mallory', constructor: { prototype: { role: 'staff' } } }],
    ])('users.update with %s is a 400', async (_name, updateObject) => {
      const mallory = await signUp(ctx.app, 'Mallory');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/update',
        headers: bearer(mallory.token),
        payload: { updateObject },
      });
      expect(res.statusCode).toBe(400);
      expect((await reportsAs(mallory.token)).statusCode).toBe(403);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, mallory.userId));
      expect(row?.role).toBe('customer');
    });

    test('register with a role is a 400 and creates nobody', async () => {
      const phone = newPhone();
      const { hash, otp } = await requestOtp(ctx.app, phone);
      const checked = await checkOtp(ctx.app, phone, hash, otp);
      const { registrationToken } = checked.json().data;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/register',
        remoteAddress: clientIp(phone),
        payload: { name: 'Mallory', phoneNumber: phone, registrationToken, role: 'staff' },
      });
      expect(res.statusCode).toBe(400);
      expect(await ctx.database.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
    });

    test('checkotp with a role is a 400 and opens no session', async () => {
      const customer = await signUp(ctx.app, 'Nisha');
      const { hash, otp } = await requestOtp(ctx.app, customer.phone);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/checkotp/',
        remoteAddress: clientIp(customer.phone),
        payload: { otp, hashOtp: hash, phoneNumber: customer.phone, role: 'staff' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).not.toHaveProperty('data');
    });

    test('the session start call cannot carry a role either', async () => {
      const customer = await signUp(ctx.app, 'Omar');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/session/start',
        headers: bearer(customer.token),
        payload: { role: 'staff' },
      });
      expect(res.statusCode).toBe(400);
      expect((await reportsAs(customer.token)).statusCode).toBe(403);
    });
  });
});
