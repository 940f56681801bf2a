import sharp from 'sharp';
import {
  avifSrcSet,
  imageSrcSet,
  placeholderPath,
  rasterWidths,
} from '../../../src/shared/domain/images';
import type { TestContext } from '../support/testApp';
import { SETUP_TIMEOUT, get, startCatalogueApp } from './support';

const PRODUCT_IMAGE = '/api/content/images/product/wall-pastel-birthday-d00001-1';

describe('the catalogue images as WebP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startCatalogueApp('pglite');
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  const fetchImage = (url: string) => ctx.app.inject({ method: 'GET', url });

  test('every width a srcset names is a WebP picture of that width, cached a day', async () => {
    const srcSet = imageSrcSet(`${PRODUCT_IMAGE}.svg`);
    const candidates = (srcSet ?? '').split(', ').map((entry) => entry.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(
      rasterWidths('product').map((width) => `${width}w`),
    );
    for (const [url, width] of candidates) {
      const res = await fetchImage(url!);
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'image/webp']);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, `${meta.width}w`, meta.height]).toEqual([
        'webp',
        width,
        Number.parseInt(width!, 10),
      ]);
    }
  });

  test('every width of the AVIF set is an AVIF picture of that width', async () => {
    const candidates = (avifSrcSet(`${PRODUCT_IMAGE}.svg`) ?? '')
      .split(', ')
      .map((entry) => entry.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(
      rasterWidths('product').map((width) => `${width}w`),
    );
    for (const [url, width] of candidates) {
      const res = await fetchImage(url!);
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'image/avif']);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, `${meta.width}w`, meta.height]).toEqual([
        'heif',
        width,
        Number.parseInt(width!, 10),
      ]);
    }
  });

  test('the placeholder is a 16 px WebP under 1 KB; a kind without copies has none', async () => {
    const res = await fetchImage(placeholderPath(`${PRODUCT_IMAGE}.svg`)!);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(res.rawPayload.length).toBeLessThan(1024);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 16, 16]);
    expect(placeholderPath('/api/content/images/video/intro-1.svg')).toBeUndefined();
    expect(
      (await fetchImage('/api/content/images/video/intro-1.placeholder.webp')).statusCode,
    ).toBe(404);
  });

  test('a copy is the same picture each time, and smaller than the drawing at card size', async () => {
    const first = await fetchImage(`${PRODUCT_IMAGE}.360.webp`);
    const again = await fetchImage(`${PRODUCT_IMAGE}.360.webp`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const svg = await get(ctx, `${PRODUCT_IMAGE}.svg`);
    expect(first.rawPayload.length).toBeLessThan(String(svg.raw).length);
  });

  test('a width the kind has no copy at is a 404, a malformed name a 400', async () => {
    const odd = await fetchImage(`${PRODUCT_IMAGE}.333.webp`);
    expect(odd.statusCode).toBe(404);
    expect(odd.json()).toMatchObject({ message: 'No 333 px copy of a product image' });
    expect((await fetchImage(`${PRODUCT_IMAGE}.1200.webp`)).statusCode).toBe(404);
    expect((await fetchImage('/api/content/images/video/intro-1.360.webp')).statusCode).toBe(404);
    expect((await fetchImage(`${PRODUCT_IMAGE}.360.png`)).statusCode).toBe(400);
    expect((await fetchImage(`${PRODUCT_IMAGE}.333.avif`)).statusCode).toBe(404);
    expect((await fetchImage(`${PRODUCT_IMAGE}.placeholder.avif`)).statusCode).toBe(400);
    expect((await fetchImage(`${PRODUCT_IMAGE}..webp`)).statusCode).toBe(400);
  });
});

describe('imageSrcSet', () => {
  test('a catalogue drawing gets its WebP widths; other pictures none', () => {
    expect(imageSrcSet('/api/content/images/city/mumbai.svg')).toBe(
      '/api/content/images/city/mumbai.120.webp 120w, /api/content/images/city/mumbai.240.webp 240w',
    );
    expect(imageSrcSet('/api/content/images/video/intro-1.svg')).toBeUndefined();
    expect(imageSrcSet('/api/content/images/poster/x.svg')).toBeUndefined();
    expect(imageSrcSet('/api/content/images/product/a/b.svg')).toBeUndefined();
    expect(imageSrcSet('https://cdn.example/x.jpg')).toBeUndefined();
  });
});
