import path from 'node:path';
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { DIST_DIR, STATS_FILE } from '../../config/buildOutput';

/** What the client bundle is made from; a newer file here means the build is stale. */
const SOURCES = [
  'src/client',
  'src/shared',
  'config',
  'public',
  'webpack.config.ts',
  'package-lock.json',
];

/** The newest modification time of a file or of anything in a folder, 0 when it is missing. */
export async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** Whether a production build of the client is there at all, however old. */
export async function isClientBuilt(): Promise<boolean> {
  const files = await Promise.all(
    [path.join(DIST_DIR, 'index.html'), STATS_FILE].map((file) => stat(file).catch(() => null)),
  );
  return files.every(Boolean);
}

/** Whether `builtFile` is there and no newer than anything in `sources` (paths under `root`). */
export async function isBuildFresh(
  root: string,
  builtFile: string,
  sources: readonly string[],
): Promise<boolean> {
  const built = await stat(builtFile).catch(() => null);
  if (!built) return false;
  const times = await Promise.all(sources.map((source) => newestMtime(path.join(root, source))));
  return built.mtimeMs >= Math.max(...times);
}

export async function isClientBuildFresh(root: string): Promise<boolean> {
  // The stats are written last by every production build; webpack leaves a file it would write
  // unchanged (index.html) with its old time, so the page alone cannot date the build.
  return (await isClientBuilt()) && isBuildFresh(root, STATS_FILE, SOURCES);
}

export function buildClient(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/webpack-cli/bin/cli.js'),
        '--config',
        'webpack.config.ts',
        '--mode',
        'production',
      ],
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`client build failed with exit code ${code}`)),
    );
  });
}

export async function ensureClientBuild(root: string, log: (message: string) => void) {
  if (await isClientBuildFresh(root)) return;
  log('building the client (dist/ is missing or older than the sources)');
  await buildClient(root);
}
