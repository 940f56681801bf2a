// After the last e2e test file: the global setup's browsers stop and its data dir goes.
import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const shared = globalThis.utsavE2e;
  if (!shared) return;
  globalThis.utsavE2e = undefined;
  await Promise.all(shared.browsers.map((browser) => browser.close()));
  await rm(shared.dataDirTemplate, { recursive: true, force: true });
}
