import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { count, eq } from 'drizzle-orm';
import { OCCASIONS } from '../../../src/server/db/seed/products';
import { seedCatalogue } from '../../../src/server/db/seed';
import {
  addOns,
  banners,
  hubs,
  keywordPages,
  localities,
  offers,
  productHubPrices,
  products,
  serviceableCities,
} from '../../../src/server/db/schema';
import { bothEngines } from '../support/databases';
import type { TestContext } from '../support/testApp';
import { SETUP_TIMEOUT, get, startCatalogueApp } from './support';

describe.each(bothEngines)('demo catalogue seed on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startCatalogueApp(kind);
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;

  test('every locality lies inside the area of the hub that serves it, and of no other', async () => {
    const hubRows = await db().select().from(hubs);
    const rows = await db().select().from(localities);
    const misplaced = rows.flatMap((locality) => {
      const inside = hubRows
        .filter((hub) =>
          booleanPointInPolygon([locality.lng, locality.lat], {
            type: 'Polygon',
            coordinates: hub.area,
          }),
        )
        .map((hub) => hub.id);
      return inside.length === 1 && inside[0] === locality.hubId ? [] : [[locality.slug, inside]];
    });
    expect(misplaced).toEqual([]);
  });

  test('the SEO localities of SPEC 9 are there for the three cities', async () => {
    const rows = await db().select().from(localities);
    const perCity = (city: string) =>
      rows.filter((row) => row.city === city).map((row) => row.slug);
    expect(perCity('mumbai')).toHaveLength(67);
    expect(perCity('pune')).toHaveLength(26);
    expect(perCity('siliguri')).toHaveLength(29);
    expect(perCity('mumbai')).toEqual(
      expect.arrayContaining(['andheri', 'vashi', 'thane', 'powai']),
    );
    expect(perCity('pune')).toEqual(expect.arrayContaining(['kothrud', 'baner', 'hinjewadi']));
  });

  test('hubs: the default Thane hub, a second Mumbai hub, Pune and Siliguri; cities with images', async () => {
    const hubRows = await db().select().from(hubs).where(eq(hubs.active, true));
    expect(hubRows.map((hub) => hub.id).sort()).toEqual([
      'MUM-THANE-HUB',
      'MUM-WEST-HUB',
      'PUNE-HUB',
      'SLG-HUB',
    ]);
    const cities = await db().select().from(serviceableCities);
    expect(cities.map((city) => city.slug).sort()).toEqual(['mumbai', 'pune', 'siliguri']);
  });

  test('every active product is priced for every active hub, and hub prices differ', async () => {
    const active = await db().select().from(products).where(eq(products.active, true));
    const prices = await db().select().from(productHubPrices);
    const hubIds = (await db().select().from(hubs).where(eq(hubs.active, true))).map((h) => h.id);
    for (const product of active) {
      const own = prices.filter((price) => price.productId === product.id);
      expect(own.map((price) => price.hubId).sort()).toEqual([...hubIds].sort());
      expect(new Set(own.map((price) => price.sellingPrice)).size).toBe(hubIds.length);
      for (const price of own) expect(price.costPrice).toBeGreaterThan(price.sellingPrice);
      expect(product.pricing.hubWise).toHaveLength(hubIds.length);
    }
    const selling = prices.map((price) => price.sellingPrice);
    expect(Math.min(...selling)).toBe(499);
    expect(Math.max(...selling)).toBeLessThanOrEqual(25_000);
    expect(Math.max(...selling)).toBeGreaterThan(20_000);
  });

  test('at least 150 active products cover all 17 footer occasions, with tags and variants', async () => {
    const active = await db().select().from(products).where(eq(products.active, true));
    expect(active.length).toBeGreaterThanOrEqual(150);
    for (const occasion of OCCASIONS) {
      expect([occasion.key, active.some((p) => p.occasionKeys.includes(occasion.key))]).toEqual([
        occasion.key,
        true,
      ]);
    }
    const tags = new Set(active.flatMap((product) => product.tags));
    for (const tag of ['wall decor', 'ring', 'ustand', 'square stand', 'room decor']) {
      expect(tags).toContain(tag);
    }
    expect(active.filter((p) => p.tags.includes('on-demand booking')).length).toBeGreaterThan(0);
    expect(active.filter((p) => p.variants.length > 0).length).toBeGreaterThan(0);
    expect(active.filter((p) => p.variantOf !== null).length).toBeGreaterThan(0);
  });

  test('add-ons, offers of every kind, banners for every placement and device', async () => {
    const [addOnCount] = await db().select({ value: count() }).from(addOns);
    expect(addOnCount?.value).toBeGreaterThanOrEqual(25);
    const offerRows = await db().select().from(offers);
    expect(offerRows.length).toBeGreaterThanOrEqual(8);
    expect(offerRows.some((o) => o.discountType === 0)).toBe(true);
    expect(offerRows.some((o) => o.discountType === 1)).toBe(true);
    expect(offerRows.some((o) => o.isRange2)).toBe(true);
    expect(offerRows.some((o) => o.minOrderValue >= 5000)).toBe(true);
    expect(offerRows.some((o) => !o.visibility && o.active)).toBe(true);
    expect(offerRows.some((o) => !o.active)).toBe(true);
    const bannerRows = await db().select().from(banners);
    for (const placeType of ['home', 'listing', 'listingWide', 'product']) {
      for (const device of ['mobile', 'desktop']) {
        expect([
          placeType,
          device,
          bannerRows.some((b) => b.placeType === placeType && b.device === device),
        ]).toEqual([placeType, device, true]);
      }
    }
  });

  test('keyword pages exist for every /kw route shape of SPEC 2', async () => {
    const rows = await db().select({ keyword: keywordPages.keyword }).from(keywordPages);
    const keywords = rows.map((row) => row.keyword);
    expect(keywords).toEqual(
      expect.arrayContaining([
        'decoration-in-mumbai',
        'decoration-service-in-pune',
        'balloon-decoration-service-in-andheri',
        'balloon-decoration-service-in-kothrud',
        'birthday-decoration-service-in-siliguri',
      ]),
    );
    const localityCount = (await db().select().from(localities)).length;
    expect(keywords.length).toBe(3 * 2 + 3 * OCCASIONS.length + localityCount);
  });

  test('no outside URL anywhere in the data, and every image is reachable', async () => {
    const dump = JSON.stringify([
      await db().select().from(products),
      await db().select().from(addOns),
      await db().select().from(offers),
      await db().select().from(banners),
      await db().select().from(serviceableCities),
    ]);
    expect(dump).not.toMatch(/https?:|\/\/[a-z]/i);
    const paths = [...new Set(dump.match(/\/api\/content\/images\/[a-z-]+\/[a-z0-9-]+\.svg/g))];
    expect(paths.length).toBeGreaterThan(300);
    for (const path of paths) {
      const res = await get(ctx, path);
      expect([path, res.status, res.headers['content-type']]).toEqual([
        path,
        200,
        'image/svg+xml; charset=utf-8',
      ]);
    }
  });

  test('answers carry images site-relative, so any origin the API is reached on serves them', async () => {
    const res = await get(ctx, '/api/homepage/base_data');
    const cities = (res.body.result as { serviceableCities: Record<string, { imageUrl: string }> })
      .serviceableCities;
    expect(cities.mumbai?.imageUrl).toBe('/api/content/images/city/mumbai.svg');
    expect((await get(ctx, cities.mumbai?.imageUrl ?? '')).status).toBe(200);
  });

  test('seeding again changes nothing (npm run db:seed is safe to repeat)', async () => {
    const before = await db().select().from(products).orderBy(products.id);
    const summary = await seedCatalogue(db());
    const after = await db().select().from(products).orderBy(products.id);
    expect(after).toEqual(before);
    expect(summary.products).toBe(before.length);
  });
});
