import os from 'node:os';
import path from 'node:path';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { seedCatalogue } from '../../src/server/db/seed';
import { categories, keywordPages, products, serviceableCities } from '../../src/server/db/schema';
import { loadSettings } from '../../src/server/settings';
import { absoluteUrl } from '../../src/shared/domain';
import {
  databaseSitemap,
  escapeXml,
  renderSitemap,
  robotsWithSitemap,
} from '../../src/server/services/sitemap';
import { buildWebServer } from '../../src/server/web';
import { createTestDatabase, fullEngine, type TestDatabase } from './support/databases';

const WEB_ORIGIN = 'http://web.test:3002';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const SETUP_TIMEOUT = 120_000;

interface Url {
  loc: string;
  lastmod: string | null;
  changefreq: string | null;
  priority: string | null;
}

/** Parses the sitemap as XML (a malformed document throws) and reads every <url> of its urlset. */
function parseSitemap(xml: string): { namespace: string | null; urls: Url[] } {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  const root = document.documentElement;
  const field = (url: Element, name: string) =>
    url.getElementsByTagNameNS(SITEMAP_NS, name)[0]?.textContent ?? null;
  const urls = [...root.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: field(url, 'loc') ?? '',
    lastmod: field(url, 'lastmod'),
    changefreq: field(url, 'changefreq'),
    priority: field(url, 'priority'),
  }));
  return { namespace: root.localName === 'urlset' ? root.namespaceURI : null, urls };
}

describe('escapeXml and absoluteUrl', () => {
  test('the five XML special characters are escaped, & first of all', () => {
    expect(escapeXml(`a&b<c>d"e'f &amp;`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f &amp;amp;');
  });

  test('a path is joined to the web origin and never leaves it', () => {
    expect(absoluteUrl(WEB_ORIGIN, '/kw/decoration-in-pune')).toBe(
      `${WEB_ORIGIN}/kw/decoration-in-pune`,
    );
    expect(absoluteUrl(`${WEB_ORIGIN}/`, '//evil.example/x')).toBe(`${WEB_ORIGIN}//evil.example/x`);
    expect(absoluteUrl(WEB_ORIGIN, '/kw/décor in pune')).toBe(
      `${WEB_ORIGIN}/kw/d%C3%A9cor%20in%20pune`,
    );
  });

  test('robots.txt names its sitemap by absolute URL; other lines stay', () => {
    expect(
      robotsWithSitemap('User-agent: *\nDisallow: /payment\nSitemap: /sitemap.xml\n', WEB_ORIGIN),
    ).toBe(`User-agent: *\nDisallow: /payment\nSitemap: ${WEB_ORIGIN}/sitemap.xml\n`);
  });

  test('an empty catalogue is still a valid, empty urlset', () => {
    const { namespace, urls } = parseSitemap(renderSitemap([], WEB_ORIGIN));
    expect(namespace).toBe(SITEMAP_NS);
    expect(urls).toEqual([]);
  });
});

describe.each(fullEngine)('the web server’s /sitemap.xml and /robots.txt on %s', (kind) => {
  let database: TestDatabase;
  let web: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedCatalogue(database.db);
    dist = await mkdtemp(path.join(os.tmpdir(), 'utsav-sitemap-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head></html>');
    await copyFile(
      path.resolve(__dirname, '../../public/robots.txt'),
      path.join(dist, 'robots.txt'),
    );
    const settings = loadSettings({ WEB_ORIGIN, API_ORIGIN: 'http://api.test' });
    web = await buildWebServer(settings, dist, {
      sitemap: databaseSitemap(database.db, settings.webOrigin),
    });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await web?.close();
    await database?.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  const fetchSitemap = async () => {
    const res = await web.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    return { res, ...parseSitemap(res.body) };
  };

  test('is XML of the sitemaps.org urlset, every URL absolute on the web origin, none twice', async () => {
    const { res, namespace, urls } = await fetchSitemap();
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(namespace).toBe(SITEMAP_NS);
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) expect(url.loc.startsWith(`${WEB_ORIGIN}/`)).toBe(true);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const page of [
      '/',
      '/help',
      '/faqs',
      '/privacy',
      '/terms',
      '/shippingPolicy',
      '/cancellation',
    ]) {
      expect(locs).toContain(`${WEB_ORIGIN}${page}`);
    }
  });

  test('lists every active product once, with the day it was added', async () => {
    const rows = await database.db
      .select({ id: products.id, createdAt: products.createdAt })
      .from(products)
      .where(and(eq(products.active, true), isNull(products.variantOf)));
    expect(rows.length).toBeGreaterThan(50);
    const { urls } = await fetchSitemap();
    const productUrls = new Map(
      urls.flatMap((url) => {
        const match = /\/products\/decor\/([^/]+)\/([a-z0-9-]+)$/.exec(url.loc);
        return match ? [[match[1], url] as const] : [];
      }),
    );
    expect([...productUrls.keys()].sort()).toEqual(rows.map((row) => row.id).sort());
    for (const row of rows) {
      expect(productUrls.get(row.id)?.lastmod).toBe(row.createdAt.toISOString().slice(0, 10));
    }
    const inactive = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.active, false));
    for (const row of inactive) expect(productUrls.has(row.id)).toBe(false);
  });

  test('lists every decor category, keyword page and city page', async () => {
    const [categoryRows, keywordRows, cityRows] = await Promise.all([
      database.db.select().from(categories).where(eq(categories.kind, 'decor')),
      database.db.select().from(keywordPages),
      database.db.select().from(serviceableCities),
    ]);
    const { urls } = await fetchSitemap();
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(categoryRows.length).toBeGreaterThan(0);
    for (const category of categoryRows) {
      expect(byLoc.has(`${WEB_ORIGIN}/decors/list/${category.slug}`)).toBe(true);
    }
    expect(keywordRows.length).toBeGreaterThan(100);
    for (const page of keywordRows) {
      expect(byLoc.get(`${WEB_ORIGIN}/kw/${page.keyword}`)?.lastmod).toBe(
        page.updatedAt.toISOString().slice(0, 10),
      );
    }
    expect(cityRows.map((city) => city.slug).sort()).toEqual(['mumbai', 'pune', 'siliguri']);
    for (const city of cityRows) {
      expect(byLoc.has(`${WEB_ORIGIN}/kw/decoration-in-${city.slug}`)).toBe(true);
      expect(byLoc.has(`${WEB_ORIGIN}/kw/decoration-service-in-${city.slug}`)).toBe(true);
    }
  });

  test('reads the database on each request and escapes & in a URL', async () => {
    const keyword = 'cakes-&-balloons-in-pune';
    const before = await fetchSitemap();
    expect(before.urls.some((url) => url.loc.includes('cakes-'))).toBe(false);
    await database.db.insert(keywordPages).values({
      keyword,
      heading: 'Cakes & Balloons in Pune',
      topSubHeading: 'Cakes and balloons together',
      description: 'Cakes and balloons, set up in Pune.',
      city: 'pune',
      hubId: (
        await database.db.select().from(serviceableCities).where(eq(serviceableCities.slug, 'pune'))
      )[0]!.defaultHubId,
    });

    const after = await fetchSitemap();
    expect(after.res.body).toContain(`<loc>${WEB_ORIGIN}/kw/cakes-&amp;-balloons-in-pune</loc>`);
    expect(after.res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(after.urls.map((url) => url.loc)).toContain(`${WEB_ORIGIN}/kw/${keyword}`);
    expect(after.urls).toHaveLength(before.urls.length + 1);
  });

  test('robots.txt keeps crawlers out of private pages and points at the sitemap', async () => {
    const res = await web.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    for (const page of ['/profile', '/payment', '/checkout', '/api/pay', '/delete', '/support']) {
      expect(lines).toContain(`Disallow: ${page}`);
    }
    expect(lines).toContain(`Sitemap: ${WEB_ORIGIN}/sitemap.xml`);
    expect(lines.filter((line) => line.startsWith('Sitemap:'))).toHaveLength(1);
  });
});

test('a web server given no sitemap has no /sitemap.xml', async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'utsav-sitemap-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head></html>');
  const web = await buildWebServer(loadSettings({ WEB_ORIGIN }), dist);
  try {
    const res = await web.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(404);
    expect((await web.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(404);
  } finally {
    await web.close();
    await rm(dist, { recursive: true, force: true });
  }
});
