// The catalogue's pictures as scenes: every product of the demo catalogue drawn differently,
// every layout in use, occasions, categories and cities each with art of its own, alt texts
// that say what a picture shows, and banners without words in them.
import { createHash } from 'node:crypto';
import { buildProducts, OCCASIONS } from '../../../src/server/db/seed/products';
import { TOP_CATEGORY_KEYS } from '../../../src/server/db/seed/content';
import { imageAlt, LAYOUTS, renderImage } from '../../../src/server/services/catalogue/images';
import { IMAGE_ROUTE_PREFIX, type ImageKind } from '../../../src/shared/domain/images';

const digest = (svg: string) => createHash('sha256').update(svg).digest('hex');
const nameOf = (path: string) => path.slice(IMAGE_ROUTE_PREFIX.length).split('/')[2]!.slice(0, -4);
const products = buildProducts();

describe('product scenes', () => {
  test('every product picture in the catalogue is its own scene', () => {
    const paths = products.flatMap((product) => product.images);
    const hashes = new Set(paths.map((path) => digest(renderImage('product', nameOf(path)))));
    expect(hashes.size).toBe(new Set(paths).size);
  });

  test('the first pictures of one occasion’s products differ in layout, colours or sign', () => {
    for (const occasion of OCCASIONS) {
      const alts = products
        .filter((product) => product.occasionKeys[0] === occasion.key && !product.variantOf)
        .map((product) => imageAlt(product.images[0]!));
      // Alt texts name the layout, colours, sign, props and room: distinct texts, distinct setups.
      expect(new Set(alts).size).toBe(alts.length);
    }
  });

  test('every layout appears among the products, each drawn in a room', () => {
    const layouts = new Set(products.map((product) => nameOf(product.images[0]!).split('-')[0]));
    expect([...layouts].sort()).toEqual([...LAYOUTS].sort());
    const svg = renderImage('product', 'arch-rose-gold-birthday-d00002-1');
    expect(svg).toContain('radialGradient'); // lit balloons, soft shadows
    expect(svg).toMatch(/^<svg [^>]*aria-label="Rose-gold balloon arch[^"]* for a birthday"/);
  });

  test('the alt text names the setup, its colours, its extras and its occasion', () => {
    const alt = imageAlt(`${IMAGE_ROUTE_PREFIX}/product/ring-black-gold-anniversary-d00020-1.svg`);
    expect(alt).toMatch(
      /^Black and gold ring backdrop with a balloon garland with .* for an anniversary$/,
    );
    expect(imageAlt('https://cdn.example/x.jpg')).toBe('');
  });

  test('a name that cannot say everything still draws, the same each time', () => {
    expect(renderImage('product', 'anything-1')).toBe(renderImage('product', 'anything-1'));
    expect(renderImage('product', 'wall-pastel-d00001-1')).toContain('<svg');
  });
});

describe('occasion, category, city and banner art', () => {
  const distinct = (kind: ImageKind, names: readonly string[]) =>
    new Set(names.map((name) => digest(renderImage(kind, name)))).size;

  test('the top categories, occasions and cities each have their own picture and alt', () => {
    expect(distinct('top-category', TOP_CATEGORY_KEYS)).toBe(TOP_CATEGORY_KEYS.length);
    const keys = OCCASIONS.map((occasion) => occasion.key);
    expect(distinct('category', keys)).toBe(keys.length);
    const alts = TOP_CATEGORY_KEYS.map((key) =>
      imageAlt(`${IMAGE_ROUTE_PREFIX}/top-category/${key}.svg`),
    );
    expect(new Set(alts).size).toBe(alts.length);
    const cities = ['mumbai', 'pune', 'siliguri'];
    expect(distinct('city', cities)).toBe(3);
    expect(imageAlt(`${IMAGE_ROUTE_PREFIX}/city/mumbai.svg`)).toBe(
      'Balloons over the Gateway of India',
    );
  });

  test('add-ons show what they are; banners carry no words (the page writes them)', () => {
    expect(imageAlt(`${IMAGE_ROUTE_PREFIX}/addon/cake-classic-addon-013.svg`)).toMatch(/cake/);
    expect(imageAlt(`${IMAGE_ROUTE_PREFIX}/addon/flowers-pastel-addon-022.svg`)).toMatch(/roses/);
    const banner = renderImage('banner', 'rainbow-banner-home-all-1');
    expect(banner).not.toContain('<text');
    expect(banner).toContain('aria-hidden="true"');
    expect(imageAlt(`${IMAGE_ROUTE_PREFIX}/banner/rainbow-banner-home-all-1.svg`)).toBe('');
  });
});
