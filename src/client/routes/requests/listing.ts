import { productsApi } from '../../api/productsApi';
import {
  listingPageArg,
  listingRouteFilter,
  routeListing,
} from '../../features/listing/listingQuery';
import { selectEffectiveHubId } from '../../features/location/locationSelectors';
import { gridBanners, prefetched, type PageRequests } from './pageRequests';

/** A listing route: the first page of its list for the customer's hub, and the grid's banners. */
export const listingRequests: PageRequests =
  ({ params, url, wide }) =>
  (dispatch, getState) => {
    const filter = listingRouteFilter(params.categoryName, url.searchParams);
    const route = routeListing(filter, selectEffectiveHubId(getState()));
    return Promise.all([
      prefetched(
        dispatch(
          productsApi.endpoints.productsGetProductsByFilter.initiate(listingPageArg(route, 0)),
        ),
      ),
      dispatch(gridBanners(wide)),
    ]);
  };
