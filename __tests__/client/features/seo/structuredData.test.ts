import type { RootState } from '../../../../src/client/app/store';
import { makeStore } from '../../../../src/client/app/store';
import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import { initialLocationState } from '../../../../src/client/features/location/locationSlice';
import { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import { selectShownPrice } from '../../../../src/client/features/seo/shownPrice';
import { productCrumbs, productLd } from '../../../../src/client/features/seo/productLd';
import {
  cityServiceLd,
  faqPageLd,
  organizationLd,
  webSiteLd,
} from '../../../../src/client/features/seo/siteLd';
import {
  breadcrumbLd,
  itemListLd,
  listingCrumbs,
  serializeJsonLd,
} from '../../../../src/client/features/seo/structuredData';
import { canonicalUrl, shareImageUrl } from '../../../../src/client/features/seo/urls';
import { absoluteUrl } from '../../../../src/shared/domain';
import type { Product } from '../../../../src/shared/contract';
import { HUB, location, product, PUNE_HUB, user } from '../../support/fixtures';

const ORIGIN = 'https://utsav.example';

/** What a crawler reads: the block as JSON, parsed back from the text the page carries. */
const parsed = (data: Parameters<typeof serializeJsonLd>[0]) =>
  JSON.parse(serializeJsonLd(data)) as Record<string, unknown>;

const rated = (overrides: Partial<Product> = {}) =>
  product({
    _id: 'd00042',
    name: 'Golden Ring Decor',
    description: 'A golden ring of balloons.',
    images: ['/api/content/images/product/golden-1.svg', 'https://cdn.example/golden-2.svg'],
    occasions: ["Kid's Party", 'Birthday'],
    feedback: {
      analytics: { total: 2, average: 4.666 },
      feedbacks: [
        {
          _id: 'f1',
          userName: 'Asha',
          stars: 5,
          review: 'Lovely setup',
          createdAt: '2030-01-02T10:00:00.000Z',
        },
        {
          _id: 'f2',
          userName: 'Ravi',
          stars: 4,
          review: 'On time',
          createdAt: '2030-01-03T10:00:00.000Z',
        },
      ],
    },
    ...overrides,
  });

describe('serializeJsonLd', () => {
  test('no text can close the script element, and the data reads back unchanged', () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    const data = productLd(ORIGIN, rated({ name }), 1500);
    if (!data) throw new Error('a priced product has structured data');
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect((JSON.parse(text) as { name: string }).name).toBe(name);
  });
});

describe('organizationLd and webSiteLd (home)', () => {
  test('the organisation names itself, its site, an absolute logo and a contact point', () => {
    expect(parsed(organizationLd(ORIGIN))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Utsav',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/logo.png`,
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service' },
    });
  });

  test('the site’s search action opens the listing search with the typed text', () => {
    const site = parsed(webSiteLd(ORIGIN));
    expect(site).toMatchObject({ '@type': 'WebSite', name: 'Utsav', url: `${ORIGIN}/` });
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${ORIGIN}/decors/list?searchText={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('productLd', () => {
  test('a shown price makes an offer in rupees, with availability and the product’s URL', () => {
    const data = parsed(productLd(ORIGIN, rated(), 1700));
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Golden Ring Decor',
      sku: 'd00042',
      description: 'A golden ring of balloons.',
      url: `${ORIGIN}/products/decor/d00042/golden-ring-decor`,
      image: [
        `${ORIGIN}/api/content/images/product/golden-1.svg`,
        'https://cdn.example/golden-2.svg',
      ],
      offers: {
        '@type': 'Offer',
        price: 1700,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/products/decor/d00042/golden-ring-decor`,
      },
    });
  });

  test('customers’ ratings give an aggregate rating and one review each', () => {
    const data = parsed(productLd(ORIGIN, rated(), 1700));
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      ratingCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Asha' },
        datePublished: '2030-01-02',
        reviewBody: 'Lovely setup',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      expect.objectContaining({ author: { '@type': 'Person', name: 'Ravi' } }),
    ]);
  });

  test("without a shown price (no location, as a crawler) it offers the product's range of prices in INR", () => {
    const data = parsed(productLd(ORIGIN, rated(), null));
    expect(data.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: 1500,
      highPrice: 1700,
      offerCount: 2,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}/products/decor/d00042/golden-ring-decor`,
    });
    expect(data.aggregateRating).toMatchObject({ ratingCount: 2 });
  });

  test('a product nobody rated has no rating or review, and still its offer', () => {
    const unrated = rated({ feedback: { analytics: { total: 0, average: 0 }, feedbacks: [] } });
    const data = parsed(productLd(ORIGIN, unrated, 1500));
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: 1500, priceCurrency: 'INR' });
    for (const bare of [unrated, product({ feedback: undefined })]) {
      const offers = parsed(productLd(ORIGIN, bare, null)).offers;
      expect(offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'INR' });
    }
  });

  test('a product priced on request offers in INR without a price', () => {
    const none = { sellingPrice: 0, costPrice: 0, webDiscount: 0 };
    const onRequest = rated({ pricing: { defaultPrice: none, hubWise: [], cityWise: [] } });
    const offers = parsed(productLd(ORIGIN, onRequest, null)).offers;
    expect(offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR' });
    expect(offers).not.toHaveProperty('price');
  });

  test('a decor no longer offered is marked discontinued', () => {
    expect(parsed(productLd(ORIGIN, rated({ active: false }), 1500)).offers).toMatchObject({
      availability: 'https://schema.org/Discontinued',
    });
  });
});

describe('breadcrumbLd', () => {
  test('a product’s trail: home, all decorations, its first occasion, the product', () => {
    expect(parsed(breadcrumbLd(ORIGIN, productCrumbs(rated())))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'All decorations',
          item: `${ORIGIN}/decors/list`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: "Kid's Party decorations",
          item: `${ORIGIN}/decors/list/kids-party`,
        },
        { '@type': 'ListItem', position: 4, name: 'Golden Ring Decor' },
      ],
    });
  });

  test('a product without an occasion and the listings have shorter trails', () => {
    const names = (crumbs: ReturnType<typeof listingCrumbs>) =>
      (
        parsed(breadcrumbLd(ORIGIN, crumbs)).itemListElement as { name: string; item?: string }[]
      ).map(({ name, item }) => [name, item ?? null]);
    expect(names(productCrumbs(product({ name: 'Arch', occasions: [] })))).toEqual([
      ['Home', `${ORIGIN}/`],
      ['All decorations', `${ORIGIN}/decors/list`],
      ['Arch', null],
    ]);
    expect(names(listingCrumbs('Birthday decorations'))).toEqual([
      ['Home', `${ORIGIN}/`],
      ['All decorations', `${ORIGIN}/decors/list`],
      ['Birthday decorations', null],
    ]);
    expect(names(listingCrumbs('All decorations'))).toEqual([
      ['Home', `${ORIGIN}/`],
      ['All decorations', null],
    ]);
  });
});

describe('itemListLd', () => {
  test('each decor in order, by its absolute page URL', () => {
    const list = parsed(
      itemListLd(ORIGIN, 'Birthday decorations', [
        product({ _id: 'a1', name: 'Pink Arch' }),
        product({ _id: 'b2', name: 'Blue Wall!' }),
      ])!,
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Birthday decorations',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Pink Arch',
          url: `${ORIGIN}/products/decor/a1/pink-arch`,
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Blue Wall!',
          url: `${ORIGIN}/products/decor/b2/blue-wall`,
        },
      ],
    });
  });

  test('an empty list has no block', () => {
    expect(itemListLd(ORIGIN, 'Nothing', [])).toBeNull();
  });
});

describe('cityServiceLd', () => {
  const detail = {
    heading: 'Birthday Decoration Service in Pune',
    topSubHeading: 'Birthday decorations in Pune',
    description: 'Choose from our birthday decors and book a slot in Pune.',
    city: 'pune',
    occasion: 'birthday',
  };

  test('a city’s keyword page is a decoration service with the city as its area served', () => {
    const path = '/kw/birthday-decoration-service-in-pune';
    expect(parsed(cityServiceLd(ORIGIN, path, detail, detail.heading)!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Birthday Decoration Service in Pune',
      description: 'Choose from our birthday decors and book a slot in Pune.',
      serviceType: 'Birthday decoration',
      url: `${ORIGIN}${path}`,
      areaServed: {
        '@type': 'City',
        name: 'Pune',
        containedInPlace: { '@type': 'Country', name: 'India' },
      },
      provider: {
        '@type': 'Organization',
        '@id': `${ORIGIN}/#organization`,
        name: 'Utsav',
        url: `${ORIGIN}/`,
      },
    });
  });

  test('a keyword page of no city has no service block', () => {
    const { city: _city, ...cityless } = detail;
    expect(cityServiceLd(ORIGIN, '/kw/anything', cityless, 'Anything')).toBeNull();
  });
});

describe('faqPageLd', () => {
  test('every question with its accepted answer; none without questions', () => {
    expect(
      parsed(faqPageLd([{ _id: 'q1', question: 'Can I reschedule?', answer: 'Yes, once.' }])!),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Can I reschedule?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, once.' },
        },
      ],
    });
    expect(faqPageLd([])).toBeNull();
  });
});

describe('canonicalUrl and absoluteUrl', () => {
  test.each([
    [
      'tracking parameters are dropped',
      '/kw/x',
      '?utm_source=wa&gclid=1&fbclid=2&ref=share',
      [],
      `${ORIGIN}/kw/x`,
    ],
    [
      'parameters that choose the content are kept, in a fixed order, others dropped',
      '/products/category/0',
      '?utm_medium=cpc&tags=ring&occassion=Birthday',
      ['occassion', 'tags'],
      `${ORIGIN}/products/category/0?occassion=Birthday&tags=ring`,
    ],
    [
      'an empty kept parameter is dropped',
      '/decors/list',
      '?category=',
      ['category'],
      `${ORIGIN}/decors/list`,
    ],
  ])('%s', (_name, path, search, keep, expected) => {
    expect(canonicalUrl(ORIGIN, path, search, keep)).toBe(expected);
  });

  test('a path stays on the site; an absolute URL is kept as it is', () => {
    expect(absoluteUrl(`${ORIGIN}/`, '//elsewhere.example/x')).toBe(
      `${ORIGIN}//elsewhere.example/x`,
    );
    expect(absoluteUrl(ORIGIN, 'https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
  });
});

describe('shareImageUrl', () => {
  test.each([
    ['a raster picture is used, made absolute', '/img/a.jpg', `${ORIGIN}/img/a.jpg`],
    [
      'an absolute one is kept',
      'https://cdn.example/a.webp?w=1200',
      'https://cdn.example/a.webp?w=1200',
    ],
    [
      'an SVG, which previews cannot show, gives way to the site card',
      'https://api.example/a.svg',
      `${ORIGIN}/og-image.png`,
    ],
    ['no picture is the site card', null, `${ORIGIN}/og-image.png`],
  ])('%s', (_name, image, expected) => {
    expect(shareImageUrl(ORIGIN, image)).toBe(expected);
  });
});

describe('selectShownPrice', () => {
  // Priced 1500 by default; the Mumbai hub has no price of its own.
  const decor = product();
  const ready = { session: { ...initialSessionState, status: 'ready' as const } };
  const located = {
    ...ready,
    location: { ...initialLocationState, selected: location, hubId: HUB },
  };
  const shown = (state: Partial<RootState>, item: Product = decor) =>
    selectShownPrice(makeStore(state).getState(), item);

  test('no location, or a price still calculating, shows no price', () => {
    expect(shown(ready)).toBeNull();
    expect(shown({ ...located, session: initialSessionState })).toBeNull();
  });

  test('a located visitor sees their hub’s selling price, logged in or not', () => {
    expect(shown(located)).toBe(1500);
    expect(shown({ ...located, auth: { ...initialAuthState, user } })).toBe(1500);
    expect(shown({ ...located, location: { ...located.location, hubId: PUNE_HUB } })).toBe(1700);
  });

  test('a decor priced on request shows no price', () => {
    expect(shown(located, { ...decor, tags: ['on-demand booking'] })).toBeNull();
  });
});
