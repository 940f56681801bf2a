import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPageTemplate, isServerRendered, renderPage, routePattern } from '../client/ssr';
import { injectFetch } from './apiFetch';

/** Renders a public page for a request; the web server sends the browser's shell for the rest. */
export interface PageRenderer {
  handles(pathname: string): boolean;
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export interface PageRendererOptions {
  /** The API app the page's queries are served by, in-process. */
  api: Pick<FastifyInstance, 'inject'>;
  webOrigin: string;
  /** The client build's index.html. */
  template: string;
  /** The build's scripts by chunk name (`dist/route-chunks.json`), named in each page's head. */
  chunkScripts?: Readonly<Record<string, readonly string[]>>;
  /** Where a failed render is reported before the shell is sent instead. */
  logError(error: unknown, url: string): void;
  /**
   * Hears how long each render took, by the route's pattern (never the URL) and its outcome: a
   * page, a redirect, or the shell sent after a failed render.
   */
  observeRender?(route: string, outcome: RenderOutcome, seconds: number): void;
}

export type RenderOutcome = 'page' | 'redirect' | 'failed';

export function pageRenderer(options: PageRendererOptions): PageRenderer {
  if (!isPageTemplate(options.template)) {
    throw new Error('The page template has no </head> or no empty <div id="root"></div>');
  }
  return {
    handles: isServerRendered,
    async send(request, reply) {
      // The layout depends on the device class, so caches keep a copy per user agent.
      reply.header('cache-control', 'no-cache').header('vary', 'User-Agent, Cookie');
      const started = process.hrtime.bigint();
      let observed = false;
      const observe = (outcome: RenderOutcome) => {
        if (observed) return;
        observed = true;
        options.observeRender?.(
          routePattern(new URL(request.url, 'http://page').pathname) ?? 'unmatched',
          outcome,
          Number(process.hrtime.bigint() - started) / 1e9,
        );
      };
      try {
        const page = await renderPage({
          url: request.url,
          cookieHeader: request.headers.cookie,
          userAgent: request.headers['user-agent'],
          webOrigin: options.webOrigin,
          fetchApi: injectFetch(options.api, request.ip),
          template: options.template,
          chunkScripts: options.chunkScripts,
        });
        observe(page.location !== null ? 'redirect' : 'page');
        if (page.location !== null) return await reply.redirect(page.location, page.status);
        return await reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
      } catch (error) {
        observe('failed');
        // The browser can still render the page itself: a render fault must not block a customer.
        options.logError(error, request.url);
        return reply.status(200).type('text/html; charset=utf-8').send(options.template);
      }
    },
  };
}
