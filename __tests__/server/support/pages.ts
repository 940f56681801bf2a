import type { FastifyInstance } from 'fastify';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedCatalogue } from '../../../src/server/db/seed';
import { databaseSitemap } from '../../../src/server/services/sitemap';
import { buildWebServer } from '../../../src/server/web';
import { ROUTE_CHUNKS_FILE } from '../../../config/buildOutput';
import { startTestApp, type TestContext } from './testApp';

export interface PageAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  html: string;
}

export interface PagesContext {
  /** A browser's page request (Accept: text/html), with an optional Cookie header. */
  get(url: string, options?: { cookie?: string; userAgent?: string }): Promise<PageAnswer>;
  webOrigin: string;
  /** The web server itself, for requests other than a page's GET (a form's POST). */
  web: { inject: FastifyInstance['inject'] };
  /** The API app and its database, to set up what a page shows (a customer, an order). */
  api: TestContext;
  close(): Promise<void>;
}

/** What the build writes in `dist/route-chunks.json`: scripts by chunk name (two share one). */
export const CHUNK_SCRIPTS = {
  main: ['/assets/runtime.js', '/assets/main.js'],
  app: ['/assets/9000.js', '/assets/app.js'],
  home: ['/assets/home.js'],
  listing: ['/assets/1408.js', '/assets/listing.js'],
  keyword: ['/assets/1408.js', '/assets/keyword.js'],
  product: ['/assets/product.js'],
  help: ['/assets/help.js'],
};

/** public/index.html as the build would make it, so page tests need no client build. */
async function shellTemplate(): Promise<string> {
  const source = await readFile(path.join(__dirname, '../../../public/index.html'), 'utf8');
  return (
    source
      .replace(/<%= htmlWebpackPlugin\.options\.themeColor %>/g, '#2136D4')
      .replace(/<%= htmlWebpackPlugin\.options\.title %>/g, 'Utsav')
      .replace('</head>', '<script defer src="/assets/main.js"></script></head>')
      // The production build minifies the template and drops these quotes.
      .replace('<div id="root"></div>', '<div id=root></div>')
  );
}

/**
 * The web server rendering public pages from a fresh database holding the demo catalogue, with
 * the API in-process: what `npm start` serves, driven with `inject`.
 */
export async function startPages(): Promise<PagesContext> {
  const api = await startTestApp('pglite', { RATE_LIMITS: 'off' });
  await seedCatalogue(api.database.db);
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'utsav-pages-'));
  await writeFile(path.join(distDir, 'index.html'), await shellTemplate());
  await writeFile(path.join(distDir, ROUTE_CHUNKS_FILE), JSON.stringify(CHUNK_SCRIPTS));
  const { settings } = api.app.deps;
  const web = await buildWebServer(settings, distDir, {
    sitemap: databaseSitemap(api.database.db, settings.webOrigin),
    pages: {
      api: api.app,
      logError: (error) => {
        throw error;
      },
    },
  });
  await web.ready();
  return {
    webOrigin: settings.webOrigin,
    web,
    api,
    async get(url, options = {}) {
      const answer = await web.inject({
        method: 'GET',
        url,
        headers: {
          accept: 'text/html',
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
        },
      });
      return { status: answer.statusCode, headers: answer.headers, html: answer.body };
    },
    async close() {
      await web.close();
      await api.close();
      await rm(distDir, { recursive: true, force: true });
    },
  };
}
