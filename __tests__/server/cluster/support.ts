// Real API processes (`npm start --api-only`, as deployed) on scratch ports, one scratch
// PostgreSQL database and the CI's Redis, and a TestContext whose `app.inject` sends each call
// over HTTP to the next instance in turn, so the booking and account helpers spread their
// requests across the instances as a round-robin load balancer would.
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, serverStart } from '../../../src/server/bench/launcher';
import { randomBytes, randomInt } from 'node:crypto';
import { Client } from 'pg';
import type { App } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/client';
import { eventually, GaveUp } from '../../support/eventually';
import type { TestContext } from '../support/testApp';

const root = path.resolve(__dirname, '../../..');

export const databaseUrl = process.env.DATABASE_URL;
export const redisUrl = process.env.REDIS_URL;

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty scratch database (no migrations: the instances apply them). */
export async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `utsav_cluster_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(databaseUrl as string);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export interface Instance {
  name: string;
  origin: string;
  /** Everything the process wrote to stdout and stderr (JSON log lines). */
  output(): string;
  /** SIGTERM, then the exit code once it has exited. */
  stop(): Promise<number | null>;
  /** SIGKILL (kill -9: no graceful stop, transactions in flight cut off), once it has exited. */
  kill(): Promise<void>;
}

/** A random client address, so per-IP counters in the shared Redis start at zero for each run. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Starts one API process and waits until its readiness check answers 200 (the database and
 * Redis answer). Start-up migrates and seeds an empty database.
 */
export async function startInstance(
  name: string,
  url: string,
  env: NodeJS.ProcessEnv,
): Promise<Instance> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...serverStart(), '--api-only'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      API_PORT: String(port),
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      // The load balancer is this test, on loopback: its X-Forwarded-For names the customer.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'info',
      // Stops close at once, unless a test gives the drain a load balancer would wait out.
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));

  const origin = `http://127.0.0.1:${port}`;
  try {
    await eventually(
      async () => {
        if (exitCode !== undefined) throw new GaveUp(`${name} exited (${exitCode}) while starting`);
        expect((await fetch(`${origin}/api/health/ready`)).status).toBe(200);
      },
      { timeoutMs: 280_000, intervalMs: 200 },
    );
  } catch (error) {
    if (exitCode === undefined) child.kill('SIGKILL');
    const why = error instanceof GaveUp ? error.message : `${name} not ready in time`;
    throw new Error(`${why}:\n${output.slice(-3000)}`);
  }
  return {
    name,
    origin,
    output: () => output,
    stop: async () => {
      if (exitCode === undefined) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (exitCode === undefined) child.kill('SIGKILL');
      await exited;
    },
  };
}

interface InjectOptions {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
  remoteAddress?: string;
}

export interface HttpAnswer {
  statusCode: number;
  body: string;
  headers: Headers;
  json<T = unknown>(): T;
}

/** One call over HTTP; `remoteAddress` travels as X-Forwarded-For, as a proxy would send it. */
export async function call(
  instance: Instance,
  options: InjectOptions,
  defaultIp: string,
): Promise<HttpAnswer> {
  const headers: Record<string, string> = {
    ...options.headers,
    'x-forwarded-for': options.remoteAddress ?? defaultIp,
  };
  if (options.payload !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${instance.origin}${options.url}`, {
    method: options.method,
    headers,
    body: options.payload === undefined ? undefined : JSON.stringify(options.payload),
  });
  const body = await res.text();
  return {
    statusCode: res.status,
    body,
    headers: res.headers,
    json: <T>() => JSON.parse(body) as T,
  };
}

/**
 * A TestContext over the instances: each `app.inject` goes to the next instance in turn, from
 * `ip` unless the call names its own address. Its database is a direct connection for setup
 * and for checking invariants; closing it closes that connection only.
 */
export function spreadContext(instances: Instance[], url: string, ip = randomIp()): TestContext {
  let next = 0;
  const app = {
    inject: (options: InjectOptions) => {
      const instance = instances[next % instances.length] as Instance;
      next += 1;
      return call(instance, options, ip);
    },
  };
  const database = openDatabase({ databaseUrl: url });
  return {
    // The helpers read statusCode, body and json() of what inject answers: `call` gives those.
    app: app as unknown as App,
    database: { ...database, url, dispose: () => database.close() },
    close: () => database.close(),
  };
}
