// Starts the app the way `npm start` does, in a child process on free loopback ports with a
// scratch data dir, for the tools that need a real one: `npm run perf` and the e2e journeys.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { projectRoot } from '../../../config/projectRoot';
import { SERVER_BUNDLE } from '../../../config/buildOutput';

export const root = projectRoot;
/**
 * Node's arguments that run a TypeScript file in the one process Node starts, with tsx as its
 * loader, as `npm start` does (callers clear NODE_OPTIONS, so the child ignores the caller's).
 * tsx's own command line runs the file in a second process and relays a SIGTERM to it, but kills
 * it outright (exit 143) when it has not answered within 30 ms, as a busy event loop may not: the
 * graceful stop would never run.
 */
export const RUN_TS = ['--import', 'tsx'];
/**
 * Node's arguments that start the server as `npm run start:prod` does: from its bundle. Whoever
 * starts servers builds it first, once (`ensureServerBuild`: the test stages' global setups, and
 * the tools' own starts), so a start never walks the sources to date it.
 */
export function serverStart(): string[] {
  return [SERVER_BUNDLE];
}

/** Long enough for a fresh clone, whose first start builds the client. */
const START_TIMEOUT_MS = 170_000;
const API_TIMEOUT_MS = 10_000;

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Where the system draws the ports of `listen(0)` and of outgoing connections. */
export async function ephemeralRange(): Promise<[number, number]> {
  const text = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').catch(() => '');
  const [low = NaN, high = NaN] = text.trim().split(/\s+/).map(Number);
  return Number.isInteger(low) && Number.isInteger(high) ? [low, high] : [32768, 60999];
}

/** The lowest port the launcher draws from: above the well-known and most registered ports. */
const LOWEST_DRAWN_PORT = 10_000;

function listenOn(port: number): Promise<net.Server | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const closeServer = (server: net.Server) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * `count` different loopback ports, free now, for a child process to take. They are drawn at random
 * below the system's ephemeral range, so the child's start (seconds, under load) is no window for a
 * `listen(0)` or an outgoing connection elsewhere on the machine to take one first. All are held
 * until the last is found, so one call never hands out a port twice.
 */
export async function freePorts(count: number): Promise<number[]> {
  const [low] = await ephemeralRange();
  const held: net.Server[] = [];
  try {
    for (let tries = 0; held.length < count; tries++) {
      if (tries > 1_000) throw new Error(`no ${count} free loopback ports below ${low}`);
      const wanted =
        low > LOWEST_DRAWN_PORT + 1_000
          ? LOWEST_DRAWN_PORT + Math.floor(Math.random() * (low - LOWEST_DRAWN_PORT))
          : 0;
      const server = await listenOn(wanted);
      if (server) held.push(server);
    }
    return held.map((server) => (server.address() as net.AddressInfo).port);
  } finally {
    await Promise.all(held.map(closeServer));
  }
}

/** One port, free now, for a child process to take (see `freePorts`). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
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
  /**
   * A data dir whose copy the app starts on (an embedded database already migrated and seeded,
   * say) instead of an empty one: a start of about a second instead of several.
   */
  dataDirTemplate?: string;
  /** Runs on the data dir (empty, or the template's copy) before the app starts. */
  beforeStart?: (dataDir: string) => Promise<void>;
  /** Called once the process is spawned, before it answers: a caller may stop it while it starts. */
  onSpawned?: (app: LaunchedApp) => void;
  /** Draws the web, API and payment ports; `freePorts` unless a test hands out its own. */
  drawPorts?: (count: number) => Promise<number[]>;
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

/** A port drawn for the app was taken by someone else before the app could bind it. */
class PortTaken extends Error {}

/** Starts on fresh ports this many times at most when a drawn port was taken meanwhile. */
const PORT_TRIES = 3;

/**
 * Resolves once the web server and the API both answer; on failure the error holds the log. A port
 * taken between the draw and the app's bind costs a start on new ports, not the caller's run.
 */
export async function launchApp(options: LaunchOptions): Promise<LaunchedApp> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchOnce(options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === PORT_TRIES) throw error;
    }
  }
}

async function launchOnce(options: LaunchOptions): Promise<LaunchedApp> {
  const [web, api, pay] = await (options.drawPorts ?? freePorts)(3);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `utsav-${options.name}-`));
  try {
    if (options.dataDirTemplate) await cp(options.dataDirTemplate, dataDir, { recursive: true });
    await options.beforeStart?.(dataDir);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  let output = '';
  const child = spawn(process.execPath, await serverStart(), {
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
      // No load balancer to drain: a stop closes at once.
      SHUTDOWN_DRAIN_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let running = false;
  // An app that stops by itself once started leaves its callers with refused connections: say why,
  // with its log (a start that fails throws its log instead).
  child.once('exit', (code, signal) => {
    if (running) console.error(`The app (${options.name}) exited (${code ?? signal}):\n${output}`);
  });
  const app: LaunchedApp = {
    webUrl: `http://127.0.0.1:${web}`,
    apiUrl: `http://127.0.0.1:${api}`,
    payUrl: `http://127.0.0.1:${pay}`,
    output: () => output,
    stop: async () => {
      running = false;
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
    const Failure = output.includes('EADDRINUSE') ? PortTaken : Error;
    throw new Failure(`${(error as Error).message}\n${output}`);
  }
  running = true;
  return app;
}
