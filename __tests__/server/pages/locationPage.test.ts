// The location chooser and the phone's menu as pages (issue 41): what a tap made before the app
// runs leads to, and what a phone without JavaScript can use. The location page's form is taken
// by the server, which keeps the city in the cookie the app keeps its location in.
import { parseCookie, parseSetCookie } from 'cookie';
import { JSDOM } from 'jsdom';
import { COOKIE_KEYS } from '../../../src/client/app/persistence';
import { locationFromCookie } from '../../../src/client/app/storedValues';
import { memoryStorage } from '../../../src/client/app/services';
import { LOCATION_COOKIE } from '../../../src/server/locationChoice';
import { startPages, type PagesContext } from '../support/pages';

let pages: PagesContext;
beforeAll(async () => {
  pages = await startPages();
}, 120_000);
afterAll(() => pages?.close());

async function open(url: string, cookie?: string) {
  const answer = await pages.get(url, cookie ? { cookie } : {});
  return { status: answer.status, document: new JSDOM(answer.html).window.document };
}

/** The location form posted as a browser posts it. */
function choose(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return pages.web.inject({
    method: 'POST',
    url: '/location',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const cookieOf = (setCookie: string | string[] | undefined) => {
  const line = [setCookie ?? []].flat().find((one) => one.startsWith(`${LOCATION_COOKIE}=`));
  return line === undefined ? undefined : parseSetCookie(line);
};

test('the server keeps the location in the cookie the app keeps it in', () => {
  expect(LOCATION_COOKIE).toBe(COOKIE_KEYS.location);
});

describe('/location', () => {
  test('is a page listing the served cities as a form the server takes, returning to `back`', async () => {
    const page = await open('/location?back=%2Fdecors%2Flist%3Fsort%3D1');
    expect(page.status).toBe(200);
    expect(page.document.querySelector('h1')?.textContent).toBe('Select service location');
    const form = page.document.querySelector<HTMLFormElement>('form[action="/location"]');
    expect(form?.method).toBe('post');
    expect(form?.querySelector<HTMLInputElement>('input[name="back"]')?.value).toBe(
      '/decors/list?sort=1',
    );
    const cities = [...(form?.querySelectorAll<HTMLButtonElement>('button[name="city"]') ?? [])];
    expect(cities.map((button) => [button.value, button.textContent])).toEqual([
      ['mumbai', 'Mumbai'],
      ['siliguri', 'Siliguri'],
      ['pune', 'Pune'],
    ]);
  });

  test.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'returns to the home page, never to %s',
    async (back) => {
      const page = await open(`/location?back=${encodeURIComponent(back)}`);
      expect(page.document.querySelector<HTMLInputElement>('input[name="back"]')?.value).toBe('/');
    },
  );

  test('the header links to it with the page to return to', async () => {
    const page = await open('/decors/list?sort=1');
    const chip = page.document.querySelector('a[aria-label="Select location for service"]');
    expect(chip?.getAttribute('href')).toBe('/location?back=%2Fdecors%2Flist%3Fsort%3D1');
  });
});

describe('POST /location', () => {
  test('keeps the chosen city in the location cookie and returns to `back`, priced there', async () => {
    const answer = await choose({ city: 'pune', back: '/decors/list' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/decors/list');
    const cookie = cookieOf(answer.headers['set-cookie']);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'lax', maxAge: 365 * 24 * 60 * 60 });
    // The app reads it back as it reads a location it chose itself.
    const stored = locationFromCookie(
      memoryStorage(
        parseCookie(`${LOCATION_COOKIE}=${encodeURIComponent(cookie?.value ?? '')}`) as Record<
          string,
          string
        >,
      ),
    );
    expect(stored).toMatchObject({
      hubId: 'PUNE-HUB',
      selected: {
        _id: null,
        address1: 'Pune',
        serviceAreaInfo: { hubId: 'PUNE-HUB', isServiceable: true },
        locationv2: { lat: 18.5204, lng: 73.8567, city: 'Pune', state: 'Maharashtra' },
      },
    });
    // The page it returns to shows the chosen place in its header.
    const back = await open(
      '/decors/list',
      `${LOCATION_COOKIE}=${encodeURIComponent(cookie?.value ?? '')}`,
    );
    expect(back.document.querySelector('a[aria-label^="Service location: Pune"]')).not.toBeNull();
  });

  test.each(['https://evil.example/', '//evil.example', '/%2F%2Fevil.example'])(
    'never sends the visitor off the site (back=%s)',
    async (back) => {
      const answer = await choose({ city: 'mumbai', back });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/');
    },
  );

  test('a city not on the list is a 400 that keeps nothing', async () => {
    for (const city of ['atlantis', '', '../pune', '__proto__']) {
      const answer = await choose({ city, back: '/' });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toBe('Choose one of the cities on the list');
      expect(cookieOf(answer.headers['set-cookie'])).toBeUndefined();
    }
  });

  test.each<Record<string, string>>([
    { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    { 'sec-fetch-site': 'same-site', origin: 'https://shop.evil.example' },
    { origin: 'https://evil.example', host: 'localhost' },
  ])("a form posted from another site's page keeps nothing (%o)", async (headers) => {
    const answer = await choose({ city: 'pune', back: '/' }, headers);
    expect(answer.statusCode).toBe(403);
    expect(cookieOf(answer.headers['set-cookie'])).toBeUndefined();
  });

  test("a form posted from this site's page is taken, whatever its referrer policy lets the browser name", async () => {
    const answer = await choose(
      { city: 'pune', back: '/' },
      { 'sec-fetch-site': 'same-origin', origin: 'null' },
    );
    expect(answer.statusCode).toBe(303);
    expect(cookieOf(answer.headers['set-cookie'])).toBeDefined();
  });
});

describe('/menu', () => {
  test("is a page of the menu's links, which the phone's menu button links to", async () => {
    const page = await open('/menu?back=%2Fkw%2Fdecoration-in-mumbai');
    expect(page.status).toBe(200);
    expect(page.document.querySelector('h1')?.textContent).toBe('Menu');
    const links = [...page.document.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual(expect.arrayContaining(['Help and FAQs', 'Back']));
    const phone = await pages.get('/kw/decoration-in-mumbai', {
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    });
    const menu = new JSDOM(phone.html).window.document.querySelector('a[aria-label="Menu"]');
    expect(menu?.getAttribute('href')).toBe('/menu?back=%2Fkw%2Fdecoration-in-mumbai');
  });
});
