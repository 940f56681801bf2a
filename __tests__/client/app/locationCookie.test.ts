import { locationSelected } from '../../../src/client/features/location/locationSlice';
import { appStarted } from '../../../src/client/features/session/sessionEvents';
import { COOKIE_KEYS } from '../../../src/client/app/persistence';
import {
  locationFromCookie,
  preloadedStateFromStorage,
} from '../../../src/client/app/storedValues';
import { documentCookies, memoryStorage } from '../../../src/client/app/services';
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
