// The maps service behind /api/geo/*: Google-shaped answers whichever provider gives them, so
// the client reads the embedded gazetteer and Google alike (ARCHITECTURE.md, adapters).
import type { Static } from '@sinclair/typebox';
import type { GeocodeResult, GeoStatus, Prediction } from '../../../shared/contract';

export type GeoStatusValue = Static<typeof GeoStatus>;

export interface AutocompleteAnswer {
  status: GeoStatusValue;
  predictions: Static<typeof Prediction>[];
}

export interface GeocodeAnswer {
  status: GeoStatusValue;
  results: Static<typeof GeocodeResult>[];
}

export interface GeoProvider {
  /** Places in India matching a search text (the caller checks the 4-character minimum). */
  autocomplete(input: string): Promise<AutocompleteAnswer>;
  geocode(placeId: string): Promise<GeocodeAnswer>;
  reverse(lat: number, lng: number): Promise<GeocodeAnswer>;
}

/** The provider could not answer (network, quota, refused key): a 502 for the caller. */
export class GeoProviderError extends Error {}
