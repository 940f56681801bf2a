// Before the first e2e test file, once for the whole run:
// - Chromium and the emoji font are there, or the run stops at once with the command that
//   installs them;
// - the client and the server's bundle are built (a fresh clone has neither), so apps started side
//   by side never both build;
// - a data dir holding the embedded database migrated and seeded, which each journey's app starts
//   on a copy of (`startApp`), so an app is up in about a second and still has its own data;
// - one Chromium per Jest worker (`launchServer`), which that worker's files connect to, each in
//   fresh browser contexts;
// - one directory where every journey's app keeps the catalogue's WebP and AVIF copies
//   (IMAGE_CACHE_DIR), so a picture is encoded once a run, not once for each file's new app
//   (encoding the pictures of a page's cards costs seconds of CPU).
// The global teardown stops the browsers and removes the data dir.
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
import { DATA_DIR_TEMPLATE_ENV } from '../__tests__/e2e/support/startApp';

const root = path.resolve(__dirname, '..');

export interface E2eShared {
  browsers: BrowserServer[];
  dataDirTemplate: string;
  imageCacheDir: string;
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

export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  checkBrowserDeps();
  const [template, imageCacheDir] = await Promise.all([
    dataDirTemplate(),
    mkdtemp(path.join(os.tmpdir(), 'utsav-e2e-images-')),
    ensureClientBuild(root, (message) => process.stdout.write(`\n${message}\n`)),
    ensureServerBuild(root),
  ]);
  const options = await browserLaunchOptions();
  const workers = Math.max(1, globalConfig.maxWorkers);
  const browsers = await Promise.all(
    Array.from({ length: workers }, () => chromium.launchServer(options)),
  );
  globalThis.utsavE2e = { browsers, dataDirTemplate: template, imageCacheDir };
  // Test files run in workers started after this, which inherit the environment.
  process.env[SHARED_BROWSERS_ENV] = JSON.stringify(browsers.map((server) => server.wsEndpoint()));
  process.env[DATA_DIR_TEMPLATE_ENV] = template;
  process.env.IMAGE_CACHE_DIR = imageCacheDir;
}
