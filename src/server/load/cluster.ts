// What `npm run load` runs against: a scratch database on the given PostgreSQL server, three API
// processes started as deployed (`main.ts --api-only`) on it and the given Redis, a round-robin
// forwarder in front of them (standing in for the load balancer), and the payment sandbox, which
// reports payments to the API through that forwarder.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { buildSandboxServer } from '../adapters/payment/sandboxServer';
import { sandboxKey } from '../adapters/payment/signing';
import { freePort, root, serverStart } from '../bench/launcher';

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  url: string;
  /** Runs SQL on the scratch database (the invariants, the slots' capacity). */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** An empty database next to DATABASE_URL's; the first instance migrates and seeds it. */
export async function scratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `utsav_load_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: (text, values) =>
      withClient(url.toString(), async (client) => (await client.query(text, values)).rows),
    drop: async () => {
      await withClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

export interface ApiInstance {
  origin: string;
  output(): string;
  stop(): Promise<number | null>;
}

/** One API process, resolved once its readiness check answers (database and Redis reachable). */
export async function startApi(env: Record<string, string>): Promise<ApiInstance> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...serverStart(), '--api-only'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      HOST: '127.0.0.1',
      API_PORT: String(port),
      // The run ends by stopping every instance: nothing to drain.
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
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`an API instance exited (${exitCode}):\n${output}`);
    const ready = await fetch(`${origin}/api/health/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`an API instance was not ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    output: () => output,
    stop: async () => {
      if (exitCode === undefined) child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface Forwarder {
  origin: string;
  /** Requests each upstream was given, in the upstreams' order. */
  counts: number[];
  close(): Promise<void>;
}

/**
 * A small round-robin forwarder: each request goes to the next upstream in turn, with the
 * caller's address appended to X-Forwarded-For as a load balancer does. Its port is chosen
 * first, since the instances and the sandbox name it as the API's origin before it starts.
 */
export async function roundRobin(upstreams: string[], port: number): Promise<Forwarder> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const targets = upstreams.map((origin) => new URL(origin));
  const counts = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = targets[index] as URL;
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    counts,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}

export interface Sandbox {
  origin: string;
  close(): Promise<void>;
}

/** The payment sandbox, reporting to the API through `apiOrigin` (the forwarder). */
export async function startSandbox(
  authSecret: string,
  apiOrigin: string,
  webOrigin: string,
): Promise<Sandbox> {
  const app = await buildSandboxServer({ key: sandboxKey(authSecret), apiOrigin, webOrigin });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}
