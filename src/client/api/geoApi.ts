import { geo } from '../../shared/contract/routes/geo';
import { api } from './api';
import { contractQuery } from './contractEndpoints';

export const geoApi = api.injectEndpoints({
  endpoints: (build) => ({
    geoServiceArea: contractQuery(build, geo.serviceArea),
    geoAutocomplete: contractQuery(build, geo.autocomplete),
    geoGeocode: contractQuery(build, geo.geocode),
    geoReverse: contractQuery(build, geo.reverse),
    geoMap: contractQuery(build, geo.map),
  }),
});

export const {
  useGeoServiceAreaQuery,
  useGeoAutocompleteQuery,
  useGeoGeocodeQuery,
  useGeoReverseQuery,
  useGeoMapQuery,
} = geoApi;
