import { homepageApi } from '../../api/homepageApi';
import { homepageDataArg } from '../../features/listing/catalogueQueries';
import { selectEffectiveHubId } from '../../features/location/locationSelectors';
import { PREFETCH, type PageRequests } from './pageRequests';

/** The home page: its data for the customer's hub and its banners. */
export const homeRequests: PageRequests = () => (dispatch, getState) => {
  const { homepageBaseData, homepageGetBanners } = homepageApi.endpoints;
  const hubId = selectEffectiveHubId(getState());
  return Promise.all([
    dispatch(homepageBaseData.initiate(homepageDataArg(hubId), PREFETCH)),
    dispatch(
      homepageGetBanners.initiate(
        { body: { queryObject: { placeType: 'home' }, limit: 10 } },
        PREFETCH,
      ),
    ),
  ]);
};
