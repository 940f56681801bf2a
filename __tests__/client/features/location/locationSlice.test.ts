import type { UnknownAction } from '@reduxjs/toolkit';
import { userSignedIn } from '../../../../src/client/features/auth/authEvents';
import {
  addressLocationConfirmed,
  backPressed,
  changeRequested,
  cityChosen,
  clearPressed,
  currentLocationFailed,
  currentLocationFound,
  currentLocationRequested,
  initialLocationState,
  locationPanelClosed,
  locationPanelOpened,
  locationSelected,
  pinMoved,
  placeQueryChanged,
  pointLocated,
  pointLocationFailed,
  predictionChosen,
  predictionsFailed,
  predictionsReceived,
  reverseGeocoded,
  reverseGeocodeFailed,
  selectAddressHeadline,
  selectLocationPanel,
  selectPickedLocation,
  selectPlaceSearchHint,
  selectShowClearButton,
  serviceAreaCheckFailed,
  serviceAreaChecked,
  type LocationState,
} from '../../../../src/client/features/location/locationSlice';
import { sessionStarted } from '../../../../src/client/features/session/sessionEvents';
import {
  andheriPlace as place,
  andheriPrediction as prediction,
  HUB,
  location,
  sessionData,
  signedInData,
} from '../../support/fixtures';
import { machine } from '../../support/store';

const POINT = { lat: 19.1136, lng: 72.8697 };

/** Runs events from a fresh open panel and answers the location state. */
function after(...events: UnknownAction[]): LocationState {
  const panel = machine();
  panel.dispatch(locationPanelOpened({ purpose: 'select' }), ...events);
  return panel.state().location;
}
const searchState = (...events: UnknownAction[]) => {
  const panel = machine();
  panel.dispatch(locationPanelOpened({ purpose: 'select' }), ...events);
  return selectLocationPanel(panel.state());
};

const typed = placeQueryChanged({ query: 'andheri' });
const shown = predictionsReceived({ query: 'andheri', status: 'OK', predictions: [prediction] });
const onMap = [typed, shown, predictionChosen({ prediction }), pointLocated(POINT)];

describe('location panel machine', () => {
  test('opening shows the default view, nothing typed or located; closing resets it', () => {
    expect(searchState()).toEqual({
      status: 'default',
      purpose: 'select',
      query: '',
      predictions: { status: 'hidden' },
      locating: null,
      lastPosition: null,
    });
    const closed = machine();
    closed.dispatch(locationPanelOpened(undefined), typed, locationPanelClosed());
    expect(closed.state().location).toEqual(initialLocationState);
  });

  test('typing at the minimum opens the predictions panel loading; below it they close', () => {
    expect(searchState(typed)).toMatchObject({ predictions: { status: 'loading' } });
    expect(searchState(typed, placeQueryChanged({ query: 'and' }))).toMatchObject({
      predictions: { status: 'hidden' },
    });
  });

  test('below the minimum the hint counts the missing characters', () => {
    const panel = machine();
    panel.dispatch(locationPanelOpened(undefined), placeQueryChanged({ query: 'an' }));
    expect(selectPlaceSearchHint(panel.state())).toBe('Type 2 more words');
  });

  test('typing resets service-available, no-service and loading flags', () => {
    const state = searchState(
      locationPanelClosed(),
      locationPanelOpened(undefined),
      currentLocationRequested({ automatic: false }),
      typed,
    );
    expect(state).toMatchObject({ status: 'default', locating: null });
  });

  test.each([
    ['OK with results shows them', shown, { status: 'shown', items: [prediction] }],
    [
      'a non-OK status is no_predictions',
      predictionsReceived({ query: 'andheri', status: 'ZERO_RESULTS', predictions: [] }),
      { status: 'none' },
    ],
    [
      'a failed request is no_predictions',
      predictionsFailed({ query: 'andheri' }),
      { status: 'none' },
    ],
  ] as const)('predictions: %s', (_name, event, predictions) => {
    expect(searchState(typed, event)).toMatchObject({ predictions });
  });

  test('an answer for an older query is ignored', () => {
    const stale = predictionsReceived({ query: 'andh', status: 'OK', predictions: [prediction] });
    expect(searchState(typed, stale)).toMatchObject({ predictions: { status: 'loading' } });
  });

  test('the clear button shows only above the minimum and while nothing loads', () => {
    const panel = machine();
    panel.dispatch(locationPanelOpened(undefined), typed);
    expect(selectShowClearButton(panel.state())).toBe(false);
    panel.dispatch(shown);
    expect(selectShowClearButton(panel.state())).toBe(true);
    panel.dispatch(placeQueryChanged({ query: 'andh' }));
    expect(selectShowClearButton(panel.state())).toBe(false);
  });

  test('choosing a prediction moves to the map, finding its point; the query is left behind', () => {
    const state = after(typed, shown, predictionChosen({ prediction }));
    expect(state.panel).toEqual({
      status: 'map',
      purpose: 'select',
      locating: null,
      searchBarAddress: prediction.description,
      findingPoint: true,
      point: null,
    });
  });

  test('the geocoded point moves the map there for the user and starts both checks', () => {
    expect(searchState(...onMap)).toEqual({
      status: 'map',
      purpose: 'select',
      locating: null,
      searchBarAddress: prediction.description,
      findingPoint: false,
      point: {
        ...POINT,
        movedForUser: true,
        card: { status: 'loading' },
        place: { status: 'loading' },
      },
    });
  });

  test('a failed geocode only stops finding the point', () => {
    expect(
      after(typed, shown, predictionChosen({ prediction }), pointLocationFailed()).panel,
    ).toMatchObject({ status: 'map', findingPoint: false, point: null });
  });

  test("a prediction chosen after 'Change' shows the map where it was left, with no card", () => {
    const moved = pinMoved({ lat: 18.52, lng: 73.85 });
    const state = after(
      ...onMap,
      moved,
      changeRequested(),
      typed,
      shown,
      predictionChosen({ prediction }),
    );
    expect(state.panel).toMatchObject({
      status: 'map',
      findingPoint: true,
      point: {
        lat: 18.52,
        lng: 73.85,
        movedForUser: false,
        card: { status: 'hidden' },
        place: { status: 'found', place: null },
      },
    });
  });

  test.each([
    ['serviceable', true, 'serviceable'],
    ['not serviceable', false, 'notServiceable'],
  ])('the pin check answers %s', (_name, isServiceable, card) => {
    const checked = serviceAreaChecked({
      ...POINT,
      isServiceable,
      isInAnyHub: isServiceable,
      hubId: isServiceable ? HUB : null,
    });
    expect(searchState(...onMap, checked)).toMatchObject({
      point: {
        card: {
          status: card,
          service: { isServiceable, isInAnyHub: isServiceable, hubId: isServiceable ? HUB : null },
        },
      },
    });
  });

  test('a check for a point the pin has left is ignored', () => {
    const moved = pinMoved({ lat: 18.52, lng: 73.85 });
    const old = serviceAreaChecked({ ...POINT, isServiceable: true, isInAnyHub: true, hubId: HUB });
    expect(searchState(...onMap, moved, old)).toMatchObject({
      point: { lat: 18.52, card: { status: 'loading' } },
    });
  });

  test('moving the pin starts both checks there, not moved for the user, and drops the search text', () => {
    const state = after(...onMap, pinMoved({ lat: 18.52, lng: 73.85 }));
    expect(state.panel).toMatchObject({
      searchBarAddress: null,
      point: {
        lat: 18.52,
        lng: 73.85,
        movedForUser: false,
        card: { status: 'loading' },
        place: { status: 'loading' },
      },
    });
  });

  test('the reverse geocode answers the address; a failed one answers none', () => {
    expect(after(...onMap, reverseGeocoded({ ...POINT, place })).panel).toMatchObject({
      point: { place: { status: 'found', place } },
    });
    expect(after(...onMap, reverseGeocodeFailed(POINT)).panel).toMatchObject({
      point: { place: { status: 'found', place: null } },
    });
  });

  test('a failed check hides the card', () => {
    expect(after(...onMap, serviceAreaCheckFailed(POINT)).panel).toMatchObject({
      point: { card: { status: 'hidden' } },
    });
  });

  test('a city or a located position moves to the map', () => {
    expect(after(cityChosen(POINT)).panel).toMatchObject({
      status: 'map',
      searchBarAddress: null,
      point: { ...POINT, movedForUser: true, card: { status: 'loading' } },
    });
    const located = after(
      currentLocationRequested({ automatic: false }),
      currentLocationFound(POINT),
    );
    expect(located.panel).toMatchObject({ status: 'map', locating: null, point: POINT });
    expect(
      after(currentLocationRequested({ automatic: false }), currentLocationFailed()).panel,
    ).toMatchObject({
      status: 'default',
      locating: null,
    });
  });

  test('locating carries over to the map a prediction opens, and its answer moves the map there', () => {
    const locating = [typed, shown, currentLocationRequested({ automatic: false })];
    const chosen = after(...locating, predictionChosen({ prediction }));
    expect(chosen.panel).toMatchObject({ status: 'map', locating: 'manual', findingPoint: true });
    const found = after(...locating, predictionChosen({ prediction }), currentLocationFound(POINT));
    expect(found.panel).toMatchObject({
      status: 'map',
      locating: null,
      searchBarAddress: null,
      findingPoint: true,
      point: { ...POINT, movedForUser: true, card: { status: 'loading' } },
    });
    expect(after(...locating, currentLocationFailed()).panel).toMatchObject({ locating: null });
  });

  test('back from the address picker’s map keeps its purpose and where the map was', () => {
    const panel = machine();
    panel.dispatch(locationPanelOpened({ purpose: 'address' }), cityChosen(POINT), backPressed());
    expect(panel.state().location.panel).toEqual({
      status: 'default',
      purpose: 'address',
      query: '',
      predictions: { status: 'hidden' },
      locating: null,
      lastPosition: { ...POINT, movedForUser: true },
    });
  });

  test('automatic detection is recorded once a session', () => {
    expect(after(currentLocationRequested({ automatic: true })).autoDetectDone).toBe(true);
    expect(after(currentLocationRequested({ automatic: false })).autoDetectDone).toBe(false);
  });

  test("'Change' resets to the default UI, keeping only where the map was", () => {
    const checked = serviceAreaChecked({
      ...POINT,
      isServiceable: false,
      isInAnyHub: false,
      hubId: null,
    });
    const state = after(...onMap, checked, changeRequested());
    expect(state.panel).toEqual({
      status: 'default',
      purpose: 'select',
      query: '',
      predictions: { status: 'hidden' },
      locating: null,
      lastPosition: { ...POINT, movedForUser: true },
    });
  });

  test('clear resets the search and any locating', () => {
    expect(
      after(typed, shown, currentLocationRequested({ automatic: false }), clearPressed()).panel,
    ).toMatchObject({ query: '', predictions: { status: 'hidden' }, locating: null });
  });

  test('back from the map returns to the default view; back from the default view closes', () => {
    const panel = machine();
    panel.dispatch(locationPanelOpened(undefined), cityChosen(POINT), backPressed());
    expect(panel.state().location.panel.status).toBe('default');
    panel.dispatch(backPressed());
    expect(panel.state().location.panel.status).toBe('closed');
  });

  test('a serviceable selection is kept with its hub and closes the panel', () => {
    const state = after(locationSelected({ location }));
    expect(state).toMatchObject({ selected: location, hubId: HUB, panel: { status: 'closed' } });
  });

  test('an address-picker confirmation closes the panel without selecting', () => {
    const panel = machine();
    panel.dispatch(
      locationPanelOpened({ purpose: 'address' }),
      cityChosen(POINT),
      addressLocationConfirmed({ location }),
    );
    expect(panel.state().location).toMatchObject({ selected: null, panel: { status: 'closed' } });
  });

  test('sign-in and start-up bring the selected location and hub', () => {
    const signed = machine();
    signed.dispatch(userSignedIn({ data: signedInData(), via: 'otp' }));
    expect(signed.state().location).toMatchObject({ selected: location, hubId: HUB });
    const started = machine();
    started.dispatch(sessionStarted(sessionData({ selectedLocation: location })));
    expect(started.state().location.hubId).toBe(HUB);
  });

  const closedPanel = 'closed' as const;
  const openPanel = 'open' as const;
  test.each([
    ['typing while closed', closedPanel, [], typed],
    ['typing on the map', openPanel, onMap, placeQueryChanged({ query: 'bandra' })],
    [
      'a prediction without predictions shown',
      openPanel,
      [typed],
      predictionChosen({ prediction }),
    ],
    ['a located point nobody asked for', closedPanel, [], pointLocated(POINT)],
    ['a pin move on the default view', openPanel, [], pinMoved(POINT)],
    ['a found position without locating', closedPanel, [], currentLocationFound(POINT)],
    [
      'locating twice',
      openPanel,
      [currentLocationRequested({ automatic: false })],
      currentLocationRequested({ automatic: true }),
    ],
    [
      'a check nobody waits for',
      closedPanel,
      [],
      serviceAreaChecked({ ...POINT, isServiceable: true, isInAnyHub: true, hubId: HUB }),
    ],
    ['a reverse geocode nobody waits for', closedPanel, [], reverseGeocoded({ ...POINT, place })],
    ["'Change' on the default view", openPanel, [], changeRequested()],
    ['clear on the map', openPanel, onMap, clearPressed()],
    ['opening an open panel', openPanel, [], locationPanelOpened({ purpose: 'address' })],
    [
      'a non-serviceable selection',
      openPanel,
      [],
      locationSelected({
        location: {
          ...location,
          serviceAreaInfo: { hubId: null, isServiceable: false, isInAnyHub: false },
        },
      }),
    ],
    [
      'an address confirmation in select mode',
      openPanel,
      onMap,
      addressLocationConfirmed({ location }),
    ],
  ] as const)('refused: %s', (_name, panelState, setup, event) => {
    const panel = machine();
    if (panelState === openPanel) panel.dispatch(locationPanelOpened({ purpose: 'select' }));
    panel.dispatch(...setup);
    const before = panel.state().location;
    panel.dispatch(event);
    expect(panel.state().location).toEqual(before);
  });
});

describe('headline and picked location', () => {
  test('the headline falls back from the search text to premise, street, sublocality, city, pincode', () => {
    const panel = machine();
    panel.dispatch(locationPanelOpened(undefined), ...onMap, reverseGeocoded({ ...POINT, place }));
    expect(selectAddressHeadline(panel.state())).toBe('Andheri East');
    panel.dispatch(pinMoved(POINT), reverseGeocoded({ ...POINT, place }));
    expect(selectAddressHeadline(panel.state())).toBe('Sahar Road');
    panel.dispatch(
      pinMoved(POINT),
      reverseGeocoded({ ...POINT, place: { ...place, streetName: null, sublocality1: null } }),
    );
    expect(selectAddressHeadline(panel.state())).toBe('Mumbai');
  });

  test('the picked location carries the point, the address and the service check', () => {
    const panel = machine();
    panel.dispatch(
      locationPanelOpened(undefined),
      cityChosen(POINT),
      reverseGeocoded({ ...POINT, place }),
      serviceAreaChecked({ ...POINT, isServiceable: true, isInAnyHub: true, hubId: HUB }),
    );
    expect(selectPickedLocation(panel.state())).toEqual({
      _id: null,
      address1: 'Sahar Road',
      serviceAreaInfo: { hubId: HUB, isServiceable: true, isInAnyHub: true },
      locationv2: {
        ...POINT,
        addressLine1: place.formattedAddress,
        addressLine2: 'Andheri East',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400069',
      },
    });
  });
});
