import { useEffect } from 'react';
import { APIProvider, Map, Marker, useMap } from '@vis.gl/react-google-maps';
import type { LatLng } from '../../../features/location/locationSlice';
import { DEFAULT_CENTRE, GOOGLE_ZOOM, MIN_ZOOM, type ServiceMapProps } from './mapSettings';

/** Pans to a point chosen for the user; a pin the user dragged leaves the camera alone. */
function Recentre({ point, recentre }: { point: LatLng | null; recentre: boolean }) {
  const map = useMap();
  useEffect(() => {
    if (map && point && recentre) map.panTo(point);
  }, [map, point, recentre]);
  return null;
}

/** Google Maps, used when a browser key is configured; loaded as its own chunk. */
export default function GoogleMap({
  apiKey,
  point,
  recentre,
  onPinMoved,
}: ServiceMapProps & { apiKey: string }) {
  const centre = point ?? DEFAULT_CENTRE;
  return (
    <APIProvider apiKey={apiKey} region="IN">
      <Map
        defaultCenter={centre}
        defaultZoom={point ? GOOGLE_ZOOM : MIN_ZOOM}
        minZoom={MIN_ZOOM}
        gestureHandling="greedy"
        disableDefaultUI
        zoomControl
        style={{ width: '100%', height: '100%' }}
      >
        <Recentre point={point} recentre={recentre} />
        {point && (
          <Marker
            position={point}
            draggable
            title="Location pin"
            onDragEnd={(event) => {
              const at = event.latLng;
              if (at) onPinMoved({ lat: at.lat(), lng: at.lng() });
            }}
          />
        )}
      </Map>
    </APIProvider>
  );
}
