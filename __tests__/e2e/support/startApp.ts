import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { runAdmin } from '../../../src/server/admin/cli';
import { launchApp, type LaunchedApp } from '../../../src/server/bench/launcher';

const running = new Set<LaunchedApp>();

/** Stops every app this process started that is still running. */
export async function stopAllApps() {
  await Promise.all([...running].map((app) => app.stop()));
  running.clear();
}

export type RunningApp = LaunchedApp;

/** A statement run on DATABASE_URL's server (creating and dropping databases). */
export async function adminQuery(sql: string): Promise<{ rows: Record<string, unknown>[] }> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on DATABASE_URL's server. */
export function postgresUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the template database `template` and every app's copy of it. */
export async function dropDatabasesOf(template: string): Promise<void> {
  const { rows } = await adminQuery(
    `SELECT datname FROM pg_database WHERE datname LIKE '${template}\\_%'`,
  );
  for (const { datname } of rows) {
    await adminQuery(`DROP DATABASE IF EXISTS ${String(datname)} WITH (FORCE)`);
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
}

/** `npm run admin -- create-staff <phone>` on the app's database (in this process). */
async function createStaff(
  database: { dataDir: string; url: string },
  phone: string,
  ...options: string[]
): Promise<void> {
  const said: string[] = [];
  const code = await runAdmin(
    ['create-staff', phone, ...options],
    { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.url },
    { out: () => undefined, err: (line) => said.push(line) },
  );
  if (code !== 0) throw new Error(`create-staff ${phone} failed: ${said.join('\n')}`);
}

export interface StartOptions {
  /** Staff accounts made with the operator command (writing itself) before the servers start. */
  staffPhones?: readonly string[];
  /** Staff with a console role (issue 20), e.g. `{ phone, role: 'ops', hubs: ['MUM-THANE-HUB'] }`. */
  staffWithRoles?: readonly { phone: string; role: 'support' | 'ops' | 'admin'; hubs?: string[] }[];
  /**
   * The host name the servers give as theirs (PUBLIC_HOST), 127.0.0.1 unless a journey opens the
   * app under a name other than the configured one.
   */
  publicHost?: string;
  /**
   * On the embedded database, as a first `npm start` runs, even when DATABASE_URL names a server
   * (where the other journeys' apps keep their data).
   */
  embedded?: boolean;
}

/**
 * Set by the e2e project's global setup (config/jest.e2e.globalSetup.ts): a data dir holding the
 * embedded database migrated and seeded, as a first `npm start` leaves it.
 */
export const DATA_DIR_TEMPLATE_ENV = 'UTSAV_E2E_DATA_DIR_TEMPLATE';
/** Set by the same when DATABASE_URL names a server: the migrated and seeded template database. */
export const PG_TEMPLATE_ENV = 'UTSAV_E2E_PG_TEMPLATE';

/**
 * Starts the app the way `npm start` does, on free loopback ports with data of its own: a copy of
 * the global setup's migrated and seeded database, on DATABASE_URL's server when it names one
 * (PostgreSQL, as production runs; a copy takes a moment and runs no migration), else in a scratch
 * data dir of the embedded database.
 */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const template = process.env[DATA_DIR_TEMPLATE_ENV];
  const pgTemplate = options.embedded ? undefined : process.env[PG_TEMPLATE_ENV];
  const database = pgTemplate ? `${pgTemplate}_${randomBytes(4).toString('hex')}` : undefined;
  if (database) await adminQuery(`CREATE DATABASE ${database} TEMPLATE ${pgTemplate}`);
  const databaseUrl = database ? postgresUrl(database) : '';
  const dropDatabase = async () => {
    if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  let app: LaunchedApp;
  try {
    app = await launchApp({
      name: 'e2e',
      ...(template && !database ? { dataDirTemplate: template } : {}),
      env: {
        NODE_ENV: 'test',
        PUBLIC_HOST: options.publicHost ?? '127.0.0.1',
        DATABASE_URL: databaseUrl,
      },
      beforeStart: async (dataDir) => {
        const where = { dataDir, url: databaseUrl };
        for (const phone of options.staffPhones ?? []) await createStaff(where, phone);
        for (const { phone, role, hubs = [] } of options.staffWithRoles ?? []) {
          await createStaff(where, phone, '--role', role, ...hubs.flatMap((hub) => ['--hub', hub]));
        }
      },
      // Tracked from the spawn on, so an app whose start times out is stopped with its test file.
      onSpawned: (spawned) => {
        running.add(spawned);
      },
    });
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  return {
    ...app,
    stop: async () => {
      running.delete(app);
      await app.stop();
      await dropDatabase();
    },
  };
}
