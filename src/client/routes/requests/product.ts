import { defaultCelebrationDate } from '../../../shared/domain';
import { addonsApi } from '../../api/addonsApi';
import { homepageApi } from '../../api/homepageApi';
import { timeslotApi } from '../../api/timeslotApi';
import { v2Api } from '../../api/v2Api';
import { selectSelectedDate } from '../../features/cart/cartSlice';
import { homepageDataArg } from '../../features/listing/catalogueQueries';
import { addOnsArg, productDetailsArg } from '../../features/listing/productQueries';
import { selectEffectiveHubId } from '../../features/location/locationSelectors';
import { prefetched, type PageRequests } from './pageRequests';

/**
 * A product page: the decor, the add-ons and the home data's add-on groups, for the hub; once the
 * decor is known, its time slots on the chosen day (or the default one), as ProductSlots asks.
 */
export const productRequests: PageRequests =
  ({ params }) =>
  (dispatch, getState) => {
    const hubId = selectEffectiveHubId(getState());
    const slots = async () => {
      const details = await prefetched(
        dispatch(
          v2Api.endpoints.v2GetProductDetails.initiate(productDetailsArg(params.id ?? '', hubId)),
        ),
      );
      const productId = details.data?.data[0]?._id;
      if (productId === undefined) return;
      const date = selectSelectedDate(getState()) ?? defaultCelebrationDate(new Date());
      await prefetched(
        dispatch(
          timeslotApi.endpoints.timeslotGetByDate.initiate({
            params: { date },
            query: { hubId, productId },
          }),
        ),
      );
    };
    return Promise.all([
      slots(),
      prefetched(
        dispatch(addonsApi.endpoints.addonsGetAddonsByQueryObject.initiate(addOnsArg(hubId))),
      ),
      prefetched(dispatch(homepageApi.endpoints.homepageBaseData.initiate(homepageDataArg(hubId)))),
    ]);
  };
