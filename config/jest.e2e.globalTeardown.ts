// After the last e2e test file: the global setup's browsers stop and its directories and
// databases go (the template, and any app's copy a crashed worker left).
import { rm } from 'node:fs/promises';
import { dropDatabasesOf } from '../__tests__/e2e/support/startApp';

export default async function globalTeardown(): Promise<void> {
  const shared = globalThis.utsavE2e;
  if (!shared) return;
  globalThis.utsavE2e = undefined;
  await Promise.all(shared.browsers.map((browser) => browser.close()));
  await Promise.all(
    [shared.dataDirTemplate, shared.imageCacheDir].map((dir) =>
      rm(dir, { recursive: true, force: true }),
    ),
  );
  if (shared.postgres) await dropDatabasesOf(shared.postgres);
}
