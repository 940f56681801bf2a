import { homepageApi } from '../../api/homepageApi';
import { v2Api } from '../../api/v2Api';
import { COVER_VIDEO_QUERY } from '../../features/coverVideo/coverVideoListeners';
import { homepageDataArg } from '../../features/listing/catalogueQueries';
import { selectEffectiveHubId } from '../../features/location/locationSelectors';
import { prefetched, type PageRequests } from './pageRequests';

const RENDERING_ON_SERVER = typeof window === 'undefined';

/**
 * The home page: its data for the customer's hub and its banners; on the server also its cover
 * videos, since the page is drawn with its video (in the browser, the cover-video listeners ask
 * for them a second after the home data).
 */
export const homeRequests: PageRequests = () => (dispatch, getState) => {
  const { homepageBaseData, homepageGetBanners } = homepageApi.endpoints;
  const hubId = selectEffectiveHubId(getState());
  return Promise.all([
    prefetched(dispatch(homepageBaseData.initiate(homepageDataArg(hubId)))),
    prefetched(
      dispatch(
        homepageGetBanners.initiate({ body: { queryObject: { placeType: 'home' }, limit: 10 } }),
      ),
    ),
    RENDERING_ON_SERVER && getState().coverVideo.status === 'idle'
      ? prefetched(dispatch(v2Api.endpoints.v2GetOSPVideoData.initiate(COVER_VIDEO_QUERY)))
      : undefined,
  ]);
};
