import { v2Api } from '../../api/v2Api';
import { PREFETCH, type PageRequests } from './pageRequests';

/** The location page: the serviceable cities. */
export const locationRequests: PageRequests = () => (dispatch) =>
  dispatch(
    v2Api.endpoints.v2GetServiceableCities.initiate(
      { body: { options: { operation: 'getServiceableCities' } } },
      PREFETCH,
    ),
  );
