import type { UnknownAction } from '@reduxjs/toolkit';
import { pageReloaded } from '../../../src/client/app/pageReload';
import { rootReducer, type RootState } from '../../../src/client/app/rootReducer';
import { replayTrace, type TraceReducer } from '../../../src/client/devtools/replay';
import {
  parseTrace,
  serializeTrace,
  stateAfterStep,
  type Trace,
} from '../../../src/client/devtools/traceFormat';
import {
  changeRequested,
  locationPanelOpened,
  placeQueryChanged,
  pointLocated,
  predictionChosen,
  predictionsReceived,
  reverseGeocoded,
  serviceAreaChecked,
} from '../../../src/client/features/location/locationSlice';
import {
  andheriPlace as place,
  andheriPrediction as prediction,
  HUB,
  legacyClosedPanel,
} from '../support/fixtures';

// Problem reports stored before the location panel became one union hold its flat record of
// flags. Support replays and shows them with today's reducer and views, so a trace is read with
// each such record as the panel today's reducer makes from the same events.

const POINT = { lat: 19.11, lng: 72.87 };
const SERVED = { isServiceable: true, isInAnyHub: true, hubId: HUB };

/** The flat record as the app kept it then, closed and with nothing found. */
const flat = { ...legacyClosedPanel, showServiceCities: true, searchFocusRequests: 0 };
const onMap = {
  ...flat,
  status: 'map',
  searchBarAddress: prediction.description,
  lat: POINT.lat,
  lng: POINT.lng,
  isChangeMapPosition: true,
};

/** Each step, and the panel the app recorded after it. */
const journey: [UnknownAction, Record<string, unknown>][] = [
  [locationPanelOpened({ purpose: 'select' }), { ...flat, status: 'default' }],
  [
    placeQueryChanged({ query: 'andheri' }),
    { ...flat, status: 'default', query: 'andheri', predictions: { status: 'loading' } },
  ],
  [
    predictionsReceived({ query: 'andheri', status: 'OK', predictions: [prediction] }),
    {
      ...flat,
      status: 'default',
      query: 'andheri',
      predictions: { status: 'shown', items: [prediction] },
    },
  ],
  [
    predictionChosen({ prediction }),
    {
      ...flat,
      status: 'map',
      searchBarAddress: prediction.description,
      loadingPointLocation: true,
    },
  ],
  [pointLocated(POINT), { ...onMap, card: 'loading', loadingReverseGeoCode: true }],
  [
    serviceAreaChecked({ ...POINT, ...SERVED }),
    { ...onMap, card: 'serviceable', service: SERVED, loadingReverseGeoCode: true },
  ],
  [reverseGeocoded({ ...POINT, place }), { ...onMap, card: 'serviceable', service: SERVED, place }],
  [changeRequested(), { ...onMap, status: 'default', place, searchFocusRequests: 1 }],
];

const withPanel = (state: RootState, panel: unknown) =>
  ({ ...state, location: { ...state.location, panel } }) as unknown as RootState;

/** The session as the app recorded it then: every state holding the flat record. */
function recordedThen(): Trace {
  const start = rootReducer(undefined, { type: '@@INIT' });
  let state = start;
  const steps: Trace['steps'] = [];
  const computedStates: NonNullable<Trace['computedStates']> = [];
  for (const [action, panel] of journey) {
    state = rootReducer(state, action);
    steps.push({ action, timestamp: 1000 + steps.length });
    computedStates.push({ state: withPanel(state, panel) });
  }
  // A reload: the new page started with the panel closed, in the same flat record.
  const reloaded = withPanel(start, flat);
  steps.push({ action: pageReloaded({ state: reloaded }), timestamp: 2000 });
  computedStates.push({ state: reloaded });
  return {
    steps,
    initialState: withPanel(start, flat),
    computedStates,
    meta: { appVersion: '1.0.0', buildId: 'old', device: 'mobile' },
  };
}

const reducer = rootReducer as TraceReducer<unknown>;
const panelAfter = (trace: Trace, index: number) =>
  (stateAfterStep(trace, index) as RootState).location.panel;

describe('a session recorded with the flat location panel', () => {
  test('replays through today’s reducer without a divergence', () => {
    const trace = parseTrace(serializeTrace(recordedThen()));
    expect(replayTrace(trace, { reducer })).toMatchObject({ ok: true });
  });

  test('reads each view as today’s panel: the map with its point and checks, then the default view', () => {
    const trace = parseTrace(serializeTrace(recordedThen()));
    expect((trace.initialState as RootState).location.panel).toEqual({ status: 'closed' });
    expect(panelAfter(trace, 6)).toEqual({
      status: 'map',
      purpose: 'select',
      locating: null,
      searchBarAddress: prediction.description,
      findingPoint: false,
      point: {
        ...POINT,
        movedForUser: true,
        card: { status: 'serviceable', service: SERVED },
        place: { status: 'found', place },
      },
    });
    expect(panelAfter(trace, 7)).toEqual({
      status: 'default',
      purpose: 'select',
      query: '',
      predictions: { status: 'hidden' },
      locating: null,
      lastPosition: { ...POINT, movedForUser: true },
    });
    const reload = trace.steps[8]?.action.payload as { state: RootState };
    expect(reload.state.location.panel).toEqual({ status: 'closed' });
  });

  test('would diverge if it were read as recorded', () => {
    const recorded = recordedThen();
    expect(replayTrace(recorded, { reducer })).toMatchObject({ ok: false });
  });
});
