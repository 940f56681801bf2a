import path from 'node:path';
import { access, readFile } from 'node:fs/promises';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import { Histogram, type Registry } from 'prom-client';
import { isApiPath } from '../../config/app.config';
import { APP_CHUNK, ROUTE_CHUNKS_FILE } from '../../config/buildOutput';
import { EARLY_TAPS_ASSET, scriptPreloads } from '../client/ssr';
import type { Settings } from './settings';
import { COMPRESSION } from './plugins/compression';
import { requestIds, requestIdScope } from './logging';
import { renderSitemap, robotsWithSitemap, type SitemapSource } from './services/sitemap';
import { pageRenderer, type PageRendererOptions } from './pages';
import { sendSearch } from './searchPage';
import { locationChoiceRoutes } from './locationChoice';

/** Hashed bundle files never change, so browsers may keep them for a year. */
const HASHED_ASSET = /\/assets\/[^/]+\.[0-9a-f]{10}\./;

export function contentSecurityPolicy(
  settings: Pick<Settings, 'apiOrigin' | 'payOrigin' | 'production'>,
) {
  return {
    // Local runs are plain http on any host; only production forces https.
    upgradeInsecureRequests: settings.production ? [] : null,
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // styled-components injects <style> elements at run time; scripts stay strictly 'self'.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Catalogue images and videos are named on the API's public origin; calls stay on this one.
    imgSrc: ["'self'", 'data:', 'blob:', settings.apiOrigin],
    mediaSrc: ["'self'", settings.apiOrigin],
    connectSrc: ["'self'"],
    formAction: ["'self'", settings.payOrigin],
    frameAncestors: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  };
}

/**
 * The build's scripts by chunk name, preloaded with the pages the server renders. A build made
 * before the file existed has none: its pages load their chunks after the first scripts, as before.
 */
async function readChunkScripts(distDir: string): Promise<Record<string, string[]>> {
  const text = await readFile(path.join(distDir, ROUTE_CHUNKS_FILE), 'utf8').catch(() => null);
  if (text === null) return {};
  const parsed: unknown = JSON.parse(text);
  const asset = /^\/assets\/[\w.-]+\.js$/;
  const valid =
    typeof parsed === 'object' &&
    parsed !== null &&
    Object.values(parsed).every(
      (files) => Array.isArray(files) && files.every((file) => asset.test(String(file))),
    );
  if (!valid)
    throw new Error(`${ROUTE_CHUNKS_FILE} is not a map of chunk names to /assets/ scripts`);
  return parsed as Record<string, string[]>;
}

export interface WebServerOptions {
  /** The pages /sitemap.xml lists; without it there is no sitemap. */
  sitemap?: SitemapSource;
  /** Renders public pages on the server; without it every page is the browser's shell. */
  pages?: Pick<PageRendererOptions, 'api' | 'logError'>;
  /**
   * The API app (ready), answering /api/ on this origin in-process: the raw request goes to its
   * router, so the caller's address, the API's headers, CORS and throttles are as on its own port.
   */
  api?: Pick<FastifyInstance, 'routing'>;
  /** Where the web server logs its own answers (the API logs the /api/ ones it serves). */
  logger?: FastifyBaseLogger;
  /**
   * The API's Prometheus registry: page render times are counted in it, and /metrics on this
   * port answers it (through the API, so the same readers may read it).
   */
  metrics?: Registry;
}

/**
 * The web server: the API under /api/, pages (rendered on the server when public, else the SPA's
 * shell), long-cache hashed assets, precompressed files, and compressed text answers.
 */
export async function buildWebServer(
  settings: Settings,
  distDir: string,
  options: WebServerOptions = {},
) {
  // The same proxies as the API's are believed, so a page's in-process calls count the visitor.
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    genReqId: requestIds(settings.trustProxy),
    requestIdHeader: false,
    trustProxy: settings.trustProxy,
  });
  await app.register(requestIdScope);
  // Each answer names its request, as the API's do, so a quoted id finds the request's log lines.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');

  const { api } = options;
  if (api) {
    // First of the hooks: the API reads the body and sets every header itself, and helmet below
    // writes the pages' headers straight onto the raw reply.
    app.addHook('onRequest', (request, reply, done) => {
      const forMetrics = options.metrics !== undefined && request.url.split('?')[0] === '/metrics';
      if (!isApiPath(request.url) && !forMetrics) return done();
      reply.hijack();
      api.routing(request.raw, reply.raw);
    });
  }
  // Before any route: the plugin compresses the routes added after it.
  await app.register(compress, COMPRESSION);
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(settings) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: settings.production,
  });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // One route per built file, so every other path reaches the page route below (a not-found
    // handler would skip compression). These two are answered with server-side changes, and
    // source maps are never served (the build keeps them outside dist/; one copied in stays private).
    wildcard: false,
    globIgnore: ['index.html', 'robots.txt', ROUTE_CHUNKS_FILE, '**/*.map'],
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const chunkScripts = await readChunkScripts(distDir);
  const renderTime =
    options.metrics &&
    new Histogram({
      name: 'utsav_page_render_seconds',
      help: 'Server renders of public pages, by route pattern and outcome (page, redirect, failed)',
      labelNames: ['route', 'outcome'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [options.metrics],
    });
  const pages =
    options.pages &&
    pageRenderer({
      ...options.pages,
      webOrigin: settings.webOrigin,
      template: indexHtml,
      chunkScripts,
      ...(renderTime && {
        observeRender: (route: string, outcome: string, seconds: number) =>
          renderTime.observe({ route, outcome }, seconds),
      }),
    });
  // The shell starts the app at once: its scripts are asked for beside the first one.
  const shellHtml = indexHtml.replace(
    '</head>',
    () => `${scriptPreloads(chunkScripts[APP_CHUNK] ?? [])}</head>`,
  );
  const sendIndex = (reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8');
    reply.header('cache-control', 'no-cache');
    return reply.send(shellHtml);
  };
  /** A page request: rendered on the server when public, else the shell the browser renders. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    pages?.handles(new URL(request.url, 'http://page').pathname)
      ? pages.send(request, reply)
      : sendIndex(reply);
  app.get('/', sendPage);
  app.get(EARLY_TAPS_ASSET.path, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(EARLY_TAPS_ASSET.body),
  );
  // The location page's form, for a visitor whose page runs no script (yet).
  if (options.pages) {
    await locationChoiceRoutes(app, {
      api: options.pages.api,
      secure: new URL(settings.webOrigin).protocol === 'https:',
    });
  }
  const { sitemap } = options;
  if (sitemap) {
    // Read on each request so new products appear at once; crawlers may keep it an hour.
    app.get('/sitemap.xml', async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(renderSitemap(await sitemap(), settings.webOrigin)),
    );
  }
  const robotsFile = path.join(distDir, 'robots.txt');
  const hasRobots = await access(robotsFile).then(
    () => true,
    () => false,
  );
  if (hasRobots) {
    const robots = robotsWithSitemap(await readFile(robotsFile, 'utf8'), settings.webOrigin);
    app.get('/robots.txt', (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robots),
    );
  }
  app.get('/index.html', (_request, reply) => sendIndex(reply));
  // The nav search box's form without the page's scripts.
  app.get('/search', sendSearch);
  const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain').send('Not found');
  // GET and HEAD of any other path: a page when a browser asks for one, else nothing is here.
  app.get('/*', (request, reply) =>
    !request.url.startsWith('/assets/') && (request.headers.accept ?? '').includes('text/html')
      ? sendPage(request, reply)
      : notFound(reply),
  );
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  return app;
}
