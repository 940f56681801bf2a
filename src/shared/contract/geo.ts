// The /api/geo answers are shaped like Google's (status plus results) so the client can use
// either provider; they carry no isSuccess. Failures are still an ErrorEnvelope.
import { Type } from '@sinclair/typebox';
import { PLACE_SEARCH_MIN_LENGTH } from './constants';
import { defineCall } from './core';
import { LatLng } from './entities';
import { Success } from './envelope';
import { CitySlug, HubId, Latitude, Literals, Longitude, Strict, Text, Str } from './primitives';

export const GeoStatus = Literals(['OK', 'ZERO_RESULTS', 'INVALID_REQUEST']);
export { PLACE_SEARCH_MIN_LENGTH };

const PlaceId = Str({ minLength: 1, maxLength: 300, pattern: '^[A-Za-z0-9_:.-]+$' });

export const Prediction = Type.Object({ description: Text(300), place_id: PlaceId });
export const AddressComponent = Type.Object({
  long_name: Text(200),
  short_name: Text(200),
  /** e.g. street_number, route, sublocality_level_1, locality, administrative_area_level_1, postal_code, premise. */
  types: Type.Array(Text(60), { maxItems: 10 }),
});
export const GeocodeResult = Type.Object({
  formatted_address: Text(300),
  place_id: PlaceId,
  geometry: Type.Object({ location: LatLng }),
  address_components: Type.Array(AddressComponent, { maxItems: 30 }),
});
/** A ring of [lng, lat] points, as GeoJSON draws a polygon. */
const Ring = Type.Array(Type.Tuple([Longitude, Latitude]), { maxItems: 500 });

const GeocodeResponse = Type.Object({
  status: GeoStatus,
  results: Type.Array(GeocodeResult, { maxItems: 10 }),
});

export const geo = {
  serviceArea: defineCall({
    method: 'POST',
    path: '/api/geo/service_area',
    auth: 'none',
    summary: 'Whether a point is serviceable, and by which hubs (the map pin and confirm checks).',
    body: Strict({ lat: Latitude, lng: Longitude }),
    response: Success({
      isServiceable: Type.Boolean(),
      isInAnyHub: Type.Boolean(),
      hubs: Type.Array(Type.Object({ hubId: HubId }), { maxItems: 10 }),
    }),
    errors: [400],
  }),
  autocomplete: defineCall({
    method: 'GET',
    path: '/api/geo/autocomplete',
    auth: 'none',
    summary: 'Place predictions in India for a search text of at least 4 characters.',
    querystring: Strict({ input: Text(100, PLACE_SEARCH_MIN_LENGTH) }),
    response: Type.Object({
      status: GeoStatus,
      predictions: Type.Array(Prediction, { maxItems: 10 }),
    }),
    errors: [400],
  }),
  geocode: defineCall({
    method: 'GET',
    path: '/api/geo/geocode',
    auth: 'none',
    summary: 'A predicted place by place_id, with its coordinates and address components.',
    querystring: Strict({ place_id: PlaceId }),
    response: GeocodeResponse,
    errors: [400],
  }),
  reverse: defineCall({
    method: 'GET',
    path: '/api/geo/reverse',
    auth: 'none',
    summary: 'The address at a point (street, sublocality levels, locality, state, postal code).',
    querystring: Strict({ lat: Latitude, lng: Longitude }),
    response: GeocodeResponse,
    errors: [400],
  }),
  map: defineCall({
    method: 'GET',
    path: '/api/geo/map',
    auth: 'none',
    summary:
      'What the embedded map draws without a Maps key: cities, hub areas and gazetteer localities.',
    response: Success({
      cities: Type.Array(
        Type.Object({ slug: CitySlug, label: Text(60), lat: Latitude, lng: Longitude }),
        { maxItems: 50 },
      ),
      hubs: Type.Array(
        Type.Object({
          hubId: HubId,
          name: Text(120),
          city: CitySlug,
          /** A paused hub is drawn as known but not served. */
          active: Type.Boolean(),
          area: Type.Array(Ring, { maxItems: 10 }),
        }),
        { maxItems: 50 },
      ),
      localities: Type.Array(
        Type.Object({ name: Text(100), city: CitySlug, lat: Latitude, lng: Longitude }),
        { maxItems: 1000 },
      ),
    }),
    errors: [],
  }),
} as const;
