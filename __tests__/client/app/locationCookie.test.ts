import { locationSelected } from '../../../src/client/features/location/locationSlice';
import { appStarted } from '../../../src/client/features/session/sessionEvents';
import { COOKIE_KEYS } from '../../../src/client/app/persistence';
import {
  locationFromCookie,
  preloadedStateFromStorage,
} from '../../../src/client/app/storedValues';
import {
  documentCookies,
  memoryStorage,
  readDocumentCookies,
} from '../../../src/client/app/services';
import { parseCookie, stringifySetCookie } from 'cookie';
import { contract } from '../../../src/shared/contract';
import { HUB, location, sessionData } from '../support/fixtures';
import { backgroundHandlers, handle, server, settle, withMockApi } from '../support/msw';
import { testStore } from '../support/store';

withMockApi();

describe('the location cookie the server renders prices with', () => {
  test('choosing a location writes the hub and the place to the cookie', () => {
    server.use(...backgroundHandlers());
    const { store, services } = testStore();
    expect(services.cookies.getItem(COOKIE_KEYS.location)).toBeNull();

    store.dispatch(locationSelected({ location }));

    expect(JSON.parse(services.cookies.getItem('utsav_location') ?? 'null')).toEqual({
      hubId: HUB,
      selected: location,
    });
    expect(locationFromCookie(services.cookies)).toEqual({ hubId: HUB, selected: location });
  });

  test('a location kept before the cookie existed is written when the app starts', async () => {
    server.use(
      handle(contract.session.ipInfo, () => ({
        isSuccess: true,
        ip: '203.0.113.9',
        location: null,
      })),
      handle(contract.session.start, () => ({ isSuccess: true, data: sessionData() })),
      ...backgroundHandlers(),
    );
    const local = memoryStorage({
      lastSelectedLocation: JSON.stringify(location),
      U_LOCATION: JSON.stringify({ hubId: HUB }),
    });
    const { store, services } = testStore(preloadedStateFromStorage(local, memoryStorage()));

    store.dispatch(appStarted({ path: '/', search: '' }));

    expect(locationFromCookie(services.cookies)).toEqual({ hubId: HUB, selected: location });
    await settle();
  });

  test('a tampered cookie is ignored, not trusted', () => {
    const cookies = memoryStorage({
      utsav_location: JSON.stringify({ hubId: '<script>', selected: { address1: 1 } }),
    });
    expect(locationFromCookie(cookies)).toBeNull();
    expect(locationFromCookie(memoryStorage({ utsav_location: '{not json' }))).toBeNull();
  });

  test("the page's cookies: written site-wide for a year, read back, removed", () => {
    const cookies = documentCookies(document, false);
    cookies.setItem('utsav_location', '{"hubId":"A B;C"}');
    expect(document.cookie).toContain('utsav_location=');
    expect(cookies.getItem('utsav_location')).toBe('{"hubId":"A B;C"}');
    cookies.removeItem('utsav_location');
    expect(cookies.getItem('utsav_location')).toBeNull();
  });
});

describe('cookies written in the browser, read as the server reads them', () => {
  const awkward = JSON.stringify({ place: 'Kothrud; Pune = "home"', note: 'ā%€,x' });

  test('a value the page writes reads back the same on the server and in the page', () => {
    const cookies = documentCookies(document, false);
    cookies.setItem('utsav_check', awkward);
    // The server parses the request's Cookie header with the `cookie` package.
    expect(parseCookie(document.cookie).utsav_check).toBe(awkward);
    expect(cookies.getItem('utsav_check')).toBe(awkward);
    cookies.removeItem('utsav_check');
    expect(cookies.getItem('utsav_check')).toBeNull();
  });

  test('the page reads what the `cookie` package writes, quoted or not', () => {
    const line = [
      stringifySetCookie({ name: 'a', value: awkward }).split(';')[0],
      'b="quoted value"',
      'a=second',
      'broken',
    ].join('; ');
    expect(readDocumentCookies(line)).toEqual({ a: awkward, b: '"quoted value"' });
    expect(readDocumentCookies(line)).toEqual(
      Object.fromEntries(Object.entries(parseCookie(line)).filter(([, value]) => value)),
    );
  });
});
