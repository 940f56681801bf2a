import { searchPath } from '../../../shared/domain';
import type { AppThunk } from '../../app/appTypes';
import { searchClosed } from './searchSlice';

/**
 * Enter or 'See all': an id list opens /decors/predefined with those ids; other text opens
 * /decors/list filtered by it (`searchPath`, the rule the server's `/search` follows too).
 */
export const submitSearch = (): AppThunk => (dispatch, getState, services) => {
  const path = searchPath(getState().search.query);
  if (path === null) return;
  services.navigate(path);
  dispatch(searchClosed());
};
