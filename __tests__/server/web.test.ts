import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { buildWebServer } from '../../src/server/web';
import { loadSettings } from '../../src/server/settings';
import { SEARCH_TOO_SHORT } from '../../src/server/searchPage';

const script = 'console.log("utsav bundle");'.repeat(20);
// Over the 1 KB a text answer needs before it is compressed.
const shell = `<!doctype html><html><head><title>Utsav</title>${'<meta name="x" content="y">'.repeat(60)}</head><body><div id="root"></div></body></html>`;
const icon = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`;

describe('web server', () => {
  let dist: string;
  let web: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'utsav-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), shell);
    await writeFile(path.join(dist, 'favicon.svg'), icon);
    await writeFile(path.join(dist, 'assets/main.0123456789.js'), script);
    await writeFile(path.join(dist, 'assets/main.0123456789.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dist, 'assets/main.0123456789.js.map'), '{"version":3}');
    await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    const settings = loadSettings({ API_PORT: '6102', PAY_PORT: '6103', WEB_PORT: '6101' });
    web = await buildWebServer(settings, dist);
  });
  afterAll(async () => {
    await web.close();
    await rm(dist, { recursive: true, force: true });
  });

  test('serves the SPA at / with no cache, naming no API origin (calls stay on this one)', async () => {
    const res = await web.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(shell);
    expect(res.body).not.toContain('6102');
  });

  test.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('a page goes out in %s when the browser accepts it', async (encoding, decode) => {
    const res = await web.inject({
      method: 'GET',
      url: '/no/such/page',
      headers: { accept: 'text/html', 'accept-encoding': `${encoding}, identity` },
    });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(res.rawPayload).toString()).toBe(shell);
  });

  test('a page is sent as is to a client that accepts no compression', async () => {
    const res = await web.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  test('an image is compressed, carries a validator and answers 304 when unchanged', async () => {
    const first = await web.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(icon);
    const validator = String(first.headers.etag);
    expect(validator).not.toBe('undefined');
    expect(first.headers['last-modified']).toBeDefined();
    const again = await web.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br', 'if-none-match': validator },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  test.each(['/checkout', '/profile/mybookings/order/EABC1234', '/kw/decoration-in-mumbai'])(
    'falls back to the SPA for the client route %s',
    async (url) => {
      const res = await web.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    },
  );

  test('HEAD on a client route answers like GET', async () => {
    const res = await web.inject({
      method: 'HEAD',
      url: '/profile/wishlist',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  test('a missing asset is a plain 404, not the SPA', async () => {
    const res = await web.inject({
      method: 'GET',
      url: '/assets/missing.0123456789.js',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('id="root"');
  });

  test('hashed assets are cached for a year and served precompressed', async () => {
    const res = await web.inject({
      method: 'GET',
      url: '/assets/main.0123456789.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(brotliCompressSync(script))).toBe(true);
  });

  test('a source map is never served, even one left among the built files', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const res = await web.inject({
        method: 'GET',
        url: '/assets/main.0123456789.js.map',
        headers: { accept },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('version');
    }
  });

  test('unhashed files are revalidated', async () => {
    const res = await web.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('pages carry a Content-Security-Policy that allows no inline script', async () => {
    const res = await web.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    // The SPA calls the API on this origin; images still come from the API's public origin.
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: http://localhost:6102");
    expect(csp).toContain("object-src 'none'");
  });

  describe("the nav search's form without JavaScript: GET /search?q=", () => {
    const search = (query: string) =>
      web.inject({ method: 'GET', url: `/search?${query}`, headers: { accept: 'text/html' } });

    test('text of 3 or more characters opens the listing filtered by it', async () => {
      const res = await search('q=%20Birthday%20arch%20');
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/decors/list?searchText=Birthday+arch');
    });

    test('a list of ids opens the handpicked list of those products', async () => {
      const res = await search(`q=${encodeURIComponent('/d00001, d00002')}`);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/decors/predefined?ids=d00001%2Cd00002');
    });

    test.each([
      ['no q', 'x=1'],
      ['an empty q', 'q='],
      ['two characters', 'q=ab'],
      ['spaces only', 'q=%20%20%20%20'],
      ['q twice', 'q=birthday&q=arch'],
    ])('%s: a 400 saying how much to type, and no redirect', async (_name, query) => {
      const res = await search(query);
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toBe(SEARCH_TOO_SHORT);
      expect(SEARCH_TOO_SHORT).toBe('Type at least 3 characters to search.');
    });

    test('more than 100 characters: a 400 saying the limit', async () => {
      const res = await search(`q=${'a'.repeat(101)}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('Search for at most 100 characters.');
    });
  });
});

describe("the shell with the build's list of scripts by chunk", () => {
  test("names the app's scripts in its head, so they load beside the first script", async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'utsav-dist-'));
    await writeFile(path.join(dist, 'index.html'), shell);
    await writeFile(
      path.join(dist, 'route-chunks.json'),
      JSON.stringify({
        main: ['/assets/runtime.js', '/assets/main.js'],
        app: ['/assets/9000.js', '/assets/app.js'],
        home: ['/assets/home.js'],
      }),
    );
    const settings = loadSettings({ API_PORT: '6112', PAY_PORT: '6113', WEB_PORT: '6111' });
    const web = await buildWebServer(settings, dist);
    try {
      const res = await web.inject({
        method: 'GET',
        url: '/checkout',
        headers: { accept: 'text/html' },
      });
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      const preloaded = [...head.matchAll(/<link rel="preload" as="script"[^>]* href="([^"]+)">/g)];
      expect(preloaded.map((match) => match[1])).toEqual(['/assets/9000.js', '/assets/app.js']);
      // The first script is the page's own; a route's chunk loads when the app asks for it.
      expect(head).not.toContain('/assets/main.js');
      expect(head).not.toContain('/assets/home.js');
    } finally {
      await web.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
