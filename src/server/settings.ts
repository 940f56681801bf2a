import path from 'node:path';

/** Everything the servers read from the environment, checked once at start. */
export interface Settings {
  nodeEnv: string;
  production: boolean;
  host: string;
  webPort: number;
  apiPort: number;
  payPort: number;
  dataDir: string;
  /**
   * IMAGE_CACHE_DIR: where the catalogue's WebP and AVIF copies are also kept on disk, for the
   * instances sharing it and across restarts; unset, they are kept in memory only.
   */
  imageCacheDir: string | undefined;
  databaseUrl: string | undefined;
  /** How each instance uses PostgreSQL (with DATABASE_URL); see `DatabasePoolSettings`. */
  databasePool: DatabasePoolSettings;
  redisUrl: string | undefined;
  rateLimits: boolean;
  /** Public origins the servers use to link to each other. */
  webOrigin: string;
  apiOrigin: string;
  payOrigin: string;
  /**
   * Key for OTP, session and grant hashes (AUTH_SECRET, at least 32 characters). When unset,
   * `resolveAuthSecret` generates one and keeps it under DATA_DIR so restarts keep sessions.
   */
  authSecret: string | undefined;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  trustProxy: boolean | string;
  /** Who sends SMS (SMS, or Twilio when its keys are set); see `smsChoice`. */
  sms: SmsChoice;
  twilio: TwilioSettings | undefined;
  /** With GOOGLE_MAPS_API_KEY set, /api/geo/* asks Google; otherwise the embedded gazetteer answers. */
  googleMaps:
    | { apiKey: string; /** Only tests point this elsewhere. */ apiBase: string | undefined }
    | undefined;
  /** Who takes card payments (PAYMENTS, or Razorpay when its keys are set); see `paymentsChoice`. */
  payments: PaymentsChoice;
  razorpay: RazorpaySettings | undefined;
  /** pino level of every server's log (LOG_LEVEL). */
  logLevel: LogLevel;
  /**
   * METRICS_TOKEN: a caller of the API's /metrics showing it as a bearer token may read it.
   * Without it only a caller on this machine (loopback) may.
   */
  metricsToken: string | undefined;
  /**
   * SHUTDOWN_DRAIN_MS: how long a SIGTERM'd instance goes on serving with readiness at 503, so
   * the load balancer has taken it out of rotation before it stops accepting connections.
   */
  shutdownDrainMs: number;
  /** SHUTDOWN_GRACE_MS: how long a stop waits for requests in flight before exiting anyway. */
  shutdownGraceMs: number;
  /**
   * RECONCILE_INTERVAL_MS: how often the payment reconciliation job runs after the one at
   * start-up (0: only at start-up). RECONCILE_GRACE_MS: how old an unsettled capture must be
   * before the job settles it, so a callback still at work settles its own.
   */
  reconcileIntervalMs: number;
  reconcileGraceMs: number;
  /**
   * GOODWILL_APPROVAL_ABOVE: rupees of goodwill Credit an order may hold in all before a second
   * staff member must approve more (SECURITY.md, "Staff"); an admin's own grant included.
   */
  goodwillApprovalAbove: number;
}

/**
 * Each instance's PostgreSQL pool. Instances times `max` must stay under the server's
 * max_connections (or PgBouncer's pool). A timeout of 0 means none.
 */
export interface DatabasePoolSettings {
  /** DB_POOL_MAX: connections an instance opens at most (10). */
  max: number;
  /** DB_STATEMENT_MS: a statement running longer is cancelled (30 s). */
  statementTimeoutMs: number;
  /** DB_IDLE_MS: an idle connection is closed after this (10 s). */
  idleTimeoutMs: number;
  /** DB_CONNECT_MS: a connection not made by then fails the query (10 s). */
  connectTimeoutMs: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** 'none': card payment is unavailable and customers pay cash on delivery. */
export type PaymentsChoice = 'razorpay' | 'sandbox' | 'none';
export type SmsChoice = 'twilio' | 'outbox';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The provider's API origin; only tests point it elsewhere. */
  apiBase: string | undefined;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** The provider's API origin; only tests point it elsewhere. */
  apiBase: string;
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number from 0 to 65535, got '${raw}'`);
  }
  return value;
}

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of milliseconds, got '${raw}'`);
  }
  return value;
}

function rupees(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of rupees, got '${raw}'`);
  }
  return value;
}

function databasePool(env: NodeJS.ProcessEnv): DatabasePoolSettings {
  const raw = env.DB_POOL_MAX;
  const max = raw === undefined || raw === '' ? 10 : Number(raw);
  if (!Number.isInteger(max) || max < 1 || max > 1000) {
    throw new Error(`DB_POOL_MAX must be a whole number from 1 to 1000, got '${raw}'`);
  }
  return {
    max,
    statementTimeoutMs: milliseconds(env, 'DB_STATEMENT_MS', 30_000),
    idleTimeoutMs: milliseconds(env, 'DB_IDLE_MS', 10_000),
    connectTimeoutMs: milliseconds(env, 'DB_CONNECT_MS', 10_000),
  };
}

function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.METRICS_TOKEN || undefined;
  if (value !== undefined && value.length < 16) {
    throw new Error('METRICS_TOKEN must be at least 16 characters');
  }
  return value;
}

function authSecret(env: NodeJS.ProcessEnv, production: boolean): string | undefined {
  const value = env.AUTH_SECRET || undefined;
  if (value !== undefined && value.length < 32) {
    throw new Error('AUTH_SECRET must be at least 32 characters');
  }
  // Without it each instance would make its own under its DATA_DIR, and a session signed by one
  // would be refused by the next.
  if (value === undefined && production) {
    throw new Error(
      'NODE_ENV=production needs AUTH_SECRET (32 or more characters), the same on every instance',
    );
  }
  return value;
}

/**
 * A server URL of one of these schemes, with a host. The value is never repeated in the message:
 * it may hold a password.
 */
function serviceUrl(
  env: NodeJS.ProcessEnv,
  name: string,
  schemes: readonly string[],
): string | undefined {
  const raw = env[name] || undefined;
  if (raw === undefined) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !schemes.includes(url.protocol.slice(0, -1)) || !url.hostname) {
    throw new Error(
      `${name} must be a URL like ${schemes[0]}://user:password@host:port/name (${schemes.map((scheme) => `${scheme}:`).join(' or ')})`,
    );
  }
  return raw;
}

/** A public origin (scheme, host, port: no path), given or made from PUBLIC_HOST and the port. */
function origin(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.origin !== raw.replace(/\/$/, '')
  ) {
    throw new Error(`${name} must be an origin like https://utsav.example (no path), got '${raw}'`);
  }
  return url.origin;
}

// 'true' trusts every hop; anything else is a comma-separated list of proxy addresses or subnets.
function trustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

function twilio(env: NodeJS.ProcessEnv): TwilioSettings | undefined {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = env;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) return undefined;
  return {
    accountSid: TWILIO_ACCOUNT_SID,
    authToken: TWILIO_AUTH_TOKEN,
    from: TWILIO_FROM,
    apiBase: env.TWILIO_API_BASE || 'https://api.twilio.com',
  };
}

function razorpay(env: NodeJS.ProcessEnv): RazorpaySettings | undefined {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = env;
  if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET) return undefined;
  return {
    keyId: RAZORPAY_KEY_ID,
    keySecret: RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    apiBase: env.RAZORPAY_API_BASE || undefined,
  };
}

function oneOf<T extends string>(
  env: NodeJS.ProcessEnv,
  name: string,
  values: readonly T[],
): T | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!(values as readonly string[]).includes(raw)) {
    throw new Error(`${name} must be one of ${values.join(', ')}, got '${raw}'`);
  }
  return raw as T;
}

/**
 * Razorpay when its keys are set. Without them, development and tests use the sandbox, and
 * production has no card payment: a stand-in that takes no money must be asked for by name,
 * and never in production.
 */
function paymentsChoice(
  env: NodeJS.ProcessEnv,
  production: boolean,
  keys: RazorpaySettings | undefined,
): PaymentsChoice {
  const named = oneOf(env, 'PAYMENTS', ['razorpay', 'sandbox', 'none'] as const);
  if (named === 'sandbox' && production) {
    throw new Error('PAYMENTS=sandbox is refused when NODE_ENV=production');
  }
  if (named === 'razorpay' && !keys) {
    throw new Error(
      'PAYMENTS=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  return named ?? (keys ? 'razorpay' : production ? 'none' : 'sandbox');
}

/** Twilio when its keys are set; production refuses to keep codes in the outbox unless told to. */
function smsChoice(
  env: NodeJS.ProcessEnv,
  production: boolean,
  keys: TwilioSettings | undefined,
): SmsChoice {
  const named = oneOf(env, 'SMS', ['twilio', 'outbox'] as const);
  if (named === 'twilio' && !keys) {
    throw new Error('SMS=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  const chosen = named ?? (keys ? 'twilio' : 'outbox');
  if (chosen === 'outbox' && production && named !== 'outbox') {
    throw new Error(
      'NODE_ENV=production needs an SMS provider: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or SMS=outbox to keep codes in the database',
    );
  }
  return chosen;
}

/** What start-up says about the providers in use; a stand-in in production is a warning. */
export function providerNotices(
  settings: Pick<Settings, 'production' | 'payments' | 'sms'>,
): { level: 'info' | 'warn'; message: string }[] {
  const payments = {
    razorpay: 'card payments: Razorpay',
    sandbox: 'card payments: the payment sandbox (no money is taken)',
    none: 'card payments: unavailable; customers pay cash on delivery',
  }[settings.payments];
  const sms = {
    twilio: 'SMS: Twilio',
    outbox: 'SMS: the outbox table (no message leaves this server)',
  }[settings.sms];
  return [
    {
      level: settings.production && settings.payments === 'none' ? 'warn' : 'info',
      message: payments,
    },
    { level: settings.production && settings.sms === 'outbox' ? 'warn' : 'info', message: sms },
  ];
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const rateLimits = env.RATE_LIMITS !== 'off';
  if (!rateLimits && production) {
    throw new Error('RATE_LIMITS=off is refused when NODE_ENV=production');
  }
  const host = env.HOST || 'localhost';
  const publicHost = env.PUBLIC_HOST || 'localhost';
  // Links in SMS, payment returns and canonical URLs must name the site, not this machine.
  if (production && !env.WEB_ORIGIN && !env.PUBLIC_HOST) {
    throw new Error('NODE_ENV=production needs WEB_ORIGIN (or PUBLIC_HOST): the public site');
  }
  const databaseUrl = serviceUrl(env, 'DATABASE_URL', ['postgres', 'postgresql']);
  // The embedded database lives in one process's DATA_DIR: no second instance, no failover.
  if (production && !databaseUrl) {
    throw new Error(
      'NODE_ENV=production needs DATABASE_URL (postgres://…): the embedded database serves one process only',
    );
  }
  const razorpayKeys = razorpay(env);
  const twilioKeys = twilio(env);
  const webPort = port(env, 'WEB_PORT', 3002);
  const apiPort = port(env, 'API_PORT', 5002);
  const payPort = port(env, 'PAY_PORT', 5003);
  return {
    nodeEnv,
    production,
    host,
    webPort,
    apiPort,
    payPort,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    imageCacheDir: env.IMAGE_CACHE_DIR ? path.resolve(env.IMAGE_CACHE_DIR) : undefined,
    databaseUrl,
    databasePool: databasePool(env),
    redisUrl: serviceUrl(env, 'REDIS_URL', ['redis', 'rediss']),
    rateLimits,
    webOrigin: origin(env, 'WEB_ORIGIN', `http://${publicHost}:${webPort}`),
    apiOrigin: origin(env, 'API_ORIGIN', `http://${publicHost}:${apiPort}`),
    payOrigin: origin(env, 'PAY_ORIGIN', `http://${publicHost}:${payPort}`),
    authSecret: authSecret(env, production),
    trustProxy: trustProxy(env.TRUST_PROXY),
    sms: smsChoice(env, production, twilioKeys),
    twilio: twilioKeys,
    googleMaps: env.GOOGLE_MAPS_API_KEY
      ? { apiKey: env.GOOGLE_MAPS_API_KEY, apiBase: env.GOOGLE_MAPS_API_BASE || undefined }
      : undefined,
    payments: paymentsChoice(env, production, razorpayKeys),
    razorpay: razorpayKeys,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS) ?? 'info',
    metricsToken: metricsToken(env),
    shutdownDrainMs: milliseconds(env, 'SHUTDOWN_DRAIN_MS', 10_000),
    shutdownGraceMs: milliseconds(env, 'SHUTDOWN_GRACE_MS', 10_000),
    reconcileIntervalMs: milliseconds(env, 'RECONCILE_INTERVAL_MS', 5 * 60_000),
    reconcileGraceMs: milliseconds(env, 'RECONCILE_GRACE_MS', 60_000),
    goodwillApprovalAbove: rupees(env, 'GOODWILL_APPROVAL_ABOVE', 500),
  };
}

/**
 * The development commands' own variables (`npm run bench`, `perf`, `load`, `db:generate` and
 * the test run's browser check); the servers never read them.
 */
export interface ToolSettings {
  /** BENCH_SECONDS: how long `npm run bench` drives each scenario. */
  benchSeconds: number;
  /** BENCH_CONNECTIONS: concurrent connections of each bench scenario. */
  benchConnections: number;
  /** BENCH_DATABASE_URL: set by `npm run bench` for its server process (its DATABASE_URL). */
  benchDatabaseUrl: string | undefined;
  /** LOAD_SECONDS: how long `npm run load` runs its customer workload. */
  loadSeconds: number;
  /** LOAD_RATE: customer journeys `npm run load` starts per second. */
  loadRate: number;
  /** CHROMIUM_PATH (or CHROME_PATH): the browser of the e2e tests and `npm run perf`. */
  chromiumPath: string;
  /** Whether CHROMIUM_PATH or CHROME_PATH names the browser (not the Debian default). */
  chromiumPathNamed: boolean;
  /** DB_MODULE: the schema module drizzle-kit works on, set by `npm run db:generate`. */
  dbModule: string;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got '${raw}'`);
  }
  return value;
}

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The flags every Chromium of the browser tests and `npm run perf` starts with. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium features those browsers turn off: from version 156 Chromium opens its address bar's
 * suggestion popups (two pages of its own, `chrome://omnibox-popup.top-chrome/`) in every window,
 * headless too, at about a second of a core each. No one sees them here; left on, they slow every
 * journey and their work lands beside the page's in Lighthouse's figures.
 */
export const CHROMIUM_DISABLED_FEATURES: readonly string[] = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * One `--disable-features` flag with the features of every such flag in `launcherArgs` (a
 * launcher's own, Playwright's or Lighthouse's) and `CHROMIUM_DISABLED_FEATURES`: Chromium reads
 * only the last `--disable-features` of its command line, so a second flag would undo the first.
 */
export function disabledFeaturesArg(launcherArgs: readonly string[]): string {
  const prefix = '--disable-features=';
  const features = launcherArgs
    .filter((arg) => arg.startsWith(prefix))
    .flatMap((arg) => arg.slice(prefix.length).split(','))
    .concat(CHROMIUM_DISABLED_FEATURES)
    .filter((feature) => feature !== '');
  return prefix + [...new Set(features)].join(',');
}

export function loadToolSettings(env: NodeJS.ProcessEnv = process.env): ToolSettings {
  const named = env.CHROMIUM_PATH || env.CHROME_PATH || undefined;
  return {
    benchSeconds: positive(env, 'BENCH_SECONDS', 10),
    benchConnections: Math.round(positive(env, 'BENCH_CONNECTIONS', 8)),
    benchDatabaseUrl: env.BENCH_DATABASE_URL || undefined,
    loadSeconds: positive(env, 'LOAD_SECONDS', 60),
    loadRate: positive(env, 'LOAD_RATE', 4),
    chromiumPath: named ?? DEFAULT_CHROMIUM_PATH,
    chromiumPathNamed: named !== undefined,
    dbModule: env.DB_MODULE || 'core',
  };
}
