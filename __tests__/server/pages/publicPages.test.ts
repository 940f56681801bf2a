// Every public route as a crawler, a link preview or a phone without JavaScript gets it: the
// status, and the page's own content (headings, products, prices, links) in the first HTML.
import { JSDOM } from 'jsdom';
import { EARLY_TAPS_SCRIPT } from '../../../src/client/app/earlyTaps';
import { COOKIE_KEYS } from '../../../src/client/app/persistence';
import { priceForHub } from '../../../src/client/features/cart/cartSlice';
import { POLICY_PAGES } from '../../../src/client/views/policies/policyPages';
import {
  LISTING_PAGE_SIZE,
  type Product,
  type ProductProjection,
  type SelectedLocation,
} from '../../../src/shared/contract';
import { DEFAULT_HUB_ID, formatInr, MESSAGES } from '../../../src/shared/domain';
import { startPages, type PagesContext } from '../support/pages';

const PRODUCT = {
  id: 'd00001',
  name: 'Pastel Dream Birthday Wall',
  path: '/products/decor/d00001/pastel-dream-birthday-wall',
};
const PUNE_HUB = 'PUNE-HUB';

let pages: PagesContext;
beforeAll(async () => {
  pages = await startPages();
}, 120_000);
afterAll(() => pages?.close());

/** The cookie the browser keeps for a location chosen in the location panel. */
function locationCookie(hubId: string, city: string, lat: number, lng: number): string {
  const selected: SelectedLocation = {
    _id: null,
    address1: city,
    serviceAreaInfo: { hubId, isServiceable: true, isInAnyHub: true },
    locationv2: { lat, lng, addressLine1: `${city}, India`, city, state: 'Maharashtra' },
  };
  return `${COOKIE_KEYS.location}=${encodeURIComponent(JSON.stringify({ hubId, selected }))}`;
}
const IN_PUNE = locationCookie(PUNE_HUB, 'Pune', 18.5204, 73.8567);
const IN_MUMBAI = locationCookie(DEFAULT_HUB_ID, 'Mumbai', 19.1136, 72.8697);

interface Rendered {
  status: number;
  location: string | undefined;
  html: string;
  document: Document;
  /** The visible text of the app's root, spaces collapsed. */
  text: string;
}

async function open(url: string, cookie?: string): Promise<Rendered> {
  const answer = await pages.get(url, cookie ? { cookie } : {});
  const { document } = new JSDOM(answer.html).window;
  const root = document.getElementById('root');
  return {
    status: answer.status,
    location: answer.headers.location as string | undefined,
    html: answer.html,
    document,
    text: (root?.textContent ?? '').replace(/\s+/g, ' '),
  };
}

const heading = (page: Rendered) => page.document.querySelector('h1')?.textContent;
const cards = (page: Rendered) => [...page.document.querySelectorAll('article')];
const hrefs = (page: Rendered, selector = 'a') =>
  [...page.document.querySelectorAll<HTMLAnchorElement>(selector)].map((a) => a.href);
const priceOf = (element: Element) =>
  element.querySelector('[role="group"][aria-label="Price"]')?.textContent ?? '';

/** What one endpoint's query answered when the page was rendered, from the state it hands the browser. */
function renderedAnswer(page: Rendered, endpointName: string): unknown {
  const payload = page.document.getElementById('utsav-state')?.textContent ?? '{}';
  const { state } = JSON.parse(payload) as {
    state: { api: { queries: Record<string, { endpointName: string; data?: unknown }> } };
  };
  return Object.values(state.api.queries).find((query) => query.endpointName === endpointName)
    ?.data;
}

/** The product the page was rendered with. */
function renderedProduct(page: Rendered): Product {
  const answer = renderedAnswer(page, 'v2GetProductDetails') as { data?: Product[] } | undefined;
  const product = answer?.data?.[0];
  if (!product) throw new Error('the page was rendered without its product');
  return product;
}

describe('the home page', () => {
  test('has its heading, categories, occasions, offers and cities as links', async () => {
    const page = await open('/');
    expect(page.status).toBe(200);
    expect(heading(page)).toMatch(/decoration for every celebration/);
    const sections = [...page.document.querySelectorAll('main h2')].map((h) => h.textContent);
    expect(sections).toEqual(
      expect.arrayContaining(['Top categories', 'Occasions', 'We serve in']),
    );
    const links = hrefs(page, 'main a');
    expect(links).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/decors\/list\/birthday$/),
        expect.stringMatching(/\/kw\/decoration-in-mumbai$/),
      ]),
    );
    // Offer banners say their words as text over their art, each banner once.
    const offers = [...page.document.querySelectorAll('main section[aria-labelledby="offers"] a')];
    expect(offers.length).toBeGreaterThan(0);
    const words = offers.map((offer) => offer.querySelector('strong')?.textContent);
    expect(words).toContain('Birthday decors from ₹999');
    expect(new Set(words).size).toBe(words.length);
    for (const offer of offers) expect(offer.querySelector('img')?.getAttribute('alt')).toBe('');
    // The hero offer and the rails come in the first HTML too, their cards with prices.
    expect(page.document.querySelector('main a code')?.textContent).toBe('FIRSTDECOR');
    const rails = [...page.document.querySelectorAll('main section[aria-labelledby^="rail-"]')];
    expect(rails.map((rail) => rail.querySelector('h2')?.textContent)).toEqual(
      expect.arrayContaining(['Bestsellers in Mumbai', 'Under ₹2,999']),
    );
    for (const rail of rails) {
      expect(rail.querySelectorAll('article [aria-label="Price"]').length).toBeGreaterThan(0);
      for (const image of rail.querySelectorAll('article img')) {
        expect(image.getAttribute('loading')).toBe('lazy');
      }
    }
  });
});

describe('listing pages', () => {
  test.each([
    ['/decors/list', 'All decorations'],
    ['/decors/list/birthday', 'Birthday decorations'],
    ['/products/category/0?occassion=Birthday', 'Birthday decorations'],
  ])('%s shows its cards, each a link with its price prompt', async (url, title) => {
    const page = await open(url);
    expect(page.status).toBe(200);
    expect(heading(page)).toBe(title);
    const list = cards(page);
    expect(list.length).toBeGreaterThan(0);
    for (const card of list) {
      expect(card.querySelector('a[href^="/products/decor/"]')?.textContent).toBe(
        card.getAttribute('aria-label'),
      );
      expect(priceOf(card)).toBe(MESSAGES.setLocationToViewPrice);
    }
  });

  test('a long list shows its first 54 cards and a way to more', async () => {
    const page = await open('/decors/list');
    expect(cards(page)).toHaveLength(LISTING_PAGE_SIZE);
    const buttons = [...page.document.querySelectorAll('main button')].map((b) => b.textContent);
    expect(buttons).toContain('Show more');
  });

  test("with the customer's location every card shows that hub's price", async () => {
    const page = await open('/decors/list/birthday', IN_PUNE);
    const prices = cards(page).map(priceOf);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/₹[\d,]+/);
    expect(page.text).not.toContain(MESSAGES.setLocationToViewPrice);
  });

  test('a predefined list shows exactly its decors', async () => {
    const page = await open('/decors/predefined?ids=d00001,d00002');
    expect(page.status).toBe(200);
    expect(cards(page).map((card) => card.getAttribute('aria-label'))).toEqual([
      PRODUCT.name,
      'Rose Gold Birthday Balloon Arch',
    ]);
  });
});

describe('a keyword landing page', () => {
  test('has the landing heading, sub-heading and its decors as links', async () => {
    const page = await open('/kw/decoration-in-mumbai');
    expect(page.status).toBe(200);
    expect(heading(page)).toBe('Decoration in Mumbai');
    expect(page.text).toContain('anywhere in Mumbai');
    const list = cards(page);
    expect(list.length).toBeGreaterThan(0);
    for (const card of list)
      expect(card.querySelector('a[href^="/products/decor/"]')).not.toBeNull();
    expect(priceOf(list[0] as Element)).toBe(MESSAGES.setLocationToViewPrice);
  });

  test('hands the browser its decors with the card fields only', async () => {
    const page = await open('/kw/decoration-in-mumbai');
    const answer = renderedAnswer(page, 'productsKeywordListing') as
      { decors: ProductProjection[] } | undefined;
    expect(answer?.decors.length).toBe(cards(page).length);
    for (const decor of answer?.decors ?? []) {
      expect(Object.keys(decor).sort()).toEqual(
        [
          '_id',
          ...(decor.resolvedPrice ? ['resolvedPrice'] : []),
          'feedback',
          'images',
          'name',
          'tags',
        ].sort(),
      );
    }
  });
});

describe('a product page', () => {
  test("without a location: the decor's name, details and the prompt for a location", async () => {
    const page = await open(PRODUCT.path);
    expect(page.status).toBe(200);
    expect(heading(page)).toBe(PRODUCT.name);
    expect(page.text).toContain('a cheerful balloon wall backdrop');
    expect(priceOf(page.document.querySelector('main') as Element)).toBe(
      MESSAGES.setLocationToViewPrice,
    );
    expect(page.text).toContain('Reviews');
  });

  test("with the customer's location: the price of the hub serving it", async () => {
    const pune = await open(PRODUCT.path, IN_PUNE);
    const mumbai = await open(PRODUCT.path, IN_MUMBAI);
    const punePrice = formatInr(priceForHub(renderedProduct(pune), PUNE_HUB).sellingPrice);
    const mumbaiPrice = formatInr(
      priceForHub(renderedProduct(mumbai), DEFAULT_HUB_ID).sellingPrice,
    );
    expect(punePrice).not.toBe(mumbaiPrice);
    const main = (page: Rendered) => page.document.querySelector('main') as Element;
    expect(priceOf(main(pune))).toContain(punePrice);
    expect(priceOf(main(pune))).toContain(MESSAGES.loginToDropPrice);
    expect(priceOf(main(mumbai))).toContain(mumbaiPrice);
  });
});

describe('help and policy pages', () => {
  test('/help has the contacts and the common questions', async () => {
    const page = await open('/help');
    expect(page.status).toBe(200);
    expect(heading(page)).toBe('Help and support');
    expect(page.document.querySelector('[aria-label="Common questions"]')).not.toBeNull();
    expect(page.text).toContain('How do I book a decoration?');
  });

  test('/faqs has every group of questions', async () => {
    const page = await open('/faqs');
    expect(page.status).toBe(200);
    expect(page.document.querySelectorAll('main h2').length).toBeGreaterThan(1);
    expect(page.text).toContain('How do I book a decoration?');
  });

  test.each(Object.values(POLICY_PAGES))(
    '$path has its text and the other policies',
    async (policy) => {
      const page = await open(policy.path);
      expect(page.status).toBe(200);
      expect(heading(page)).toBeTruthy();
      expect(page.text).toContain('Last updated');
      expect(page.document.querySelectorAll('main section p').length).toBeGreaterThan(0);
      expect(hrefs(page, '[aria-label="Other policies"] a')).toHaveLength(3);
    },
  );
});

describe('honest status codes', () => {
  test.each([
    ['an unknown route', '/no/such/page', 'Page not found'],
    [
      'an unknown product',
      '/products/decor/d99999/no-such-decor',
      'This decoration is not available',
    ],
    [
      'a product id that cannot exist',
      '/products/decor/not.an.id/x',
      'This decoration is not available',
    ],
    ['an unknown keyword', '/kw/no-such-landing-page', 'Page not found'],
    ['a keyword that cannot exist', '/kw/Not%20a%20keyword!', MESSAGES.keywordListFailed],
    ['an unknown order', '/e/EZZZZZZZ', 'Order not found'],
  ])('%s answers 404 with its not-found content', async (_name, url, text) => {
    const page = await open(url);
    expect(page.status).toBe(404);
    expect(page.text).toContain(text);
    expect(page.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
  });

  test.each([
    ['/products/occasion/anniversary', '/decors/list/anniversary'],
    ['/products/occasion/birthday?utm_source=ad', '/decors/list/birthday?utm_source=ad'],
    ['/products/search/pink-balloons', '/decors/list?searchText=pink+balloons'],
  ])('the old list page %s moves for good to %s', async (url, target) => {
    const page = await open(url);
    expect(page.status).toBe(301);
    expect(page.location).toBe(target);
  });
});

describe('the first HTML needs no script to show the content', () => {
  test.each(['/', '/decors/list', '/kw/decoration-in-mumbai', PRODUCT.path])(
    '%s has its heading inside <main> and no inline script',
    async (url) => {
      const page = await open(url);
      expect(page.document.querySelector('main h1')).not.toBeNull();
      const inline = [...page.document.querySelectorAll('script:not([src])')].map(
        (script) => script.getAttribute('type') ?? 'text/javascript',
      );
      expect(inline.filter((type) => !/^application\/(ld\+)?json$/.test(type))).toEqual([]);
    },
  );

  test('its head first asks, from this site and without holding the page, for the script that notes early taps', async () => {
    const page = await open(PRODUCT.path);
    const first = page.document.querySelector('head script');
    expect(first?.hasAttribute('async')).toBe(true);
    const src = first?.getAttribute('src') ?? '';
    expect(src).toMatch(/^\/assets\/early-taps\.[0-9a-f]{10}\.js$/);
    const script = await pages.web.inject({ method: 'GET', url: src });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.body).toBe(EARLY_TAPS_SCRIPT);
  });
});
