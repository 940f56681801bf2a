import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataDirBusy, lockDataDir, lockDataDirWaiting } from '../../src/server/admin/dataDirLock';

describe('the DATA_DIR lock', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'utsav-lock-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const lockFile = () => path.join(dataDir, 'utsav.lock');
  /** A process id that was alive a moment ago and is not any more. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;
  /** A live process other than this one: the parent of the test runner. */
  const otherLivePid = process.ppid;

  test('a held lock is refused to the next taker, naming the holder; released, it can be taken', async () => {
    const held = await lockDataDir(dataDir, 'server');
    await writeFile(
      lockFile(),
      JSON.stringify({ pid: otherLivePid, holder: 'server', since: new Date().toISOString() }),
    );
    const refused = await lockDataDir(dataDir, 'admin').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirBusy);
    expect(refused).toMatchObject({ holder: 'server', pid: otherLivePid });
    expect((refused as Error).message).toBe(
      `A running Utsav server (process ${otherLivePid}) holds the database in ${dataDir}.`,
    );
    // Another process's lock is not this one's to release.
    await held.release();
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: otherLivePid });
    await rm(lockFile());
    const taken = await lockDataDir(dataDir, 'admin');
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({
      pid: process.pid,
      holder: 'admin',
    });
    await taken.release();
    await expect(readFile(lockFile())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  test('a lock left by a process that died is taken', async () => {
    await writeFile(lockFile(), JSON.stringify({ pid: deadPid(), holder: 'server', since: '' }));
    const lock = await lockDataDir(dataDir, 'server');
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  test('a server waits for the admin command, but not for another server', async () => {
    const admin = { pid: otherLivePid, holder: 'admin', since: '' };
    await writeFile(lockFile(), JSON.stringify(admin));
    setTimeout(() => void rm(lockFile()), 600);
    const lock = await lockDataDirWaiting(dataDir, 'server', 10_000);
    await lock.release();

    await writeFile(lockFile(), JSON.stringify({ ...admin, holder: 'server' }));
    const started = Date.now();
    await expect(lockDataDirWaiting(dataDir, 'server', 10_000)).rejects.toBeInstanceOf(DataDirBusy);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
