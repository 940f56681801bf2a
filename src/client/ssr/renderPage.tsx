import { Writable } from 'node:stream';
import { parseCookie } from 'cookie';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { clearAllListeners } from '@reduxjs/toolkit';
import { APP_CHUNK } from '../../../config/buildOutput';
import { api } from '../api';
import { AppProviders } from '../app/AppProviders';
import { EARLY_TAPS_SCRIPT } from '../app/earlyTaps';
import { createHash } from 'node:crypto';
import { locationFromCookie } from '../app/storedValues';
import { appRoutes, routeChunks } from '../routes/routes';
import { detachedServices, memoryStorage } from '../app/services';
import { guessWideScreen, SiteOriginContext, WideScreenGuessContext } from '../app/site';
import { makeStore, type AppStore } from '../app/store';
import { initialLocationState } from '../features/location/locationSlice';
import { initialSessionState } from '../features/session/sessionSlice';
import { RenderOutcome, RenderOutcomeContext } from '../views/components/head/HttpStatus';
import { dehydrate, serializePayload, STATE_ELEMENT_ID } from './hydrationState';

export interface RenderPageInput {
  /** The path and query string asked for. */
  url: string;
  /** The request's Cookie header: the customer's chosen location prices the page. */
  cookieHeader?: string;
  /** The request's User-Agent: a phone gets the phone's layout. */
  userAgent?: string;
  /** The site's configured origin: canonical links, and the base of the request URL. */
  webOrigin: string;
  /** Serves an API call (path and init) for the page's queries, e.g. in-process. */
  fetchApi: (path: string, init: RequestInit) => Promise<Response>;
  /** The client build's index.html: its head (scripts, icons) wraps the rendered page. */
  template: string;
  /**
   * The build's scripts by chunk name (`dist/route-chunks.json`): the page names the app's and its
   * pages' chunks in its head, so the entry fetches them together, not one after another.
   */
  chunkScripts?: Readonly<Record<string, readonly string[]>>;
}

export interface RenderedPage {
  status: number;
  /** Where a moved page now lives (with status 301). */
  location: string | null;
  html: string;
}

function storeFor(input: RenderPageInput): AppStore {
  const stored = locationFromCookie(
    memoryStorage(parseCookie(input.cookieHeader ?? '') as Record<string, string>),
  );
  return makeStore(
    {
      session: { ...initialSessionState, renderedOnServer: true },
      location: {
        ...initialLocationState,
        hubId: stored?.hubId ?? null,
        selected: stored?.selected ?? null,
      },
    },
    {
      services: detachedServices({
        fetchApi: input.fetchApi,
        origin: () => input.webOrigin,
        currentUrl: () => new URL(input.url, input.webOrigin).href,
      }),
    },
  );
}

/** One whole-document render by the streaming renderer, collected once everything is ready. */
function renderDocument(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // One piece in document order: no boundary is sent apart with a script to put it in place,
      // which the CSP would block (and a browser without JavaScript would never run).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

/**
 * Preload links for the scripts a page runs besides its first (deferred) one: the app's and its
 * pages' chunks, which the first script then runs at once, so they download side by side rather
 * than one after another. The files are the build's own (hashed names under /assets/).
 */
export function scriptPreloads(files: Iterable<string>): string {
  return [...files].map((file) => `<link rel="preload" as="script" href="${file}">`).join('');
}

/** The scripts a page at `pathname` runs: the app's, then those of the pages it shows. */
function pageScripts(pathname: string, input: RenderPageInput): string {
  const chunks = [APP_CHUNK, ...routeChunks(pathname)];
  return scriptPreloads(new Set(chunks.flatMap((chunk) => input.chunkScripts?.[chunk] ?? [])));
}

/**
 * The script that notes taps made before the app runs (app/earlyTaps.ts), as the file each
 * rendered page's head asks for first, async (it never holds the first paint): small, named by
 * its content, kept by browsers for a year.
 */
export const EARLY_TAPS_ASSET = {
  path: `/assets/early-taps.${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('hex').slice(0, 10)}.js`,
  body: EARLY_TAPS_SCRIPT,
};

/** The hoisted head elements and the root's markup, cut from the rendered document. */
function documentParts(html: string): { head: string; root: string } {
  const headStart = html.indexOf('<head>') + '<head>'.length;
  const headEnd = html.indexOf('</head>');
  const rootOpen = '<div id="root">';
  const rootStart = html.indexOf(rootOpen) + rootOpen.length;
  const rootEnd = html.lastIndexOf('</div></body>');
  return { head: html.slice(headStart, headEnd), root: html.slice(rootStart, rootEnd) };
}

/** The build's empty root element, quoted or not (the build minifies index.html). */
const ROOT_PLACEHOLDER = /<div id=(["']?)root\1\s*><\/div>/;

/** Whether a page template can carry a rendered page (it has the empty root element). */
export function isPageTemplate(template: string): boolean {
  return ROOT_PLACEHOLDER.test(template) && template.includes('</head>');
}

/**
 * Renders a public page on the server with the browser's routes, views and store: the router
 * loads the matched pages' modules and runs their loaders, which put the pages' features in this
 * request's store and start their requests; once those are answered the page renders once, and
 * goes out with its styles, head tags, status and the state the browser hydrates with.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const requestUrl = new URL(input.url, input.webOrigin);
  const store = storeFor(input);
  const wide = guessWideScreen(input.userAgent);
  const handler = createStaticHandler(appRoutes(store, { waitForData: true, wide: () => wide }));
  const context = await handler.query(new Request(requestUrl.href));
  if (context instanceof Response) {
    throw new Error(`The route table answered ${input.url} with a response of its own`);
  }
  // Anything else a loader started without waiting for it is answered before the page is drawn.
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  const router = createStaticRouter(handler.dataRoutes, context);
  const state = store.getState();
  const sheet = new ServerStyleSheet();
  const outcome = new RenderOutcome();
  // The state the page is drawn from is the state the browser hydrates with.
  let rendered: string;
  let styles: string;
  try {
    rendered = await renderDocument(
      sheet.collectStyles(
        <html lang="en">
          <head />
          <body>
            <div id="root">
              <RenderOutcomeContext value={outcome}>
                <SiteOriginContext value={input.webOrigin}>
                  <WideScreenGuessContext value={wide}>
                    <AppProviders store={store}>
                      <StaticRouterProvider router={router} context={context} hydrate={false} />
                    </AppProviders>
                  </WideScreenGuessContext>
                </SiteOriginContext>
              </RenderOutcomeContext>
            </div>
          </body>
        </html>,
      ),
    );
    styles = sheet.getStyleTags();
  } finally {
    sheet.seal();
  }

  // The store goes with this request: its listeners' pending effects (a delayed follow-up call)
  // are cancelled and its cache timers cleared, so nothing keeps it alive after the answer.
  store.dispatch(clearAllListeners());
  store.dispatch(api.util.resetApiState());
  const { status, location } = outcome;
  if (location !== null) return { status, location, html: '' };
  const { head, root } = documentParts(rendered);
  const payload = serializePayload({
    origin: input.webOrigin,
    wide,
    state: dehydrate(state),
    // The browser's router starts from the server's loader answers (its page loaders run again
    // all the same, to put their features in the browser's store; their requests are answered).
    ...(context.errors === null && { router: { loaderData: context.loaderData } }),
  });
  const html = input.template
    .replace(/<title>[^<]*<\/title>/, '')
    // First in the head (after the character set), so the browser asks for it first.
    .replace(
      /<head>(\s*<meta charset=["']?utf-8["']?\s*\/?>)?/i,
      (opening) => `${opening}<script async src="${EARLY_TAPS_ASSET.path}"></script>`,
    )
    .replace('</head>', () => `${head}${pageScripts(requestUrl.pathname, input)}${styles}</head>`)
    .replace(
      ROOT_PLACEHOLDER,
      () =>
        `<div id="root">${root}</div><script type="application/json" id="${STATE_ELEMENT_ID}">${payload}</script>`,
    );
  return { status, location: null, html };
}
