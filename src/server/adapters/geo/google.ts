// Google Places Autocomplete and the Geocoding API behind the same interface as the gazetteer.
// Answers pass through in Google's own shape, trimmed to the fields the contract lists.
import {
  GeoProviderError,
  type AutocompleteAnswer,
  type GeocodeAnswer,
  type GeoProvider,
} from './types';
import type { GeoStatusValue } from './types';

export const GOOGLE_MAPS_API_BASE = 'https://maps.googleapis.com/maps/api';

export interface GoogleGeoOptions {
  apiKey: string;
  /** Only tests point this elsewhere. */
  baseUrl?: string;
  timeoutMs?: number;
}

interface GoogleAnswer {
  status?: unknown;
  predictions?: unknown;
  results?: unknown;
}

const KNOWN_STATUSES: readonly GeoStatusValue[] = ['OK', 'ZERO_RESULTS', 'INVALID_REQUEST'];

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : '';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function list(value: unknown, max: number): unknown[] {
  return Array.isArray(value) ? value.slice(0, max) : [];
}

function results(raw: unknown): GeocodeAnswer['results'] {
  return list(raw, 10).map((item) => {
    const result = record(item);
    const location = record(record(result.geometry).location);
    return {
      formatted_address: text(result.formatted_address, 300),
      place_id: text(result.place_id, 300),
      geometry: { location: { lat: Number(location.lat), lng: Number(location.lng) } },
      address_components: list(result.address_components, 30).map((entry) => {
        const part = record(entry);
        return {
          long_name: text(part.long_name, 200),
          short_name: text(part.short_name, 200),
          types: list(part.types, 10).map((type) => text(type, 60)),
        };
      }),
    };
  });
}

export function googleGeoProvider(options: GoogleGeoOptions): GeoProvider {
  const base = options.baseUrl ?? GOOGLE_MAPS_API_BASE;

  async function call(path: string, params: Record<string, string>): Promise<GoogleAnswer> {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('key', options.apiKey);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
    } catch (error: unknown) {
      throw new GeoProviderError(`The maps service did not answer: ${String(error)}`);
    }
    if (!response.ok) throw new GeoProviderError(`The maps service answered ${response.status}`);
    return record(await response.json()) as GoogleAnswer;
  }

  // NOT_FOUND and ZERO_RESULTS both mean "no such place"; quota or key refusals are failures.
  function status(answer: GoogleAnswer): GeoStatusValue {
    const value = answer.status;
    if (value === 'NOT_FOUND') return 'ZERO_RESULTS';
    if (KNOWN_STATUSES.includes(value as GeoStatusValue)) return value as GeoStatusValue;
    throw new GeoProviderError(`The maps service refused the request (${text(value, 40)})`);
  }

  return {
    async autocomplete(input): Promise<AutocompleteAnswer> {
      const answer = await call('/place/autocomplete/json', {
        input,
        components: 'country:in',
      });
      return {
        status: status(answer),
        predictions: list(answer.predictions, 10).map((item) => {
          const prediction = record(item);
          return {
            description: text(prediction.description, 300),
            place_id: text(prediction.place_id, 300),
          };
        }),
      };
    },
    async geocode(placeId): Promise<GeocodeAnswer> {
      const answer = await call('/geocode/json', { place_id: placeId });
      return { status: status(answer), results: results(answer.results) };
    },
    async reverse(lat, lng): Promise<GeocodeAnswer> {
      const answer = await call('/geocode/json', { latlng: `${lat},${lng}` });
      return { status: status(answer), results: results(answer.results) };
    },
  };
}
