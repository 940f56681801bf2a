import type { UnknownAction } from '@reduxjs/toolkit';
import { selectLocationPanelView } from '../../../../src/client/features/location/locationPanelView';
import {
  changeRequested,
  cityChosen,
  currentLocationRequested,
  locationPanelClosed,
  locationPanelOpened,
  pinMoved,
  placeQueryChanged,
  pointLocated,
  predictionChosen,
  predictionsReceived,
  reverseGeocoded,
  serviceAreaCheckFailed,
  serviceAreaChecked,
} from '../../../../src/client/features/location/locationSlice';
import { productViewed } from '../../../../src/client/features/recentlyViewed/recentlyViewedSlice';
import {
  HUB,
  andheriPlace as place,
  andheriPrediction as prediction,
} from '../../support/fixtures';
import { machine } from '../../support/store';

const POINT = { lat: 19.11, lng: 72.87 };
const CITY = { lat: 18.52, lng: 73.86 };
const SERVED = { isServiceable: true, isInAnyHub: true, hubId: HUB };
const NOT_SERVED = { isServiceable: false, isInAnyHub: false, hubId: null };

const opened = locationPanelOpened({ purpose: 'select' });
const typed = placeQueryChanged({ query: 'andheri' });
const shown = predictionsReceived({ query: 'andheri', status: 'OK', predictions: [prediction] });
const chosen = predictionChosen({ prediction });
const onMap = [opened, typed, shown, chosen, pointLocated(POINT)];

const viewAfter = (...events: UnknownAction[]) => {
  const store = machine();
  store.dispatch(...events);
  return selectLocationPanelView(store.state());
};

describe('the location panel read as one machine', () => {
  test.each<[string, UnknownAction[], unknown]>([
    ['closed at first', [], { status: 'closed' }],
    [
      'opened: the default view with the cities, nothing typed',
      [opened],
      {
        status: 'default',
        purpose: 'select',
        query: '',
        predictions: { status: 'hidden' },
        locating: false,
      },
    ],
    [
      'typing: predictions loading',
      [opened, typed],
      { status: 'default', query: 'andheri', predictions: { status: 'loading' } },
    ],
    [
      'locating the customer, in the default view',
      [opened, currentLocationRequested({ automatic: false })],
      { status: 'default', locating: true },
    ],
    [
      "a prediction chosen: the map, loading while the place's point is found",
      [opened, typed, shown, chosen],
      { status: 'map', point: null, card: { state: 'loading' }, service: null },
    ],
    [
      'its point found: the map recentres there and the card waits for the check',
      onMap,
      { status: 'map', point: POINT, recentre: true, card: { state: 'loading' } },
    ],
    [
      'served, the address still coming',
      [...onMap, serviceAreaChecked({ ...POINT, ...SERVED })],
      {
        status: 'map',
        card: { state: 'serviceable', place: null, placeLoading: true },
        service: SERVED,
      },
    ],
    [
      'served, with the address',
      [...onMap, reverseGeocoded({ ...POINT, place }), serviceAreaChecked({ ...POINT, ...SERVED })],
      { status: 'map', card: { state: 'serviceable', place, placeLoading: false } },
    ],
    [
      'not served',
      [...onMap, serviceAreaChecked({ ...POINT, ...NOT_SERVED })],
      { status: 'map', card: { state: 'notServiceable' }, service: NOT_SERVED },
    ],
    [
      'the check failing: no card',
      [...onMap, serviceAreaCheckFailed(POINT)],
      { status: 'map', card: { state: 'hidden' }, service: null },
    ],
    [
      'the pin dragged: the map does not recentre',
      [...onMap, pinMoved(CITY)],
      { status: 'map', point: CITY, recentre: false, card: { state: 'loading' } },
    ],
    [
      "a city chosen while a prediction's point is still found: loading, whatever the check says",
      [opened, typed, shown, chosen, cityChosen(CITY), serviceAreaChecked({ ...CITY, ...SERVED })],
      { status: 'map', point: CITY, card: { state: 'loading' }, service: SERVED },
    ],
    [
      "'Change': back to the default view, nothing typed",
      [...onMap, changeRequested()],
      { status: 'default', query: '', predictions: { status: 'hidden' }, locating: false },
    ],
    [
      "a prediction chosen after 'Change': the map where it was left, loading",
      [...onMap, pinMoved(CITY), changeRequested(), typed, shown, chosen],
      { status: 'map', point: CITY, recentre: false, card: { state: 'loading' }, service: null },
    ],
    ['closed again', [...onMap, locationPanelClosed()], { status: 'closed' }],
  ])('%s', (_name, events, expected) => {
    const view = viewAfter(...events);
    if (Object.keys(expected as object).length === 1) expect(view).toEqual(expected);
    else expect(view).toMatchObject(expected as object);
  });

  test('the address form opens the same machine for its own purpose', () => {
    expect(viewAfter(locationPanelOpened({ purpose: 'address' }))).toMatchObject({
      status: 'default',
      purpose: 'address',
    });
  });

  test('the same view object while the panel does not change', () => {
    const store = machine();
    store.dispatch(...onMap);
    const before = selectLocationPanelView(store.state());
    store.dispatch(productViewed({ productId: 'p1' }));
    expect(selectLocationPanelView(store.state())).toBe(before);
  });
});
