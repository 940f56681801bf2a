import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { seedCatalogue } from '../../src/server/db/seed';
import { ADMIN_COMMAND, DEFAULT_STAFF_NAME, makeStaff } from '../../src/server/services/auth/staff';
import { ADMIN_COMMAND_ACTOR } from '../../src/server/services/operations/audit';
import {
  bearer,
  checkOtp,
  clientIp,
  logIn,
  newPhone,
  requestOtp,
  signUp,
} from './accounts/support';
import { createTestDatabase, fullEngine, type TestDatabase } from './support/databases';
import { startTestApp, type TestContext } from './support/testApp';
import { freePorts, root, RUN_TS, serverStart } from '../../src/server/bench/launcher';
import { eventually, GaveUp } from '../support/eventually';
import { NOT_STAFF, runAdmin } from '../../src/server/admin/cli';

jest.setTimeout(180_000);

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- ...` against the embedded database in `dataDir`. */
function admin(dataDir: string, ...args: string[]): Promise<CliRun> {
  return adminWith({ DATA_DIR: dataDir, DATABASE_URL: '' }, ...args);
}

/** The test runner's environment without the settings a test gives itself. */
function baseEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { WEB_ORIGIN: _origin, WEB_PORT: _port, PUBLIC_HOST: _host, ...rest } = process.env;
  return { ...rest, NODE_OPTIONS: '', ...env };
}

/**
 * The command run in this process, with an operator's shell's settings: what it prints and its
 * exit code, as its own process gives them (one test below runs it as that process).
 */
async function adminWith(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(args, baseEnv({ DATABASE_URL: '', ...env }), {
    out: (line) => out.push(`${line}\n`),
    err: (line) => err.push(`${line}\n`),
  });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

/** `npm run admin -- ...` as an operator runs it: a process of its own. */
function adminProcess(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...RUN_TS, 'src/server/admin/cli.ts', ...args],
      { cwd: root, env: baseEnv({ DATABASE_URL: '', ...env }) },
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
  /** The catalogue (its hubs), as a server's first start seeds it. */
  let seeding: Promise<unknown> | undefined;
  const seeded = () => (seeding ??= withDatabase((db) => seedCatalogue(db, { productLimit: 1 })));
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

  test('run as its own process, it prints to stdout and stderr and exits with the code', async () => {
    const env = { DATA_DIR: dataDir };
    const created = await adminProcess(env, 'create-staff', '9800000007', '--role', 'support');
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toContain('Created a staff account for 9800000007');
    const refused = await adminProcess(env, 'create-staff', '98000');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('usage: npm run admin');
    const unknown = await adminProcess(env, 'make-admin', '9800000008');
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toContain('usage: npm run admin');
    expect(await userOf('9800000007')).toMatchObject({ role: 'staff', staffRole: 'support' });
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

  test('an ops account needs hubs the catalogue has, spelled as it has them', async () => {
    const opsWith = (...hubs: string[]) =>
      admin(
        dataDir,
        'create-staff',
        '9800000004',
        '--role',
        'ops',
        ...hubs.flatMap((hub) => ['--hub', hub]),
      );
    const early = await opsWith('MUM-THANE-HUB');
    expect(early.code).toBe(1);
    expect(early.stderr).toContain(
      'No hub named MUM-THANE-HUB: the catalogue has no hubs yet (a server seeds it at its first start)',
    );
    await seeded();
    for (const typo of ['MUM-THANE-HUBB', 'mum-thane-hub']) {
      const run = await opsWith('PUNE-HUB', typo);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`No hub named ${typo}: the hubs are .*MUM-THANE-HUB`));
    }
    expect(await userOf('9800000004')).toBeUndefined();
  });

  test('sets a role and hubs with --role and --hub, and changes them when run with others', async () => {
    await seeded();
    const ops = await admin(
      dataDir,
      'create-staff',
      '9800000005',
      '--role',
      'ops',
      '--hub',
      'MUM-THANE-HUB',
      '--hub',
      'PUNE-HUB',
    );
    expect(ops).toMatchObject({ code: 0 });
    expect(await userOf('9800000005')).toMatchObject({
      role: 'staff',
      staffRole: 'ops',
      staffHubs: ['MUM-THANE-HUB', 'PUNE-HUB'],
    });
    const admins = await admin(dataDir, 'create-staff', '9800000005', '--role', 'admin');
    expect(admins.stdout).toContain('Changed the role or hubs of 9800000005');
    expect(await userOf('9800000005')).toMatchObject({ staffRole: 'admin', staffHubs: [] });
    // Without --role a new account is support staff.
    await admin(dataDir, 'create-staff', '9800000006');
    expect(await userOf('9800000006')).toMatchObject({ staffRole: 'support' });
  });

  test.each([
    ['a short number', ['create-staff', '98000'], 1],
    ['an empty name', ['create-staff', '9800000003', '--name', ' '], 1],
    ['a stray argument', ['create-staff', '9800000003', 'extra'], 1],
    ['an unknown role', ['create-staff', '9800000003', '--role', 'boss'], 1],
    ['ops without a hub', ['create-staff', '9800000003', '--role', 'ops'], 1],
    ['a hub for support', ['create-staff', '9800000003', '--role', 'support', '--hub', 'X'], 1],
    ['no number', ['create-staff'], 2],
    ['an unknown command', ['make-admin', '9800000003'], 2],
  ])('refuses %s with a usage message and writes nothing', async (_name, args, code) => {
    const run = await admin(dataDir, ...args);
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(
      /usage: npm run admin|--name must be|needs at least one --hub|Only the 'ops' role/,
    );
    expect(await userOf('9800000003')).toBeUndefined();
  });
  test('the sign-in link it prints is the configured web origin', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const named = await adminWith(
      { ...env, WEB_ORIGIN: 'https://utsav.example' },
      'create-staff',
      '9800000004',
    );
    expect(named.stdout).toContain(
      'They sign in with an OTP at https://utsav.example/support/login',
    );
    const derived = await adminWith(
      { ...env, PUBLIC_HOST: 'support.utsav.test', WEB_PORT: '4100' },
      'create-staff',
      '9800000004',
    );
    expect(derived.stdout).toContain('at http://support.utsav.test:4100/support/login');
  });
});

interface RunningServer {
  apiUrl: string;
  output: () => string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** `npm start --api-only` as an operator runs it: its own process, scratch ports. */
async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const [api, web, pay] = await freePorts(3);
  const child = spawn(process.execPath, [...serverStart(), '--api-only'], {
    cwd: root,
    env: baseEnv({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      API_PORT: String(api),
      WEB_PORT: String(web),
      PAY_PORT: String(pay),
      REDIS_URL: '',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const server: RunningServer = {
    apiUrl: `http://127.0.0.1:${api}`,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  let gone = false;
  void exited.then(() => (gone = true));
  try {
    await eventually(
      async () => {
        if (gone) throw new GaveUp('the server exited');
        expect((await fetch(`${server.apiUrl}/api/health`)).ok).toBe(true);
      },
      { timeoutMs: 90_000, intervalMs: 250 },
    );
    return server;
  } catch {
    await server.stop();
    throw new Error(`the server did not start:\n${output}`);
  }
}

/** What the running server tells a staff login for this number: 200 for staff, else 403. */
async function staffOtpStatus(server: RunningServer, phone: string): Promise<number> {
  const res = await fetch(`${server.apiUrl}/api/users/generateotp/${phone}?type=staff`);
  return res.status;
}

describe('create-staff while a server runs on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'utsav-admin-live-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: '', WEB_ORIGIN: 'https://utsav.example' });

  test('the running server writes the account, which signs in at once and survives a restart', async () => {
    const server = await startServer(env());
    try {
      expect(await staffOtpStatus(server, '9800000011')).toBe(403);
      // The operator's shell has none of the server's settings but its DATA_DIR.
      const run = await adminWith(
        { DATA_DIR: dataDir, DATABASE_URL: '' },
        'create-staff',
        '9800000011',
      );
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Created a staff account for 9800000011');
      expect(run.stdout).toContain(
        'They sign in with an OTP at https://utsav.example/support/login',
      );
      expect(run.stderr).toMatch(/Written by the running server \(process [0-9]+\)/);
      expect(await staffOtpStatus(server, '9800000011')).toBe(200);

      const again = await adminWith({ DATA_DIR: dataDir }, 'create-staff', '9800000011');
      expect(again.stdout).toContain('Already staff, nothing changed: 9800000011');

      // disable-staff goes through the same channel; create-staff enables the account again.
      const disabled = await adminWith({ DATA_DIR: dataDir }, 'disable-staff', '9800000011');
      expect(disabled).toMatchObject({ code: 0 });
      expect(disabled.stdout).toContain('Disabled staff access, every session ended: 9800000011');
      expect(disabled.stderr).toMatch(/Written by the running server/);
      expect(await staffOtpStatus(server, '9800000011')).toBe(403);
      expect((await adminWith({ DATA_DIR: dataDir }, 'create-staff', '9800000011')).code).toBe(0);
      expect(await staffOtpStatus(server, '9800000011')).toBe(200);
    } finally {
      await server.stop();
    }
    const restarted = await startServer(env());
    try {
      expect(await staffOtpStatus(restarted, '9800000011')).toBe(200);
    } finally {
      await restarted.stop();
    }
  });

  test('a second server on the same DATA_DIR refuses to start and says who holds it', async () => {
    const server = await startServer(env());
    try {
      await expect(startServer(env())).rejects.toThrow(
        /A running Utsav server \(process [0-9]+\) holds the database in .*Stop it first/s,
      );
      expect(await staffOtpStatus(server, '9800000011')).toBe(200);
    } finally {
      await server.stop();
    }
  });

  test('with the server stopped the command writes itself, and the server then sees the account', async () => {
    const run = await adminWith(
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      'create-staff',
      '9800000012',
    );
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain('running server');
    const server = await startServer(env());
    try {
      expect(await staffOtpStatus(server, '9800000012')).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

// Like the other server suites: on PostgreSQL only when DATABASE_URL names a server.
if (process.env.DATABASE_URL) {
  describe('create-staff while servers run on PostgreSQL', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
    });
    afterAll(() => database.dispose());

    test('writes directly, and every running server sees the account', async () => {
      const url = database.url as string;
      const dirs = await Promise.all(
        [0, 1].map(() => mkdtemp(path.join(os.tmpdir(), 'utsav-pg-'))),
      );
      const servers = await Promise.all(
        dirs.map((dir) => startServer({ DATABASE_URL: url, DATA_DIR: dir })),
      );
      try {
        const run = await adminWith(
          { DATABASE_URL: url, WEB_ORIGIN: 'https://utsav.example' },
          'create-staff',
          '9800000021',
        );
        expect(run.code).toBe(0);
        expect(run.stdout).toContain('Created a staff account for 9800000021');
        expect(run.stdout).toContain('https://utsav.example/support/login');
        for (const server of servers) expect(await staffOtpStatus(server, '9800000021')).toBe(200);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
        await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
      }
    });
  });
}

// disable-staff and role changes against a running app: the command writes the database the
// app reads, so a token issued before is a 401 on the app's next call. PostgreSQL only: an
// in-process embedded database has no second client.
if (process.env.DATABASE_URL) {
  describe('disable-staff and role changes end sessions at once, audited', () => {
    let ctx: TestContext;
    let adminToken: string;
    beforeAll(async () => {
      ctx = await startTestApp('postgres');
      const phone = newPhone();
      await makeStaff(ctx.database.db, phone, 'Anil', { role: 'admin', hubs: [] });
      adminToken = await logIn(ctx.app, phone, 'staff');
    });
    afterAll(() => ctx.close());

    const cli = (...args: string[]) =>
      adminWith({ DATABASE_URL: ctx.database.url as string }, ...args);
    const opsMe = async (token: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/ops/me', headers: bearer(token) }))
        .statusCode;
    const auditOf = async (userId: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/ops/audit',
        headers: bearer(adminToken),
      });
      const { entries } = res.json<{ entries: { target: string; action: string }[] }>();
      return entries.filter((entry) => entry.target === userId);
    };

    test('disable-staff: the next call of a token issued before is a 401, and no staff code is sent', async () => {
      const phone = newPhone();
      const { userId } = await makeStaff(ctx.database.db, phone, 'Pooja', {
        role: 'support',
        hubs: [],
      });
      const token = await logIn(ctx.app, phone, 'staff');
      expect(await opsMe(token)).toBe(200);

      const run = await cli('disable-staff', phone);
      expect(run).toMatchObject({ code: 0 });
      expect(run.stdout).toContain(`Disabled staff access, every session ended: ${phone}`);
      expect(await opsMe(token)).toBe(401);
      const otp = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/generateotp/${phone}?type=staff`,
        remoteAddress: clientIp(phone),
      });
      expect(otp.statusCode).toBe(403);
      expect(await auditOf(userId)).toContainEqual(
        expect.objectContaining({
          action: 'staffDisabled',
          staffName: ADMIN_COMMAND_ACTOR,
          before: { role: 'staff', staffRole: 'support', hubs: [] },
          after: expect.objectContaining({ role: 'customer', by: ADMIN_COMMAND }),
        }),
      );

      const again = await cli('disable-staff', phone);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(NOT_STAFF);
      // create-staff enables the account again.
      expect((await cli('create-staff', phone)).code).toBe(0);
      expect(await opsMe(await logIn(ctx.app, phone, 'staff'))).toBe(200);
    });

    test('a demotion ends the sessions and is audited with the role before and after', async () => {
      const phone = newPhone();
      const { userId } = await makeStaff(ctx.database.db, phone, 'Omkar', {
        role: 'admin',
        hubs: [],
      });
      const token = await logIn(ctx.app, phone, 'staff');
      const run = await cli('create-staff', phone, '--role', 'support');
      expect(run.stdout).toContain(`Changed the role or hubs of ${phone}`);
      expect(await opsMe(token)).toBe(401);
      expect(await auditOf(userId)).toContainEqual(
        expect.objectContaining({
          action: 'staffAccess',
          before: { role: 'staff', staffRole: 'admin', hubs: [] },
          after: expect.objectContaining({ staffRole: 'support', by: ADMIN_COMMAND }),
        }),
      );
    });
  });
}

describe.each(fullEngine)('staff accounts on %s', (kind) => {
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
