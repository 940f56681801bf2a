import { act, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RootState } from '../../../src/client/app/store';
import { initialLocationState } from '../../../src/client/features/location/locationSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { faqPageLd } from '../../../src/client/features/seo/siteLd';
import { JsonLd } from '../../../src/client/views/components/head/JsonLd';
import { contract, type Product } from '../../../src/shared/contract';
import { HUB, location, order, product } from '../support/fixtures';
import {
  backgroundHandlers,
  failure,
  handle,
  productPageHandlers,
  server,
  withMockApi,
} from '../support/msw';
import { renderRoute } from '../support/render';

withMockApi();

// The origin a page rendered in the browser alone takes as its own (jsdom's).
const ORIGIN = 'http://localhost';

const ready: Partial<RootState> = { session: { ...initialSessionState, status: 'ready' } };
const located: Partial<RootState> = {
  ...ready,
  location: { ...initialLocationState, selected: location, hubId: HUB },
};

const decor = product({
  _id: 'd00042',
  name: 'Golden Ring Decor',
  description: 'A golden ring of balloons with a neon sign.',
  images: ['https://img.example/golden-1.jpg'],
  occasions: ['Birthday'],
  feedback: { analytics: { total: 0, average: 0 }, feedbacks: [] },
});

const listingAnswer = (products: Product[]) =>
  handle(contract.products.getProductsByFilter, () => ({
    isSuccess: true,
    products,
    productsCount: products.length,
    isLast: true,
    categoriesByTags: [],
  }));

beforeEach(() =>
  server.use(
    ...backgroundHandlers(),
    handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
  ),
);

const all = (selector: string, attribute = 'content') =>
  [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));

/** The head tags a search engine or a link preview reads, each as every value present. */
const head = () => ({
  titles: [...document.head.querySelectorAll('title')].map((title) => title.textContent),
  description: all('meta[name="description"]'),
  robots: all('meta[name="robots"]'),
  canonical: all('link[rel="canonical"]', 'href'),
  og: Object.fromEntries(
    ['type', 'title', 'description', 'url', 'image', 'site_name'].map((name) => [
      name,
      all(`meta[property="og:${name}"]`),
    ]),
  ),
  twitter: Object.fromEntries(
    ['card', 'title', 'description', 'image'].map((name) => [
      name,
      all(`meta[name="twitter:${name}"]`),
    ]),
  ),
});

/** The structured data on the page, each block parsed. */
const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) =>
      JSON.parse(script.textContent ?? '') as { '@type': string } & Record<string, unknown>,
  );
const ldOf = (type: string) => jsonLd().find((block) => block['@type'] === type);

describe('head tags and structured data of the public pages', () => {
  test('home: the site’s card, the organisation and its search', async () => {
    renderRoute('/?utm_source=newsletter', located);
    await screen.findByRole('heading', { level: 1 });
    expect(head()).toEqual({
      titles: ['Utsav: celebration decoration booking'],
      description: [expect.stringContaining('Book balloon and theme decoration')],
      robots: [],
      canonical: [`${ORIGIN}/`],
      og: {
        type: ['website'],
        title: ['Utsav: celebration decoration booking'],
        description: [expect.stringContaining('Book balloon and theme decoration')],
        url: [`${ORIGIN}/`],
        image: [`${ORIGIN}/og-image.png`],
        site_name: ['Utsav'],
      },
      twitter: {
        card: ['summary_large_image'],
        title: ['Utsav: celebration decoration booking'],
        description: [expect.stringContaining('Book balloon and theme decoration')],
        image: [`${ORIGIN}/og-image.png`],
      },
    });
    expect(jsonLd().map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);
    expect(ldOf('WebSite')).toMatchObject({
      potentialAction: {
        target: { urlTemplate: `${ORIGIN}/decors/list?searchText={search_term_string}` },
      },
    });
  });

  test('a product: named, pictured and priced for the visitor’s hub, under its one URL', async () => {
    server.use(...productPageHandlers(decor));
    renderRoute('/products/decor/d00042/old-name?fbclid=abc&utm_medium=social', located);
    await screen.findByRole('heading', { level: 1, name: 'Golden Ring Decor' });
    const url = `${ORIGIN}/products/decor/d00042/golden-ring-decor`;
    expect(head()).toMatchObject({
      titles: ['Golden Ring Decor | Utsav'],
      canonical: [url],
      og: {
        type: ['product'],
        title: ['Golden Ring Decor'],
        url: [url],
        image: ['https://img.example/golden-1.jpg'],
      },
      twitter: { image: ['https://img.example/golden-1.jpg'] },
    });
    expect(ldOf('Product')).toMatchObject({
      name: 'Golden Ring Decor',
      url,
      offers: { '@type': 'Offer', price: 1500, priceCurrency: 'INR' },
    });
    expect(ldOf('BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Home' },
        { name: 'All decorations' },
        { name: 'Birthday decorations', item: `${ORIGIN}/decors/list/birthday` },
        { name: 'Golden Ring Decor' },
      ],
    });
  });

  test('a product shown without a location offers its range of prices in INR in its structured data, and no price on the page', async () => {
    const reviewed = {
      ...decor,
      feedback: {
        analytics: { total: 1, average: 5 },
        feedbacks: [
          {
            _id: 'f1',
            userName: 'Asha',
            stars: 5,
            review: 'Lovely',
            createdAt: '2030-01-02T00:00:00.000Z',
          },
        ],
      },
    };
    server.use(...productPageHandlers(reviewed));
    renderRoute('/products/decor/d00042/golden-ring-decor', ready);
    await screen.findByRole('heading', { level: 1, name: 'Golden Ring Decor' });
    expect(screen.getByRole('button', { name: 'Set location to view price' })).toBeVisible();
    const data = ldOf('Product');
    expect(data?.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'INR' });
    expect(data).not.toHaveProperty('offers.price');
    expect(data).toMatchObject({ aggregateRating: { ratingValue: 5, ratingCount: 1 } });
  });

  test('a category listing: its trail and decors; tracking parameters leave its canonical', async () => {
    server.use(listingAnswer([decor, product({ _id: 'p2', name: 'Blue Wall' })]));
    renderRoute('/products/category/0?occassion=Birthday&gclid=xyz&ref=footer', located);
    await screen.findByRole('heading', { level: 1, name: 'Birthday decorations' });
    await screen.findByText('Blue Wall');
    expect(head()).toMatchObject({
      canonical: [`${ORIGIN}/products/category/0?occassion=Birthday`],
      robots: [],
    });
    expect(ldOf('BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'All decorations', item: `${ORIGIN}/decors/list` },
        { position: 3, name: 'Birthday decorations' },
      ],
    });
    expect(ldOf('ItemList')).toMatchObject({
      itemListElement: [
        { position: 1, url: `${ORIGIN}/products/decor/d00042/golden-ring-decor` },
        { position: 2, url: `${ORIGIN}/products/decor/p2/blue-wall` },
      ],
    });
  });

  test('a city’s keyword page: its heading, its decors and the service in that city', async () => {
    server.use(
      handle(contract.products.keywordListing, () => ({
        isSuccess: true,
        decors: [decor],
        keyword: {
          keyword: 'decoration-in-pune',
          keywordDetail: {
            heading: 'Decoration in Pune',
            topSubHeading: 'Balloon and theme decoration anywhere in Pune',
            description: 'Birthday and anniversary decoration in Pune.',
            city: 'pune',
          },
        },
      })),
    );
    renderRoute('/kw/Decoration-In-Pune?utm_campaign=diwali', located);
    await screen.findByRole('heading', { level: 1, name: 'Decoration in Pune' });
    expect(head()).toMatchObject({
      titles: ['Decoration in Pune | Utsav'],
      description: ['Birthday and anniversary decoration in Pune.'],
      canonical: [`${ORIGIN}/kw/decoration-in-pune`],
    });
    expect(ldOf('Service')).toMatchObject({
      name: 'Decoration in Pune',
      areaServed: { '@type': 'City', name: 'Pune' },
    });
    expect(ldOf('ItemList')).toMatchObject({ numberOfItems: 1 });
  });

  test('a keyword page that could not be loaded is kept out of the index', async () => {
    server.use(handle(contract.products.keywordListing, () => failure(500, 'Down')));
    renderRoute('/kw/decoration-in-pune', located);
    await screen.findByRole('alert');
    expect(head()).toMatchObject({ robots: ['noindex'], canonical: [] });
    expect(jsonLd()).toEqual([]);
  });

  test('the FAQs: every question and answer', async () => {
    server.use(
      handle(contract.content.faqs, () => ({
        isSuccess: true,
        faqs: [
          { _id: 'q1', question: 'Can I reschedule?', answer: 'Yes, once.', category: 'orders' },
        ],
      })),
    );
    renderRoute('/faqs', located);
    await screen.findByText('Can I reschedule?');
    expect(head().canonical).toEqual([`${ORIGIN}/faqs`]);
    expect(ldOf('FAQPage')).toMatchObject({
      mainEntity: [{ name: 'Can I reschedule?', acceptedAnswer: { text: 'Yes, once.' } }],
    });
  });

  test('a shared order is kept out of the index and names no canonical URL', async () => {
    const placed = order();
    server.use(
      handle(contract.orders.getOrderByIdWithoutToken, () => ({
        isSuccess: true,
        order: {
          _id: 'EABC1234',
          bookingStatus: 'Order Placed',
          orderType: 'Upcoming Bookings',
          product: placed.product,
          addOns: [],
          celebrationDate: '25-12-2026',
          readyTime: '17:00',
          arrivingTime: '14:00',
          city: 'Mumbai',
          locality: 'Andheri East',
          bookingDetails: [{ status: 'Order Placed', date: '2026-12-01T10:00:00.000Z' }],
          createdAt: '2026-12-01T10:00:00.000Z',
        },
      })),
    );
    renderRoute('/e/EABC1234', ready);
    await waitFor(() => expect(head().titles).toEqual(['Order EABC1234 | Utsav']));
    expect(head()).toMatchObject({ robots: ['noindex'], canonical: [] });
    expect(jsonLd()).toEqual([]);
  });
});

describe('moving between pages', () => {
  test('each tag is the new page’s, once, and the old page’s structured data is gone', async () => {
    server.use(
      ...productPageHandlers(decor),
      listingAnswer([decor]),
      // Home's 'Recently viewed' rail asks for the decor this visit opened.
      handle(contract.products.getProductsByQueryObj, () => ({
        isSuccess: true,
        products: [decor],
        productsCount: 1,
        isLast: true,
        categoriesByTags: [],
      })),
    );
    const { navigation } = renderRoute('/products/decor/d00042/golden-ring-decor', located);
    await screen.findByRole('heading', { level: 1, name: 'Golden Ring Decor' });
    expect(ldOf('Product')).toBeDefined();

    await act(async () => navigation.navigate('/decors/list/birthday'));
    await screen.findByRole('heading', { level: 1, name: 'Birthday decorations' });
    await waitFor(() => expect(ldOf('ItemList')).toBeDefined());
    expect(head()).toMatchObject({
      titles: ['Birthday decorations | Utsav'],
      description: [expect.stringMatching(/^Birthday decorations by Utsav/)],
      canonical: [`${ORIGIN}/decors/list/birthday`],
      og: {
        type: ['website'],
        title: ['Birthday decorations'],
        url: [`${ORIGIN}/decors/list/birthday`],
        image: [`${ORIGIN}/og-image.png`],
      },
      twitter: { card: ['summary_large_image'], title: ['Birthday decorations'] },
    });
    expect(jsonLd().map((block) => block['@type'])).toEqual(['BreadcrumbList', 'ItemList']);

    await act(async () => navigation.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: /decoration for every celebration/ });
    expect(head()).toMatchObject({
      titles: ['Utsav: celebration decoration booking'],
      canonical: [`${ORIGIN}/`],
      og: { type: ['website'], url: [`${ORIGIN}/`] },
    });
    expect(jsonLd().map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);
  });
});

describe('JsonLd', () => {
  test('the server’s markup holds one script element whatever the content says', () => {
    const question = '</script><script>alert(1)</script><!-- & "quoted"';
    const html = renderToStaticMarkup(
      <JsonLd data={faqPageLd([{ _id: 'q1', question, answer: 'No.' }])} />,
    );
    expect(html.match(/<\/?script/g)).toEqual(['<script', '</script']);
    const block = new DOMParser().parseFromString(html, 'text/html').querySelector('script');
    expect(JSON.parse(block?.textContent ?? '')).toMatchObject({
      mainEntity: [{ name: question }],
    });
  });
});
