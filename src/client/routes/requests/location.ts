import { v2Api } from '../../api/v2Api';
import { prefetched, type PageRequests } from './pageRequests';

/** The location page: the serviceable cities. */
export const locationRequests: PageRequests = () => (dispatch) =>
  prefetched(
    dispatch(
      v2Api.endpoints.v2GetServiceableCities.initiate({
        body: { options: { operation: 'getServiceableCities' } },
      }),
    ),
  );
