import { fullEngine } from '../support/databases';
import type { TestContext } from '../support/testApp';
import { SETUP_TIMEOUT, get, post, startCatalogueApp } from './support';

interface GeocodeAnswer {
  status: string;
  results: {
    formatted_address: string;
    place_id: string;
    geometry: { location: { lat: number; lng: number } };
    address_components: { long_name: string; short_name: string; types: string[] }[];
  }[];
}

const componentOf = (answer: GeocodeAnswer, type: string) =>
  answer.results[0]?.address_components.find((part) => part.types.includes(type))?.long_name;

describe.each(fullEngine)('geo routes over the gazetteer on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startCatalogueApp(kind);
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  describe('POST /api/geo/service_area', () => {
    test.each([
      ['Andheri', 19.1197, 72.8468, 'MUM-WEST-HUB'],
      ['Vashi', 19.0771, 72.9986, 'MUM-THANE-HUB'],
      ['Kothrud', 18.5074, 73.8077, 'PUNE-HUB'],
      ["Siliguri's centre", 26.7271, 88.3953, 'SLG-HUB'],
    ])('%s is served by its hub', async (_place, lat, lng, hubId) => {
      const res = await post(ctx, '/api/geo/service_area', { lat, lng });
      expect(res).toEqual({
        status: 200,
        body: { isSuccess: true, isServiceable: true, isInAnyHub: true, hubs: [{ hubId }] },
      });
    });

    test('Delhi lies in a paused hub: known, but not served', async () => {
      const res = await post(ctx, '/api/geo/service_area', { lat: 28.6139, lng: 77.209 });
      expect(res.body).toEqual({
        isSuccess: true,
        isServiceable: false,
        isInAnyHub: true,
        hubs: [],
      });
    });

    test('the sea off Mumbai is not served', async () => {
      const res = await post(ctx, '/api/geo/service_area', { lat: 19.0, lng: 72.7 });
      expect(res.body).toEqual({
        isSuccess: true,
        isServiceable: false,
        isInAnyHub: false,
        hubs: [],
      });
    });

    test.each([
      [{ lat: 91, lng: 72 }],
      [{ lat: 19 }],
      [{ lat: '19; drop table hubs', lng: 72 }],
      [{ lat: 19, lng: 72, hubId: 'X' }],
    ])('%j is a 400', async (body) => {
      const res = await post(ctx, '/api/geo/service_area', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ isSuccess: false, isError: true });
    });
  });

  describe('GET /api/geo/autocomplete', () => {
    test('predictions in Google’s shape, names that start with the text first', async () => {
      const res = await get(ctx, '/api/geo/autocomplete?input=andh');
      expect(res.status).toBe(200);
      const body = res.body as {
        status: string;
        predictions: { description: string; place_id: string }[];
      };
      expect(body.status).toBe('OK');
      expect(body.predictions[0]).toEqual({
        description: 'Andheri, Mumbai, Maharashtra, India',
        place_id: 'locality:andheri',
      });
      expect(body.predictions.length).toBeLessThanOrEqual(5);
    });

    test('several words narrow the search, a city is a place too', async () => {
      const koregaon = await get(ctx, '/api/geo/autocomplete?input=koregaon%20pune');
      expect((koregaon.body.predictions as { place_id: string }[])[0]?.place_id).toBe(
        'locality:koregaon-park',
      );
      const city = await get(ctx, '/api/geo/autocomplete?input=Siliguri');
      expect((city.body.predictions as { place_id: string }[])[0]?.place_id).toBe('city:siliguri');
    });

    test('places outside the served cities give ZERO_RESULTS', async () => {
      const res = await get(ctx, '/api/geo/autocomplete?input=Connaught%20Place');
      expect(res.body).toEqual({ status: 'ZERO_RESULTS', predictions: [] });
    });

    test('fewer than 4 characters or no input is a 400', async () => {
      expect((await get(ctx, '/api/geo/autocomplete?input=and')).status).toBe(400);
      expect((await get(ctx, '/api/geo/autocomplete')).status).toBe(400);
    });
  });

  describe('GET /api/geo/geocode', () => {
    test('a locality with coordinates and address components', async () => {
      const res = await get(ctx, '/api/geo/geocode?place_id=locality:powai');
      const answer = res.body as unknown as GeocodeAnswer;
      expect(answer.status).toBe('OK');
      expect(answer.results[0]?.geometry.location).toEqual({ lat: 19.1176, lng: 72.906 });
      expect(componentOf(answer, 'sublocality_level_1')).toBe('Powai');
      expect(componentOf(answer, 'locality')).toBe('Mumbai');
      expect(componentOf(answer, 'administrative_area_level_1')).toBe('Maharashtra');
      expect(componentOf(answer, 'postal_code')).toBe('400076');
      expect(answer.results[0]?.formatted_address.length).toBeLessThanOrEqual(120);
    });

    test('a city place', async () => {
      const res = await get(ctx, '/api/geo/geocode?place_id=city:pune');
      expect((res.body as unknown as GeocodeAnswer).results[0]?.geometry.location).toEqual({
        lat: 18.5204,
        lng: 73.8567,
      });
    });

    test('an unknown place gives ZERO_RESULTS; a malformed id is a 400', async () => {
      const res = await get(ctx, '/api/geo/geocode?place_id=locality:atlantis');
      expect(res.body).toEqual({ status: 'ZERO_RESULTS', results: [] });
      expect((await get(ctx, '/api/geo/geocode?place_id=a%20b')).status).toBe(400);
    });
  });

  describe('GET /api/geo/reverse', () => {
    test('street, sublocality, city, state and postal code of the nearest locality', async () => {
      const res = await get(ctx, '/api/geo/reverse?lat=26.728&lng=88.4195');
      const answer = res.body as unknown as GeocodeAnswer;
      expect(answer.status).toBe('OK');
      expect(componentOf(answer, 'route')).toBe('Hill Cart Road');
      expect(componentOf(answer, 'sublocality_level_1')).toBe('Pradhan Nagar');
      expect(componentOf(answer, 'locality')).toBe('Siliguri');
      expect(componentOf(answer, 'administrative_area_level_1')).toBe('West Bengal');
      expect(componentOf(answer, 'postal_code')).toBe('734003');
      expect(answer.results[0]?.geometry.location).toEqual({ lat: 26.728, lng: 88.4195 });
    });

    test('far from every locality gives ZERO_RESULTS; bad coordinates are a 400', async () => {
      expect((await get(ctx, '/api/geo/reverse?lat=28.6139&lng=77.209')).body).toEqual({
        status: 'ZERO_RESULTS',
        results: [],
      });
      expect((await get(ctx, '/api/geo/reverse?lat=100&lng=77')).status).toBe(400);
      expect((await get(ctx, '/api/geo/reverse?lat=19')).status).toBe(400);
    });
  });
});
