import path from 'node:path';
import { access, readFile } from 'node:fs/promises';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import type { Settings } from './settings';
import { renderSitemap, robotsWithSitemap, type SitemapSource } from './services/sitemap';
import { pageRenderer, type PageRendererOptions } from './pages';

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
    imgSrc: ["'self'", 'data:', 'blob:', settings.apiOrigin],
    mediaSrc: ["'self'", settings.apiOrigin],
    connectSrc: ["'self'", settings.apiOrigin],
    formAction: ["'self'", settings.payOrigin],
    frameAncestors: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  };
}

/** The API's origin goes to the SPA in a meta tag, which a strict CSP allows (no inline script). */
export function injectApiOrigin(html: string, apiOrigin: string): string {
  const safe = apiOrigin.replace(/[^A-Za-z0-9:/.\-[\]]/g, '');
  return html.replace('<head>', `<head><meta name="utsav-api-origin" content="${safe}">`);
}

export interface WebServerOptions {
  /** The pages /sitemap.xml lists; without it there is no sitemap. */
  sitemap?: SitemapSource;
  /** Renders public pages on the server; without it every page is the browser's shell. */
  pages?: Pick<PageRendererOptions, 'api' | 'logError'>;
}

/** The web server: the built SPA with history fallback, long-cache hashed assets, precompressed files. */
export async function buildWebServer(
  settings: Settings,
  distDir: string,
  options: WebServerOptions = {},
) {
  const app = Fastify({ logger: false });
  const indexHtml = injectApiOrigin(
    await readFile(path.join(distDir, 'index.html'), 'utf8'),
    settings.apiOrigin,
  );

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(settings) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: settings.production,
  });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const pages =
    options.pages &&
    pageRenderer({ ...options.pages, webOrigin: settings.webOrigin, template: indexHtml });
  const sendIndex = (reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8');
    reply.header('cache-control', 'no-cache');
    return reply.send(indexHtml);
  };
  /** A page request: rendered on the server when public, else the shell the browser renders. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    pages?.handles(new URL(request.url, 'http://page').pathname)
      ? pages.send(request, reply)
      : sendIndex(reply);
  app.get('/', sendPage);
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
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/assets/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return sendPage(request, reply);
    return reply.status(404).type('text/plain').send('Not found');
  });
  return app;
}
