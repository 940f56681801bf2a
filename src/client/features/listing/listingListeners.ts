import { isAnyOf } from '@reduxjs/toolkit';
import { effectiveHubId } from '../../../shared/domain';
import { homepageApi } from '../../api/homepageApi';
import { VISIBLE_OFFERS_ARG, offersApi } from '../../api/offersApi';
import type { AppStartListening, RootState } from '../../app/appTypes';
import { userSignedIn } from '../auth/authEvents';
import { locationSelected, selectHubId } from '../location/locationSlice';
import { sessionStarted } from '../session/sessionEvents';

const selectOffers = offersApi.endpoints.offersGetOffersByQueryObject.select(VISIBLE_OFFERS_ARG);
const userAndHub = (state: RootState) => [state.auth.user?._id ?? null, selectHubId(state)];

export function addListingListeners(startAppListening: AppStartListening) {
  // SPEC 4: home data is reloaded when the user or the hub changes; offers load if none.
  startAppListening({
    matcher: isAnyOf(sessionStarted, userSignedIn, locationSelected),
    effect: (action, api) => {
      const state = api.getState();
      if (state.session.status !== 'ready') return;
      const [user, hub] = userAndHub(state);
      const [userBefore, hubBefore] = userAndHub(api.getOriginalState());
      if (!sessionStarted.match(action) && user === userBefore && hub === hubBefore) return;
      api.dispatch(
        homepageApi.endpoints.homepageBaseData.initiate(
          { query: { hubId: effectiveHubId(hub) } },
          { subscribe: false, forceRefetch: true },
        ),
      );
      if (!selectOffers(state).data) {
        api.dispatch(
          offersApi.endpoints.offersGetOffersByQueryObject.initiate(VISIBLE_OFFERS_ARG, {
            subscribe: false,
          }),
        );
      }
    },
  });
}
