// Problem reports stored before the location panel became one union hold its old flat record of
// flags: support replays and shows them as today's panel.
import { parseTrace } from '../../../../src/client/devtools/traceFormat';
import { upgradeLegacyPanel } from '../../../../src/client/features/location/legacyPanel';
import { legacyClosedPanel } from '../../support/fixtures';

const SERVICE = { hubId: 'PUNE-HUB', isServiceable: true, isInAnyHub: true };
const PLACE = { addressLine1: 'Baner, Pune', city: 'Pune', state: 'Maharashtra' };

/** The flat record as the old reducer kept it, with these fields changed. */
function flat(changes: Record<string, unknown>) {
  return {
    ...legacyClosedPanel,
    predictions: { status: 'none' },
    ...changes,
  } as Parameters<typeof upgradeLegacyPanel>[0];
}

test('a closed panel is closed, whatever flags it kept', () => {
  expect(upgradeLegacyPanel(flat({ query: 'Ban', lat: 18.5, lng: 73.8 }))).toEqual({
    status: 'closed',
  });
});

test('the search view keeps its query, predictions, locating and last position', () => {
  expect(
    upgradeLegacyPanel(
      flat({
        status: 'default',
        purpose: 'address',
        query: 'Baner',
        locating: 'manual',
        lat: 18.5,
        lng: 73.8,
      }),
    ),
  ).toEqual({
    status: 'default',
    purpose: 'address',
    query: 'Baner',
    predictions: { status: 'none' },
    locating: 'manual',
    lastPosition: { lat: 18.5, lng: 73.8, movedForUser: false },
  });
});

test("the map's point carries its service card and place, or says they are loading", () => {
  const served = upgradeLegacyPanel(
    flat({
      status: 'map',
      lat: 18.56,
      lng: 73.78,
      isChangeMapPosition: true,
      card: 'serviceable',
      service: SERVICE,
      place: PLACE,
      searchBarAddress: 'Baner, Pune',
    }),
  );
  expect(served).toEqual({
    status: 'map',
    purpose: 'select',
    locating: null,
    searchBarAddress: 'Baner, Pune',
    findingPoint: false,
    point: {
      lat: 18.56,
      lng: 73.78,
      movedForUser: true,
      card: { status: 'serviceable', service: SERVICE },
      place: { status: 'found', place: PLACE },
    },
  });
  const loading = upgradeLegacyPanel(
    flat({ status: 'map', lat: 18.56, lng: 73.78, card: 'loading', loadingReverseGeoCode: true }),
  );
  expect(loading).toMatchObject({
    point: { card: { status: 'loading' }, place: { status: 'loading' } },
  });
  expect(upgradeLegacyPanel(flat({ status: 'map', loadingPointLocation: true }))).toMatchObject({
    findingPoint: true,
    point: null,
  });
});

test('a trace read from a stored report holds today’s panel in its states and reload steps', () => {
  const old = flat({ status: 'default', query: 'Ban' });
  const trace = parseTrace({
    payload: [
      { type: 'location/placeQueryChanged', payload: { query: 'Bane' } },
      { type: '@@utsav/recorder/reloaded', payload: { state: { location: { panel: old } } } },
    ],
    preloadedState: { location: { panel: old } },
  });
  const expected = upgradeLegacyPanel(old);
  expect(trace.initialState).toEqual({ location: { panel: expected } });
  expect(trace.steps[1]?.action).toMatchObject({
    payload: { state: { location: { panel: expected } } },
  });
});
