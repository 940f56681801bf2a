import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../../shared/contract';
import { idsShortcut, isProductSearchReady } from '../../../shared/domain';

export { idsShortcut };

/** SPEC 9: the nav box shows 5 results, names cut at 50 characters. */
export const SEARCH_RESULTS_SHOWN = 5;
export const SEARCH_NAME_MAX = 50;

export const truncateName = (name: string): string =>
  name.length > SEARCH_NAME_MAX ? `${name.slice(0, SEARCH_NAME_MAX)}...` : name;

export type SearchStatus = 'idle' | 'loading' | 'shown' | 'failed';

export interface SearchState {
  query: string;
  /** idle shows 'Popular Categories' (fewer than 3 characters, or an id list). */
  status: SearchStatus;
  results: Product[];
}

export const initialSearchState: SearchState = { query: '', status: 'idle', results: [] };

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    searchQueryChanged(state, action: PayloadAction<{ query: string }>) {
      const { query } = action.payload;
      state.query = query;
      const searches = isProductSearchReady(query) && idsShortcut(query) === null;
      state.status = searches ? 'loading' : 'idle';
      if (!searches) state.results = [];
    },
    searchResultsReceived(state, action: PayloadAction<{ query: string; products: Product[] }>) {
      if (state.status !== 'loading' || state.query !== action.payload.query) return;
      state.status = 'shown';
      state.results = action.payload.products.slice(0, SEARCH_RESULTS_SHOWN);
    },
    searchFailed(state, action: PayloadAction<{ query: string }>) {
      if (state.status !== 'loading' || state.query !== action.payload.query) return;
      state.status = 'failed';
      state.results = [];
    },
    searchClosed: () => initialSearchState,
  },
  selectors: {
    selectSearch: (state) => state,
    selectSearchResults: (state) => state.results,
  },
});

export const { searchQueryChanged, searchResultsReceived, searchFailed, searchClosed } =
  searchSlice.actions;
export const { selectSearch, selectSearchResults } = searchSlice.selectors;
