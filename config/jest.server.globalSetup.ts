// Before the first server test file: the server's bundle, and one migrated database of each
// engine, which every test file's database is a copy of (__tests__/server/support/databases.ts),
// so no file migrates.
// PGlite's is a file (its `dumpDataDir`); PostgreSQL's a template database on DATABASE_URL's
// server, when one is named. The global teardown removes both.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../src/server/db/client';
import { ensureServerBuild } from '../src/server/serverBuild';
import { projectRoot } from './projectRoot';
import { TEMPLATE_ENV } from '../__tests__/server/support/databases';

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function pgliteTemplate(): Promise<string> {
  const database = openDatabase({ dataDir: undefined });
  try {
    await database.migrate();
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('PGlite gave no dump of its database');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'utsav-template-'));
    const file = path.join(dir, 'migrated.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

async function postgresTemplate(): Promise<string> {
  const name = `utsav_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString() });
  try {
    await database.migrate();
  } finally {
    // A template is copied only while nobody is connected to it.
    await database.close();
  }
  return name;
}

export default async function globalSetup(): Promise<void> {
  const [pglite, postgres] = await Promise.all([
    pgliteTemplate(),
    process.env.DATABASE_URL ? postgresTemplate() : undefined,
    // The tests that start the server as a process start it from its bundle (serverStart).
    ensureServerBuild(projectRoot),
  ]);
  // Test files run in workers started after this, which inherit the environment.
  process.env[TEMPLATE_ENV.pglite] = pglite;
  if (postgres) process.env[TEMPLATE_ENV.postgres] = postgres;
}

export async function dropTemplates(): Promise<void> {
  const file = process.env[TEMPLATE_ENV.pglite];
  if (file) await rm(path.dirname(file), { recursive: true, force: true });
  const name = process.env[TEMPLATE_ENV.postgres];
  if (name && process.env.DATABASE_URL) {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
