import { matchRoutes } from 'react-router';
import { routePaths } from '../routes/routes';

/**
 * The routes the server renders: pages anyone may open, find through search or share. Private
 * pages (checkout, payment, profile, support) render in the browser. Old product URLs answer 301.
 */
export const SERVER_RENDERED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/decors/list',
  '/decors/list/:categoryName',
  '/products/category/:code',
  '/decors/predefined',
  '/kw/:keyword',
  '/products/decor/:id/:productName',
  '/products/:type/:text',
  '/location',
  '/menu',
  '/help',
  '/faqs',
  '/privacy',
  '/terms',
  '/shippingPolicy',
  '/cancellation',
  '/e/:orderid',
  // Any other URL: the not-found page, with its 404.
  '*',
]);

/** The route table's pattern for a path (`/kw/:keyword`), or undefined when none matches. */
export function routePattern(pathname: string): string | undefined {
  const matches = matchRoutes([...routePaths], pathname);
  return matches?.[matches.length - 1]?.route.path;
}

/** Whether the server renders this path (else the browser renders it from the shell). */
export function isServerRendered(pathname: string): boolean {
  const leaf = routePattern(pathname);
  return leaf !== undefined && SERVER_RENDERED_PATHS.has(leaf);
}
