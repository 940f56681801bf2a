// The location panel as its views read it: what each view shows, worked out from the stored
// panel. A module of its own, so it loads with the panel (and the recorder's codec), not with
// every page.
import { createSelector } from '@reduxjs/toolkit';
import type { GeocodedPlace } from './geocoding';
import {
  selectLocationPanel,
  type LatLng,
  type LocationPanel,
  type MapPoint,
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

/** The location panel's views: closed, the default view (search, locate, cities) or the map. */
export type LocationPanelView =
  | { status: 'closed' }
  | {
      status: 'default';
      purpose: PanelPurpose;
      query: string;
      predictions: PredictionsState;
      locating: boolean;
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

function mapCard(point: MapPoint | null, findingPoint: boolean): MapCardView {
  if (findingPoint) return { state: 'loading' };
  if (point === null) return { state: 'hidden' };
  const { card, place } = point;
  switch (card.status) {
    case 'hidden':
    case 'loading':
    case 'notServiceable':
      return { state: card.status };
    case 'serviceable':
      return place.status === 'found'
        ? { state: 'serviceable', place: place.place, placeLoading: false }
        : { state: 'serviceable', place: null, placeLoading: true };
    default: {
      const unknown: never = card;
      return unknown;
    }
  }
}

const serviceOf = (point: MapPoint | null): ServiceCheck | null =>
  point?.card.status === 'serviceable' || point?.card.status === 'notServiceable'
    ? point.card.service
    : null;

export function panelView(panel: LocationPanel): LocationPanelView {
  switch (panel.status) {
    case 'closed':
      return { status: 'closed' };
    case 'default':
      return {
        status: 'default',
        purpose: panel.purpose,
        query: panel.query,
        predictions: panel.predictions,
        locating: panel.locating !== null,
      };
    case 'map': {
      const { point } = panel;
      return {
        status: 'map',
        purpose: panel.purpose,
        locating: panel.locating !== null,
        point: point === null ? null : { lat: point.lat, lng: point.lng },
        recentre: point?.movedForUser ?? false,
        card: mapCard(point, panel.findingPoint),
        service: serviceOf(point),
      };
    }
    default: {
      const unknown: never = panel;
      return unknown;
    }
  }
}

/** The panel's views read this, never the stored panel itself. */
export const selectLocationPanelView = createSelector([selectLocationPanel], panelView);
