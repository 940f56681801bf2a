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

/** The picker either selects the service location or fills the address form's map location. */
export type PanelPurpose = 'select' | 'address';
/** Who asked for the current location while it is being found: the user, or the panel opening. */
export type Locating = 'manual' | 'automatic' | null;

export interface ServiceCheck {
  isServiceable: boolean;
  isInAnyHub: boolean;
  hubId: string | null;
}

/**
 * The map's bottom card (SPEC 2): hidden, loading while the point is checked, or the check's
 * answer, which only a checked point has.
 */
export type MapCard =
  | { status: 'hidden' }
  | { status: 'loading' }
  | { status: 'serviceable'; service: ServiceCheck }
  | { status: 'notServiceable'; service: ServiceCheck };

/** The address of the map's point: asked for, or answered (null when nothing was found). */
export type PlaceLookup = { status: 'loading' } | { status: 'found'; place: GeocodedPlace | null };

/** A point the map was at, and whether it went there for the user (not by dragging the pin). */
export interface MapPosition extends LatLng {
  /** The map recentres on a point chosen for the user (prediction, city, located). */
  movedForUser: boolean;
}

/** The point the map shows, with its serviceability check and its address. */
export interface MapPoint extends MapPosition {
  card: MapCard;
  place: PlaceLookup;
}

/**
 * The service-location panel (SPEC 4 Location): closed, the default view (search, locate,
 * cities, saved addresses) or the map. Each open view holds only what it can show: the query and
 * predictions belong to the default view, the point, its checks and the search-bar address to
 * the map.
 */
export type LocationPanel =
  | { status: 'closed' }
  | {
      status: 'default';
      purpose: PanelPurpose;
      query: string;
      predictions: PredictionsState;
      locating: Locating;
      /** Where the map was left: it shows there again while a chosen place's point is found. */
      lastPosition: MapPosition | null;
    }
  | {
      status: 'map';
      purpose: PanelPurpose;
      locating: Locating;
      /** The chosen prediction's description: the headline's first choice. */
      searchBarAddress: string | null;
      /** The chosen prediction's point is being found (geocoded). */
      findingPoint: boolean;
      /** Null until the map has a point. */
      point: MapPoint | null;
    };

type OpenPanel = Exclude<LocationPanel, { status: 'closed' }>;
type MapPanel = Extract<LocationPanel, { status: 'map' }>;

export interface LocationState {
  /** Kept in local storage under lastSelectedLocation. */
  selected: SelectedLocation | null;
  /** The hub that prices products; kept under U_LOCATION. */
  hubId: string | null;
  panel: LocationPanel;
  /** Automatic detection runs once per session. */
  autoDetectDone: boolean;
}

const CLOSED: LocationPanel = { status: 'closed' };

/** The default view with nothing typed, no predictions and nothing being located. */
const defaultView = (purpose: PanelPurpose, lastPosition: MapPosition | null): LocationPanel => ({
  status: 'default',
  purpose,
  query: '',
  predictions: { status: 'hidden' },
  locating: null,
  lastPosition,
});

export const initialLocationState: LocationState = {
  selected: null,
  hubId: null,
  panel: CLOSED,
  autoDetectDone: false,
};

const isOpen = (panel: LocationPanel): panel is OpenPanel => panel.status !== 'closed';

/** The point the map shows and is still checking, when it is the given one. */
const pointAt = (panel: LocationPanel, at: LatLng): MapPoint | null =>
  panel.status === 'map' && panel.point?.lat === at.lat && panel.point.lng === at.lng
    ? panel.point
    : null;

/** The map centred on a point chosen for the user: both checks start. */
const movedTo = (at: LatLng): MapPoint => ({
  lat: at.lat,
  lng: at.lng,
  movedForUser: true,
  card: { status: 'loading' },
  place: { status: 'loading' },
});

/** The map view at a new point, from either open view; the search-bar address as given. */
function showMapAt(
  panel: OpenPanel,
  at: LatLng,
  searchBarAddress: string | null,
  findingPoint = panel.status === 'map' && panel.findingPoint,
): MapPanel {
  return {
    status: 'map',
    purpose: panel.purpose,
    locating: panel.locating,
    searchBarAddress,
    findingPoint,
    point: movedTo(at),
  };
}

/** 'Change' and Back from the map: the default view, the map's position kept for later. */
function backToDefault(panel: MapPanel): LocationPanel {
  const { point } = panel;
  return defaultView(
    panel.purpose,
    point === null ? null : { lat: point.lat, lng: point.lng, movedForUser: point.movedForUser },
  );
}

function select(state: LocationState, location: SelectedLocation) {
  state.selected = location;
  state.hubId = location.serviceAreaInfo.hubId ?? state.hubId;
  state.panel = CLOSED;
}

export const locationSlice = createSlice({
  name: 'location',
  initialState: initialLocationState,
  reducers: {
    locationPanelOpened(state, action: PayloadAction<{ purpose: PanelPurpose } | undefined>) {
      if (isOpen(state.panel)) return;
      state.panel = defaultView(action.payload?.purpose ?? 'select', null);
    },
    /** Click outside, or the close button. */
    locationPanelClosed(state) {
      if (!isOpen(state.panel)) return;
      state.panel = CLOSED;
    },
    /** Typing stops any locating; at the minimum length the predictions load. */
    placeQueryChanged(state, action: PayloadAction<{ query: string }>) {
      const { panel } = state;
      if (panel.status !== 'default') return;
      const { query } = action.payload;
      panel.query = query;
      panel.locating = null;
      panel.predictions = isPlaceSearchReady(query) ? { status: 'loading' } : { status: 'hidden' };
    },
    predictionsReceived(
      state,
      action: PayloadAction<{ query: string; status: string; predictions: Prediction[] }>,
    ) {
      const { panel } = state;
      const { query, status, predictions } = action.payload;
      if (panel.status !== 'default' || panel.predictions.status !== 'loading') return;
      if (panel.query !== query) return;
      panel.predictions =
        status === 'OK' && predictions.length > 0
          ? { status: 'shown', items: predictions }
          : { status: 'none' };
    },
    predictionsFailed(state, action: PayloadAction<{ query: string }>) {
      const { panel } = state;
      if (panel.status !== 'default' || panel.predictions.status !== 'loading') return;
      if (panel.query !== action.payload.query) return;
      panel.predictions = { status: 'none' };
    },
    /** The map view, at its last position (if any) with no card, while the place's point is found. */
    predictionChosen(state, action: PayloadAction<{ prediction: Prediction }>) {
      const { panel } = state;
      if (panel.status !== 'default' || panel.predictions.status !== 'shown') return;
      const last = panel.lastPosition;
      state.panel = {
        status: 'map',
        purpose: panel.purpose,
        locating: panel.locating,
        searchBarAddress: action.payload.prediction.description,
        findingPoint: true,
        point:
          last === null
            ? null
            : { ...last, card: { status: 'hidden' }, place: { status: 'found', place: null } },
      };
    },
    pointLocated(state, action: PayloadAction<LatLng>) {
      const { panel } = state;
      if (panel.status !== 'map' || !panel.findingPoint) return;
      state.panel = showMapAt(panel, action.payload, panel.searchBarAddress, false);
    },
    pointLocationFailed(state) {
      const { panel } = state;
      if (panel.status !== 'map' || !panel.findingPoint) return;
      panel.findingPoint = false;
    },
    cityChosen(state, action: PayloadAction<LatLng>) {
      if (!isOpen(state.panel)) return;
      state.panel = showMapAt(state.panel, action.payload, null);
    },
    currentLocationRequested(state, action: PayloadAction<{ automatic: boolean }>) {
      const { panel } = state;
      if (!isOpen(panel) || panel.locating !== null) return;
      panel.locating = action.payload.automatic ? 'automatic' : 'manual';
      if (action.payload.automatic) state.autoDetectDone = true;
    },
    currentLocationFound(state, action: PayloadAction<LatLng>) {
      const { panel } = state;
      if (!isOpen(panel) || panel.locating === null) return;
      state.panel = { ...showMapAt(panel, action.payload, null), locating: null };
    },
    currentLocationFailed(state) {
      if (isOpen(state.panel)) state.panel.locating = null;
    },
    /** The user dragged the pin: the card waits for the serviceability check. */
    pinMoved(state, action: PayloadAction<LatLng>) {
      const { panel } = state;
      if (panel.status !== 'map') return;
      panel.searchBarAddress = null;
      panel.point = { ...movedTo(action.payload), movedForUser: false };
    },
    serviceAreaChecked(state, action: PayloadAction<LatLng & ServiceCheck>) {
      const { lat, lng, ...service } = action.payload;
      const point = pointAt(state.panel, { lat, lng });
      if (point?.card.status !== 'loading') return;
      point.card = service.isServiceable
        ? { status: 'serviceable', service }
        : { status: 'notServiceable', service };
    },
    serviceAreaCheckFailed(state, action: PayloadAction<LatLng>) {
      const point = pointAt(state.panel, action.payload);
      if (point?.card.status !== 'loading') return;
      point.card = { status: 'hidden' };
    },
    reverseGeocoded(state, action: PayloadAction<LatLng & { place: GeocodedPlace | null }>) {
      const { place, ...at } = action.payload;
      const point = pointAt(state.panel, at);
      if (point?.place.status !== 'loading') return;
      point.place = { status: 'found', place };
    },
    reverseGeocodeFailed(state, action: PayloadAction<LatLng>) {
      const point = pointAt(state.panel, action.payload);
      if (point?.place.status !== 'loading') return;
      point.place = { status: 'found', place: null };
    },
    /**
     * 'Change' and 'Change location': back to the default UI, where the search box takes the
     * focus as it shows.
     */
    changeRequested(state) {
      if (state.panel.status !== 'map') return;
      state.panel = backToDefault(state.panel);
    },
    /** Clears the query, the predictions and any locating; the cities show again. */
    clearPressed(state) {
      const { panel } = state;
      if (panel.status !== 'default') return;
      state.panel = defaultView(panel.purpose, panel.lastPosition);
    },
    /** Back from the map returns to the default view; back from the default view closes. */
    backPressed(state) {
      const { panel } = state;
      switch (panel.status) {
        case 'map':
          state.panel = backToDefault(panel);
          return;
        case 'default':
          state.panel = CLOSED;
          return;
        case 'closed':
          return;
        default: {
          const unknown: never = panel;
          return unknown;
        }
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
      state.panel = CLOSED;
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
    selectPlaceSearchHint: (state) =>
      state.panel.status === 'default' ? placeSearchHint(state.panel.query) : null,
    /** SPEC 2: only when the query is longer than the minimum and no prediction request runs. */
    selectShowClearButton: (state) =>
      state.panel.status === 'default' &&
      state.panel.query.trim().length > PLACE_SEARCH_MIN_CHARS &&
      state.panel.predictions.status !== 'loading',
    selectAddressHeadline: (state) => {
      const { panel } = state;
      if (panel.status !== 'map') return null;
      const place = panel.point?.place.status === 'found' ? panel.point.place.place : null;
      return addressHeadline(panel.searchBarAddress, place);
    },
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
    if (panel.status !== 'map' || panel.point === null) return null;
    const { point, searchBarAddress } = panel;
    const place = point.place.status === 'found' ? point.place.place : null;
    const service =
      point.card.status === 'serviceable' || point.card.status === 'notServiceable'
        ? point.card.service
        : null;
    const area = place?.sublocality1 ?? place?.neighborhood ?? undefined;
    return {
      _id: null,
      address1: headline ?? place?.formattedAddress ?? '',
      serviceAreaInfo: {
        hubId: service?.hubId ?? null,
        isServiceable: service?.isServiceable ?? false,
        isInAnyHub: service?.isInAnyHub ?? false,
      },
      locationv2: {
        lat: point.lat,
        lng: point.lng,
        addressLine1: place?.formattedAddress ?? searchBarAddress ?? headline ?? '',
        ...(area ? { addressLine2: area } : {}),
        city: place?.city ?? '',
        state: place?.state ?? '',
        ...(place?.pincode ? { pincode: place.pincode } : {}),
      },
    };
  },
);
