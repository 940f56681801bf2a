import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { buildWebServer } from '../../src/server/web';
import { loadSettings } from '../../src/server/settings';

const script = 'console.log("utsav bundle");'.repeat(20);

describe('web server', () => {
  let dist: string;
  let web: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'utsav-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Utsav</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(dist, 'assets/main.0123456789.js'), script);
    await writeFile(path.join(dist, 'assets/main.0123456789.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    const settings = loadSettings({ API_PORT: '6102', PAY_PORT: '6103', WEB_PORT: '6101' });
    web = await buildWebServer(settings, dist);
  });
  afterAll(async () => {
    await web.close();
    await rm(dist, { recursive: true, force: true });
  });

  test('serves the SPA at / with the API origin in a meta tag and no cache', async () => {
    const res = await web.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<meta name="utsav-api-origin" content="http://localhost:6102">');
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

  test('unhashed files are revalidated', async () => {
    const res = await web.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('pages carry a Content-Security-Policy that allows no inline script', async () => {
    const res = await web.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("connect-src 'self' http://localhost:6102");
    expect(csp).toContain("object-src 'none'");
  });
});
