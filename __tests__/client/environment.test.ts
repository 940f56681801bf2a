import { apiBaseUrlForPage, environmentForHost } from '../../config/app.config';
import { resolveApiBaseUrl } from '../../src/client/app/environment';

describe('API base URL by hostname (SPEC section 7)', () => {
  test.each([
    ['https://utsav.in', 'production', 'https://utsav.in'],
    ['https://www.utsav.in', 'production', 'https://www.utsav.in'],
    ['https://beta.utsav.in', 'beta', 'https://beta-api.utsav.in'],
    ['http://localhost:3002', 'local', 'http://localhost:3002'],
    ['http://127.0.0.1:41234', 'local', 'http://127.0.0.1:41234'],
    ['http://192.168.1.20:3002', 'local', 'http://192.168.1.20:3002'],
    ['https://evil-utsav.in', 'local', 'https://evil-utsav.in'],
  ])('a page on %s is %s and calls the API at %s', (origin, environment, url) => {
    const { hostname } = new URL(origin);
    expect(environmentForHost(hostname)).toBe(environment);
    expect(apiBaseUrlForPage({ hostname, origin })).toBe(url);
  });

  test("a page calls the API on its own origin, whatever the web server's configured host", () => {
    expect(resolveApiBaseUrl(document)).toBe(window.location.origin);
  });
});
