// After the last e2e test file: the global setup's browsers stop and its directories go.
import { rm } from 'node:fs/promises';

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
}
