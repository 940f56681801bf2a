import { isProductSearchReady } from '../../../shared/domain';
import type { AppThunk } from '../../app/appTypes';
import { idsShortcut, searchClosed } from './searchSlice';

/**
 * Enter or 'See all': an id list opens /decors/predefined with those ids; other text opens
 * /decors/list filtered by it.
 */
export const submitSearch = (): AppThunk => (dispatch, getState, services) => {
  const { query } = getState().search;
  const ids = idsShortcut(query);
  if (ids !== null) {
    services.navigate(`/decors/predefined?${new URLSearchParams({ ids: ids.join(',') })}`);
  } else if (isProductSearchReady(query)) {
    services.navigate(`/decors/list?${new URLSearchParams({ searchText: query.trim() })}`);
  } else {
    return;
  }
  dispatch(searchClosed());
};
