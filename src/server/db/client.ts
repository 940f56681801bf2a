import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Pool } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { DB_MODULES } from './modules';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The committed SQL migrations of each schema module; both drivers apply the same files. */
export const migrationSteps = DB_MODULES.map((dbModule) => ({
  migrationsFolder: path.join(__dirname, 'migrations', dbModule),
  migrationsTable: `migrations_${dbModule}`,
  migrationsSchema: 'drizzle',
}));

async function migrateAll(step: (config: (typeof migrationSteps)[number]) => Promise<void>) {
  for (const config of migrationSteps) await step(config);
}

export type DatabaseOptions =
  | { databaseUrl: string }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { dataDir: string | undefined };

export function openDatabase(options: DatabaseOptions): Database {
  if ('databaseUrl' in options) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // A backend that drops an idle connection (restart, failover) must not crash the process:
    // the pool discards that client and the next query opens a fresh one.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateAll((config) => migratePg(db, config)),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the catalogue's typo-tolerant search; PostgreSQL has it built in.
  const client = new PGlite({ dataDir: options.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateAll((config) => migratePglite(db, config)),
    close: () => client.close(),
  };
}
