import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { ephemeralRange, freePort, freePorts, root, RUN_TS } from '../../src/server/bench/launcher';

const listenOn = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

const close = (server: net.Server) => new Promise((resolve) => server.close(resolve));

describe('the ports the launcher draws for an app it starts', () => {
  test('are different, free to bind, and outside the range the system hands out by itself', async () => {
    const [low, high] = await ephemeralRange();
    const ports = await freePorts(3);

    expect(new Set(ports).size).toBe(3);
    for (const port of ports) expect(port < low || port > high).toBe(true);
    // Released for the child: each one binds again.
    const servers = await Promise.all(ports.map(listenOn));
    await Promise.all(servers.map(close));
  });

  describe('when the draw lands on a port already taken', () => {
    const LOWEST = 10_000;
    let low = 0;
    /** The Math.random value that draws `port`. */
    const drawing = (port: number) => (port - LOWEST + 0.5) / (low - LOWEST);

    beforeEach(async () => {
      [low] = await ephemeralRange();
    });
    afterEach(() => jest.restoreAllMocks());

    test('passes over a port another process listens on', async () => {
      const held = await freePort();
      const holder = await listenOn(held);
      try {
        const random = jest.spyOn(Math, 'random').mockReturnValueOnce(drawing(held));
        const [port] = await freePorts(1);
        expect(random).toHaveBeenCalledTimes(2);
        expect(port).not.toBe(held);
      } finally {
        await close(holder);
      }
    });

    test('never hands out one port twice in a call', async () => {
      const first = await freePort();
      jest
        .spyOn(Math, 'random')
        .mockReturnValueOnce(drawing(first))
        .mockReturnValueOnce(drawing(first));
      const ports = await freePorts(2);
      expect(ports[0]).toBe(first);
      expect(ports[1]).not.toBe(first);
    });
  });
});

describe('a TypeScript process started the way `npm start` and the launcher start one', () => {
  // Its SIGTERM handler answers once it is done; a busy event loop answers late.
  const SERVER = `
const busyFor = (ms: number): void => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};
process.once('SIGTERM', () => {
  process.stdout.write('draining\\n');
  process.exit(0);
});
process.stdout.write('ready\\n');
setInterval(() => busyFor(300), 0);
`;

  test('gets a SIGTERM itself and stops gracefully, even while its event loop is busy', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'utsav-sigterm-'));
    try {
      const file = path.join(dir, 'server.ts');
      await writeFile(file, SERVER);
      const child = spawn(process.execPath, [...RUN_TS, file], {
        cwd: root,
        env: { ...process.env, NODE_OPTIONS: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      const ready = new Promise<void>((resolve) =>
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('ready')) resolve();
        }),
      );
      const exit = new Promise<[number | null, string | null]>((resolve) =>
        child.once('exit', (code, signal) => resolve([code, signal])),
      );
      await ready;
      child.kill('SIGTERM');
      expect(await exit).toEqual([0, null]);
      expect(output).toContain('draining');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
