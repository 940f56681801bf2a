import { http } from 'msw';
import { contract } from '../../../../src/shared/contract';
import { MESSAGES } from '../../../../src/shared/domain';
import { GeolocationError } from '../../../../src/client/app/services';
import { selectLocationPanelView } from '../../../../src/client/features/location/locationPanelView';
import {
  currentLocationRequested,
  initialLocationState,
  locationPanelClosed,
  locationPanelOpened,
  pinMoved,
  placeQueryChanged,
  predictionChosen,
  predictionsReceived,
} from '../../../../src/client/features/location/locationSlice';
import { HUB, location } from '../../support/fixtures';
import {
  apiOrigin,
  failure,
  handle,
  requests,
  server,
  settle,
  withMockApi,
} from '../../support/msw';
import { testStore, withFakeClock } from '../../support/store';

withMockApi();
withFakeClock();

const POINT = { lat: 19.1136, lng: 72.8697 };
const prediction = { description: 'Andheri East, Mumbai', place_id: 'place-1' };
const geocodeAnswer = {
  status: 'OK' as const,
  results: [
    {
      formatted_address: 'Chakala, Andheri East, Mumbai 400069',
      place_id: 'place-1',
      geometry: { location: POINT },
      address_components: [
        { long_name: 'Andheri East', short_name: 'Andheri East', types: ['sublocality_level_1'] },
        { long_name: 'Mumbai', short_name: 'Mumbai', types: ['locality'] },
        { long_name: 'Maharashtra', short_name: 'MH', types: ['administrative_area_level_1'] },
        { long_name: '400069', short_name: '400069', types: ['postal_code'] },
      ],
    },
  ],
};
const serviceable = () =>
  handle(contract.geo.serviceArea, () => ({
    isSuccess: true,
    isServiceable: true,
    isInAnyHub: true,
    hubs: [{ hubId: HUB }],
  }));
const reverse = () => handle(contract.geo.reverse, () => geocodeAnswer);
const paths = () => requests.map((request) => request.path);
/** The panel as its views show it. */
const panelShown = (state: () => Parameters<typeof selectLocationPanelView>[0]) =>
  selectLocationPanelView(state());
const tick = async (ms: number) => {
  await jest.advanceTimersByTimeAsync(ms);
  await settle();
};

/** A store whose automatic detection already ran (so opening the panel locates nothing). */
const openPanel = (overrides = {}) => {
  const env = testStore({ location: { ...initialLocationState, autoDetectDone: true } }, overrides);
  env.store.dispatch(locationPanelOpened({ purpose: 'select' }));
  return env;
};

describe('place search', () => {
  test('predictions are asked 600 ms after the last keystroke, restricted by the server to India', async () => {
    server.use(
      handle(contract.geo.autocomplete, () => ({ status: 'OK', predictions: [prediction] })),
    );
    const { store, state } = openPanel();
    store.dispatch(placeQueryChanged({ query: 'andh' }));
    await tick(300);
    store.dispatch(placeQueryChanged({ query: 'andheri' }));
    await tick(600 - 1);
    expect(requests).toHaveLength(0);
    await tick(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ path: '/api/geo/autocomplete', search: '?input=andheri' });
    expect(panelShown(state)).toMatchObject({
      predictions: { status: 'shown', items: [prediction] },
    });
  });

  test('dropping below the minimum cancels the pending request', async () => {
    const { store } = openPanel();
    store.dispatch(placeQueryChanged({ query: 'andheri' }));
    store.dispatch(placeQueryChanged({ query: 'an' }));
    await tick(600 * 2);
    expect(requests).toHaveLength(0);
  });

  test('a failed request is logged and shows no results', async () => {
    server.use(http.get(`${apiOrigin()}/api/geo/autocomplete`, () => failure(400, 'bad')));
    const { store, state, services } = openPanel();
    store.dispatch(placeQueryChanged({ query: 'andheri' }));
    await tick(600);
    expect(panelShown(state)).toMatchObject({ predictions: { status: 'none' } });
    expect(services.errors).toContain('Place predictions failed');
  });
});

describe('map checks', () => {
  test('a chosen prediction is geocoded, then checked after 1000 ms and reverse geocoded after 200 ms', async () => {
    server.use(
      handle(contract.geo.autocomplete, () => ({ status: 'OK', predictions: [prediction] })),
      handle(contract.geo.geocode, () => geocodeAnswer),
      serviceable(),
      reverse(),
    );
    const { store, state } = openPanel();
    store.dispatch(placeQueryChanged({ query: 'andheri' }));
    await tick(600);
    store.dispatch(predictionChosen({ prediction }));
    await settle();
    expect(paths()).toEqual(['/api/geo/autocomplete', '/api/geo/geocode']);
    expect(panelShown(state)).toMatchObject({ point: POINT, card: { state: 'loading' } });
    await tick(200);
    expect(paths()).toContain('/api/geo/reverse');
    expect(paths()).not.toContain('/api/geo/service_area');
    await tick(1000 - 200);
    expect(paths()).toContain('/api/geo/service_area');
    expect(panelShown(state)).toMatchObject({
      card: { state: 'serviceable', placeLoading: false },
      service: { hubId: HUB, isServiceable: true },
    });
  });

  test('a failed geocode is only logged', async () => {
    server.use(handle(contract.geo.geocode, () => ({ status: 'ZERO_RESULTS', results: [] })));
    const { store, state, services } = openPanel();
    store.dispatch(placeQueryChanged({ query: 'andheri' }));
    store.dispatch(
      predictionsReceived({ query: 'andheri', status: 'OK', predictions: [prediction] }),
    );
    store.dispatch(predictionChosen({ prediction }));
    await settle();
    expect(panelShown(state)).toMatchObject({ status: 'map', card: { state: 'hidden' } });
    expect(services.errors).toContain('Geocoding the chosen place failed');
  });

  test('dragging the pin repeatedly checks only where it stopped', async () => {
    const bodies: unknown[] = [];
    server.use(
      handle(contract.geo.serviceArea, ({ body }) => {
        bodies.push(body);
        return { isSuccess: true, isServiceable: false, isInAnyHub: false, hubs: [] };
      }),
      reverse(),
    );
    const { store, state } = openPanel({ locate: () => Promise.resolve(POINT) });
    store.dispatch(currentLocationRequested({ automatic: false }));
    await settle();
    store.dispatch(pinMoved({ lat: 19.2, lng: 72.9 }));
    await tick(500);
    store.dispatch(pinMoved({ lat: 19.3, lng: 72.95 }));
    await tick(1000);
    expect(bodies).toEqual([{ lat: 19.3, lng: 72.95 }]);
    expect(panelShown(state)).toMatchObject({ card: { state: 'notServiceable' } });
  });
});

describe('current location', () => {
  test('a located position moves the map', async () => {
    server.use(serviceable(), reverse());
    const { store, state } = openPanel({ locate: () => Promise.resolve(POINT) });
    store.dispatch(currentLocationRequested({ automatic: false }));
    await settle();
    expect(panelShown(state)).toMatchObject({ status: 'map', point: POINT, locating: false });
  });

  test.each([
    ['denied', MESSAGES.locationPermissionDenied],
    ['unsupported', MESSAGES.geolocationUnsupported],
    ['unavailable', MESSAGES.locationFetchFailed],
  ] as const)('a %s failure of a tap warns with its message', async (reason, message) => {
    const { store, state } = openPanel({
      locate: () => Promise.reject(new GeolocationError(reason)),
    });
    store.dispatch(currentLocationRequested({ automatic: false }));
    await settle();
    expect(panelShown(state)).toMatchObject({ status: 'default', locating: false });
    expect(state().modals.warning).toEqual({ msg: message, rightBtnText: MESSAGES.okButton });
  });

  test('opening the panel detects the location automatically once a session, silently on failure', async () => {
    let asked = 0;
    const { store, state } = testStore(undefined, {
      locate: () => {
        asked += 1;
        return Promise.reject(new GeolocationError('denied'));
      },
    });
    store.dispatch(locationPanelOpened(undefined));
    await settle();
    expect(asked).toBe(1);
    expect(state().modals.warning).toBeNull();
    store.dispatch(locationPanelClosed());
    store.dispatch(locationPanelOpened(undefined));
    await settle();
    expect(asked).toBe(1);
  });

  test('no automatic detection when a location is already selected', async () => {
    let asked = 0;
    const { store } = testStore(
      { location: { ...initialLocationState, selected: location } },
      {
        locate: () => {
          asked += 1;
          return Promise.resolve(POINT);
        },
      },
    );
    store.dispatch(locationPanelOpened(undefined));
    await settle();
    expect(asked).toBe(0);
  });
});
