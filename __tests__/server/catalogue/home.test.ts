import type {
  AddOn,
  Banner,
  Category,
  HeroOffer,
  HomeRail,
  MiscInfo,
  Offer,
  Product,
  SitemapEntry,
} from '../../../src/shared/contract';
import { fullEngine } from '../support/databases';
import type { TestContext } from '../support/testApp';
import { SETUP_TIMEOUT, get, post, startCatalogueApp } from './support';

describe.each(fullEngine)('home, offers, add-ons and content routes on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startCatalogueApp(kind);
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  describe('POST /api/offers/get_offers_by_query_object', () => {
    const call = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/offers/get_offers_by_query_object',
        payload: body,
        headers,
      });

    test('customers see visible, active offers only', async () => {
      const res = await call({ queryObject: {} });
      expect(res.statusCode).toBe(200);
      const offers = res.json<{ offers: Offer[] }>().offers;
      expect(offers.length).toBeGreaterThanOrEqual(5);
      for (const offer of offers) expect(offer).toMatchObject({ visibility: true, active: true });
      const codes = offers.map((offer) => offer.offerCode);
      expect(codes).not.toContain('VIPSECRET');
      expect(codes).not.toContain('MONSOON25');
      const range = offers.find((offer) => offer.isRange2);
      expect(range).toMatchObject({ range2DiscountType: 1, range2MaxPriceGain: 750 });
    });

    test('a typed code finds an invisible active offer in any case, never an inactive one', async () => {
      const secret = await call({ queryObject: { offerCode: 'vipSecret' } });
      expect(secret.json<{ offers: Offer[] }>().offers.map((o) => o.offerCode)).toEqual([
        'VIPSECRET',
      ]);
      const ended = await call({ queryObject: { offerCode: 'MONSOON25' } });
      expect(ended.json()).toEqual({ isSuccess: true, offers: [] });
    });

    test('sortingObj and limit', async () => {
      const res = await call({ queryObject: {}, sortingObj: { minOrderValue: -1 }, limit: 2 });
      const offers = res.json<{ offers: Offer[] }>().offers;
      expect(offers).toHaveLength(2);
      expect(offers[0]?.minOrderValue).toBeGreaterThanOrEqual(offers[1]?.minOrderValue ?? 0);
    });

    test.each([
      ['asking for invisible offers', { queryObject: { visibility: false } }],
      ['a $-operator', { queryObject: { offerCode: { $ne: 'X' } } }],
      ['a limit over 100', { queryObject: {}, limit: 101 }],
      ['an unknown field', { queryObject: { discountValue: 10 } }],
    ])('%s is a 400', async (_name, body) => {
      const res = await call(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, isError: true });
    });

    test('a token that is not a live session is a 401', async () => {
      const res = await call({ queryObject: {} }, { authorization: `Bearer ${'x'.repeat(43)}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ isSuccess: false, isError: true });
    });
  });

  describe('POST /api/addons/get_addons_by_query_object', () => {
    const call = (body: Record<string, unknown>) =>
      post(ctx, '/api/addons/get_addons_by_query_object', body);

    test('active add-ons by index ascending, priced for the hub', async () => {
      const res = await call({ queryObject: {}, hubId: 'SLG-HUB' });
      expect(res.status).toBe(200);
      const addOns = res.body.addOns as AddOn[];
      expect(addOns.length).toBeGreaterThanOrEqual(25);
      const indexes = addOns.map((addOn) => addOn.index);
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
      const first = addOns[0];
      const slg = first?.pricing.hubWise.find((entry) => entry.hubId === 'SLG-HUB');
      expect(first?.resolvedPrice).toMatchObject({
        hubId: 'SLG-HUB',
        sellingPrice: slg?.price.sellingPrice,
      });
    });

    test('by category, sorted by price, paged', async () => {
      const res = await call({
        queryObject: { categoryCode: 5 },
        sortingObj: { sellingPrice: -1 },
        hubId: 'PUNE-HUB',
        skip: 1,
        limit: 2,
      });
      const addOns = res.body.addOns as AddOn[];
      expect(addOns).toHaveLength(2);
      for (const addOn of addOns) expect(addOn.categoryCode).toBe(5);
      expect(addOns[0]?.resolvedPrice?.sellingPrice).toBeGreaterThanOrEqual(
        addOns[1]?.resolvedPrice?.sellingPrice ?? 0,
      );
    });

    test.each([
      ['a limit over 100', { queryObject: {}, limit: 101 }],
      ['an unknown sort field', { queryObject: {}, sortingObj: { costPrice: 1 } }],
      ['inactive add-ons', { queryObject: { active: false } }],
      ['an unknown hub', { queryObject: {}, hubId: 'NOWHERE' }],
    ])('%s is a 400', async (_name, body) => {
      expect((await call(body)).status).toBe(400);
    });
  });

  describe('GET /api/homepage/base_data', () => {
    test('categories with tiles, top categories, serviceable cities and misc infos', async () => {
      const res = await get(ctx, '/api/homepage/base_data?hubId=MUM-THANE-HUB');
      expect(res.status).toBe(200);
      const result = res.body.result as {
        decorCategoriesList: Category[];
        homePageTopCategories: { redirectingUrl: string; bannerImgUrl: string }[];
        serviceableCities: Record<string, { label: string }>;
        miscInfos: MiscInfo[];
      };
      const birthday = result.decorCategoriesList.find((category) => category.code === 0);
      expect(birthday?.name).toBe('Birthday');
      expect(birthday?.subCategories.map((tile) => tile.name)).toContain('On Wall');
      expect(result.decorCategoriesList.map((c) => c.code)).toEqual(
        expect.arrayContaining([0, 1, 2, 3, 4, 5]),
      );
      expect(result.homePageTopCategories[0]?.redirectingUrl).toMatch(/^\/decors\/list\//);
      expect(result.homePageTopCategories[0]?.bannerImgUrl).toMatch(/^\/api\/content\/images\//);
      expect(Object.keys(result.serviceableCities)).toEqual(['mumbai', 'siliguri', 'pune']);
      expect(result.miscInfos.map((info) => info.type)).toEqual(['decorCategory', 'addonCategory']);
      expect(result.miscInfos[1]?.info.length).toBeGreaterThan(3);
    });

    test('an unknown hub or field is a 400', async () => {
      expect((await get(ctx, '/api/homepage/base_data?hubId=NOWHERE')).status).toBe(400);
      expect((await get(ctx, '/api/homepage/base_data?city=pune')).status).toBe(400);
    });
  });

  describe('the home rails of GET /api/homepage/base_data', () => {
    const railsOf = async (hubId: string) =>
      (await get(ctx, `/api/homepage/base_data?hubId=${hubId}`)).body.result as {
        rails: HomeRail[];
        heroOffer?: HeroOffer;
      };
    const cardFields = ['_id', 'name', 'images', 'tags', 'resolvedPrice', 'feedback'];

    test.each(['MUM-THANE-HUB', 'PUNE-HUB'])(
      'cards of %s carry the card fields only, priced as that hub sells them',
      async (hubId) => {
        const { rails } = await railsOf(hubId);
        expect(rails.map((rail) => rail.key)).toEqual(
          expect.arrayContaining(['bestsellers', 'under-price', 'occasion-birthday']),
        );
        for (const rail of rails) {
          expect(rail.products.length).toBeGreaterThan(0);
          for (const card of rail.products) {
            for (const key of Object.keys(card)) expect(cardFields).toContain(key);
            expect(card.resolvedPrice?.hubId).toBe(hubId);
          }
        }
        const [card] = rails[0]?.products ?? [];
        const detail = await post(ctx, '/api/products/get_product', {
          queries: { _id: card?._id },
          hubId,
        });
        const product = detail.body.product as Product;
        expect(card?.resolvedPrice?.sellingPrice).toBe(product.resolvedPrice?.sellingPrice);
        expect(card?.feedback?.analytics).toEqual(product.feedback?.analytics);
      },
    );

    test("the bestsellers are the hub's city's and 'Under ₹2,999' stays under it", async () => {
      const { rails } = await railsOf('PUNE-HUB');
      const best = rails.find((rail) => rail.key === 'bestsellers');
      expect(best).toMatchObject({
        title: 'Bestsellers in Pune',
        seeAllUrl: '/kw/decoration-in-pune',
      });
      const under = rails.find((rail) => rail.key === 'under-price');
      expect(under?.title).toBe('Under ₹2,999');
      for (const card of under?.products ?? []) {
        expect(card.resolvedPrice?.sellingPrice).toBeGreaterThan(0);
        expect(card.resolvedPrice?.sellingPrice).toBeLessThanOrEqual(2999);
      }
      expect(under?.seeAllUrl).toBe(
        `/decors/predefined?ids=${(under?.products ?? []).map((card) => card._id).join(',')}`,
      );
      const birthday = rails.find((rail) => rail.key === 'occasion-birthday');
      expect(birthday?.seeAllUrl).toBe('/decors/list/birthday');
    });

    test('the hero carries the offer with the lowest minimum order, in words', async () => {
      const { heroOffer } = await railsOf('MUM-THANE-HUB');
      expect(heroOffer).toEqual({
        headline: 'Decorations for every celebration',
        offer: 'Flat ₹150 off your first decor',
        code: 'FIRSTDECOR',
        cta: 'Explore decorations',
        url: '/decors/list',
      });
    });
  });

  describe('POST /api/homepage/get_banners', () => {
    const call = (body: Record<string, unknown>) => post(ctx, '/api/homepage/get_banners', body);

    test('a placement for a device, with banners for all devices, by position', async () => {
      const res = await call({ queryObject: { placeType: 'home', device: 'mobile' } });
      const banners = res.body.banners as Banner[];
      expect(banners.map((b) => b.placementPosition)).toEqual([1, 2, 3]);
      for (const banner of banners) {
        expect(banner.device).toBe('mobile');
        expect(banner.bannerImgUrl.startsWith('/api/content/images/banner/')).toBe(true);
      }
      const wide = await call({ queryObject: { placeType: 'listingWide', device: 'desktop' } });
      for (const banner of wide.body.banners as Banner[]) {
        expect(banner.bannerImgUrl).toContain('/banner-wide/');
      }
    });

    test('a path-bound banner shows only on its path', async () => {
      const general = await call({ queryObject: { placeType: 'listing' } });
      expect((general.body.banners as Banner[]).some((b) => b.showForParticularUrl)).toBe(false);
      const birthday = await call({
        queryObject: { placeType: 'listing', showForParticularUrl: '/decors/list/birthday' },
        limit: 10,
      });
      expect((birthday.body.banners as Banner[]).map((b) => b._id)).toContain(
        'banner-listing-birthday-only',
      );
    });

    test('a limit over 10 or an unknown field is a 400', async () => {
      expect((await call({ queryObject: {}, limit: 11 })).status).toBe(400);
      expect((await call({ queryObject: { active: false } })).status).toBe(400);
    });
  });

  describe('POST /api/preload', () => {
    test('a product page gets its banners and its product', async () => {
      const res = await post(ctx, '/api/preload', {
        options: { page: 'product', productId: 'd00004', hubId: 'PUNE-HUB' },
      });
      expect(res.status).toBe(200);
      const data = res.body.data as { banners: Banner[]; product: Product };
      expect(data.product._id).toBe('d00004');
      expect(data.product.resolvedPrice?.hubId).toBe('PUNE-HUB');
      expect(data.banners.length).toBeGreaterThan(0);
      for (const banner of data.banners) expect(banner.placeType).toBe('product');
    });

    test('the home page gets the home banners', async () => {
      const res = await post(ctx, '/api/preload', { options: { page: 'home' } });
      const data = res.body.data as { banners: Banner[]; product?: Product };
      expect(data.product).toBeUndefined();
      for (const banner of data.banners) expect(banner.placeType).toBe('home');
    });

    test('an unknown product is a 404, an unknown page a 400', async () => {
      const missing = await post(ctx, '/api/preload', {
        options: { page: 'product', productId: 'nope' },
      });
      expect(missing.status).toBe(404);
      expect((await post(ctx, '/api/preload', { options: { page: 'cart' } })).status).toBe(400);
    });
  });

  describe('GET /api/content/faqs', () => {
    test('all FAQs in display order', async () => {
      const res = await get(ctx, '/api/content/faqs');
      const faqs = res.body.faqs as { question: string; answer: string }[];
      expect(faqs.length).toBeGreaterThanOrEqual(10);
      expect(faqs[0]?.question).toBe('How do I book a decoration?');
    });
  });

  describe('GET /api/content/policy/:slug', () => {
    test.each(['privacy', 'terms', 'shippingPolicy', 'cancellation'])('%s', async (slug) => {
      const res = await get(ctx, `/api/content/policy/${slug}`);
      expect(res.status).toBe(200);
      expect(res.body.policy).toMatchObject({ slug, sections: expect.any(Array) });
    });

    test('another slug is a 400', async () => {
      expect((await get(ctx, '/api/content/policy/cookies')).status).toBe(400);
    });
  });

  describe('GET /api/content/sitemap', () => {
    test('static pages, listings, products and keyword pages', async () => {
      const res = await get(ctx, '/api/content/sitemap');
      const locs = (res.body.entries as SitemapEntry[]).map((entry) => entry.loc);
      expect(locs).toEqual(
        expect.arrayContaining([
          '/',
          '/faqs',
          '/decors/list/birthday',
          '/products/decor/d00001/pastel-dream-birthday-wall',
          '/kw/decoration-in-mumbai',
          '/kw/balloon-decoration-service-in-kothrud',
        ]),
      );
      expect(new Set(locs).size).toBe(locs.length);
    });
  });

  describe('GET /api/content/images/:kind/:file', () => {
    test('an SVG that other origins may show, the same every time', async () => {
      const url = '/api/content/images/product/ring-pastel-d00009-1.svg';
      const first = await get(ctx, url);
      expect(first.status).toBe(200);
      expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(first.raw.startsWith('<svg')).toBe(true);
      expect(first.raw).toContain('#A7C7E7');
      expect((await get(ctx, url)).raw).toBe(first.raw);
    });

    test('an unknown kind or a malformed name is a 400', async () => {
      expect((await get(ctx, '/api/content/images/secret/x.svg')).status).toBe(400);
      expect((await get(ctx, '/api/content/images/product/..%2Fx.svg')).status).toBe(400);
      expect((await get(ctx, '/api/content/images/product/x.png')).status).toBe(400);
    });
  });
});
