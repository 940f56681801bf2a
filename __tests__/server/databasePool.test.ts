import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';
import { loadSettings } from '../../src/server/settings';

describe('the PostgreSQL pool settings (DB_*)', () => {
  test('default to 10 connections, a 30 s statement limit and 10 s idle and connect limits', () => {
    expect(loadSettings({}).databasePool).toEqual({
      max: 10,
      statementTimeoutMs: 30_000,
      idleTimeoutMs: 10_000,
      connectTimeoutMs: 10_000,
    });
  });

  test('are read from the environment, 0 ms meaning no limit', () => {
    const { databasePool } = loadSettings({
      DB_POOL_MAX: '4',
      DB_STATEMENT_MS: '0',
      DB_IDLE_MS: '2500',
      DB_CONNECT_MS: '750',
    });
    expect(databasePool).toEqual({
      max: 4,
      statementTimeoutMs: 0,
      idleTimeoutMs: 2500,
      connectTimeoutMs: 750,
    });
  });

  test.each([
    [{ DB_POOL_MAX: '0' }, "DB_POOL_MAX must be a whole number from 1 to 1000, got '0'"],
    [{ DB_POOL_MAX: '2.5' }, "DB_POOL_MAX must be a whole number from 1 to 1000, got '2.5'"],
    [{ DB_POOL_MAX: 'ten' }, "DB_POOL_MAX must be a whole number from 1 to 1000, got 'ten'"],
    [{ DB_STATEMENT_MS: '-5' }, "DB_STATEMENT_MS must be a whole number of milliseconds, got '-5'"],
    [{ DB_IDLE_MS: '1s' }, "DB_IDLE_MS must be a whole number of milliseconds, got '1s'"],
    [{ DB_CONNECT_MS: 'soon' }, "DB_CONNECT_MS must be a whole number of milliseconds, got 'soon'"],
  ])('refuse %p, naming the setting', (env, message) => {
    expect(() => loadSettings(env)).toThrow(message);
  });
});

const serverUrl = process.env.DATABASE_URL;

/** A database of its own on DATABASE_URL's server, dropped at the end. */
async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `utsav_pool_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

(serverUrl ? describe : describe.skip)('an instance on PostgreSQL with pool settings', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let database: Database;

  beforeAll(async () => {
    scratch = await scratchDatabase();
    // A statement limit far below what the migrations' statements take.
    database = openDatabase({
      databaseUrl: scratch.url,
      pool: { max: 2, statementTimeoutMs: 1, idleTimeoutMs: 1000, connectTimeoutMs: 5000 },
    });
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  test('migrates on the lock connection, which no statement limit cuts short', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
    const client = new Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(Number(rows[0]?.count)).toBeGreaterThan(5);
    } finally {
      await client.end();
    }
  });

  test("cancels a pooled query that runs past the limit, with PostgreSQL's own error", async () => {
    const limited = openDatabase({
      databaseUrl: scratch.url,
      pool: { max: 2, statementTimeoutMs: 200, idleTimeoutMs: 1000, connectTimeoutMs: 5000 },
    });
    try {
      await expect(limited.ping()).resolves.toBeUndefined();
      const slow = limited.db.execute('SELECT pg_sleep(5)');
      await expect(slow).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '57014' }),
      });
      expect(limited.poolUse()).toMatchObject({ max: 2 });
    } finally {
      await limited.close();
    }
  });
});
