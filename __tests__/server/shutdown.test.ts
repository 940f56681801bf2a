import path from 'node:path';
import { tmpdir } from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { startInstance, type Instance } from './cluster/support';
import { eventually } from '../support/eventually';

jest.setTimeout(600_000);

/** A request whose body is only half sent: in flight until `finish` sends the rest. */
async function halfSentRequest(origin: string) {
  const { port } = new URL(origin);
  const body = JSON.stringify({
    otp: '123456',
    hashOtp: 'x'.repeat(20),
    phoneNumber: '9876543210',
  });
  const socket: Socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /api/users/checkotp/ HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    finish: async () => {
      socket.end(body.slice(10));
      await ended;
      return answer;
    },
    abandon: () => socket.destroy(),
  };
}

/**
 * Waits until the instance has taken the half-sent request (logged it): a request it has not yet
 * read when the stop comes arrived while stopping, and is refused with a 503 rather than served.
 */
const taken = (instance: Instance) =>
  eventually(
    () =>
      expect(instance.output()).toMatch(
        /"url":"\/api\/users\/checkotp\/".*"msg":"incoming request"/,
      ),
    { timeoutMs: 60_000 },
  );

/** Long enough that the checks made during it finish within it on a loaded machine. */
const DRAIN_MS = 15_000;

describe('a stop (SIGTERM) of an API process', () => {
  let dataDirs: string[] = [];
  let draining: Instance;
  let stuck: Instance;

  beforeAll(async () => {
    dataDirs = await Promise.all([1, 2].map(() => mkdtemp(path.join(tmpdir(), 'utsav-stop-'))));
    // On the embedded database, so this runs on every machine.
    const embedded = (dataDir: string, drainMs: number, graceMs: number) => ({
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_MS: String(drainMs),
      SHUTDOWN_GRACE_MS: String(graceMs),
    });
    [draining, stuck] = await Promise.all([
      startInstance('draining', '', embedded(dataDirs[0] as string, DRAIN_MS, 60_000)),
      startInstance('stuck', '', embedded(dataDirs[1] as string, 0, 1_500)),
    ]);
  });
  afterAll(async () => {
    await Promise.all([draining?.stop(), stuck?.stop()]);
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  test('serves out the drain with readiness at 503, then stops accepting, answers the request in flight and exits 0', async () => {
    const inFlight = await halfSentRequest(draining.origin);
    await taken(draining);
    const exited = draining.stop();
    await eventually(() => expect(draining.output()).toContain('"msg":"shutting down"'), {
      timeoutMs: 60_000,
    });
    // The load balancer's last requests, sent while it takes the instance out, are still served.
    const ready = await fetch(`${draining.origin}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ message: 'Stopping' });
    expect((await fetch(`${draining.origin}/api/health/live`)).status).toBe(200);
    await eventually(() => expect(fetch(`${draining.origin}/api/health/live`)).rejects.toThrow(), {
      timeoutMs: 60_000,
    });
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(await exited).toBe(0);
    expect(draining.output()).toContain('"msg":"stopped"');
  });

  test('exits 1 once SHUTDOWN_GRACE_MS has passed with a request still in flight', async () => {
    const inFlight = await halfSentRequest(stuck.origin);
    await taken(stuck);
    const started = Date.now();
    try {
      expect(await stuck.stop()).toBe(1);
    } finally {
      inFlight.abandon();
    }
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1_500);
    expect(waited).toBeLessThan(30_000);
    expect(stuck.output()).toContain('requests still running; exiting');
  });
});
