import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Static } from '@sinclair/typebox';
import type { Prediction as PredictionSchema, SelectedLocation } from '../../../shared/contract';
import {
  PLACE_SEARCH_MIN_CHARS,
  isPlaceSearchReady,
  placeSearchHint,
} from '../../../shared/domain';
import { userSignedIn } from '../auth/authEvents';
import { sessionStarted } from '../session/sessionEvents';
import { addressHeadline, type GeocodedPlace } from './geocoding';

export type Prediction = Static<typeof PredictionSchema>;
export interface LatLng {
  lat: number;
  lng: number;
}

/** SPEC 3 predictions: a list, or the no_predictions marker ('none'). */
export type PredictionsState =
  | { status: 'hidden' }
  | { status: 'loading' }
  | { status: 'shown'; items: Prediction[] }
  | { status: 'none' };

/** The map's bottom card: default (hidden), loading, serviceable, not serviceable. */
export type MapCard = 'hidden' | 'loading' | 'serviceable' | 'notServiceable';
export type PanelStatus = 'closed' | 'default' | 'map';
/** The picker either selects the service location or fills the address form's map location. */
export type PanelPurpose = 'select' | 'address';
export type Locating = 'manual' | 'automatic' | null;

export interface ServiceCheck {
  isServiceable: boolean;
  isInAnyHub: boolean;
  hubId: string | null;
}

export interface LocationPanel {
  status: PanelStatus;
  purpose: PanelPurpose;
  query: string;
  predictions: PredictionsState;
  /** The chosen prediction's description: the headline's first choice. */
  searchBarAddress: string | null;
  locating: Locating;
  loadingPointLocation: boolean;
  loadingReverseGeoCode: boolean;
  lat: number | null;
  lng: number | null;
  /** The map was moved for the user (prediction, city, located), not by dragging the pin. */
  isChangeMapPosition: boolean;
  card: MapCard;
  service: ServiceCheck | null;
  place: GeocodedPlace | null;
  showServiceCities: boolean;
  /** Bumped when 'Change' asks the view to focus the search input. */
  searchFocusRequests: number;
}

export interface LocationState {
  /** Kept in local storage under lastSelectedLocation. */
  selected: SelectedLocation | null;
  /** The hub that prices products; kept under U_LOCATION. */
  hubId: string | null;
  panel: LocationPanel;
  /** Automatic detection runs once per session. */
  autoDetectDone: boolean;
}

const panelAt = (status: PanelStatus, purpose: PanelPurpose = 'select'): LocationPanel => ({
  status,
  purpose,
  query: '',
  predictions: { status: 'hidden' },
  searchBarAddress: null,
  locating: null,
  loadingPointLocation: false,
  loadingReverseGeoCode: false,
  lat: null,
  lng: null,
  isChangeMapPosition: false,
  card: 'hidden',
  service: null,
  place: null,
  showServiceCities: true,
  searchFocusRequests: 0,
});

export const initialLocationState: LocationState = {
  selected: null,
  hubId: null,
  panel: panelAt('closed'),
  autoDetectDone: false,
};

const isOpen = (panel: LocationPanel) => panel.status !== 'closed';
const samePoint = (panel: LocationPanel, point: LatLng) =>
  panel.lat === point.lat && panel.lng === point.lng;

/** Clears query, predictions, every loading and availability flag; the cities show again. */
function resetSearch(panel: LocationPanel) {
  panel.query = '';
  panel.predictions = { status: 'hidden' };
  panel.locating = null;
  panel.loadingPointLocation = false;
  panel.loadingReverseGeoCode = false;
  panel.card = 'hidden';
  panel.service = null;
  panel.showServiceCities = true;
}

/** The map centre moved to a point chosen for the user: both checks start. */
function moveMapTo(panel: LocationPanel, point: LatLng) {
  panel.status = 'map';
  panel.lat = point.lat;
  panel.lng = point.lng;
  panel.isChangeMapPosition = true;
  panel.card = 'loading';
  panel.service = null;
  panel.place = null;
  panel.loadingReverseGeoCode = true;
}

function select(state: LocationState, location: SelectedLocation) {
  state.selected = location;
  state.hubId = location.serviceAreaInfo.hubId ?? state.hubId;
  state.panel = panelAt('closed');
}

export const locationSlice = createSlice({
  name: 'location',
  initialState: initialLocationState,
  reducers: {
    locationPanelOpened(state, action: PayloadAction<{ purpose: PanelPurpose } | undefined>) {
      if (isOpen(state.panel)) return;
      state.panel = panelAt('default', action.payload?.purpose);
    },
    /** Click outside, or the close button. */
    locationPanelClosed(state) {
      if (!isOpen(state.panel)) return;
      state.panel = panelAt('closed');
    },
    placeQueryChanged(state, action: PayloadAction<{ query: string }>) {
      const { panel } = state;
      if (panel.status !== 'default') return;
      const { query } = action.payload;
      panel.query = query;
      panel.card = 'hidden';
      panel.service = null;
      panel.locating = null;
      panel.loadingPointLocation = false;
      panel.loadingReverseGeoCode = false;
      panel.predictions = isPlaceSearchReady(query) ? { status: 'loading' } : { status: 'hidden' };
    },
    predictionsReceived(
      state,
      action: PayloadAction<{ query: string; status: string; predictions: Prediction[] }>,
    ) {
      const { panel } = state;
      const { query, status, predictions } = action.payload;
      if (panel.predictions.status !== 'loading' || panel.query !== query) return;
      panel.predictions =
        status === 'OK' && predictions.length > 0
          ? { status: 'shown', items: predictions }
          : { status: 'none' };
    },
    predictionsFailed(state, action: PayloadAction<{ query: string }>) {
      const { panel } = state;
      if (panel.predictions.status !== 'loading' || panel.query !== action.payload.query) return;
      panel.predictions = { status: 'none' };
    },
    predictionChosen(state, action: PayloadAction<{ prediction: Prediction }>) {
      const { panel } = state;
      if (panel.status !== 'default' || panel.predictions.status !== 'shown') return;
      panel.status = 'map';
      panel.loadingPointLocation = true;
      panel.query = '';
      panel.predictions = { status: 'hidden' };
      panel.searchBarAddress = action.payload.prediction.description;
      panel.card = 'hidden';
      panel.service = null;
      panel.place = null;
    },
    pointLocated(state, action: PayloadAction<LatLng>) {
      const { panel } = state;
      if (panel.status !== 'map' || !panel.loadingPointLocation) return;
      panel.loadingPointLocation = false;
      moveMapTo(panel, action.payload);
    },
    pointLocationFailed(state) {
      if (!state.panel.loadingPointLocation) return;
      state.panel.loadingPointLocation = false;
    },
    cityChosen(state, action: PayloadAction<LatLng>) {
      if (!isOpen(state.panel)) return;
      state.panel.searchBarAddress = null;
      state.panel.query = '';
      state.panel.predictions = { status: 'hidden' };
      moveMapTo(state.panel, action.payload);
    },
    currentLocationRequested(state, action: PayloadAction<{ automatic: boolean }>) {
      const { panel } = state;
      if (!isOpen(panel) || panel.locating !== null) return;
      panel.locating = action.payload.automatic ? 'automatic' : 'manual';
      if (action.payload.automatic) state.autoDetectDone = true;
    },
    currentLocationFound(state, action: PayloadAction<LatLng>) {
      const { panel } = state;
      if (panel.locating === null) return;
      panel.locating = null;
      panel.searchBarAddress = null;
      moveMapTo(panel, action.payload);
    },
    currentLocationFailed(state) {
      state.panel.locating = null;
    },
    /** The user dragged the pin: the card waits for the serviceability check. */
    pinMoved(state, action: PayloadAction<LatLng>) {
      const { panel } = state;
      if (panel.status !== 'map') return;
      moveMapTo(panel, action.payload);
      panel.isChangeMapPosition = false;
      panel.searchBarAddress = null;
    },
    serviceAreaChecked(state, action: PayloadAction<LatLng & ServiceCheck>) {
      const { panel } = state;
      const { lat, lng, ...service } = action.payload;
      if (panel.card !== 'loading' || !samePoint(panel, { lat, lng })) return;
      panel.service = service;
      panel.card = service.isServiceable ? 'serviceable' : 'notServiceable';
    },
    serviceAreaCheckFailed(state, action: PayloadAction<LatLng>) {
      const { panel } = state;
      if (panel.card !== 'loading' || !samePoint(panel, action.payload)) return;
      panel.card = 'hidden';
    },
    reverseGeocoded(state, action: PayloadAction<LatLng & { place: GeocodedPlace | null }>) {
      const { panel } = state;
      const { place, ...point } = action.payload;
      if (!panel.loadingReverseGeoCode || !samePoint(panel, point)) return;
      panel.loadingReverseGeoCode = false;
      panel.place = place;
    },
    reverseGeocodeFailed(state, action: PayloadAction<LatLng>) {
      const { panel } = state;
      if (!panel.loadingReverseGeoCode || !samePoint(panel, action.payload)) return;
      panel.loadingReverseGeoCode = false;
    },
    /** 'Change' and 'Change location': back to the default UI with the search focused. */
    changeRequested(state) {
      const { panel } = state;
      if (panel.status !== 'map') return;
      resetSearch(panel);
      panel.status = 'default';
      panel.searchFocusRequests += 1;
    },
    clearPressed(state) {
      if (state.panel.status !== 'default') return;
      resetSearch(state.panel);
    },
    /** Back from the map returns to the default view; back from the default view closes. */
    backPressed(state) {
      const { panel } = state;
      if (panel.status === 'map') {
        resetSearch(panel);
        panel.status = 'default';
      } else if (panel.status === 'default') {
        state.panel = panelAt('closed');
      }
    },
    /** A confirmed, serviceable location (map picker or a saved address). */
    locationSelected(state, action: PayloadAction<{ location: SelectedLocation }>) {
      if (!action.payload.location.serviceAreaInfo.isServiceable) return;
      select(state, action.payload.location);
    },
    /** The picker confirmed a place for the address form (features/addressForm keeps it). */
    addressLocationConfirmed(state, _action: PayloadAction<{ location: SelectedLocation }>) {
      if (state.panel.status !== 'map' || state.panel.purpose !== 'address') return;
      state.panel = panelAt('closed');
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        if (action.payload.selectedLocation) select(state, action.payload.selectedLocation);
      })
      .addCase(userSignedIn, (state, action) => {
        const { selectedLocation } = action.payload.data;
        if (selectedLocation) select(state, selectedLocation);
      });
  },
  selectors: {
    selectSelectedLocation: (state) => state.selected,
    selectHubId: (state) => state.hubId,
    selectLocationPanel: (state) => state.panel,
    selectIsLocationPanelOpen: (state) => isOpen(state.panel),
    selectPlaceSearchHint: (state) => placeSearchHint(state.panel.query),
    /** SPEC 2: only when the query is longer than the minimum and no prediction request runs. */
    selectShowClearButton: (state) =>
      state.panel.query.trim().length > PLACE_SEARCH_MIN_CHARS &&
      state.panel.predictions.status !== 'loading',
    selectAddressHeadline: (state) =>
      addressHeadline(state.panel.searchBarAddress, state.panel.place),
  },
});

export const {
  locationPanelOpened,
  locationPanelClosed,
  placeQueryChanged,
  predictionsReceived,
  predictionsFailed,
  predictionChosen,
  pointLocated,
  pointLocationFailed,
  cityChosen,
  currentLocationRequested,
  currentLocationFound,
  currentLocationFailed,
  pinMoved,
  serviceAreaChecked,
  serviceAreaCheckFailed,
  reverseGeocoded,
  reverseGeocodeFailed,
  changeRequested,
  clearPressed,
  backPressed,
  locationSelected,
  addressLocationConfirmed,
} = locationSlice.actions;

export const {
  selectSelectedLocation,
  selectHubId,
  selectLocationPanel,
  selectIsLocationPanelOpen,
  selectPlaceSearchHint,
  selectShowClearButton,
  selectAddressHeadline,
} = locationSlice.selectors;

/**
 * The picker's result (SPEC 3 'Map picker result') as a selected location with no saved id,
 * or null until the map has a point.
 */
export const selectPickedLocation = createSelector(
  [selectLocationPanel, selectAddressHeadline],
  (panel, headline): SelectedLocation | null => {
    if (panel.lat === null || panel.lng === null) return null;
    const { place } = panel;
    const area = place?.sublocality1 ?? place?.neighborhood ?? undefined;
    return {
      _id: null,
      address1: headline ?? place?.formattedAddress ?? '',
      serviceAreaInfo: {
        hubId: panel.service?.hubId ?? null,
        isServiceable: panel.service?.isServiceable ?? false,
        isInAnyHub: panel.service?.isInAnyHub ?? false,
      },
      locationv2: {
        lat: panel.lat,
        lng: panel.lng,
        addressLine1: place?.formattedAddress ?? panel.searchBarAddress ?? headline ?? '',
        ...(area ? { addressLine2: area } : {}),
        city: place?.city ?? '',
        state: place?.state ?? '',
        ...(place?.pincode ? { pincode: place.pincode } : {}),
      },
    };
  },
);
