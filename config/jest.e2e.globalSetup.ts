// Before the first e2e test file, once for the whole run:
// - Chromium and the emoji font are there, or the run stops at once with the command that
//   installs them;
// - the client and the server's bundle are built (a fresh clone has neither), so apps started side
//   by side never both build;
// - the database migrated and seeded, which each journey's app starts on a copy of (`startApp`),
//   so an app is up in about a second and still has its own data: a template database on
//   DATABASE_URL's server when one is named (as CI names one), and a data dir of the embedded
//   database, which apps use without that server and journeys that ask for it;
// - one Chromium per Jest worker (`launchServer`), which that worker's files connect to, each in
//   fresh browser contexts;
// - one directory where every journey's app keeps the catalogue's WebP and AVIF copies
//   (IMAGE_CACHE_DIR), so a picture is encoded once a run, not once for each file's new app
//   (encoding the pictures of a page's cards costs seconds of CPU).
// The global teardown stops the browsers and removes the data dir and the databases.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '@jest/types';
import { chromium, type BrowserServer } from 'playwright-core';
import { checkBrowserDeps } from './browserDeps';
import { ensureClientBuild } from '../src/server/clientBuild';
import { ensureServerBuild } from '../src/server/serverBuild';
import { openDatabase } from '../src/server/db/client';
import { seedCatalogue } from '../src/server/db/seed';
import { browserLaunchOptions, SHARED_BROWSERS_ENV } from '../__tests__/e2e/support/browser';
import {
  adminQuery,
  DATA_DIR_TEMPLATE_ENV,
  PG_TEMPLATE_ENV,
  postgresUrl,
} from '../__tests__/e2e/support/startApp';

const root = path.resolve(__dirname, '..');

export interface E2eShared {
  browsers: BrowserServer[];
  dataDirTemplate: string;
  imageCacheDir: string;
  /** The template database's name, when DATABASE_URL names a server. */
  postgres: string | undefined;
}

declare global {
  var utsavE2e: E2eShared | undefined;
}

/** The embedded database as `npm start` leaves it on a new DATA_DIR: migrated, demo catalogue in. */
async function dataDirTemplate(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'utsav-e2e-template-'));
  const database = openDatabase({ dataDir: dir });
  try {
    await database.migrate(async () => {
      await seedCatalogue(database.db);
    });
  } finally {
    await database.close();
  }
  return dir;
}

/** The same on DATABASE_URL's server: a template database each app's database is copied from. */
async function postgresTemplate(): Promise<string> {
  const name = `utsav_e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = openDatabase({ databaseUrl: postgresUrl(name) });
  try {
    await database.migrate(async () => {
      await seedCatalogue(database.db);
    });
  } finally {
    // A template is copied only while nobody is connected to it.
    await database.close();
  }
  return name;
}

export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  checkBrowserDeps();
  const [template, imageCacheDir, , , postgres] = await Promise.all([
    dataDirTemplate(),
    mkdtemp(path.join(os.tmpdir(), 'utsav-e2e-images-')),
    ensureClientBuild(root, (message) => process.stdout.write(`\n${message}\n`)),
    ensureServerBuild(root),
    process.env.DATABASE_URL ? postgresTemplate() : undefined,
  ]);
  const options = await browserLaunchOptions();
  const workers = Math.max(1, globalConfig.maxWorkers);
  const browsers = await Promise.all(
    Array.from({ length: workers }, () => chromium.launchServer(options)),
  );
  globalThis.utsavE2e = { browsers, dataDirTemplate: template, imageCacheDir, postgres };
  // Test files run in workers started after this, which inherit the environment.
  process.env[SHARED_BROWSERS_ENV] = JSON.stringify(browsers.map((server) => server.wsEndpoint()));
  process.env[DATA_DIR_TEMPLATE_ENV] = template;
  if (postgres) process.env[PG_TEMPLATE_ENV] = postgres;
  process.env.IMAGE_CACHE_DIR = imageCacheDir;
}
