import { addonsApi } from '../../api/addonsApi';
import { homepageApi } from '../../api/homepageApi';
import { v2Api } from '../../api/v2Api';
import { homepageDataArg } from '../../features/listing/catalogueQueries';
import { addOnsArg, productDetailsArg } from '../../features/listing/productQueries';
import { selectEffectiveHubId } from '../../features/location/locationSelectors';
import { prefetched, type PageRequests } from './pageRequests';

/** A product page: the decor, the add-ons and the home data's add-on groups, for the hub. */
export const productRequests: PageRequests =
  ({ params }) =>
  (dispatch, getState) => {
    const hubId = selectEffectiveHubId(getState());
    return Promise.all([
      prefetched(
        dispatch(
          v2Api.endpoints.v2GetProductDetails.initiate(productDetailsArg(params.id ?? '', hubId)),
        ),
      ),
      prefetched(
        dispatch(addonsApi.endpoints.addonsGetAddonsByQueryObject.initiate(addOnsArg(hubId))),
      ),
      prefetched(dispatch(homepageApi.endpoints.homepageBaseData.initiate(homepageDataArg(hubId)))),
    ]);
  };
