import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';

const root = path.resolve(__dirname, '../../..');

function freePort(): Promise<number> {
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
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const running = new Set<RunningApp>();

/** Stops every app this process started that is still running. */
export async function stopAllApps() {
  await Promise.all([...running].map((app) => app.stop()));
}

export interface RunningApp {
  webUrl: string;
  apiUrl: string;
  payUrl: string;
  output: () => string;
  stop(): Promise<void>;
}

/** `npm run admin -- create-staff <phone>` on the scratch data dir, as an operator runs it. */
function createStaff(dataDir: string, phone: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        'src/server/admin/cli.ts',
        'create-staff',
        phone,
      ],
      { cwd: root, env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, DATABASE_URL: '' } },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`create-staff ${phone} failed: ${stderr}`)) : resolve(),
    );
  });
}

export interface StartOptions {
  /**
   * Staff accounts made with the operator command before the servers start: the embedded
   * database takes one process at a time, so the command cannot run beside the app.
   */
  staffPhones?: readonly string[];
  /**
   * The host name the servers give as theirs (PUBLIC_HOST), 127.0.0.1 unless a journey opens the
   * app under a name other than the configured one.
   */
  publicHost?: string;
}

/** Starts the app the way `npm start` does, on free loopback ports and a scratch data dir. */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const [web, api, pay] = [await freePort(), await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'utsav-e2e-'));
  try {
    for (const phone of options.staffPhones ?? []) await createStaff(dataDir, phone);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  let output = '';
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'test',
        WEB_PORT: String(web),
        API_PORT: String(api),
        PAY_PORT: String(pay),
        HOST: '127.0.0.1',
        PUBLIC_HOST: options.publicHost ?? '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        // Each app keeps its own throttle counters, so parallel journeys never share a limit.
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const app: RunningApp = {
    webUrl: `http://127.0.0.1:${web}`,
    apiUrl: `http://127.0.0.1:${api}`,
    payUrl: `http://127.0.0.1:${pay}`,
    output: () => output,
    stop: async () => {
      running.delete(app);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  running.add(app);
  try {
    // A fresh clone builds the client first.
    await waitFor(`${app.webUrl}/`, child, 170_000);
    await waitFor(`${app.apiUrl}/api/health`, child, 10_000);
  } catch (error) {
    await app.stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return app;
}
