// The process under load in `npm run bench`: a scratch database with 10,000 products, the real
// API, and a bare Fastify route returning a constant as the baseline, on loopback ports.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { seedCatalogue } from '../db/seed';
import { loadSettings } from '../settings';

const BENCH_PRODUCTS = 10_000;

export interface BenchReady {
  apiPort: number;
  baselinePort: number;
  products: number;
  database: string;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'utsav-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
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
  const baseline = Fastify({ logger: false });
  baseline.get('/', async () => ({ isSuccess: true }));
  await baseline.listen({ port: 0, host: '127.0.0.1' });

  const port = (server: { server: { address(): unknown } }) =>
    (server.server.address() as { port: number }).port;
  const ready: BenchReady = {
    apiPort: port(api),
    baselinePort: port(baseline),
    products: seeded.products,
    database: database.kind,
  };
  process.send?.(ready);

  process.once('disconnect', () => {
    void Promise.allSettled([api.close(), baseline.close()])
      .then(() => database.close())
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
