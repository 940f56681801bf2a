import { randomBytes } from 'node:crypto';
import { buildApp, type App, type AppDeps } from '../../../src/server/app';
import { loadSettings } from '../../../src/server/settings';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export interface TestContext {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A fresh API on a fresh database of the given kind, driven with `app.inject`. */
export async function startTestApp(
  kind: DatabaseKind,
  env: NodeJS.ProcessEnv = {},
  adapters: Pick<AppDeps, 'sms' | 'ipInfo'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase(kind);
  const settings = loadSettings({
    NODE_ENV: 'test',
    DATA_DIR: 'unused',
    // A fresh key per app: nothing hashed by one test app verifies in another.
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  const app = await buildApp({ database, settings, ...adapters });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
