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
  databaseUrl: string | undefined;
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
  /** The real SMS provider, selected when all its keys are set; otherwise the outbox. */
  twilio: TwilioSettings | undefined;
  /** With GOOGLE_MAPS_API_KEY set, /api/geo/* asks Google; otherwise the embedded gazetteer answers. */
  googleMaps:
    | { apiKey: string; /** Only tests point this elsewhere. */ apiBase: string | undefined }
    | undefined;
  /** With all three RAZORPAY_* keys set, card payments go to Razorpay; otherwise the sandbox. */
  razorpay: RazorpaySettings | undefined;
}

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

function authSecret(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.AUTH_SECRET || undefined;
  if (value !== undefined && value.length < 32) {
    throw new Error('AUTH_SECRET must be at least 32 characters');
  }
  return value;
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

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const rateLimits = env.RATE_LIMITS !== 'off';
  if (!rateLimits && production) {
    throw new Error('RATE_LIMITS=off is refused when NODE_ENV=production');
  }
  const host = env.HOST ?? 'localhost';
  const publicHost = env.PUBLIC_HOST ?? 'localhost';
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
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    rateLimits,
    webOrigin: env.WEB_ORIGIN ?? `http://${publicHost}:${webPort}`,
    apiOrigin: env.API_ORIGIN ?? `http://${publicHost}:${apiPort}`,
    payOrigin: env.PAY_ORIGIN ?? `http://${publicHost}:${payPort}`,
    authSecret: authSecret(env),
    trustProxy: trustProxy(env.TRUST_PROXY),
    twilio: twilio(env),
    googleMaps: env.GOOGLE_MAPS_API_KEY
      ? { apiKey: env.GOOGLE_MAPS_API_KEY, apiBase: env.GOOGLE_MAPS_API_BASE || undefined }
      : undefined,
    razorpay: razorpay(env),
  };
}
