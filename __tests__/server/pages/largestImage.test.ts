// The first HTML of a public page names its largest image and asks for it first: a phone starts
// fetching it while the page's scripts still load, and the images below the fold wait.
import { JSDOM } from 'jsdom';
import { startPages, type PagesContext } from '../support/pages';

const PRODUCT = {
  name: 'Pastel Dream Birthday Wall',
  path: '/products/decor/d00001/pastel-dream-birthday-wall',
};

let pages: PagesContext;
beforeAll(async () => {
  pages = await startPages();
}, 120_000);
afterAll(() => pages?.close());

async function open(url: string) {
  const answer = await pages.get(url);
  expect(answer.status).toBe(200);
  return new JSDOM(answer.html).window.document;
}

/** The head's early requests for images: address (or responsive set) and priority. */
const imagePreloads = (document: Document) =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    imageSrcSet: link.getAttribute('imagesrcset'),
    imageSizes: link.getAttribute('imagesizes'),
    fetchPriority: link.getAttribute('fetchpriority'),
  }));

/**
 * The high-priority preload that asks for this image as the browser will: by its `srcset` and
 * `sizes` when it has them (the preload then names no single address), else by its `src`.
 */
function preloadFor(image: Element | null | undefined) {
  const srcSet = image?.getAttribute('srcset') ?? null;
  return {
    href: srcSet === null ? (image?.getAttribute('src') ?? '') : null,
    imageSrcSet: srcSet,
    imageSizes: srcSet === null ? null : image?.getAttribute('sizes'),
    fetchPriority: 'high',
  };
}

describe('the largest image comes first in the first HTML', () => {
  test('home: the cover-video preview is a real clip whose poster is asked for first, in the head', async () => {
    const document = await open('/');
    const preview = document.querySelector('button[aria-label="Play cover video"] video');
    expect(
      [...(preview?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('src')),
    ).toEqual(['/media/cover-home-preview.webm', '/media/cover-home-preview.mp4']);
    const poster = preview?.getAttribute('poster');
    expect(poster).toBe('/media/cover-home-preview-poster.webp');
    expect(imagePreloads(document)).toContainEqual({
      href: poster,
      imageSrcSet: null,
      imageSizes: null,
      fetchPriority: 'high',
    });
  });

  test('product page: the decoration’s main image has high priority and is not lazy', async () => {
    const document = await open(PRODUCT.path);
    const image = document.querySelector('#root img[fetchpriority="high"]');
    expect(image).not.toBeNull();
    // Its alt text says what the picture shows: the setup, its colours and its occasion.
    expect(image?.getAttribute('alt')).toMatch(/^Pastel balloon wall backdrop .*for a birthday$/);
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('loading')).not.toBe('lazy');
    // The decoration's drawing comes as WebP copies: the preload names the same set.
    expect(image?.getAttribute('srcset')).toContain('.webp');
    expect(imagePreloads(document)).toContainEqual(preloadFor(image));
  });

  test('listing: the first row loads at once, the first card first; later cards wait', async () => {
    const document = await open('/decors/list');
    const images = [...document.querySelectorAll('#root article img')];
    expect(images.length).toBeGreaterThan(4);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      ...images.slice(4).map(() => 'lazy'),
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...images.slice(1).map(() => null),
    ]);
    expect(images[0]?.getAttribute('srcset')).toContain('.webp');
    // The first card is a <picture>: its AVIF copies are what the head asks for first.
    const avif = images[0]?.parentElement?.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toContain('.avif');
    expect(imagePreloads(document)).toContainEqual(preloadFor(avif));
  });
});
