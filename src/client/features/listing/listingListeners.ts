import { isAnyOf } from '@reduxjs/toolkit';
import { effectiveHubId } from '../../../shared/domain';
import { homepageApi } from '../../api/homepageApi';
import { VISIBLE_OFFERS_ARG, offersApi } from '../../api/offersApi';
import { productsApi } from '../../api/productsApi';
import type { AppStartListening, RootState } from '../../app/appTypes';
import { userSignedIn } from '../auth/authEvents';
import { locationSelected, selectHubId } from '../location/locationSlice';
import { sessionStarted } from '../session/sessionEvents';
import { listingPageArg, listingProducts } from './listingQuery';
import { listingPageFailed, listingPageReceived, listingPageRequested } from './listingSlice';

const selectOffers = offersApi.endpoints.offersGetOffersByQueryObject.select(VISIBLE_OFFERS_ARG);
const userAndHub = (state: RootState) => [state.auth.user?._id ?? null, selectHubId(state)];

export function addListingListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: listingPageRequested,
    effect: async (action, api) => {
      const { listing } = api.getState();
      const { page } = action.payload;
      // The reducer decided (skip rule, one page at a time); only a page it started is fetched.
      if (listing.status !== 'loading' || listing.pendingPage !== page || listing.query === null)
        return;
      try {
        const answer = await api
          .dispatch(
            productsApi.endpoints.productsGetProductsByFilter.initiate(
              listingPageArg(listing.query, page),
              { subscribe: false },
            ),
          )
          .unwrap();
        api.dispatch(
          listingPageReceived({
            page,
            products: listingProducts(answer.products),
            productsCount: answer.productsCount,
            isLast: answer.isLast,
            categoriesByTags: answer.categoriesByTags,
          }),
        );
      } catch (error) {
        api.extra.logError('Listing fetch failed', error);
        api.dispatch(listingPageFailed({ page }));
      }
    },
  });

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
