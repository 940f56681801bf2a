import { productsApi } from '../../api/productsApi';
import { keywordListingArg } from '../../features/listing/catalogueQueries';
import { selectEffectiveHubId } from '../../features/location/locationSelectors';
import { gridBanners, prefetched, type PageRequests } from './pageRequests';

/** A keyword the /kw page lists (KeywordPage answers any other with its 404). */
const KEYWORD = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A /kw page: its decors for the customer's hub, and the grid's banners. */
export const keywordRequests: PageRequests =
  ({ params, wide }) =>
  (dispatch, getState) => {
    const keyword = (params.keyword ?? '').toLowerCase();
    if (!KEYWORD.test(keyword) || keyword.length > 120) return Promise.resolve();
    return Promise.all([
      prefetched(
        dispatch(
          productsApi.endpoints.productsKeywordListing.initiate(
            keywordListingArg(keyword, selectEffectiveHubId(getState())),
          ),
        ),
      ),
      dispatch(gridBanners(wide)),
    ]);
  };
