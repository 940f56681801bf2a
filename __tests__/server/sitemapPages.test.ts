// The sitemap names only pages that answer 200: a crawler sent to a 404 or a redirect from
// it counts against the site.
import { JSDOM } from 'jsdom';
import type { PagesContext } from './support/pages';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

let pages: PagesContext;
beforeAll(async () => {
  // Rendered by React's and the store's production builds, as production renders them: this
  // renders every page of the catalogue, and the development builds' checks would double that.
  process.env.NODE_ENV = 'production';
  const { startPages } = await import('./support/pages');
  pages = await startPages();
}, 120_000);
afterAll(() => pages?.close());

test('every page the sitemap lists answers 200', async () => {
  const sitemap = await pages.get('/sitemap.xml');
  expect(sitemap.status).toBe(200);
  const { document } = new JSDOM(sitemap.html, { contentType: 'application/xml' }).window;
  const urls = [...document.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map(
    (loc) => new URL(loc.textContent ?? ''),
  );
  const kinds = new Set(urls.map((url) => url.pathname.split('/')[1]));
  expect(kinds).toEqual(
    new Set([
      '',
      'decors',
      'faqs',
      'help',
      'privacy',
      'terms',
      'shippingPolicy',
      'cancellation',
      'products',
      'kw',
    ]),
  );

  const failing: string[] = [];
  for (const url of urls) {
    expect(url.origin).toBe(pages.webOrigin);
    const page = await pages.get(`${url.pathname}${url.search}`);
    if (page.status !== 200) failing.push(`${page.status} ${url.pathname}`);
  }
  expect(failing).toEqual([]);
}, 300_000);
