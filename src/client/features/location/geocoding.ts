// Reading geocoder answers (SPEC 3 'Geocoded fields read') and the address headline fallback.
import type { Static } from '@sinclair/typebox';
import type { GeocodeResult } from '../../../shared/contract';

type Result = Static<typeof GeocodeResult>;

/** SPEC 9: the formatted address used is the first of 120 characters or fewer. */
export const FORMATTED_ADDRESS_MAX = 120;

export interface GeocodedPlace {
  placeId: string;
  formattedAddress: string;
  streetNumber: string | null;
  neighborhood: string | null;
  streetName: string | null;
  sublocality1: string | null;
  sublocality2: string | null;
  sublocality3: string | null;
  city: string | null;
  pincode: string | null;
  state: string | null;
  premise: string | null;
}

function component(result: Result, type: string): string | null {
  return result.address_components.find((part) => part.types.includes(type))?.long_name ?? null;
}

/** The place of a geocode answer: the first result short enough to show, else the first. */
export function placeFromResults(results: readonly Result[]): GeocodedPlace | null {
  const result =
    results.find((candidate) => candidate.formatted_address.length <= FORMATTED_ADDRESS_MAX) ??
    results[0];
  if (!result) return null;
  return {
    placeId: result.place_id,
    formattedAddress: result.formatted_address.slice(0, FORMATTED_ADDRESS_MAX),
    streetNumber: component(result, 'street_number'),
    neighborhood: component(result, 'neighborhood'),
    streetName: component(result, 'route'),
    sublocality1: component(result, 'sublocality_level_1'),
    sublocality2: component(result, 'sublocality_level_2'),
    sublocality3: component(result, 'sublocality_level_3'),
    city: component(result, 'locality'),
    pincode: component(result, 'postal_code'),
    state: component(result, 'administrative_area_level_1'),
    premise: component(result, 'premise'),
  };
}

/** The first comma-separated segment of a description, shown in bold in predictions and headlines. */
export const firstSegment = (text: string): string => text.split(',')[0]?.trim() ?? '';

/**
 * SPEC 2: the headline falls back, in order, to the first segment of the search-result address,
 * premise, street name (route), sublocality 1, 2, 3, city, pincode.
 */
export function addressHeadline(
  searchBarAddress: string | null,
  place: GeocodedPlace | null,
): string | null {
  const candidates = [
    searchBarAddress === null ? null : firstSegment(searchBarAddress),
    place?.premise,
    place?.streetName,
    place?.sublocality1,
    place?.sublocality2,
    place?.sublocality3,
    place?.city,
    place?.pincode,
  ];
  return candidates.find((value): value is string => !!value && value.trim() !== '') ?? null;
}
