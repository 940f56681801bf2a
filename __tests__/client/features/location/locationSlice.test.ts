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
  test('opening shows the default view with the cities; closing resets it', () => {
    expect(searchState()).toMatchObject({ status: 'default', showServiceCities: true });
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
    expect(state).toMatchObject({ card: 'hidden', locating: null, loadingPointLocation: false });
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

  test('choosing a prediction moves to the map, loading the point, query cleared', () => {
    const state = after(typed, shown, predictionChosen({ prediction }));
    expect(state.panel).toMatchObject({
      status: 'map',
      loadingPointLocation: true,
      query: '',
      predictions: { status: 'hidden' },
      searchBarAddress: prediction.description,
    });
  });

  test('the geocoded point sets lat and lng, flags the map moved and starts both checks', () => {
    expect(searchState(...onMap)).toMatchObject({
      lat: POINT.lat,
      lng: POINT.lng,
      isChangeMapPosition: true,
      loadingPointLocation: false,
      card: 'loading',
      loadingReverseGeoCode: true,
      status: 'map',
    });
  });

  test('a failed geocode only stops loading', () => {
    expect(
      after(typed, shown, predictionChosen({ prediction }), pointLocationFailed()).panel,
    ).toMatchObject({
      status: 'map',
      loadingPointLocation: false,
      lat: null,
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
    expect(searchState(...onMap, checked)).toMatchObject({ card });
  });

  test('a check for a point the pin has left is ignored', () => {
    const moved = pinMoved({ lat: 18.52, lng: 73.85 });
    const old = serviceAreaChecked({ ...POINT, isServiceable: true, isInAnyHub: true, hubId: HUB });
    expect(searchState(...onMap, moved, old)).toMatchObject({ card: 'loading', lat: 18.52 });
  });

  test('moving the pin sets loading and clears the moved-for-you flag', () => {
    const state = after(...onMap, pinMoved({ lat: 18.52, lng: 73.85 }));
    expect(state.panel).toMatchObject({ card: 'loading', isChangeMapPosition: false, lat: 18.52 });
  });

  test('a failed check hides the card; a failed reverse geocode stops its loading', () => {
    expect(after(...onMap, serviceAreaCheckFailed(POINT)).panel.card).toBe('hidden');
    expect(after(...onMap, reverseGeocodeFailed(POINT)).panel.loadingReverseGeoCode).toBe(false);
  });

  test('a city or a located position moves to the map', () => {
    expect(after(cityChosen(POINT)).panel).toMatchObject({
      status: 'map',
      card: 'loading',
      isChangeMapPosition: true,
    });
    const located = after(
      currentLocationRequested({ automatic: false }),
      currentLocationFound(POINT),
    );
    expect(located.panel).toMatchObject({ status: 'map', locating: null, lat: POINT.lat });
    expect(
      after(currentLocationRequested({ automatic: false }), currentLocationFailed()).panel,
    ).toMatchObject({
      status: 'default',
      locating: null,
    });
  });

  test('automatic detection is recorded once a session', () => {
    expect(after(currentLocationRequested({ automatic: true })).autoDetectDone).toBe(true);
    expect(after(currentLocationRequested({ automatic: false })).autoDetectDone).toBe(false);
  });

  test("'Change' resets to the default UI and asks for the search focus", () => {
    const checked = serviceAreaChecked({
      ...POINT,
      isServiceable: false,
      isInAnyHub: false,
      hubId: null,
    });
    const state = after(...onMap, checked, changeRequested());
    expect(state.panel).toMatchObject({
      status: 'default',
      query: '',
      card: 'hidden',
      showServiceCities: true,
      loadingPointLocation: false,
      loadingReverseGeoCode: false,
      searchFocusRequests: 1,
    });
  });

  test('clear resets the search and shows the cities again', () => {
    expect(after(typed, shown, clearPressed()).panel).toMatchObject({
      query: '',
      predictions: { status: 'hidden' },
      showServiceCities: true,
    });
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
