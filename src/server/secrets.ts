import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Settings } from './settings';

const SECRET_FILE = 'auth-secret';

/**
 * The server's hashing key: AUTH_SECRET when given, else the one kept under DATA_DIR, created
 * on first start. The API and the admin command read the same file, so a grant link the
 * command signs is one the API accepts.
 */
export async function resolveAuthSecret(
  settings: Pick<Settings, 'authSecret' | 'dataDir'>,
): Promise<string> {
  if (settings.authSecret) return settings.authSecret;
  const file = path.join(settings.dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error: unknown) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('hex');
  await mkdir(settings.dataDir, { recursive: true });
  // 'wx' fails if another process created the file first; then that one's secret wins.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error: unknown) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
