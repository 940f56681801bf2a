import { fullEngine } from '../support/databases';
import { startTestApp, type TestContext } from '../support/testApp';
import { SETUP_TIMEOUT, get, startCatalogueApp } from './support';

interface MapAnswer {
  isSuccess: boolean;
  cities: { slug: string; label: string; lat: number; lng: number }[];
  hubs: { hubId: string; name: string; city: string; active: boolean; area: number[][][] }[];
  localities: { name: string; city: string; lat: number; lng: number }[];
}

describe.each(fullEngine)('GET /api/geo/map on %s', (kind) => {
  describe('on the seeded catalogue', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await startCatalogueApp(kind);
    }, SETUP_TIMEOUT);
    afterAll(() => ctx.close());

    test('draws every serviceable city, hub area and gazetteer locality', async () => {
      const res = await get(ctx, '/api/geo/map');
      expect(res.status).toBe(200);
      const body = res.body as unknown as MapAnswer;
      expect(body.isSuccess).toBe(true);
      expect(body.cities.map((city) => city.slug)).toEqual(
        expect.arrayContaining(['mumbai', 'pune', 'siliguri']),
      );
      const andheri = body.localities.find((locality) => locality.name === 'Andheri');
      expect(andheri).toMatchObject({ city: 'mumbai' });
      expect(body.localities.length).toBeGreaterThan(100);
      const west = body.hubs.find((hub) => hub.hubId === 'MUM-WEST-HUB');
      expect(west).toMatchObject({ city: 'mumbai', active: true });
      // Rings are closed [lng, lat] outlines.
      const ring = west?.area[0] ?? [];
      expect(ring.length).toBeGreaterThan(3);
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      expect(ring[0]?.[0]).toBeCloseTo(72.8, 0);
      expect(body.hubs.some((hub) => !hub.active)).toBe(true);
    });
  });

  describe('before the catalogue is seeded', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await startTestApp(kind);
    }, SETUP_TIMEOUT);
    afterAll(() => ctx.close());

    test('answers an empty map rather than failing', async () => {
      const res = await get(ctx, '/api/geo/map');
      expect(res).toMatchObject({
        status: 200,
        body: { isSuccess: true, cities: [], hubs: [], localities: [] },
      });
    });
  });
});
