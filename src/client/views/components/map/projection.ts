// Web Mercator, the projection Google's zoom levels use, so both maps zoom alike.
import type { LatLng } from '../../../features/location/locationSlice';

const TILE = 256;

export interface Viewport {
  centre: LatLng;
  zoom: number;
  width: number;
  height: number;
}

const worldSize = (zoom: number) => TILE * 2 ** zoom;

function toWorld({ lat, lng }: LatLng, zoom: number) {
  const size = worldSize(zoom);
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

function fromWorld(x: number, y: number, zoom: number): LatLng {
  const size = worldSize(zoom);
  const lng = (x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return { lat, lng };
}

/** Where a point falls in the viewport, in its own pixels (0,0 top left). */
export function project(point: LatLng, view: Viewport) {
  const at = toWorld(point, view.zoom);
  const centre = toWorld(view.centre, view.zoom);
  return { x: at.x - centre.x + view.width / 2, y: at.y - centre.y + view.height / 2 };
}

/** The point under a viewport pixel. */
export function unproject(x: number, y: number, view: Viewport): LatLng {
  const centre = toWorld(view.centre, view.zoom);
  return fromWorld(centre.x + x - view.width / 2, centre.y + y - view.height / 2, view.zoom);
}

/** The point a pixel offset (dx, dy) away from another, at a zoom level. */
export function offset(point: LatLng, dx: number, dy: number, zoom: number): LatLng {
  const at = toWorld(point, zoom);
  return fromWorld(at.x + dx, at.y + dy, zoom);
}
