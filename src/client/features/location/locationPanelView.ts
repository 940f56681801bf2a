// The location panel as its views read it: one state machine worked out from the stored panel
// (whose shape recorded traces hold). A module of its own, so it loads with the panel (and the
// recorder's codec), not with every page.
import { createSelector } from '@reduxjs/toolkit';
import type { GeocodedPlace } from './geocoding';
import {
  selectLocationPanel,
  type LatLng,
  type LocationPanel,
  type PanelPurpose,
  type PredictionsState,
  type ServiceCheck,
} from './locationSlice';

/** The map's bottom card as it shows: a point being found or checked shows as loading. */
export type MapCardView =
  | { state: 'hidden' }
  | { state: 'loading' }
  | { state: 'serviceable'; place: GeocodedPlace | null; placeLoading: boolean }
  | { state: 'notServiceable' };

/**
 * The location panel as one machine: closed, the default view (search, locate, cities) or the
 * map with its card. The store keeps the panel's flat record (`LocationPanel`), the shape that
 * recorded traces hold; this is that record read as the state it stands for.
 */
export type LocationPanelView =
  | { status: 'closed' }
  | {
      status: 'default';
      purpose: PanelPurpose;
      query: string;
      predictions: PredictionsState;
      showServiceCities: boolean;
      locating: boolean;
      /** Bumped when 'Change' asks for the search input's focus. */
      searchFocusRequests: number;
    }
  | {
      status: 'map';
      purpose: PanelPurpose;
      locating: boolean;
      /** Null until the map has a point. */
      point: LatLng | null;
      /** The map was moved for the customer (not by dragging the pin): it recentres. */
      recentre: boolean;
      card: MapCardView;
      service: ServiceCheck | null;
    };

function mapCard(panel: LocationPanel): MapCardView {
  if (panel.card === 'loading' || panel.loadingPointLocation) return { state: 'loading' };
  if (panel.card === 'serviceable') {
    return { state: 'serviceable', place: panel.place, placeLoading: panel.loadingReverseGeoCode };
  }
  return { state: panel.card };
}

export function panelView(panel: LocationPanel): LocationPanelView {
  const { purpose } = panel;
  const locating = panel.locating !== null;
  switch (panel.status) {
    case 'closed':
      return { status: 'closed' };
    case 'default':
      return {
        status: 'default',
        purpose,
        query: panel.query,
        predictions: panel.predictions,
        showServiceCities: panel.showServiceCities,
        locating,
        searchFocusRequests: panel.searchFocusRequests,
      };
    case 'map':
      return {
        status: 'map',
        purpose,
        locating,
        point: panel.lat !== null && panel.lng !== null ? { lat: panel.lat, lng: panel.lng } : null,
        recentre: panel.isChangeMapPosition,
        card: mapCard(panel),
        service: panel.service,
      };
  }
}

/** The panel's views read this, never the stored record's flags. */
export const selectLocationPanelView = createSelector([selectLocationPanel], panelView);
