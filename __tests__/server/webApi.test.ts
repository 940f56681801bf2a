import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { seedCatalogue } from '../../src/server/db/seed';
import { imagePath } from '../../src/server/services/catalogue/images';
import { buildWebServer } from '../../src/server/web';
import { LISTING_PATH, listingBody } from './support/listing';
import { startTestApp, type TestContext } from './support/testApp';

const WEB_ORIGIN = 'http://shop.test';
const SHELL =
  '<!doctype html><html><head><title>Utsav</title></head><body><div id="root"></div></body></html>';

/** The API answered on the web server's own origin, as the browser reaches it. */
describe('the API on the web origin', () => {
  let api: TestContext;
  let web: FastifyInstance;
  let dist: string;
  /** The addresses the page renderer's API calls were made for. */
  const renderedFor: (string | undefined)[] = [];

  beforeAll(async () => {
    // The load balancer in front of both servers is believed.
    api = await startTestApp('pglite', { WEB_ORIGIN, TRUST_PROXY: '10.0.0.1' });
    await seedCatalogue(api.database.db);
    dist = await mkdtemp(path.join(os.tmpdir(), 'utsav-web-api-'));
    await writeFile(path.join(dist, 'index.html'), SHELL);
    const pagesApi: Pick<FastifyInstance, 'inject'> = {
      inject: ((options: InjectOptions) => {
        renderedFor.push(options.remoteAddress);
        return api.app.inject(options);
      }) as FastifyInstance['inject'],
    };
    web = await buildWebServer(api.app.deps.settings, dist, {
      api: api.app,
      metrics: api.app.metricsRegistry,
      pages: {
        api: pagesApi,
        logError: (error) => {
          throw error;
        },
      },
    });
  }, 120_000);
  afterAll(async () => {
    await web?.close();
    await api?.close();
    await rm(dist, { recursive: true, force: true });
  });

  test('a call answers as on the API port, with the API headers and none of the pages', async () => {
    const res = await web.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true });
    expect(res.headers['x-request-id']).toBeDefined();
    expect(String(res.headers['content-security-policy'])).toMatch(/^default-src 'none'/);
  });

  test('a posted body reaches the API whole', async () => {
    const res = await web.inject({
      method: 'POST',
      url: LISTING_PATH,
      payload: listingBody(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ products: unknown[] }>().products).toHaveLength(54);
  });

  test('an unknown call is the API 404 in JSON, not a page', async () => {
    const res = await web.inject({
      method: 'GET',
      url: '/api/no/such/call',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ isSuccess: false });
  });

  test("the payment return page under /api/pay/ stays the SPA's page", async () => {
    const res = await web.inject({
      method: 'GET',
      url: '/api/pay/eyJvcmRlcklkIjoiMSJ9',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });

  test("throttles count each caller's own address, not the web server's", async () => {
    const remaining = async (remoteAddress: string) => {
      const res = await web.inject({ method: 'GET', url: '/api/health', remoteAddress });
      return Number(res.headers['x-ratelimit-remaining']);
    };
    const first = await remaining('203.0.113.7');
    expect(await remaining('203.0.113.7')).toBe(first - 1);
    expect(await remaining('198.51.100.8')).toBe(first);
  });

  test('behind the trusted proxy, the visitor is the forwarded address for calls and pages', async () => {
    const forwarded = { 'x-forwarded-for': '198.51.100.23' };
    const remaining = async (headers: Record<string, string>) => {
      const res = await web.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '10.0.0.1',
        headers,
      });
      return Number(res.headers['x-ratelimit-remaining']);
    };
    const first = await remaining(forwarded);
    expect(await remaining({ 'x-forwarded-for': '198.51.100.24' })).toBe(first);

    const page = await web.inject({
      method: 'GET',
      url: '/faqs',
      remoteAddress: '10.0.0.1',
      headers: { accept: 'text/html', ...forwarded },
    });
    expect(page.statusCode).toBe(200);
    expect(renderedFor.length).toBeGreaterThan(0);
    expect(new Set(renderedFor)).toEqual(new Set(['198.51.100.23']));
  });

  test.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('a listing goes out in %s and decodes to the same JSON', async (encoding, decode) => {
    const call = (acceptEncoding?: string) =>
      web.inject({
        method: 'POST',
        url: LISTING_PATH,
        payload: listingBody(),
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const plain = await call();
    const packed = await call(encoding);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(decode(packed.rawPayload).toString())).toEqual(plain.json());
  });

  describe('/metrics on the web port', () => {
    /** A sample's value in Prometheus' text format, 0 when absent. */
    const sample = (text: string, line: string) => {
      const found = text.split('\n').find((entry) => entry.startsWith(`${line} `));
      return found ? Number(found.slice(line.length + 1)) : 0;
    };
    const scrape = async () => {
      const res = await web.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.body;
    };
    const renders = (route: string, outcome: string) =>
      `utsav_page_render_seconds_count{route="${route}",outcome="${outcome}"}`;

    test("answers the API's metrics, with each page render timed by route pattern", async () => {
      const before = await scrape();
      for (const url of ['/kw/balloon-arch-9876543210', '/kw/sequins', '/no/such/page']) {
        await web.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      }
      const after = await scrape();
      const keyword = renders('/kw/:keyword', 'page');
      expect(sample(after, keyword) - sample(before, keyword)).toBe(2);
      expect(sample(after, renders('*', 'page')) - sample(before, renders('*', 'page'))).toBe(1);
      // Route patterns only: what a visitor typed never becomes a label.
      expect(after).not.toContain('9876543210');
      expect(after).not.toContain('sequins');
      // The API's own series are there too.
      expect(after).toContain('http_request_duration_seconds_count{');
    });

    test('counts the answer cache hits and misses of the catalogue', async () => {
      const lookups = (result: string) => `utsav_answer_cache_lookups_total{result="${result}"}`;
      const before = await scrape();
      const body = listingBody({ skip: 7 });
      for (let i = 0; i < 3; i += 1) {
        const res = await web.inject({ method: 'POST', url: LISTING_PATH, payload: body });
        expect(res.statusCode).toBe(200);
      }
      const after = await scrape();
      expect(sample(after, lookups('miss')) - sample(before, lookups('miss'))).toBe(1);
      expect(sample(after, lookups('hit')) - sample(before, lookups('hit'))).toBe(2);
      expect(sample(after, 'utsav_answer_cache_entries')).toBeGreaterThanOrEqual(1);
    });

    test('is refused to a caller from elsewhere, as on the API port', async () => {
      const res = await web.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('utsav_');
    });
  });

  test('a catalogue image is compressed, has a validator and answers 304 when unchanged', async () => {
    const url = imagePath('product', 'classic-arch-1');
    const first = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toMatch(/^<svg/);
    const validator = String(first.headers.etag);
    expect(validator).toMatch(/^W\/"/);
    const again = await web.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': validator },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });
});
