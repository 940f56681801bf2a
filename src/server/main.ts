import path from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { catalogueIsEmpty, seedCatalogue } from './db/seed';
import { loadSettings, providerNotices, type Settings } from './settings';
import { buildWebServer } from './web';
import { databaseSitemap } from './services/sitemap';
import { buildSandboxServer } from './adapters/payment/sandboxServer';
import { sandboxKey } from './adapters/payment/signing';
import { purgeExpiredCodes } from './adapters/sms/outbox';
import { ensureClientBuild, isClientBuilt } from './clientBuild';
import { projectRoot } from '../../config/projectRoot';
import { createLogger } from './logging';
import { resolveAuthSecret } from './secrets';
import { openAdminChannel, type AdminChannel } from './admin/channel';
import { DataDirBusy, lockDataDirWaiting, type DataDirLock } from './admin/dataDirLock';

const root = projectRoot;
/** Set by the server's bundle (serverBuild.ts): a production start, which never builds. */
declare const __SERVER_BUNDLE__: boolean | undefined;
const fromBundle = typeof __SERVER_BUNDLE__ !== 'undefined' && __SERVER_BUNDLE__;
/** How long a starting server waits for an admin command that is writing to DATA_DIR. */
const LOCK_WAIT_MS = 30_000;

/**
 * The embedded database is one process's files: the server holds DATA_DIR's lock while it runs,
 * so a second server, or the admin command writing on its own, cannot open them behind its back.
 */
async function holdDataDir(dataDir: string): Promise<DataDirLock> {
  try {
    return await lockDataDirWaiting(dataDir, 'server', LOCK_WAIT_MS);
  } catch (error: unknown) {
    if (!(error instanceof DataDirBusy)) throw error;
    console.error(
      `${error.message} Stop it first, or give this server its own DATA_DIR (or DATABASE_URL).`,
    );
    process.exit(1);
  }
}

/**
 * `npm start`: build the client if needed, migrate, then serve web and API, and the payment
 * sandbox when it is the chosen gateway.
 */
async function main() {
  const apiOnly = process.argv.includes('--api-only');
  let loaded: Settings;
  try {
    loaded = loadSettings();
  } catch (error: unknown) {
    // A setting's mistake is the operator's to fix: one line naming it, not a stack.
    console.error(`Utsav did not start: ${(error as Error).message}`);
    process.exit(1);
  }
  const settings = { ...loaded, authSecret: await resolveAuthSecret(loaded) };
  const logger = createLogger(settings.logLevel);
  if (!apiOnly && fromBundle && !(await isClientBuilt())) {
    console.error('The client is not built: run `npm run build` before `npm run start:prod`.');
    process.exit(1);
  }
  const lock = settings.databaseUrl ? null : await holdDataDir(settings.dataDir);

  if (!apiOnly && !fromBundle) await ensureClientBuild(root, (message) => logger.info(message));

  const database = openDatabase(
    settings.databaseUrl
      ? {
          databaseUrl: settings.databaseUrl,
          pool: settings.databasePool,
          onPoolError: (error) => logger.warn({ err: error }, 'database connection lost'),
        }
      : { dataDir: settings.dataDir },
  );
  // Under the migration lock: of instances starting together on an empty database, one
  // migrates and seeds, and the others find both done.
  await database.migrate(async () => {
    if (await catalogueIsEmpty(database.db)) {
      const seeded = await seedCatalogue(database.db);
      logger.info(seeded, 'demo catalogue seeded');
    }
  });
  logger.info({ database: database.kind }, 'migrations applied');
  // `npm run admin` asks this server to write while it holds the embedded database.
  const channel: AdminChannel | null = lock
    ? await openAdminChannel({
        dataDir: settings.dataDir,
        db: database.db,
        webOrigin: settings.webOrigin,
      })
    : null;

  for (const notice of providerNotices(settings)) logger[notice.level](notice.message);
  // Codes left by an earlier run have expired or will before anyone reads them again.
  if (settings.sms === 'outbox') await purgeExpiredCodes(database.db);

  const api = await buildApp({ database, settings }, { loggerInstance: logger });
  const servers: Array<{ close(): Promise<unknown> }> = [api];
  await api.listen({ port: settings.apiPort, host: settings.host });

  if (!apiOnly) {
    if (settings.payments === 'sandbox') {
      const pay = await buildSandboxServer({
        key: sandboxKey(settings.authSecret),
        apiOrigin: settings.apiOrigin,
        webOrigin: settings.webOrigin,
        logger: logger.child({ server: 'sandbox' }),
      });
      await pay.listen({ port: settings.payPort, host: settings.host });
      servers.push(pay);
    }
    const web = await buildWebServer(settings, path.join(root, 'dist'), {
      api,
      metrics: api.metricsRegistry,
      logger: logger.child({ server: 'web' }),
      sitemap: databaseSitemap(database.db, settings.webOrigin),
      pages: {
        api,
        logError: (error, url) => logger.error({ err: error, url }, 'page render failed'),
      },
    });
    await web.listen({ port: settings.webPort, host: settings.host });
    servers.push(web);
    const sandbox =
      settings.payments === 'sandbox' ? `, payment sandbox ${settings.payOrigin}` : '';
    logger.info(`Utsav is running: web ${settings.webOrigin}, API ${settings.apiOrigin}${sandbox}`);
  }

  // A graceful stop: readiness turns 503 so the load balancer moves traffic away; on SIGTERM (a
  // service manager's stop) the instance goes on serving for SHUTDOWN_DRAIN_MS while it does.
  // Then the servers stop accepting and finish the requests in flight, and if that takes longer
  // than SHUTDOWN_GRACE_MS the process exits anyway. SIGINT (Ctrl-C at a terminal) skips the drain.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const drainMs = signal === 'SIGTERM' ? settings.shutdownDrainMs : 0;
    logger.info({ signal, drainMs, graceMs: settings.shutdownGraceMs }, 'shutting down');
    api.draining = true;
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    const deadline = setTimeout(() => {
      logger.error({ graceMs: settings.shutdownGraceMs }, 'requests still running; exiting');
      process.exit(1);
    }, settings.shutdownGraceMs);
    deadline.unref();
    try {
      // The web server hands /api/ to the API, so it closes first.
      for (const server of [...servers].reverse()) await server.close();
      await channel?.close();
      await database.close();
      await lock?.release();
      logger.info('stopped');
      logger.flush();
      process.exit(0);
    } catch (error: unknown) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
