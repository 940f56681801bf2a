import { isAnyOf } from '@reduxjs/toolkit';
import { MESSAGES, isPlaceSearchReady } from '../../../shared/domain';
import type { AppStartListening, RootState } from '../../app/appTypes';
import { GeolocationError, type GeolocationFailure } from '../../app/services';
import { warningShown } from '../modals/modalsSlice';
import { placeFromResults } from './geocoding';
import {
  cityChosen,
  currentLocationFailed,
  currentLocationFound,
  currentLocationRequested,
  locationPanelOpened,
  pinMoved,
  placeQueryChanged,
  pointLocated,
  pointLocationFailed,
  predictionChosen,
  predictionsFailed,
  predictionsReceived,
  reverseGeocoded,
  reverseGeocodeFailed,
  serviceAreaCheckFailed,
  serviceAreaChecked,
} from './locationSlice';

/** The place calls load with the location panel (whose map uses them too), not with every page. */
const loadGeoApi = () => import('../../api/geoApi').then((module) => module.geoApi);

/** SPEC 9 location timings. */
export const PLACE_SEARCH_DEBOUNCE_MS = 600;
export const SERVICE_CHECK_DEBOUNCE_MS = 1000;
export const REVERSE_GEOCODE_DEBOUNCE_MS = 200;

const GEOLOCATION_MESSAGES: Record<GeolocationFailure, string> = {
  denied: MESSAGES.locationPermissionDenied,
  unsupported: MESSAGES.geolocationUnsupported,
  unavailable: MESSAGES.locationFetchFailed,
};

const mapMoved = isAnyOf(pinMoved, pointLocated, cityChosen, currentLocationFound);

/** A check is only worth sending while the map still shows the point it is for. */
function mapShows(state: RootState, at: { lat: number; lng: number }) {
  const { panel } = state.location;
  return panel.status === 'map' && panel.point?.lat === at.lat && panel.point.lng === at.lng;
}

export function addLocationListeners(startAppListening: AppStartListening) {
  // Each new keystroke cancels the pending request, so only a pause of 600 ms searches.
  startAppListening({
    actionCreator: placeQueryChanged,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const { query } = action.payload;
      const { panel } = api.getState().location;
      if (!isPlaceSearchReady(query) || panel.status !== 'default' || panel.query !== query) return;
      await api.delay(PLACE_SEARCH_DEBOUNCE_MS);
      try {
        const geoApi = await loadGeoApi();
        const answer = await api
          .dispatch(
            geoApi.endpoints.geoAutocomplete.initiate(
              { query: { input: query.trim() } },
              { subscribe: false },
            ),
          )
          .unwrap();
        api.dispatch(
          predictionsReceived({ query, status: answer.status, predictions: answer.predictions }),
        );
      } catch (error) {
        api.extra.logError('Place predictions failed', error);
        api.dispatch(predictionsFailed({ query }));
      }
    },
  });

  startAppListening({
    actionCreator: predictionChosen,
    effect: async (action, api) => {
      try {
        const geoApi = await loadGeoApi();
        const answer = await api
          .dispatch(
            geoApi.endpoints.geoGeocode.initiate(
              { query: { place_id: action.payload.prediction.place_id } },
              { subscribe: false },
            ),
          )
          .unwrap();
        const location = answer.status === 'OK' ? answer.results[0]?.geometry.location : undefined;
        if (!location) throw new Error(`Geocode answered ${answer.status}`);
        api.dispatch(pointLocated(location));
      } catch (error) {
        // SPEC 4: a failed geocode is only logged.
        api.extra.logError('Geocoding the chosen place failed', error);
        api.dispatch(pointLocationFailed());
      }
    },
  });

  startAppListening({
    matcher: mapMoved,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const point = action.payload;
      await api.delay(SERVICE_CHECK_DEBOUNCE_MS);
      if (!mapShows(api.getState(), point)) return;
      try {
        const geoApi = await loadGeoApi();
        const answer = await api
          .dispatch(geoApi.endpoints.geoServiceArea.initiate({ body: point }, { subscribe: false }))
          .unwrap();
        api.dispatch(
          serviceAreaChecked({
            ...point,
            isServiceable: answer.isServiceable,
            isInAnyHub: answer.isInAnyHub,
            hubId: answer.hubs[0]?.hubId ?? null,
          }),
        );
      } catch (error) {
        api.extra.logError('Service area check failed', error);
        api.dispatch(serviceAreaCheckFailed(point));
      }
    },
  });

  startAppListening({
    matcher: mapMoved,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const point = action.payload;
      await api.delay(REVERSE_GEOCODE_DEBOUNCE_MS);
      if (!mapShows(api.getState(), point)) return;
      try {
        const geoApi = await loadGeoApi();
        const answer = await api
          .dispatch(geoApi.endpoints.geoReverse.initiate({ query: point }, { subscribe: false }))
          .unwrap();
        const place = answer.status === 'OK' ? placeFromResults(answer.results) : null;
        api.dispatch(reverseGeocoded({ ...point, place }));
      } catch (error) {
        api.extra.logError('Reverse geocoding failed', error);
        api.dispatch(reverseGeocodeFailed(point));
      }
    },
  });

  startAppListening({
    actionCreator: currentLocationRequested,
    effect: async (action, api) => {
      const { panel } = api.getState().location;
      if (panel.status === 'closed' || panel.locating === null) return;
      try {
        api.dispatch(currentLocationFound(await api.extra.locate()));
      } catch (error) {
        api.dispatch(currentLocationFailed());
        // SPEC 8: the automatic fetch fails silently; a tap on 'Locate me' explains why.
        if (action.payload.automatic) return;
        const reason = error instanceof GeolocationError ? error.reason : 'unavailable';
        api.dispatch(warningShown(GEOLOCATION_MESSAGES[reason]));
      }
    },
  });

  // Automatic detection: once a session, when the panel opens and nothing is selected yet.
  startAppListening({
    actionCreator: locationPanelOpened,
    effect: (_action, api) => {
      const { location } = api.getState();
      if (location.autoDetectDone || location.selected !== null) return;
      api.dispatch(currentLocationRequested({ automatic: true }));
    },
  });
}
