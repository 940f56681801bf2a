// The embedded maps service: answers from the gazetteer of serviceable localities and cities,
// with no key and no outside call. Place ids are 'locality:<slug>' and 'city:<slug>'.
import type { AddressComponent, GeocodeResult } from '../../../shared/contract';
import type { Static } from '@sinclair/typebox';
import type { AutocompleteAnswer, GeocodeAnswer, GeoProvider } from './types';

export interface GazetteerCity {
  slug: string;
  label: string;
  state: string;
  lat: number;
  lng: number;
}

export interface GazetteerLocality {
  slug: string;
  name: string;
  city: string;
  lat: number;
  lng: number;
  pincode: string;
  street: string;
  district: string;
}

export interface GazetteerData {
  cities: readonly GazetteerCity[];
  localities: readonly GazetteerLocality[];
}

const MAX_PREDICTIONS = 5;
/** A pin further than this from every locality has no address in the gazetteer. */
const REVERSE_RADIUS_KM = 8;
const STATE_CODES: Record<string, string> = { Maharashtra: 'MH', 'West Bengal': 'WB' };

type Component = Static<typeof AddressComponent>;
type Result = Static<typeof GeocodeResult>;

const component = (longName: string, types: string[], shortName = longName): Component => ({
  long_name: longName,
  short_name: shortName,
  types,
});

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && word !== 'india');

/** Every typed word starts a word of the place ('andh' finds Andheri, not Deshbandhu). */
const matchesAll = (wanted: readonly string[], haystack: readonly string[]) =>
  wanted.every((word) => haystack.some((candidate) => candidate.startsWith(word)));

export function gazetteerProvider(load: () => Promise<GazetteerData>): GeoProvider {
  const cityOf = (data: GazetteerData, slug: string) =>
    data.cities.find((city) => city.slug === slug);

  const stateComponents = (city: GazetteerCity) => [
    component(city.state, ['administrative_area_level_1', 'political'], STATE_CODES[city.state]),
    component('India', ['country', 'political'], 'IN'),
  ];

  function localityResult(
    data: GazetteerData,
    locality: GazetteerLocality,
    location = { lat: locality.lat, lng: locality.lng },
  ): Result | null {
    const city = cityOf(data, locality.city);
    if (!city) return null;
    return {
      formatted_address: `${locality.street}, ${locality.name}, ${city.label}, ${city.state} ${locality.pincode}, India`,
      place_id: `locality:${locality.slug}`,
      geometry: { location },
      address_components: [
        component(locality.street, ['route']),
        component(locality.name, ['sublocality_level_1', 'sublocality', 'political']),
        component(city.label, ['locality', 'political']),
        component(locality.district, ['administrative_area_level_2', 'political']),
        ...stateComponents(city),
        component(locality.pincode, ['postal_code']),
      ],
    };
  }

  const cityResult = (city: GazetteerCity): Result => ({
    formatted_address: `${city.label}, ${city.state}, India`,
    place_id: `city:${city.slug}`,
    geometry: { location: { lat: city.lat, lng: city.lng } },
    address_components: [
      component(city.label, ['locality', 'political']),
      ...stateComponents(city),
    ],
  });

  return {
    async autocomplete(input): Promise<AutocompleteAnswer> {
      const data = await load();
      const wanted = words(input);
      if (wanted.length === 0) return { status: 'ZERO_RESULTS', predictions: [] };
      const first = wanted.join(' ');
      const scored: { rank: number; description: string; place_id: string }[] = [];
      for (const locality of data.localities) {
        const city = cityOf(data, locality.city);
        if (!city) continue;
        const haystack = words(
          `${locality.name} ${locality.street} ${city.label} ${locality.district} ${locality.pincode}`,
        );
        if (!matchesAll(wanted, haystack)) continue;
        const name = locality.name.toLowerCase();
        scored.push({
          rank: name.startsWith(first) ? 0 : matchesAll(wanted, words(name)) ? 1 : 2,
          description: `${locality.name}, ${city.label}, ${city.state}, India`,
          place_id: `locality:${locality.slug}`,
        });
      }
      for (const city of data.cities) {
        if (!matchesAll(wanted, words(`${city.label} ${city.state}`))) continue;
        scored.push({
          rank: 0,
          description: `${city.label}, ${city.state}, India`,
          place_id: `city:${city.slug}`,
        });
      }
      scored.sort((a, b) => a.rank - b.rank || a.description.localeCompare(b.description));
      const predictions = scored
        .slice(0, MAX_PREDICTIONS)
        .map(({ description, place_id }) => ({ description, place_id }));
      return { status: predictions.length > 0 ? 'OK' : 'ZERO_RESULTS', predictions };
    },

    async geocode(placeId): Promise<GeocodeAnswer> {
      const data = await load();
      const [kind, slug] = placeId.split(':');
      const result =
        kind === 'locality'
          ? ((locality) => (locality ? localityResult(data, locality) : null))(
              data.localities.find((candidate) => candidate.slug === slug),
            )
          : kind === 'city'
            ? ((city) => (city ? cityResult(city) : null))(cityOf(data, slug ?? ''))
            : null;
      return result ? { status: 'OK', results: [result] } : { status: 'ZERO_RESULTS', results: [] };
    },

    async reverse(lat, lng): Promise<GeocodeAnswer> {
      const data = await load();
      let nearest: GazetteerLocality | undefined;
      let best = Infinity;
      for (const locality of data.localities) {
        const km = distanceKm(lat, lng, locality.lat, locality.lng);
        if (km < best) {
          best = km;
          nearest = locality;
        }
      }
      const result =
        nearest && best <= REVERSE_RADIUS_KM ? localityResult(data, nearest, { lat, lng }) : null;
      return result ? { status: 'OK', results: [result] } : { status: 'ZERO_RESULTS', results: [] };
    },
  };
}
