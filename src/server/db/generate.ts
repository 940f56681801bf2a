import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { DB_MODULES } from './modules';

/** `npm run db:generate [name]`: a new SQL migration for every schema module whose tables changed. */
const root = path.resolve(__dirname, '../../..');
const name = process.argv[2];

for (const dbModule of DB_MODULES) {
  const args = [
    'generate',
    '--config',
    'config/drizzle.config.ts',
    ...(name ? ['--name', name] : []),
  ];
  const result = spawnSync(path.join(root, 'node_modules/.bin/drizzle-kit'), args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DB_MODULE: dbModule },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// drizzle-kit writes its snapshots unformatted; keep them in the house format.
spawnSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', 'src/server/db/migrations'], {
  cwd: root,
  stdio: 'inherit',
});
