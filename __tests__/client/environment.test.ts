import { apiBaseUrlForHost, environmentForHost } from '../../config/app.config';
import { resolveApiBaseUrl } from '../../src/client/app/environment';

describe('API base URL by hostname (SPEC section 7)', () => {
  test.each([
    ['utsav.in', 'production', 'https://api.utsav.in'],
    ['www.utsav.in', 'production', 'https://api.utsav.in'],
    ['beta.utsav.in', 'beta', 'https://beta-api.utsav.in'],
    ['localhost', 'local', 'http://localhost:5002'],
    ['192.168.1.20', 'local', 'http://192.168.1.20:5002'],
    ['evil-utsav.in', 'local', 'http://evil-utsav.in:5002'],
  ])('%s is %s and uses %s', (host, environment, url) => {
    expect(environmentForHost(host)).toBe(environment);
    expect(apiBaseUrlForHost(host)).toBe(url);
  });

  afterEach(() => {
    document.head.innerHTML = '';
  });

  test('on a local host the origin named by the web server wins', () => {
    document.head.innerHTML = '<meta name="utsav-api-origin" content="http://127.0.0.1:41234">';
    expect(resolveApiBaseUrl(document)).toBe('http://127.0.0.1:41234');
  });

  test('without the meta tag a local host uses port 5002', () => {
    expect(resolveApiBaseUrl(document)).toBe('http://localhost:5002');
  });
});
