import { JSDOM } from 'jsdom';
import { COOKIE_KEYS } from '../../../src/client/app/persistence';
import type { SelectedLocation } from '../../../src/shared/contract';
import { DEFAULT_HUB_ID, formatInr, MESSAGES } from '../../../src/shared/domain';
import { startPages, type PagesContext } from '../support/pages';

const SETUP_TIMEOUT = 120_000;
jest.setTimeout(60_000);

/** Query parameters a shared or advertised link carries; no canonical URL may keep them. */
const TRACKING = 'utm_source=whatsapp&utm_medium=social&gclid=abc123&fbclid=xyz&ref=share';

/** A customer who chose a place in Mumbai, as the browser's location cookie says it. */
const mumbai: SelectedLocation = {
  _id: null,
  address1: 'Andheri East',
  serviceAreaInfo: { hubId: DEFAULT_HUB_ID, isServiceable: true, isInAnyHub: true },
  locationv2: {
    lat: 19.1136,
    lng: 72.8697,
    addressLine1: 'Andheri East, Mumbai, Maharashtra 400069, India',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400069',
  },
};
const locatedCookie = `${COOKIE_KEYS.location}=${encodeURIComponent(
  JSON.stringify({ hubId: DEFAULT_HUB_ID, selected: mumbai }),
)}`;

type Block = Record<string, unknown> & { '@type': string };

interface Page {
  status: number;
  titles: string[];
  description: string | null;
  robots: string | null;
  canonicals: string[];
  og: (property: string) => string | null;
  twitter: (name: string) => string | null;
  blocks: Block[];
  body: string;
}

let pages: PagesContext;
let origin: string;

beforeAll(async () => {
  pages = await startPages();
  origin = pages.webOrigin.replace(/\/+$/, '');
}, SETUP_TIMEOUT);

afterAll(() => pages?.close());

/** The first HTML of a page, read as a crawler or a link preview reads it: no script runs. */
async function open(url: string, cookie?: string): Promise<Page> {
  const answer = await pages.get(url, cookie ? { cookie } : {});
  const { document } = new JSDOM(answer.html).window;
  const content = (selector: string) =>
    document.head.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    status: answer.status,
    titles: [...document.querySelectorAll('title')].map((title) => title.textContent ?? ''),
    description: content('meta[name="description"]'),
    robots: content('meta[name="robots"]'),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    og: (property) => content(`meta[property="og:${property}"]`),
    twitter: (name) => content(`meta[name="twitter:${name}"]`),
    blocks: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Block,
    ),
    body: document.getElementById('root')?.textContent ?? '',
  };
}

const blocksOf = (page: Page, type: string) => page.blocks.filter((b) => b['@type'] === type);
const blockOf = (page: Page, type: string): Block => {
  const [block, ...more] = blocksOf(page, type);
  if (!block || more.length > 0) throw new Error(`expected one ${type} block`);
  return block;
};

const isAbsolute = (url: unknown) =>
  typeof url === 'string' && /^https?:$/.test(new URL(url).protocol);
const onSite = (url: unknown) => typeof url === 'string' && url.startsWith(`${origin}/`);
const listOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The properties Google's rich-result documentation requires (and the ones it recommends that
 * this site always has) for each type the pages use. An unknown type fails: every block is known.
 */
function expectRequiredProperties(block: Block) {
  expect(block['@context']).toBe('https://schema.org');
  switch (block['@type']) {
    case 'Organization':
      expect(block).toMatchObject({ name: expect.any(String) });
      expect(onSite(block.url) && isAbsolute(block.logo)).toBe(true);
      break;
    case 'WebSite': {
      expect(onSite(block.url)).toBe(true);
      const action = objectOf(block.potentialAction);
      expect(action['@type']).toBe('SearchAction');
      expect(objectOf(action.target).urlTemplate).toEqual(
        expect.stringContaining('{search_term_string}'),
      );
      expect(action['query-input']).toBe('required name=search_term_string');
      break;
    }
    case 'Product': {
      expect(typeof block.name).toBe('string');
      expect(onSite(block.url)).toBe(true);
      expect(listOf(block.image).every(isAbsolute)).toBe(true);
      // Every product offers in INR: its price where the page shows one, else its range.
      const offer = objectOf(block.offers);
      expect(offer).toMatchObject({
        priceCurrency: 'INR',
        availability: expect.stringMatching(/^https:\/\/schema\.org\//),
      });
      if (offer['@type'] === 'AggregateOffer') {
        expect(offer.lowPrice as number).toBeGreaterThan(0);
        expect(offer.highPrice as number).toBeGreaterThanOrEqual(offer.lowPrice as number);
      } else {
        expect(offer['@type']).toBe('Offer');
        if ('price' in offer) expect(offer.price as number).toBeGreaterThan(0);
      }
      if ('aggregateRating' in block) {
        const rating = objectOf(block.aggregateRating);
        expect(rating.ratingValue as number).toBeGreaterThanOrEqual(1);
        expect(rating.ratingValue as number).toBeLessThanOrEqual(5);
        expect(rating.ratingCount as number).toBeGreaterThan(0);
      }
      for (const review of listOf(block.review)) {
        expect(objectOf(review.author).name).toEqual(expect.any(String));
        expect(objectOf(review.reviewRating).ratingValue).toEqual(expect.any(Number));
      }
      break;
    }
    case 'BreadcrumbList': {
      const items = listOf(block.itemListElement);
      expect(items.length).toBeGreaterThan(1);
      items.forEach((item, index) => {
        expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1 });
        expect(item.name).toEqual(expect.any(String));
        // Only the last step, the page itself, may leave out its URL.
        if (index < items.length - 1) expect(onSite(item.item)).toBe(true);
      });
      break;
    }
    case 'ItemList': {
      const items = listOf(block.itemListElement);
      expect(items.length).toBeGreaterThan(0);
      items.forEach((item, index) => {
        expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1 });
        expect(onSite(item.url)).toBe(true);
      });
      break;
    }
    case 'Service':
      expect(block.name).toEqual(expect.any(String));
      expect(objectOf(block.areaServed)).toMatchObject({ name: expect.any(String) });
      expect(objectOf(block.provider)).toMatchObject({ name: expect.any(String) });
      break;
    case 'FAQPage': {
      const questions = listOf(block.mainEntity);
      expect(questions.length).toBeGreaterThan(0);
      for (const question of questions) {
        expect(question).toMatchObject({
          '@type': 'Question',
          name: expect.any(String),
          acceptedAnswer: { '@type': 'Answer', text: expect.any(String) },
        });
      }
      break;
    }
    default:
      throw new Error(`unexpected structured data type ${block['@type']}`);
  }
}

/** What every indexable public page carries in its first HTML. */
function expectIndexableHead(page: Page, canonicalPath: string) {
  expect(page.status).toBe(200);
  expect(page.titles).toHaveLength(1);
  expect(page.titles[0]).toMatch(/Utsav/);
  expect(page.description).toEqual(expect.any(String));
  expect(page.description?.length).toBeGreaterThan(20);
  expect(page.robots).toBeNull();
  expect(page.canonicals).toEqual([`${origin}${canonicalPath}`]);
  expect(page.og('url')).toBe(`${origin}${canonicalPath}`);
  expect(page.og('title')).toEqual(expect.any(String));
  expect(page.og('description')).toBe(page.description);
  expect(page.og('site_name')).toBe('Utsav');
  expect(isAbsolute(page.og('image'))).toBe(true);
  expect(page.og('image')).not.toMatch(/\.svg$/);
  expect(page.twitter('card')).toBe('summary_large_image');
  expect(page.twitter('image')).toBe(page.og('image'));
  page.blocks.forEach(expectRequiredProperties);
}

/** Product pages of the demo catalogue, from the sitemap. */
async function productPaths(): Promise<string[]> {
  const sitemap = await pages.get('/sitemap.xml');
  return [...sitemap.html.matchAll(/<loc>([^<]*\/products\/decor\/[^<]*)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '').pathname,
  );
}

describe('the first HTML of each public page', () => {
  test('home: the site’s card, Organization and WebSite with its search', async () => {
    const page = await open(`/?${TRACKING}`);
    expectIndexableHead(page, '/');
    expect(page.titles).toEqual(['Utsav: celebration decoration booking']);
    expect(page.og('image')).toBe(`${origin}/og-image.png`);
    expect(page.blocks.map((block) => block['@type']).sort()).toEqual(['Organization', 'WebSite']);
    expect(objectOf(objectOf(blockOf(page, 'WebSite').potentialAction).target)).toMatchObject({
      urlTemplate: `${origin}/decors/list?searchText={search_term_string}`,
    });
  });

  test.each([
    ['/decors/list', '/decors/list', 'All decorations | Utsav'],
    ['/decors/list/birthday', '/decors/list/birthday', 'Birthday decorations | Utsav'],
    [
      '/products/category/0?occassion=Birthday',
      '/products/category/0?occassion=Birthday',
      'Birthday decorations | Utsav',
    ],
  ])('the listing %s: its title, its one URL and its trail', async (path, canonical, title) => {
    const page = await open(`${path}${path.includes('?') ? '&' : '?'}${TRACKING}`);
    expectIndexableHead(page, canonical);
    expect(page.titles).toEqual([title]);
    expect(blockOf(page, 'BreadcrumbList')).toBeDefined();
  });

  test('a city’s keyword page: its heading, its decors and the service in that city', async () => {
    const page = await open(`/kw/decoration-in-pune?${TRACKING}`);
    expectIndexableHead(page, '/kw/decoration-in-pune');
    expect(page.titles).toEqual(['Decoration in Pune | Utsav']);
    expect(page.body).toContain('Decoration in Pune');
    expect(blockOf(page, 'Service')).toMatchObject({
      areaServed: { '@type': 'City', name: 'Pune' },
      provider: { '@type': 'Organization', name: 'Utsav' },
    });
    const decors = listOf(blockOf(page, 'ItemList').itemListElement);
    // Every decor the list names is on the page, under the name the page shows.
    for (const decor of decors) expect(page.body).toContain(String(decor.name));
    expect(blockOf(page, 'BreadcrumbList')).toBeDefined();
  });

  test('an occasion’s keyword page in a city is that occasion’s service', async () => {
    const page = await open('/kw/birthday-decoration-service-in-mumbai');
    expectIndexableHead(page, '/kw/birthday-decoration-service-in-mumbai');
    expect(blockOf(page, 'Service')).toMatchObject({
      serviceType: 'Birthday decoration',
      areaServed: { name: 'Mumbai' },
    });
  });

  test('a product for a located customer: its name, picture, hub price and one URL', async () => {
    const [path] = await productPaths();
    if (!path) throw new Error('the demo catalogue has products');
    // Any name in the address reaches the product; the canonical URL names it properly.
    const id = path.split('/')[3];
    const page = await open(`/products/decor/${id}/some-old-name?${TRACKING}`, locatedCookie);
    expectIndexableHead(page, path);
    expect(page.og('type')).toBe('product');
    const product = blockOf(page, 'Product');
    expect(page.titles).toEqual([`${String(product.name)} | Utsav`]);
    // The demo catalogue's pictures are SVG, which link previews cannot show: the site's card.
    expect(page.og('image')).toBe(`${origin}/og-image.png`);
    expect(page.body).toContain(String(product.name));
    const price = objectOf(product.offers).price as number;
    expect(page.body).toContain(formatInr(price));
    expect(listOf(blockOf(page, 'BreadcrumbList').itemListElement).at(-1)).toMatchObject({
      name: product.name,
    });
  });

  test("a product for a visitor without a location shows no price, and its data offers the product's range in INR, rated or not", async () => {
    const paths = await productPaths();
    const seen = { rated: 0, unrated: 0 };
    for (const path of paths.slice(0, 10)) {
      const page = await open(path);
      const product = blockOf(page, 'Product');
      expectIndexableHead(page, path);
      expect(page.body).toContain(MESSAGES.setLocationToViewPrice);
      const offer = objectOf(product.offers);
      expect(offer).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'INR' });
      expect(offer.lowPrice as number).toBeGreaterThan(0);
      expect(offer.highPrice as number).toBeGreaterThanOrEqual(offer.lowPrice as number);
      if (product.aggregateRating) seen.rated += 1;
      else seen.unrated += 1;
    }
    // The first ten demo products include both kinds.
    expect(seen.rated).toBeGreaterThan(0);
    expect(seen.unrated).toBeGreaterThan(0);
  });

  test('the FAQs: every question of the page and its answer', async () => {
    const page = await open(`/faqs?${TRACKING}`);
    expectIndexableHead(page, '/faqs');
    const questions = listOf(blockOf(page, 'FAQPage').mainEntity);
    for (const question of questions) expect(page.body).toContain(String(question.name));
  });

  test.each(['/help', '/privacy', '/terms', '/shippingPolicy', '/cancellation'])(
    '%s: its own title, description and URL',
    async (path) => {
      const page = await open(`${path}?${TRACKING}`);
      expectIndexableHead(page, path);
      expect(page.titles[0]).not.toBe('Utsav: celebration decoration booking');
    },
  );

  test('a handpicked list is kept out of the index; its link keeps the decors it names', async () => {
    const [first] = await productPaths();
    const id = first?.split('/')[3] ?? '';
    const page = await open(`/decors/predefined?ids=${id}&${TRACKING}`);
    expect(page.status).toBe(200);
    expect(page.robots).toBe('noindex');
    expect(page.canonicals).toEqual([]);
    expect(page.og('url')).toBe(`${origin}/decors/predefined?ids=${id}`);
  });

  test('a shared order page is kept out of the index and names no canonical URL', async () => {
    const page = await open('/e/EZZZZZZZ');
    expect(page.robots).toBe('noindex');
    expect(page.canonicals).toEqual([]);
    expect(page.blocks).toEqual([]);
  });

  test('an unknown page answers 404, kept out of the index', async () => {
    const page = await open(`/no/such/page?${TRACKING}`);
    expect(page.status).toBe(404);
    expect(page.titles).toEqual(['Page not found | Utsav']);
    expect(page.robots).toBe('noindex');
    expect(page.canonicals).toEqual([]);
    expect(page.blocks).toEqual([]);
  });
});
