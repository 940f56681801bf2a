import path from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { catalogueIsEmpty, seedCatalogue } from './db/seed';
import { loadSettings } from './settings';
import { buildWebServer } from './web';
import { databaseSitemap } from './services/sitemap';
import { buildSandboxServer } from './adapters/payment/sandboxServer';
import { sandboxKey } from './adapters/payment/signing';
import { ensureClientBuild } from './clientBuild';
import { createLogger } from './logging';
import { resolveAuthSecret } from './secrets';

const root = path.resolve(__dirname, '../..');

/** `npm start`: build the client if needed, migrate, then serve web, API and payment sandbox. */
async function main() {
  const apiOnly = process.argv.includes('--api-only');
  const loaded = loadSettings();
  const settings = { ...loaded, authSecret: await resolveAuthSecret(loaded) };
  const logger = createLogger(process.env.LOG_LEVEL ?? 'info');

  if (!apiOnly) await ensureClientBuild(root, (message) => logger.info(message));

  const database = openDatabase(
    settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : { dataDir: settings.dataDir },
  );
  await database.migrate();
  logger.info({ database: database.kind }, 'migrations applied');
  if (await catalogueIsEmpty(database.db)) {
    const seeded = await seedCatalogue(database.db);
    logger.info(seeded, 'demo catalogue seeded');
  }

  const api = await buildApp({ database, settings }, { loggerInstance: logger });
  const servers: Array<{ close(): Promise<unknown> }> = [api];
  await api.listen({ port: settings.apiPort, host: settings.host });

  if (!apiOnly) {
    const pay = await buildSandboxServer({
      key: sandboxKey(settings.authSecret),
      apiOrigin: settings.apiOrigin,
      webOrigin: settings.webOrigin,
    });
    await pay.listen({ port: settings.payPort, host: settings.host });
    const web = await buildWebServer(settings, path.join(root, 'dist'), {
      sitemap: databaseSitemap(database.db, settings.apiOrigin),
    });
    await web.listen({ port: settings.webPort, host: settings.host });
    servers.push(pay, web);
    logger.info(
      `Utsav is running: web ${settings.webOrigin}, API ${settings.apiOrigin}, payment sandbox ${settings.payOrigin}`,
    );
  }

  const stop = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await Promise.allSettled(servers.map((server) => server.close()));
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
