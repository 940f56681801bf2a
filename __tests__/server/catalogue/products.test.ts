import { eq } from 'drizzle-orm';
import type { FilterTag, Product, ProductProjection } from '../../../src/shared/contract';
import { CARD_FIELDS } from '../../../src/shared/contract/constants';
import { isPriceOnRequest, tagLabel } from '../../../src/shared/domain';
import { products } from '../../../src/server/db/schema';
import { fullEngine } from '../support/databases';
import { LISTING_PATH, listingBody } from '../support/listing';
import type { TestContext } from '../support/testApp';
import { SETUP_TIMEOUT, get, post, startCatalogueApp } from './support';

/** Each card is its product's `_id` and card fields (CARD_FIELDS), in the same order. */
function expectCardsOf(cards: readonly unknown[], full: readonly Product[]) {
  expect(cards).toEqual(
    full.map((product) => ({
      _id: product._id,
      name: product.name,
      images: product.images,
      tags: product.tags,
      ...(product.resolvedPrice ? { resolvedPrice: product.resolvedPrice } : {}),
      feedback: { analytics: product.feedback?.analytics },
    })),
  );
}

interface Listing {
  products: Product[];
  productsCount: number;
  isLast: boolean;
  categoriesByTags: FilterTag[];
}

describe.each(fullEngine)('product routes on %s', (kind) => {
  let ctx: TestContext;
  let inactiveId: string;
  beforeAll(async () => {
    ctx = await startCatalogueApp(kind);
    const [inactive] = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.active, false));
    inactiveId = inactive?.id ?? '';
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  const listing = async (overrides: Record<string, unknown> = {}) => {
    const res = await post(ctx, LISTING_PATH, listingBody(overrides));
    expect(res.status).toBe(200);
    return res.body as unknown as Listing;
  };

  describe('POST /api/products/get_products_by_filter', () => {
    test("the cards' projection carries only their fields, a fraction of the full page", async () => {
      const full = await post(ctx, LISTING_PATH, listingBody());
      const cards = await post(ctx, LISTING_PATH, listingBody({ projectionString: CARD_FIELDS }));
      const fullPage = full.body as unknown as Listing;
      const cardPage = cards.body as unknown as Listing;
      expect(cardPage.products.map((p) => p._id)).toEqual(fullPage.products.map((p) => p._id));
      expect(cardPage.productsCount).toBe(fullPage.productsCount);
      expectCardsOf(cardPage.products, fullPage.products);
      const size = (body: unknown) => JSON.stringify(body).length;
      expect(size(cards.body)).toBeLessThan(size(full.body) / 3);
    });

    test("the cards' review totals are their product page's: stars only for a product with reviews", async () => {
      const cards = (await listing({ projectionString: CARD_FIELDS })).products;
      expect(cards).toHaveLength(54);
      const details = await Promise.all(
        cards.map(async (card) => {
          const res = await post(ctx, '/api/v2/', {
            options: {
              operation: 'getProductDetails',
              productId: card._id,
              pageName: 'product',
              detailPage: true,
              hubId: 'MUM-THANE-HUB',
            },
          });
          expect(res.status).toBe(200);
          return (res.body.data as Product[])[0];
        }),
      );
      cards.forEach((card, index) => {
        const page = details[index]?.feedback;
        expect(card.feedback?.analytics).toEqual(page?.analytics);
        // No reviews on the page: the card's totals say none (the card shows no stars).
        if ((page?.feedbacks ?? []).length === 0) expect(card.feedback?.analytics.total).toBe(0);
        else expect(card.feedback?.analytics.total).toBeGreaterThan(0);
      });
      // The seeded catalogue has both kinds among the first page's cards.
      const totals = cards.map((card) => card.feedback?.analytics.total ?? 0);
      expect(totals.some((total) => total === 0)).toBe(true);
      expect(totals.some((total) => total > 0)).toBe(true);
    });

    test('the first page holds 54 products by popularity, priced for the hub', async () => {
      const page = await listing();
      expect(page.products).toHaveLength(54);
      expect(page.productsCount).toBeGreaterThanOrEqual(150);
      expect(page.isLast).toBe(false);
      const indexes = page.products.map((p) => p.ocassionCategoryIndex ?? 0);
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
      for (const product of page.products) {
        expect(product.active).toBe(true);
        // A price-on-request product carries no price at all.
        const priced = !isPriceOnRequest(product.tags, product.pricing.defaultPrice.sellingPrice);
        expect(product.resolvedPrice?.hubId).toBe(priced ? 'MUM-THANE-HUB' : undefined);
        expect(product.feedback?.analytics.total).toBeGreaterThanOrEqual(0);
      }
      expect(page.categoriesByTags.map((tile) => tile.name)).toContain('On Wall');
    });

    test('the last page says isLast, and a page past the end is empty with the same count', async () => {
      const { productsCount } = await listing();
      const last = await listing({ skip: Math.floor((productsCount - 1) / 54) * 54 });
      expect(last.isLast).toBe(true);
      expect(last.products.length).toBe(productsCount - Math.floor((productsCount - 1) / 54) * 54);
      const beyond = await listing({ skip: productsCount + 54 });
      expect(beyond).toMatchObject({ products: [], productsCount, isLast: true });
    });

    test('variants are listed only when variantExclude is false', async () => {
      const without = await listing();
      const withVariants = await listing({ variantExclude: false });
      expect(withVariants.productsCount).toBeGreaterThan(without.productsCount);
    });

    test('the same product costs differently at different hubs', async () => {
      const thane = await listing({ hubId: 'MUM-THANE-HUB' });
      const west = await listing({ hubId: 'MUM-WEST-HUB' });
      const pune = await listing({ hubId: 'PUNE-HUB' });
      const first = (page: Listing) => page.products[0]?.resolvedPrice?.sellingPrice;
      expect(new Set([first(thane), first(west), first(pune)]).size).toBe(3);
    });

    test('category filters by occasion and shows that category’s tiles with counts', async () => {
      const page = await listing({ filter: { category: "Kid's Party" } });
      expect(page.productsCount).toBeGreaterThan(0);
      for (const product of page.products) expect(product.occasions).toContain("Kid's Party");
      expect(page.categoriesByTags.length).toBeGreaterThan(0);
      for (const tile of page.categoriesByTags) expect(tile._id).toMatch(/^kids-party-/);
      const total = page.categoriesByTags.reduce((sum, tile) => sum + (tile.productsCount ?? 0), 0);
      expect(total).toBeGreaterThanOrEqual(page.productsCount);
    });

    test('a tile narrows the listing to its tags; an unknown tile is a 400', async () => {
      const page = await listing({
        filter: { category: 'birthday' },
        selectedFilterTagObjectId: 'birthday-ring',
      });
      expect(page.products.length).toBeGreaterThan(0);
      for (const product of page.products) {
        expect(product.tags.some((tag) => ['ring', 'ustand', 'square stand'].includes(tag))).toBe(
          true,
        );
      }
      const res = await post(
        ctx,
        LISTING_PATH,
        listingBody({ selectedFilterTagObjectId: 'no-such-tile' }),
      );
      expect(res).toEqual({
        status: 400,
        body: {
          isSuccess: false,
          isError: true,
          message: "Unknown selectedFilterTagObjectId 'no-such-tile'",
        },
      });
    });

    test('label, spotlight, starting-at-999 and tags filters', async () => {
      const onStand = await listing({ filter: { label: 'On Stand' } });
      expect(onStand.products.length).toBeGreaterThan(0);
      for (const p of onStand.products) expect(p.tags.map(tagLabel)).toContain('On Stand');
      const spot = await listing({ filter: { isSpotLight: true } });
      expect(spot.products.length).toBeGreaterThan(0);
      for (const p of spot.products) expect(p.isSpotLight).toBe(true);
      const cheap = await listing({ filter: { isStartingAt999: true } });
      expect(cheap.products.length).toBeGreaterThan(0);
      for (const p of cheap.products)
        expect(p.resolvedPrice?.sellingPrice).toBeLessThanOrEqual(999);
      const tagged = await listing({ filter: { tags: 'canopy, stage' } });
      expect(tagged.products.length).toBeGreaterThan(0);
      for (const p of tagged.products) {
        expect(p.tags.some((tag) => tag === 'canopy' || tag === 'stage')).toBe(true);
      }
    });

    test('sorts by price either way, by the price of the hub asked for', async () => {
      // Price-on-request products (no resolved price) follow the priced ones either way.
      const pricesOf = (page: Listing) => {
        const prices = page.products.map((p) => p.resolvedPrice?.sellingPrice ?? null);
        const firstUnpriced = prices.indexOf(null);
        if (firstUnpriced >= 0)
          expect(prices.slice(firstUnpriced).every((p) => p === null)).toBe(true);
        return prices.filter((price) => price !== null);
      };
      const desc = pricesOf(
        await listing({ hubId: 'PUNE-HUB', filter: { sort: 'sellingPriceDesc' } }),
      );
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      const ascending = pricesOf(
        await listing({ sort: { field: 'sellingPrice', order: 1, label: 'Low to high' } }),
      );
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      expect(ascending[0]).toBe(499);
    });

    test('searchText finds birthday decors despite a typo', async () => {
      const page = await listing({ filter: { searchText: 'birthdy' } });
      expect(page.productsCount).toBeGreaterThan(5);
      for (const p of page.products) {
        expect(`${p.name} ${p.tags.join(' ')} ${p.occasions?.join(' ')}`.toLowerCase()).toContain(
          'birthday',
        );
      }
    });

    test.each([
      ['an unknown hub', { hubId: 'NOWHERE-HUB' }, "Unknown hubId 'NOWHERE-HUB'"],
      ['a paused hub', { hubId: 'DELHI-NCR-HUB' }, "Unknown hubId 'DELHI-NCR-HUB'"],
      ['a limit over 54', { limit: 55 }, "Invalid body field 'limit': must be <= 54"],
      ['an unknown field', { price: 1 }, "Unknown field 'price' in body"],
      ['a filter field', { filter: { $where: '1' } }, "Unknown field 'filter.$where' in body"],
      [
        'a query field',
        { queryObject: { active: true } },
        "Unknown field 'queryObject.active' in body",
      ],
      ['another tag', { tag: 'other' }, "Invalid body field 'tag': must be equal to constant"],
    ])('%s is a 400 that says what is wrong', async (_name, overrides, message) => {
      const res = await post(ctx, LISTING_PATH, listingBody(overrides));
      expect(res).toEqual({ status: 400, body: { isSuccess: false, isError: true, message } });
    });
  });

  describe('POST /api/products/get_products_by_query_obj', () => {
    const call = (body: Record<string, unknown>) =>
      post(ctx, '/api/products/get_products_by_query_obj', body);

    test('the predefined list: exactly the ids asked for, active ones only, no tiles', async () => {
      const res = await call({
        queryObject: { _id: { $in: ['d00001', 'd00005', inactiveId] } },
        hubId: 'SLG-HUB',
      });
      expect(res.status).toBe(200);
      const body = res.body as unknown as Listing;
      expect(body.products.map((p) => p._id).sort()).toEqual(['d00001', 'd00005']);
      expect(body).toMatchObject({ productsCount: 2, isLast: true, categoriesByTags: [] });
      expect(body.products[0]?.resolvedPrice?.hubId).toBe('SLG-HUB');
    });

    test('a projection answers _id and the named fields only; no hub means no resolved price', async () => {
      const res = await call({ queryObject: { _id: 'd00002' }, projectionString: 'name images' });
      const [product] = (res.body as unknown as { products: ProductProjection[] }).products;
      expect(Object.keys(product ?? {}).sort()).toEqual(['_id', 'images', 'name']);
    });

    test('category code, tag and sortingObj', async () => {
      const res = await call({
        queryObject: { categoryCode: 1, tags: 'wall decor' },
        sortingObj: { sellingPrice: -1 },
        hubId: 'MUM-WEST-HUB',
        limit: 10,
      });
      const body = res.body as unknown as Listing;
      expect(body.products.length).toBeGreaterThan(0);
      const prices = body.products.map((p) => p.resolvedPrice?.sellingPrice ?? 0);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      for (const p of body.products) {
        expect(p.categoryCode).toBe(1);
        expect(p.tags).toContain('wall decor');
      }
      expect(body.categoriesByTags.every((tile) => tile._id.startsWith('anniversary-'))).toBe(true);
    });

    test('asking for inactive products finds none', async () => {
      const res = await call({ queryObject: { active: false } });
      expect(res.body).toMatchObject({ products: [], productsCount: 0 });
    });

    test.each([
      [
        'a $-operator',
        { queryObject: { $where: 'true' } },
        "Unknown field 'queryObject.$where' in body",
      ],
      [
        'an operator other than $in',
        { queryObject: { _id: { $gt: '' } } },
        "Invalid body field 'queryObject._id': must be string",
      ],
      ['an unknown projected field', { queryObject: {}, projectionString: 'name password' }, null],
      ['a pipeline stage', { queryObject: {}, pipeline: [{ $match: {} }] }, null],
      ['an unknown sort field', { queryObject: {}, sortingObj: { costPrice: 1 } }, null],
      ['a missing queryObject', {}, "Missing field 'queryObject' in body"],
    ])('%s is a 400', async (_name, body, message) => {
      const res = await call(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ isSuccess: false, isError: true });
      if (message) expect(res.body.message).toBe(message);
    });

    test('a __proto__ key is refused and pollutes nothing', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/products/get_products_by_query_obj',
        headers: { 'content-type': 'application/json' },
        payload: '{"queryObject":{"__proto__":{"active":false}}}',
      });
      expect(res.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).active).toBeUndefined();
    });
  });

  describe('POST /api/products/get_product', () => {
    test('one product, priced for the hub named', async () => {
      const res = await post(ctx, '/api/products/get_product', {
        queries: { _id: 'd00003' },
        hubId: 'PUNE-HUB',
      });
      expect(res.status).toBe(200);
      const product = res.body.product as Product;
      expect(product._id).toBe('d00003');
      expect(product.resolvedPrice).toMatchObject({ hubId: 'PUNE-HUB', source: 'hub' });
      const pune = product.pricing.hubWise.find((entry) => entry.hubId === 'PUNE-HUB');
      expect(product.resolvedPrice?.sellingPrice).toBe(pune?.price.sellingPrice);
    });

    test('without a hub it carries no resolved price; a projection trims it', async () => {
      const res = await post(ctx, '/api/products/get_product', {
        queries: { _id: 'd00003' },
        projectionString: 'pricing',
      });
      expect(Object.keys(res.body.product as object).sort()).toEqual(['_id', 'pricing']);
    });

    test('an unknown or withdrawn product is a 404', async () => {
      for (const id of ['nope', inactiveId]) {
        const res = await post(ctx, '/api/products/get_product', { queries: { _id: id } });
        expect(res).toEqual({
          status: 404,
          body: { isSuccess: false, isError: true, message: `No product '${id}'` },
        });
      }
    });

    test('a malformed id is a 400', async () => {
      const res = await post(ctx, '/api/products/get_product', { queries: { _id: 'a b' } });
      expect(res.status).toBe(400);
    });
  });

  describe('POST /api/products/keyword_listing', () => {
    const call = (keyword: string, extra: Record<string, unknown> = {}) =>
      post(ctx, '/api/products/keyword_listing', { tags: ['KwpDecorsListing'], keyword, ...extra });

    test('an occasion page: its sub-heading and that occasion’s decors, priced for its city', async () => {
      const res = await call('birthday-decoration-service-in-pune');
      expect(res.status).toBe(200);
      const body = res.body as {
        decors: Product[];
        keyword: { keywordDetail: { topSubHeading: string } };
      };
      expect(body.keyword.keywordDetail.topSubHeading).toContain('Birthday');
      expect(body.decors.length).toBeGreaterThan(5);
      for (const decor of body.decors) {
        expect(decor.occasions).toContain('Birthday');
        expect(decor.resolvedPrice?.hubId).toBe('PUNE-HUB');
      }
    });

    test('a locality page prices for the locality’s hub unless the visitor’s hub is given', async () => {
      const andheri = await call('balloon-decoration-service-in-andheri');
      const decors = (andheri.body as { decors: Product[] }).decors;
      expect(decors).toHaveLength(54);
      expect(decors[0]?.resolvedPrice?.hubId).toBe('MUM-WEST-HUB');
      const visitor = await call('balloon-decoration-service-in-andheri', { hubId: 'SLG-HUB' });
      expect((visitor.body as { decors: Product[] }).decors[0]?.resolvedPrice?.hubId).toBe(
        'SLG-HUB',
      );
    });

    test('with a projectionString its decors carry _id and those fields only, in the same order', async () => {
      const keyword = 'balloon-decoration-service-in-andheri';
      const full = await call(keyword);
      const cards = await call(keyword, { projectionString: CARD_FIELDS });
      expect(cards.status).toBe(200);
      const fullDecors = (full.body as { decors: Product[] }).decors;
      const cardDecors = (cards.body as { decors: ProductProjection[] }).decors;
      expect(fullDecors[0]).toHaveProperty('pricing');
      expect(fullDecors[0]).toHaveProperty('description');
      expect(cardDecors.map((decor) => decor._id)).toEqual(fullDecors.map((decor) => decor._id));
      expectCardsOf(cardDecors, fullDecors);
      // The page's texts are the same either way.
      expect(cards.body.keyword).toEqual(full.body.keyword);
      const size = (body: unknown) => JSON.stringify(body).length;
      expect(size(cards.body)).toBeLessThan(size(full.body) / 3);
    });

    test('a projection of an unknown field is a 400', async () => {
      const res = await call('decoration-in-mumbai', { projectionString: 'name password' });
      expect(res.status).toBe(400);
    });

    test('an unknown keyword is a 404; a malformed one or another tag a 400', async () => {
      expect((await call('decoration-in-atlantis')).status).toBe(404);
      expect((await call('Decoration In Mumbai')).status).toBe(400);
      const res = await post(ctx, '/api/products/keyword_listing', {
        tags: ['other'],
        keyword: 'decoration-in-mumbai',
      });
      expect(res.status).toBe(400);
    });
  });

  describe('SECURITY: amounts are computed on the server: a price-on-request product carries no price', () => {
    const stageId = async () => {
      const [stage] = await ctx.database.db
        .select({ id: products.id, tags: products.tags })
        .from(products)
        .where(eq(products.name, 'Premium Wedding Stage'));
      if (!stage) throw new Error('the seed has no Premium Wedding Stage');
      expect(isPriceOnRequest(stage.tags, 1)).toBe(true);
      return stage.id;
    };
    const expectNoPrice = (product: Product | undefined) => {
      expect(product).toBeDefined();
      expect(product?.resolvedPrice).toBeUndefined();
      expect(product?.pricing).toEqual({
        defaultPrice: { sellingPrice: 0, costPrice: 0, webDiscount: 0 },
        hubWise: [],
        cityWise: [],
      });
    };

    test('its product page has neither a selling price nor a discount', async () => {
      const id = await stageId();
      const res = await post(ctx, '/api/products/get_product', {
        queries: { _id: id },
        hubId: 'MUM-WEST-HUB',
      });
      expect(res.status).toBe(200);
      expectNoPrice(res.body.product as Product);
    });

    test('search lists it without a price', async () => {
      const id = await stageId();
      const res = await get(ctx, '/api/products/search?text=wedding%20stage&hubId=MUM-WEST-HUB');
      expect(res.status).toBe(200);
      expectNoPrice((res.body.products as Product[]).find((product) => product._id === id));
    });

    test('a product list shows it without a price', async () => {
      const id = await stageId();
      const res = await post(ctx, '/api/products/get_products_by_query_obj', {
        queryObject: { _id: { $in: [id] } },
        hubId: 'MUM-WEST-HUB',
      });
      expect(res.status).toBe(200);
      expectNoPrice((res.body as unknown as Listing).products[0]);
    });
  });

  describe('GET /api/products/search', () => {
    test("'birthdy' finds birthday decors, at most 8, names first", async () => {
      const res = await get(ctx, '/api/products/search?text=birthdy&hubId=MUM-WEST-HUB');
      expect(res.status).toBe(200);
      const found = res.body.products as Product[];
      expect(found).toHaveLength(8);
      expect(found[0]?.name.toLowerCase()).toContain('birthday');
      for (const p of found) {
        expect(`${p.name} ${p.tags.join(' ')}`.toLowerCase()).toContain('birthday');
        expect(p.resolvedPrice?.hubId).toBe('MUM-WEST-HUB');
      }
    });

    test('matches tags and occasions too, and tolerates typos there', async () => {
      const canopy = await get(ctx, '/api/products/search?text=canopi');
      const found = canopy.body.products as Product[];
      expect(found.length).toBeGreaterThan(0);
      for (const p of found) expect(p.tags).toContain('canopy');
      expect(found[0]?.resolvedPrice).toBeUndefined();
    });

    test("'ballon' finds balloon decors", async () => {
      const res = await get(ctx, '/api/products/search?text=ballon&hubId=MUM-WEST-HUB');
      const found = res.body.products as Product[];
      expect(found.length).toBeGreaterThan(0);
      for (const p of found) {
        expect(`${p.name} ${p.tags.join(' ')}`.toLowerCase()).toContain('balloon');
      }
    });

    test('nothing like the text finds nothing', async () => {
      const res = await get(ctx, '/api/products/search?text=zzqqxx');
      expect(res.body).toEqual({ isSuccess: true, products: [] });
    });

    test('fewer than 3 characters, an unknown field or an unknown hub is a 400', async () => {
      expect((await get(ctx, '/api/products/search?text=bi')).status).toBe(400);
      expect((await get(ctx, '/api/products/search?text=birthday&sql=1')).status).toBe(400);
      expect((await get(ctx, '/api/products/search?text=birthday&hubId=X-HUB')).status).toBe(400);
    });
  });
});
