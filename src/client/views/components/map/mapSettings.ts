import type { LatLng } from '../../../features/location/locationSlice';

/** SPEC 9: the map's centre before a point is chosen (the middle of India), and zoom limits. */
export const DEFAULT_CENTRE: LatLng = { lat: 20, lng: 80 };
export const GOOGLE_ZOOM = 18;
export const MIN_ZOOM = 5;
/**
 * The embedded map shows hub areas and localities, not streets, so a chosen point is shown at
 * district scale rather than Google's street-level 18.
 */
export const EMBEDDED_FOCUS_ZOOM = 12;
export const EMBEDDED_MAX_ZOOM = 16;
/** Locality names show from this zoom; below it only city names. */
export const LOCALITY_LABEL_ZOOM = 11;

export interface ServiceMapProps {
  /** The pin; null until the panel has a point. */
  point: LatLng | null;
  /** The point was chosen for the user (a city, a prediction, located): centre the map on it. */
  recentre: boolean;
  onPinMoved(point: LatLng): void;
}
