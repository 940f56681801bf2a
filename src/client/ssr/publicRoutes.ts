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

/** Whether the server renders this path (else the browser renders it from the shell). */
export function isServerRendered(pathname: string): boolean {
  const matches = matchRoutes([...routePaths], pathname);
  const leaf = matches?.[matches.length - 1]?.route.path;
  return leaf !== undefined && SERVER_RENDERED_PATHS.has(leaf);
}
