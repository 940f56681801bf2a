// The location panel as the app kept it before its views became one union (a flat record of
// flags). Problem reports stored on the server hold sessions recorded that way, and support still
// replays and shows them: their traces are read as today's panel.
import type { GeocodedPlace } from './geocoding';
import type { LocationPanel, MapPosition, PredictionsState, ServiceCheck } from './locationSlice';

interface LegacyPanel {
  status: 'closed' | 'default' | 'map';
  purpose: 'select' | 'address';
  query: string;
  predictions: PredictionsState;
  searchBarAddress: string | null;
  locating: 'manual' | 'automatic' | null;
  loadingPointLocation: boolean;
  loadingReverseGeoCode: boolean;
  lat: number | null;
  lng: number | null;
  isChangeMapPosition: boolean;
  card: 'hidden' | 'loading' | 'serviceable' | 'notServiceable';
  service: ServiceCheck | null;
  place: GeocodedPlace | null;
}

/** A stored panel in the flat shape (it alone has this flag). */
export const isLegacyPanel = (panel: unknown): panel is LegacyPanel =>
  typeof panel === 'object' && panel !== null && 'loadingPointLocation' in panel;

/** The flat record as the panel today's reducer would have made from the same events. */
export function upgradeLegacyPanel(panel: LegacyPanel): LocationPanel {
  const position: MapPosition | null =
    panel.lat === null || panel.lng === null
      ? null
      : { lat: panel.lat, lng: panel.lng, movedForUser: panel.isChangeMapPosition };
  switch (panel.status) {
    case 'closed':
      return { status: 'closed' };
    case 'default':
      return {
        status: 'default',
        purpose: panel.purpose,
        query: panel.query,
        predictions: panel.predictions,
        locating: panel.locating,
        lastPosition: position,
      };
    case 'map': {
      const { card, service } = panel;
      return {
        status: 'map',
        purpose: panel.purpose,
        locating: panel.locating,
        searchBarAddress: panel.searchBarAddress,
        findingPoint: panel.loadingPointLocation,
        point:
          position === null
            ? null
            : {
                ...position,
                card:
                  (card === 'serviceable' || card === 'notServiceable') && service !== null
                    ? { status: card, service }
                    : { status: card === 'loading' ? 'loading' : 'hidden' },
                place: panel.loadingReverseGeoCode
                  ? { status: 'loading' }
                  : { status: 'found', place: panel.place },
              },
      };
    }
    default: {
      const unknown: never = panel.status;
      return unknown;
    }
  }
}
