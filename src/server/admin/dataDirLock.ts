import path from 'node:path';
import { mkdir, open, readFile, unlink } from 'node:fs/promises';

/** Who holds DATA_DIR: a running server, or the admin command writing while no server runs. */
export type LockHolder = 'server' | 'admin';

interface LockFile {
  pid: number;
  holder: LockHolder;
  since: string;
}

const LOCK_FILE = 'utsav.lock';

/** Another live process holds the data directory; `holder` and `pid` say which. */
export class DataDirBusy extends Error {
  constructor(
    readonly holder: LockHolder,
    readonly pid: number,
    readonly lockPath: string,
  ) {
    super(
      holder === 'server'
        ? `A running Utsav server (process ${pid}) holds the database in ${path.dirname(lockPath)}.`
        : `The admin command (process ${pid}) is writing to the database in ${path.dirname(lockPath)}.`,
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error: unknown) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readLock(file: string): Promise<LockFile | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<LockFile>;
    return typeof parsed.pid === 'number' &&
      (parsed.holder === 'server' || parsed.holder === 'admin')
      ? (parsed as LockFile)
      : null;
  } catch {
    // Unreadable or half-written: treated as stale below only when its writer is gone.
    return null;
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Takes DATA_DIR for this process alone: the embedded database is one process's files, and a
 * second process opening them writes behind the first one's back. The lock file is created
 * exclusively ('wx'); one left by a process that has died is removed and taken.
 */
export async function lockDataDir(dataDir: string, holder: LockHolder): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const record: LockFile = { pid: process.pid, holder, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(JSON.stringify(record));
      await handle.close();
      return {
        release: async () => {
          const current = await readLock(file);
          if (current?.pid === process.pid) await unlink(file).catch(() => undefined);
        },
      };
    } catch (error: unknown) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = await readLock(file);
    if (current && current.pid !== process.pid && alive(current.pid)) {
      throw new DataDirBusy(current.holder, current.pid, file);
    }
    if (!current) {
      // Its writer may be between creating and filling it: give it a moment before taking it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await readLock(file);
      if (again && alive(again.pid)) throw new DataDirBusy(again.holder, again.pid, file);
    }
    await unlink(file).catch(() => undefined);
  }
  throw new Error(`Could not take the lock ${file}; remove it if no Utsav process is running`);
}

/**
 * Keeps trying while the admin command holds DATA_DIR (it writes for a moment), up to `waitMs`;
 * a server holding it is an answer at once.
 */
export async function lockDataDirWaiting(
  dataDir: string,
  holder: LockHolder,
  waitMs: number,
): Promise<DataDirLock> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await lockDataDir(dataDir, holder);
    } catch (error: unknown) {
      if (!(error instanceof DataDirBusy) || error.holder !== 'admin' || Date.now() >= deadline) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
