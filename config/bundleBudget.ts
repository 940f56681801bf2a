/**
 * The client's JavaScript budget, checked on every production build by
 * `__tests__/e2e/bundleBudget.test.ts` (part of `npm test`) over the build's webpack stats
 * (`build/stats.json`). Sizes are what a browser downloads, the build's Brotli copies (the web
 * server sends them to every browser that accepts `br`), in KB of 1,024 bytes, as Lighthouse
 * counts a page's transfer.
 */
import { APP_CHUNK } from './buildOutput';

export const bundleBudget = {
  /** The shop's entry point; the support frame's entry is staff-only and not budgeted. */
  entry: 'main',
  /** The app's chunk group, which the entry starts on every page (preloaded by each page). */
  app: APP_CHUNK,
  /** The module whose `import()` calls make the route chunks (each named by `webpackChunkName`). */
  router: './src/client/routes/routes.tsx',
  /**
   * The route chunks of the public (server-rendered) pages: each hydrates only once its chunk has
   * loaded, so its first view needs the entry's initial chunks and that chunk group.
   */
  publicRoutes: [
    'home',
    'listing',
    'keyword',
    'predefined',
    'product',
    'help',
    'policies',
    'order',
    'not-found',
    'nojs-pages',
  ],
  /** JavaScript before the first view of any public route: the entry's, the app's, the route's. */
  firstViewKb: 170,
  /** Each route's own chunk. */
  routeChunkKb: 30,
  /** Packages that may load later, but not with the entry's and the app's chunks. */
  notInitial: ['moment'],
  /** Packages no client chunk may contain (the client needs a call's types, not its validator). */
  nowhere: ['@sinclair/typebox'],
} as const;
