import { LISTING_PAGE_SIZE } from '../../../shared/contract/constants';
import { productsApi } from '../../api/productsApi';
import { productsByIdsArg } from '../../features/listing/catalogueQueries';
import { selectEffectiveHubId } from '../../features/location/locationSelectors';
import { gridBanners, prefetched, type PageRequests } from './pageRequests';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** /decors/predefined?ids=a,b: those decors (as PredefinedPage reads its ids), and the banners. */
export const predefinedRequests: PageRequests =
  ({ url, wide }) =>
  (dispatch, getState) => {
    const ids = [...new Set((url.searchParams.get('ids') ?? '').split(',').map((id) => id.trim()))]
      .filter((id) => ID.test(id))
      .slice(0, LISTING_PAGE_SIZE);
    const products =
      ids.length === 0
        ? undefined
        : prefetched(
            dispatch(
              productsApi.endpoints.productsGetProductsByQueryObj.initiate(
                productsByIdsArg(
                  ids,
                  { limit: LISTING_PAGE_SIZE, activeOnly: true },
                  selectEffectiveHubId(getState()),
                ),
              ),
            ),
          );
    return Promise.all([products, dispatch(gridBanners(wide))]);
  };
