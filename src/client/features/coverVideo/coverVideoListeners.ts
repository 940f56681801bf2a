import { appConfig } from '../../../../config/app.config';
import { homepageApi } from '../../api/homepageApi';
import { v2Api } from '../../api/v2Api';
import type { AppStartListening } from '../../app/appTypes';
import {
  COVER_VIDEO_FETCH_DELAY_MS,
  coverVideoExpanded,
  coverVideosFailed,
  coverVideosLoaded,
  coverVideosRequested,
} from './coverVideoSlice';

/** The product's site identifier sent with the cover-video calls. */
export const SITE_NAME = appConfig.shortName.toLowerCase();

/** The cover-video data call (SPEC 5), the same wherever it is made. */
export const COVER_VIDEO_QUERY = {
  body: { options: { operation: 'getOSPVideoData', siteName: SITE_NAME, tags: ['home'] } },
} as const satisfies Parameters<typeof v2Api.endpoints.v2GetOSPVideoData.initiate>[0];

export function addCoverVideoListeners(startAppListening: AppStartListening) {
  startAppListening({
    matcher: homepageApi.endpoints.homepageBaseData.matchFulfilled,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.delay(COVER_VIDEO_FETCH_DELAY_MS);
      const { status } = api.getState().coverVideo;
      // Only if not loaded already.
      if (status !== 'idle' && status !== 'failed') return;
      api.dispatch(coverVideosRequested());
      try {
        const answer = await api
          .dispatch(
            v2Api.endpoints.v2GetOSPVideoData.initiate(COVER_VIDEO_QUERY, { subscribe: false }),
          )
          .unwrap();
        api.dispatch(coverVideosLoaded({ videos: answer.data }));
      } catch (error) {
        api.extra.logError('Cover videos fetch failed', error);
        api.dispatch(coverVideosFailed());
      }
    },
  });

  // The server renders the home page with its cover video (the preview is the page's largest
  // image), so it asks for the videos itself; the browser then has them and asks no more. A call
  // this listener's own effect made finds the videos loading and leaves them to it.
  startAppListening({
    matcher: v2Api.endpoints.v2GetOSPVideoData.matchFulfilled,
    effect: (action, api) => {
      if (api.getState().coverVideo.status !== 'idle') return;
      api.dispatch(coverVideosRequested());
      api.dispatch(coverVideosLoaded({ videos: action.payload.data }));
    },
  });

  // A click is counted at most once a day: only when the expansion recorded a new date.
  startAppListening({
    actionCreator: coverVideoExpanded,
    effect: async (action, api) => {
      const before = api.getOriginalState().coverVideo;
      const after = api.getState().coverVideo;
      const { page, today } = action.payload;
      if (after.expandedPage !== page || before.lastClickDate === today) return;
      const video = after.videos.find((candidate) => candidate.options.page === page);
      try {
        await api
          .dispatch(
            v2Api.endpoints.v2HandleVideoClicks.initiate({
              body: {
                options: {
                  operation: 'handleVideoClicks',
                  tags: ['home'],
                  props: { tags: ['OSPVideo'] },
                  page,
                  ...(video ? { videoId: video._id } : {}),
                },
              },
            }),
          )
          .unwrap();
      } catch (error) {
        api.extra.logError('Cover video click count failed', error);
      }
    },
  });
}
