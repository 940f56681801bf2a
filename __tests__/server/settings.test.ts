import path from 'node:path';
import { spawn } from 'node:child_process';
import { root, serverStart } from '../../src/server/bench/launcher';
import { readFileSync, readdirSync } from 'node:fs';
import {
  CHROMIUM_DISABLED_FEATURES,
  disabledFeaturesArg,
  loadSettings,
  providerNotices,
} from '../../src/server/settings';

describe('settings', () => {
  test('defaults to the spec dev ports and ./data', () => {
    const settings = loadSettings({});
    expect(settings).toMatchObject({
      webPort: 3002,
      apiPort: 5002,
      payPort: 5003,
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      rateLimits: true,
      webOrigin: 'http://localhost:3002',
      apiOrigin: 'http://localhost:5002',
      payOrigin: 'http://localhost:5003',
    });
  });

  test('reads ports, data dir and database from the environment', () => {
    const settings = loadSettings({
      WEB_PORT: '4100',
      API_PORT: '4200',
      PAY_PORT: '4300',
      DATA_DIR: '/srv/utsav-data',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/x',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(settings).toMatchObject({
      webPort: 4100,
      apiPort: 4200,
      payPort: 4300,
      dataDir: '/srv/utsav-data',
      databaseUrl: 'postgres://u@127.0.0.1:5432/x',
      redisUrl: 'redis://127.0.0.1:6379',
      apiOrigin: 'http://localhost:4200',
    });
  });

  test.each(['-1', '65536', 'abc', '80.5'])('refuses the port %s', (value) => {
    expect(() => loadSettings({ API_PORT: value })).toThrow(
      `API_PORT must be a port number from 0 to 65535, got '${value}'`,
    );
  });

  test('RATE_LIMITS=off lifts throttles outside production only', () => {
    expect(loadSettings({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(() => loadSettings({ RATE_LIMITS: 'off', NODE_ENV: 'production' })).toThrow(
      'RATE_LIMITS=off is refused when NODE_ENV=production',
    );
  });

  const razorpayKeys = {
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'hook',
  };
  const twilioKeys = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1500' };
  /** What production needs besides its providers: one signing secret and the public site. */
  const deployed = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'a'.repeat(64),
    WEB_ORIGIN: 'https://utsav.example',
    DATABASE_URL: 'postgres://utsav@db.internal:5432/utsav',
  };
  const production = { ...deployed, ...twilioKeys };

  test('SECURITY: production never runs the payment sandbox unless named, and refuses it by name', () => {
    expect(loadSettings({}).payments).toBe('sandbox');
    expect(loadSettings(razorpayKeys).payments).toBe('razorpay');
    expect(loadSettings(production).payments).toBe('none');
    expect(loadSettings({ ...production, ...razorpayKeys }).payments).toBe('razorpay');
    expect(loadSettings({ ...razorpayKeys, PAYMENTS: 'sandbox' }).payments).toBe('sandbox');
    expect(loadSettings({ ...production, ...razorpayKeys, PAYMENTS: 'none' }).payments).toBe(
      'none',
    );
    expect(() => loadSettings({ ...production, PAYMENTS: 'sandbox' })).toThrow(
      'PAYMENTS=sandbox is refused when NODE_ENV=production',
    );
    expect(() => loadSettings({ PAYMENTS: 'razorpay' })).toThrow(
      'PAYMENTS=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
    expect(() => loadSettings({ PAYMENTS: 'stripe' })).toThrow(
      "PAYMENTS must be one of razorpay, sandbox, none, got 'stripe'",
    );
  });

  test('SECURITY: production refuses to start without an SMS provider unless the outbox is named', () => {
    expect(loadSettings({}).sms).toBe('outbox');
    expect(loadSettings(twilioKeys).sms).toBe('twilio');
    expect(loadSettings(production).sms).toBe('twilio');
    expect(() => loadSettings(deployed)).toThrow(
      'NODE_ENV=production needs an SMS provider: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or SMS=outbox to keep codes in the database',
    );
    expect(loadSettings({ ...deployed, SMS: 'outbox' }).sms).toBe('outbox');
    expect(() => loadSettings({ SMS: 'twilio' })).toThrow(
      'SMS=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
  });

  test('SECURITY: start-up says which providers are in use, and warns of a stand-in in production', () => {
    expect(providerNotices(loadSettings({}))).toEqual([
      { level: 'info', message: 'card payments: the payment sandbox (no money is taken)' },
      { level: 'info', message: 'SMS: the outbox table (no message leaves this server)' },
    ]);
    expect(providerNotices(loadSettings({ ...deployed, SMS: 'outbox' }))).toEqual([
      {
        level: 'warn',
        message: 'card payments: unavailable; customers pay cash on delivery',
      },
      { level: 'warn', message: 'SMS: the outbox table (no message leaves this server)' },
    ]);
    expect(providerNotices(loadSettings({ ...production, ...razorpayKeys }))).toEqual([
      { level: 'info', message: 'card payments: Razorpay' },
      { level: 'info', message: 'SMS: Twilio' },
    ]);
  });
});

describe('a deployment', () => {
  const production = {
    NODE_ENV: 'production',
    SMS: 'outbox',
    DATABASE_URL: 'postgres://utsav@db.internal:5432/utsav',
  };

  test('needs PostgreSQL: the embedded database serves one process only', () => {
    const { DATABASE_URL: _named, ...embedded } = production;
    const site = { AUTH_SECRET: 'a'.repeat(64), WEB_ORIGIN: 'https://utsav.example' };
    expect(() => loadSettings({ ...embedded, ...site })).toThrow(
      'NODE_ENV=production needs DATABASE_URL (postgres://…): the embedded database serves one process only',
    );
    expect(() => loadSettings({ ...embedded, ...site, DATABASE_URL: '' })).toThrow(
      'NODE_ENV=production needs DATABASE_URL',
    );
    expect(loadSettings({ ...production, ...site }).databaseUrl).toBe(production.DATABASE_URL);
    // Outside production the embedded database is the default.
    expect(loadSettings({ ...site }).databaseUrl).toBeUndefined();
  });

  test('needs one signing secret for every instance and the public site', () => {
    expect(() => loadSettings({ ...production, WEB_ORIGIN: 'https://utsav.example' })).toThrow(
      'NODE_ENV=production needs AUTH_SECRET (32 or more characters), the same on every instance',
    );
    expect(() => loadSettings({ ...production, AUTH_SECRET: 'a'.repeat(64) })).toThrow(
      'NODE_ENV=production needs WEB_ORIGIN (or PUBLIC_HOST): the public site',
    );
    const named = { ...production, AUTH_SECRET: 'a'.repeat(64) };
    expect(loadSettings({ ...named, WEB_ORIGIN: 'https://utsav.example/' }).webOrigin).toBe(
      'https://utsav.example',
    );
    expect(loadSettings({ ...named, PUBLIC_HOST: 'utsav.example' }).webOrigin).toBe(
      'http://utsav.example:3002',
    );
  });

  test.each([
    [{ DATABASE_URL: 'localhost:5432/utsav' }, 'DATABASE_URL must be a URL like postgres://'],
    [{ DATABASE_URL: 'mysql://db/utsav' }, 'DATABASE_URL must be a URL like postgres://'],
    [{ REDIS_URL: 'redis//cache:6379' }, 'REDIS_URL must be a URL like redis://'],
    [
      { WEB_ORIGIN: 'utsav.example' },
      "WEB_ORIGIN must be an origin like https://utsav.example (no path), got 'utsav.example'",
    ],
    [{ PAY_ORIGIN: 'https://pay.example/checkout' }, 'PAY_ORIGIN must be an origin like'],
    [{ API_ORIGIN: 'ftp://api.example' }, 'API_ORIGIN must be an origin like'],
  ])('refuses %j, naming it', (env, message) => {
    expect(() => loadSettings(env)).toThrow(message);
  });

  test('never repeats a malformed database URL, which may hold its password', () => {
    expect(() => loadSettings({ DATABASE_URL: 'postgres//admin:hunter2@db' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });

  test('a server started with a bad setting says so in one line and exits 1', async () => {
    const child = spawn(process.execPath, [...serverStart(), '--api-only'], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', REDIS_URL: 'cache:6379' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Utsav did not start: REDIS_URL must be a URL like redis://user:password@host:port/name (redis: or rediss:)\n',
    );
  }, 60_000);

  test('takes the URLs a deployment gives', () => {
    expect(
      loadSettings({
        DATABASE_URL: 'postgresql://utsav:pw@db.internal:5432/utsav',
        REDIS_URL: 'rediss://cache.internal:6380',
      }),
    ).toMatchObject({
      databaseUrl: 'postgresql://utsav:pw@db.internal:5432/utsav',
      redisUrl: 'rediss://cache.internal:6380',
    });
  });
});

describe('operations settings', () => {
  test('default to info logs, no metrics token and a 10-second drain', () => {
    expect(loadSettings({})).toMatchObject({
      logLevel: 'info',
      metricsToken: undefined,
      shutdownDrainMs: 10_000,
      shutdownGraceMs: 10_000,
    });
  });

  test('read LOG_LEVEL, METRICS_TOKEN, SHUTDOWN_DRAIN_MS and SHUTDOWN_GRACE_MS', () => {
    const token = 'm'.repeat(32);
    expect(
      loadSettings({
        LOG_LEVEL: 'warn',
        METRICS_TOKEN: token,
        SHUTDOWN_DRAIN_MS: '0',
        SHUTDOWN_GRACE_MS: '2500',
      }),
    ).toMatchObject({
      logLevel: 'warn',
      metricsToken: token,
      shutdownDrainMs: 0,
      shutdownGraceMs: 2500,
    });
  });

  test.each([
    [
      { LOG_LEVEL: 'loud' },
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    ],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16 characters/],
    [{ SHUTDOWN_GRACE_MS: '1.5' }, /SHUTDOWN_GRACE_MS must be a whole number of milliseconds/],
    [{ SHUTDOWN_DRAIN_MS: '-1' }, /SHUTDOWN_DRAIN_MS must be/],
    [{ SHUTDOWN_GRACE_MS: '-1' }, /SHUTDOWN_GRACE_MS must be a whole number of milliseconds/],
  ])('refuse %j', (env, message) => {
    expect(() => loadSettings(env)).toThrow(message);
  });
});

describe('the environment', () => {
  const root = path.resolve(__dirname, '../..');
  const serverDir = path.join(root, 'src/server');
  const settingsSource = readFileSync(path.join(serverDir, 'settings.ts'), 'utf8');
  const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
  const settingsTable = readme.slice(
    readme.indexOf('## Settings'),
    readme.indexOf('**How production'),
  );

  test('is read by the settings module alone, in the servers, the commands and the config', () => {
    // Handing the whole environment to a child process (`...process.env`) reads no variable.
    const readers = ['src', 'config']
      .flatMap((dir) =>
        readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
          path.join(dir, file),
        ),
      )
      .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
      .filter((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .replaceAll('...process.env', '')
          .includes('process.env'),
      );
    // The test run's summary file is Jest's reporter's and the test runner's, both loaded
    // untranspiled; the server tests' global setup hands its template databases to the workers.
    expect(readers.sort()).toEqual([
      'config/jest.e2e.globalSetup.ts',
      'config/jest.server.globalSetup.ts',
      'config/jestSummaryReporter.js',
      'config/runTests.js',
      path.join('src', 'server', 'settings.ts'),
    ]);
  });

  test("every variable the settings module reads is in the README's table", () => {
    const names = new Set(
      [
        ...settingsSource.matchAll(
          /env\.([A-Z][A-Z0-9_]+)|'([A-Z][A-Z0-9]*_[A-Z0-9_]+|[A-Z]{3,})'/g,
        ),
      ]
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((name) => !['INR'].includes(name)),
    );
    for (const [group] of settingsSource.matchAll(/const \{ ([A-Z_, ]+) \} = env/g)) {
      for (const name of group.match(/[A-Z][A-Z0-9_]+/g) ?? []) names.add(name);
    }
    expect(names.size).toBeGreaterThan(20);
    const documented = (name: string) => {
      if (settingsTable.includes(`\`${name}\``)) return true;
      // `TWILIO_*` with `_ACCOUNT_SID` in its meaning documents TWILIO_ACCOUNT_SID.
      const [prefix = '', ...rest] = name.split('_');
      return (
        settingsTable.includes(`\`${prefix}_*\``) && settingsTable.includes(`_${rest.join('_')}`)
      );
    };
    expect([...names].filter((name) => !documented(name))).toEqual([]);
  });
});

describe('the browsers of the tests and of npm run perf', () => {
  test('turn off their features in one --disable-features flag that keeps the launcher’s own', () => {
    const launchers = [
      '--disable-extensions',
      '--disable-features=Translate,MediaRouter',
      '--disable-features=PaintHolding,,Translate',
    ];
    expect(disabledFeaturesArg(launchers)).toBe(
      '--disable-features=Translate,MediaRouter,PaintHolding,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    );
  });

  test('turn off the address bar’s popups when the launcher turns nothing off', () => {
    expect(disabledFeaturesArg(['--no-sandbox'])).toBe(
      `--disable-features=${CHROMIUM_DISABLED_FEATURES.join(',')}`,
    );
    expect(CHROMIUM_DISABLED_FEATURES).toEqual(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']);
  });
});
