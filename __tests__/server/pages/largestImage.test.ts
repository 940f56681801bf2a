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

/** The head's early requests for images: address and priority. */
const imagePreloads = (document: Document) =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    fetchPriority: link.getAttribute('fetchpriority'),
  }));

describe('the largest image comes first in the first HTML', () => {
  test('home: the cover-video preview is drawn, with high priority and asked for in the head', async () => {
    const document = await open('/');
    const preview = document.querySelector('button[aria-label="Play cover video"] img');
    expect(preview).not.toBeNull();
    expect(preview?.getAttribute('fetchpriority')).toBe('high');
    expect(preview?.getAttribute('loading')).not.toBe('lazy');
    const src = preview?.getAttribute('src') ?? '';
    expect(imagePreloads(document)).toContainEqual({ href: src, fetchPriority: 'high' });
  });

  test('product page: the decoration’s main image has high priority and is not lazy', async () => {
    const document = await open(PRODUCT.path);
    const image = document.querySelector(`#root img[alt="${PRODUCT.name}"]`);
    expect(image).not.toBeNull();
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('loading')).not.toBe('lazy');
    expect(imagePreloads(document)).toContainEqual({
      href: image?.getAttribute('src') ?? '',
      fetchPriority: 'high',
    });
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
    expect(imagePreloads(document)).toContainEqual({
      href: images[0]?.getAttribute('src') ?? '',
      fetchPriority: 'high',
    });
  });
});
