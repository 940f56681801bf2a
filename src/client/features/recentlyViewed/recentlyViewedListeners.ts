import { isAnyOf } from '@reduxjs/toolkit';
import { homepageApi } from '../../api/homepageApi';
import type { AppStartListening } from '../../app/appTypes';
import { userSignedIn } from '../auth/authEvents';
import { selectIsLoggedIn } from '../auth/authSlice';
import { productViewed, recentlyViewedSent } from './recentlyViewedSlice';

export function addRecentlyViewedListeners(startAppListening: AppStartListening) {
  // SPEC 4: after login the stored list is sent, then cleared; logged in, views go straight on.
  startAppListening({
    matcher: isAnyOf(userSignedIn, productViewed),
    effect: async (_action, api) => {
      const state = api.getState();
      const ids = state.recentlyViewed.ids;
      if (!selectIsLoggedIn(state) || ids.length === 0) return;
      try {
        await api
          .dispatch(
            homepageApi.endpoints.homepageAddToRecentlyViewed.initiate({ body: { data: ids } }),
          )
          .unwrap();
        api.dispatch(recentlyViewedSent({ ids }));
      } catch (error) {
        api.extra.logError('Sending recently viewed products failed', error);
      }
    },
  });
}
