// Starts the app the way `npm start` does, in a child process on free loopback ports with a
// scratch data dir, for the tools that need a real one: `npm run perf` and the e2e journeys.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';

export const root = path.resolve(__dirname, '../../..');
/** tsx's command line, run by plain Node so the child ignores the caller's NODE_OPTIONS. */
export const TSX_CLI = path.join(root, 'node_modules/tsx/dist/cli.mjs');
/** Long enough for a fresh clone, whose first start builds the client. */
const START_TIMEOUT_MS = 170_000;
const API_TIMEOUT_MS = 10_000;

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** A port the system has just handed out and released (for a child process to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`the app exited (${child.exitCode ?? child.signalCode})`);
    const answered = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface LaunchOptions {
  /** Names the scratch data dir, so a leftover one says who left it. */
  name: string;
  /** Settings on top of the launcher's own (ports, host, data dir, no Redis, quiet log). */
  env?: Record<string, string>;
  /** Runs on the empty data dir before the app starts. */
  beforeStart?: (dataDir: string) => Promise<void>;
  /** Called once the process is spawned, before it answers: a caller may stop it while it starts. */
  onSpawned?: (app: LaunchedApp) => void;
}

export interface LaunchedApp {
  webUrl: string;
  apiUrl: string;
  payUrl: string;
  /** Everything the app has printed so far. */
  output: () => string;
  /** Stops the app and removes its data dir. */
  stop(): Promise<void>;
}

/** Resolves once the web server and the API both answer; on failure the error holds the log. */
export async function launchApp(options: LaunchOptions): Promise<LaunchedApp> {
  const [web, api, pay] = [await freePort(), await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `utsav-${options.name}-`));
  try {
    await options.beforeStart?.(dataDir);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  let output = '';
  const child = spawn(process.execPath, [TSX_CLI, 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      WEB_PORT: String(web),
      API_PORT: String(api),
      PAY_PORT: String(pay),
      HOST: '127.0.0.1',
      PUBLIC_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Each app keeps its own throttle counters, so apps started side by side never share one.
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const app: LaunchedApp = {
    webUrl: `http://127.0.0.1:${web}`,
    apiUrl: `http://127.0.0.1:${api}`,
    payUrl: `http://127.0.0.1:${pay}`,
    output: () => output,
    stop: async () => {
      if (!exited(child)) {
        const exit = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exit;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  options.onSpawned?.(app);
  try {
    await waitFor(`${app.webUrl}/`, child, START_TIMEOUT_MS);
    await waitFor(`${app.apiUrl}/api/health`, child, API_TIMEOUT_MS);
  } catch (error) {
    await app.stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return app;
}
