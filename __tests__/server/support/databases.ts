import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { openDatabase, type Database } from '../../../src/server/db/client';

export type DatabaseKind = 'pglite' | 'postgres';

const hasPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The engine every server suite runs on in full: PostgreSQL when DATABASE_URL names a server
 * (CI points it at a fresh database per run), else embedded PGlite. See __tests__/README.md.
 */
export const fullEngine: DatabaseKind[] = hasPostgres ? ['postgres'] : ['pglite'];

/**
 * Both engines, for the suites about what the engines do differently: locking and concurrent
 * writes, JSON, strings PostgreSQL refuses, failed queries, the seed. PGlite alone without a server.
 */
export const bothEngines: DatabaseKind[] = hasPostgres ? ['pglite', 'postgres'] : ['pglite'];

/** Set by the server project's global setup (config/jest.server.globalSetup.ts). */
export const TEMPLATE_ENV = {
  /** A file holding a migrated PGlite database (`dumpDataDir`). */
  pglite: 'UTSAV_TEST_PGLITE_TEMPLATE',
  /** The name of a migrated PostgreSQL database on DATABASE_URL's server. */
  postgres: 'UTSAV_TEST_PG_TEMPLATE',
} as const;

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase extends Database {
  /** On PostgreSQL, the scratch database's URL, for a second connection or app on it. */
  url?: string;
  /** Closes the connection and, on PostgreSQL, drops the scratch database. */
  dispose(): Promise<void>;
}

let pgliteTemplate: Blob | undefined;

function readPgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV.pglite];
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * A fresh, migrated database of the given kind, of this test's alone. It is a copy of the template
 * the global setup migrated once (a test file runs no migrations); without one it migrates itself.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = readPgliteTemplate();
    const database = openDatabase({
      dataDir: undefined,
      ...(template ? { loadDataDir: template } : {}),
    });
    if (!template) await database.migrate();
    return { ...database, dispose: () => database.close() };
  }
  const name = `utsav_t_${randomBytes(6).toString('hex')}`;
  const template = process.env[TEMPLATE_ENV.postgres];
  await withAdmin((client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString() });
  if (!template) await database.migrate();
  return {
    ...database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
