// The process under load in `npm run bench`: a scratch database with 10,000 products, the real
// API, the web server rendering public pages with that API in-process, and a bare Fastify route
// returning a constant as the baseline, on loopback ports.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { seedCatalogue } from '../db/seed';
import { loadSettings, loadToolSettings } from '../settings';
import { databaseSitemap } from '../services/sitemap';
import { buildWebServer } from '../web';

const BENCH_PRODUCTS = 10_000;
/** Pages of each kind the bench asks for in turn. */
const PAGES_OF_A_KIND = 4;
/** The client build's shell reduced to what a render fills in, so the bench needs no build. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Utsav</title></head><body><div id="root"></div></body></html>';

export interface BenchReady {
  apiPort: number;
  webPort: number;
  baselinePort: number;
  /** Site-relative paths of server-rendered pages, from the sitemap. */
  productPages: string[];
  listingPages: string[];
  products: number;
  database: string;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'utsav-bench-'));
  const databaseUrl = loadToolSettings().benchDatabaseUrl;
  const database = openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  await database.migrate();
  const seeded = await seedCatalogue(database.db, {
    productCopies: 100,
    productLimit: BENCH_PRODUCTS,
  });
  const settings = loadSettings({
    ...process.env,
    NODE_ENV: 'development',
    RATE_LIMITS: 'off',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-only-secret-bench-only-secret-0000',
  });
  const api = await buildApp({ database, settings });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'utsav-bench-web-'));
  await writeFile(path.join(distDir, 'index.html'), TEMPLATE);
  const web = await buildWebServer(settings, distDir, {
    api,
    pages: { api, logError: (error) => console.error(error) },
  });
  await web.listen({ port: 0, host: '127.0.0.1' });
  const pages = (await databaseSitemap(database.db, settings.webOrigin)()).map(
    (entry) => entry.loc,
  );
  const baseline = Fastify({ logger: false });
  baseline.get('/', async () => ({ isSuccess: true }));
  await baseline.listen({ port: 0, host: '127.0.0.1' });

  const port = (server: { server: { address(): unknown } }) =>
    (server.server.address() as { port: number }).port;
  const ready: BenchReady = {
    apiPort: port(api),
    webPort: port(web),
    baselinePort: port(baseline),
    productPages: pages
      .filter((loc) => loc.startsWith('/products/decor/'))
      .slice(0, PAGES_OF_A_KIND),
    listingPages: pages
      .filter((loc) => /^\/(decors\/list|products\/category)\//.test(loc))
      .slice(0, PAGES_OF_A_KIND),
    products: seeded.products,
    database: database.kind,
  };
  process.send?.(ready);

  process.once('disconnect', () => {
    void Promise.allSettled([web.close(), api.close(), baseline.close()])
      .then(() => database.close())
      .then(() =>
        Promise.all([dataDir, distDir].map((dir) => rm(dir, { recursive: true, force: true }))),
      )
      .finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
