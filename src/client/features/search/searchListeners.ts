import { effectiveHubId } from '../../../shared/domain';
import { productsApi } from '../../api/productsApi';
import type { AppStartListening } from '../../app/appTypes';
import { selectHubId } from '../location/locationSlice';
import { searchFailed, searchQueryChanged, searchResultsReceived } from './searchSlice';

/** SPEC 9: results appear 250 ms after the last keystroke. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 250;

export function addSearchListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: searchQueryChanged,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const { query } = action.payload;
      if (api.getState().search.status !== 'loading') return;
      await api.delay(PRODUCT_SEARCH_DEBOUNCE_MS);
      try {
        const answer = await api
          .dispatch(
            productsApi.endpoints.productsSearch.initiate(
              {
                query: {
                  text: query.trim(),
                  hubId: effectiveHubId(selectHubId(api.getState())),
                },
              },
              { subscribe: false },
            ),
          )
          .unwrap();
        api.dispatch(searchResultsReceived({ query, products: answer.products }));
      } catch (error) {
        api.extra.logError('Product search failed', error);
        api.dispatch(searchFailed({ query }));
      }
    },
  });
}
