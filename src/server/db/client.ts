import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Client, Pool } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { projectRoot } from '../../../config/projectRoot';
import type { DatabasePoolSettings } from '../settings';
import * as schema from './schema';
import { DB_MODULES } from './modules';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What a listener hears on a notification channel (LISTEN/NOTIFY). */
export interface ChannelHandlers {
  /** A notification arrived (its payload). */
  onNotify(payload: string): void;
  /** Listening has (re)started; anything sent while not listening was missed. */
  onListening(): void;
  /** The listening connection was lost; notifications are missed until onListening. */
  onLost(): void;
}

export interface Subscription {
  close(): Promise<void>;
}

/** How busy the connection pool is (PostgreSQL only; PGlite has one embedded connection). */
export interface PoolUse {
  /** Connections open, idle or lent out. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations, then runs `afterwards` (e.g. seeding an empty catalogue),
   * all under one PostgreSQL advisory lock: instances starting together take turns, so each
   * migration runs once and the later instance finds the work done.
   */
  migrate(afterwards?: () => Promise<void>): Promise<void>;
  /** Answers when the database takes a query; throws when it does not. */
  ping(): Promise<void>;
  poolUse(): PoolUse | undefined;
  /** Listens on a notification channel until closed, reconnecting when a connection drops. */
  listen(channel: string, handlers: ChannelHandlers): Promise<Subscription>;
  /** PGlite only: the whole database as one file, from which `loadDataDir` starts another. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The longest wait between two attempts to listen again after a lost connection. */
const RELISTEN_MAX_MS = 10_000;
const RELISTEN_FIRST_MS = 100;

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to other queries).
 * A lost connection reports onLost and is replaced, after a growing pause, by a new one.
 */
async function listenOnServer(
  databaseUrl: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<Subscription> {
  let closed = false;
  let client: Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let pause = RELISTEN_FIRST_MS;

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, pause);
    timer.unref();
    pause = Math.min(pause * 2, RELISTEN_MAX_MS);
  };
  const lost = (lostClient: Client) => {
    if (client !== lostClient) return;
    client = null;
    lostClient.removeAllListeners('notification');
    void lostClient.end().catch(() => undefined);
    if (closed) return;
    handlers.onLost();
    retry();
  };
  async function connect() {
    const next = new Client({ connectionString: databaseUrl });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch {
      lost(next);
      return;
    }
    if (closed || client !== next) return;
    pause = RELISTEN_FIRST_MS;
    handlers.onListening();
  }

  await connect();
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}

/** The committed SQL migrations of each schema module; both drivers apply the same files. */
export const migrationSteps = DB_MODULES.map((dbModule) => ({
  migrationsFolder: path.join(projectRoot, 'src/server/db/migrations', dbModule),
  migrationsTable: `migrations_${dbModule}`,
  migrationsSchema: 'drizzle',
}));

async function migrateAll(step: (config: (typeof migrationSteps)[number]) => Promise<void>) {
  for (const config of migrationSteps) await step(config);
}

/** The advisory lock key every instance takes around migrations (any fixed 64-bit number). */
export const MIGRATION_LOCK_KEY = 7_203_118_245;

/**
 * Runs `work` while holding the migration lock on a connection of its own, which is closed at
 * the end, so the lock is released even if the work fails or the process dies.
 */
async function underMigrationLock(databaseUrl: string, work: (locked: Client) => Promise<void>) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await work(client);
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type DatabaseOptions =
  | {
      databaseUrl: string;
      /** The pool's size and timeouts (settings' `databasePool`); pg's defaults when left out. */
      pool?: DatabasePoolSettings;
      /** Hears an error of an idle pooled connection (the pool replaces it); logged by main. */
      onPoolError?: (error: Error) => void;
    }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `loadDataDir` starts it from a dump
   * of another embedded database (`dumpDataDir`), e.g. one already migrated.
   */
  | { dataDir: string | undefined; loadDataDir?: Blob };

export function openDatabase(options: DatabaseOptions): Database {
  if ('databaseUrl' in options) {
    const limits = options.pool;
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: limits?.max ?? 10,
      ...(limits && {
        // 0 is "no limit" to PostgreSQL and to pg alike.
        statement_timeout: limits.statementTimeoutMs,
        idleTimeoutMillis: limits.idleTimeoutMs,
        connectionTimeoutMillis: limits.connectTimeoutMs,
      }),
    });
    // A backend that drops an idle connection (restart, failover) must not crash the process:
    // the pool discards that client and the next query opens a fresh one.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: (afterwards) =>
        underMigrationLock(options.databaseUrl, async (locked) => {
          // On the lock's own connection, which has no statement timeout: building an index on
          // a big table may take longer than any query should.
          const migrating = drizzlePg(locked, { schema });
          await migrateAll((config) => migratePg(migrating, config));
          await afterwards?.();
        }),
      ping: async () => {
        await pool.query('SELECT 1');
      },
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
      listen: (channel, handlers) => listenOnServer(options.databaseUrl, channel, handlers),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the catalogue's typo-tolerant search; PostgreSQL has it built in.
  const client = new PGlite({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    // One process owns an embedded database: nobody else can migrate it at the same time.
    migrate: async (afterwards) => {
      await migrateAll((config) => migratePglite(db, config));
      await afterwards?.();
    },
    ping: async () => {
      await client.query('SELECT 1');
    },
    poolUse: () => undefined,
    dumpDataDir: () => client.dumpDataDir('none'),
    // One embedded connection: it hears its own notifications, and is never lost.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onNotify);
      handlers.onListening();
      return {
        close: async () => {
          if (!client.closed) await unlisten().catch(() => undefined);
        },
      };
    },
    close: () => client.close(),
  };
}
