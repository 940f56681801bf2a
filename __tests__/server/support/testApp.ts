import { randomBytes } from 'node:crypto';
import { buildApp, type App, type AppDeps } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/client';
import { loadSettings } from '../../../src/server/settings';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export interface TestContext {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

async function startOn(
  database: TestDatabase,
  env: NodeJS.ProcessEnv,
  adapters: Pick<AppDeps, 'sms' | 'ipInfo' | 'clock'>,
): Promise<TestContext> {
  const settings = loadSettings({
    NODE_ENV: 'test',
    DATA_DIR: 'unused',
    // A fresh key per app: nothing hashed by one test app verifies in another.
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // The settings name the database the app is given (production requires one named).
    ...(database.url ? { DATABASE_URL: database.url } : {}),
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

/** A fresh API on a fresh database of the given kind, driven with `app.inject`. */
export async function startTestApp(
  kind: DatabaseKind,
  env: NodeJS.ProcessEnv = {},
  adapters: Pick<AppDeps, 'sms' | 'ipInfo' | 'clock'> = {},
): Promise<TestContext> {
  return startOn(await createTestDatabase(kind), env, adapters);
}

/**
 * Another API instance on a PostgreSQL test database an app already uses, with its own
 * connection, as a second server behind a load balancer runs. Closing it leaves the database.
 */
export async function startAnotherInstance(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<TestContext> {
  const database = openDatabase({ databaseUrl });
  return startOn({ ...database, url: databaseUrl, dispose: () => database.close() }, env, {});
}
