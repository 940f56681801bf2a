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
  };
}
