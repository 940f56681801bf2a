// The listing's paging effects: they load with the listing page (its slice, the page's state,
// stays in the first load; the shell resets it).
import { productsApi } from '../../api/productsApi';
import type { LazyFeature } from '../../app/injectFeature';
import type { AppStartListening } from '../../app/appTypes';
import { listingProducts } from './listingCards';
import { listingPageArg } from './listingQuery';
import { listingPageFailed, listingPageReceived, listingPageRequested } from './listingSlice';

function addListingPageListeners(startAppListening: AppStartListening) {
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
}

export const listingFeature: LazyFeature = { addListeners: addListingPageListeners };
