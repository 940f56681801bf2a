import { lazy, Suspense } from 'react';
import { appConfig } from '../../../../../config/app.config';
import { EmbeddedMap } from './EmbeddedMap';
import type { ServiceMapProps } from './mapSettings';

const GoogleMap = lazy(() => import('./GoogleMap'));

/**
 * The location panel's map: Google Maps when a browser key is configured, otherwise the
 * embedded map drawn from the API's gazetteer, which needs no outside network.
 */
export function ServiceMap(props: ServiceMapProps) {
  const apiKey = appConfig.googleMapsBrowserKey;
  if (!apiKey) return <EmbeddedMap {...props} />;
  return (
    <Suspense fallback={null}>
      <GoogleMap apiKey={apiKey} {...props} />
    </Suspense>
  );
}
