import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { googleGeoProvider } from '../../../src/server/adapters/geo/google';
import { GeoProviderError } from '../../../src/server/adapters/geo/types';
import { startTestApp, type TestContext } from '../support/testApp';
import { SETUP_TIMEOUT } from './support';

/** A stand-in for Google's Places and Geocoding APIs on loopback, answering canned bodies. */
interface Canned {
  status: number;
  body: unknown;
}

describe('Google geo adapter', () => {
  let server: Server;
  let baseUrl: string;
  const requests: URL[] = [];
  let next: Canned = { status: 200, body: {} };

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      requests.push(new URL(request.url ?? '/', 'http://fake'));
      // Each answer closes its connection: a kept one could be closed by this server's idle
      // timeout just as a test seconds later (a loaded machine) sends on it, a failed fetch.
      response.writeHead(next.status, { 'content-type': 'application/json', connection: 'close' });
      response.end(JSON.stringify(next.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    requests.length = 0;
  });

  const provider = () => googleGeoProvider({ apiKey: 'test-key', baseUrl, timeoutMs: 2000 });

  test('autocomplete asks for India only with the key and passes predictions through', async () => {
    next = {
      status: 200,
      body: {
        status: 'OK',
        predictions: [
          { description: 'Andheri West, Mumbai, Maharashtra, India', place_id: 'ChIJ1', terms: [] },
        ],
      },
    };
    const answer = await provider().autocomplete('andheri w');
    expect(answer).toEqual({
      status: 'OK',
      predictions: [{ description: 'Andheri West, Mumbai, Maharashtra, India', place_id: 'ChIJ1' }],
    });
    const [request] = requests;
    expect(request?.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      input: 'andheri w',
      components: 'country:in',
      key: 'test-key',
    });
  });

  test('geocode by place id keeps location and address components', async () => {
    next = {
      status: 200,
      body: {
        status: 'OK',
        results: [
          {
            formatted_address: 'Powai, Mumbai, Maharashtra 400076, India',
            place_id: 'ChIJ2',
            geometry: { location: { lat: 19.1176, lng: 72.906 }, viewport: {} },
            address_components: [
              { long_name: '400076', short_name: '400076', types: ['postal_code'] },
            ],
          },
        ],
      },
    };
    const answer = await provider().geocode('ChIJ2');
    expect(requests[0]?.searchParams.get('place_id')).toBe('ChIJ2');
    expect(answer.results[0]).toEqual({
      formatted_address: 'Powai, Mumbai, Maharashtra 400076, India',
      place_id: 'ChIJ2',
      geometry: { location: { lat: 19.1176, lng: 72.906 } },
      address_components: [{ long_name: '400076', short_name: '400076', types: ['postal_code'] }],
    });
  });

  test('reverse geocode sends latlng; NOT_FOUND reads as ZERO_RESULTS', async () => {
    next = { status: 200, body: { status: 'NOT_FOUND', results: [] } };
    const answer = await provider().reverse(18.5074, 73.8077);
    expect(requests[0]?.searchParams.get('latlng')).toBe('18.5074,73.8077');
    expect(answer).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  test('a refused key or an HTTP failure is a provider error', async () => {
    next = { status: 200, body: { status: 'REQUEST_DENIED', error_message: 'bad key' } };
    await expect(provider().autocomplete('pune')).rejects.toBeInstanceOf(GeoProviderError);
    next = { status: 500, body: {} };
    await expect(provider().geocode('x')).rejects.toThrow('The maps service answered 500');
  });

  test('an unreachable service is a provider error', async () => {
    const closed = googleGeoProvider({ apiKey: 'k', baseUrl: 'http://127.0.0.1:1/maps/api' });
    await expect(closed.reverse(1, 1)).rejects.toBeInstanceOf(GeoProviderError);
  });

  describe('GET /api/geo/* with GOOGLE_MAPS_API_KEY set', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await startTestApp('pglite', {
        GOOGLE_MAPS_API_KEY: 'route-key',
        GOOGLE_MAPS_API_BASE: baseUrl,
      });
    }, SETUP_TIMEOUT);
    afterAll(() => ctx.close());

    test('the API answers from Google instead of the gazetteer', async () => {
      next = { status: 200, body: { status: 'ZERO_RESULTS', predictions: [] } };
      const res = await ctx.app.inject({ method: 'GET', url: '/api/geo/autocomplete?input=zzzz' });
      expect(res.json()).toEqual({ status: 'ZERO_RESULTS', predictions: [] });
      expect(requests[0]?.searchParams.get('key')).toBe('route-key');
    });

    test('a provider failure is a 502 envelope', async () => {
      next = { status: 200, body: { status: 'OVER_QUERY_LIMIT' } };
      const res = await ctx.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=19&lng=72.8' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        isSuccess: false,
        isError: true,
        message: 'The maps service refused the request (OVER_QUERY_LIMIT)',
      });
    });
  });
});
