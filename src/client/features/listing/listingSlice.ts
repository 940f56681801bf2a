import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FilterTag, ListingFilter, Product, SortInfo } from '../../../shared/contract';

/** SPEC 4 Listing: the default sort is ocassionCategoryIndex ascending, labelled Popularity. */
export const DEFAULT_SORT: SortInfo = {
  field: 'ocassionCategoryIndex',
  order: 1,
  type: 'ocassionCategoryIndexAsc',
  label: 'Popularity',
};

export interface ListingQuery {
  filter: ListingFilter;
  /** The selected sub-category tile (selectedFilterTagObjectId), if any. */
  tagId: string | null;
  sort: SortInfo;
  hubId: string;
}

export interface ListingRequest extends ListingQuery {
  page: number;
  headingName?: string | null;
}

export interface ListingState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  query: ListingQuery | null;
  /** The page being fetched, while loading. */
  pendingPage: number | null;
  products: Product[];
  productsCount: number;
  /** The last page received. */
  page: number;
  isLast: boolean;
  hasMore: boolean;
  headingName: string | null;
  subcategories: FilterTag[];
}

export const initialListingState: ListingState = {
  status: 'idle',
  query: null,
  pendingPage: null,
  products: [],
  productsCount: 0,
  page: 0,
  isLast: false,
  hasMore: true,
  headingName: null,
  subcategories: [],
};

/** Two queries ask for the same list when filter, tag, sort and hub match. */
export function sameListing(a: ListingQuery | null, b: ListingQuery): boolean {
  if (a === null) return false;
  const key = ({ filter, tagId, sort, hubId }: ListingQuery) =>
    JSON.stringify([filter, tagId, sort.field, sort.order, hubId]);
  return key(a) === key(b);
}

/** SPEC 4: a fetch is skipped when filter, tag and sort are unchanged and the end was reached. */
export function isListingFetchSkipped(state: ListingState, request: ListingRequest): boolean {
  return sameListing(state.query, request) && state.status === 'loaded' && !state.hasMore;
}

export const listingSlice = createSlice({
  name: 'listing',
  initialState: initialListingState,
  reducers: {
    listingPageRequested(state, action: PayloadAction<ListingRequest>) {
      const { page, headingName, ...query } = action.payload;
      if (isListingFetchSkipped(state, action.payload) || state.status === 'loading') return;
      if (page === 0) {
        // A new list: page 0 starts loading and its answer replaces the products.
        state.query = query;
        state.status = 'loading';
        state.pendingPage = 0;
        state.hasMore = true;
        state.isLast = false;
        if (headingName !== undefined) state.headingName = headingName;
        return;
      }
      // Later pages only continue the list on screen, one page at a time.
      if (!sameListing(state.query, query) || !state.hasMore || page !== state.page + 1) return;
      state.status = 'loading';
      state.pendingPage = page;
    },
    listingPageReceived(
      state,
      action: PayloadAction<{
        page: number;
        products: Product[];
        productsCount: number;
        isLast: boolean;
        categoriesByTags: FilterTag[];
      }>,
    ) {
      const { page, products, productsCount, isLast, categoriesByTags } = action.payload;
      if (state.status !== 'loading' || state.pendingPage !== page) return;
      state.products = page === 0 ? products : [...state.products, ...products];
      state.productsCount = productsCount;
      state.page = page;
      state.isLast = isLast;
      state.hasMore = !isLast;
      state.subcategories = categoriesByTags;
      state.status = 'loaded';
      state.pendingPage = null;
    },
    /** Logged by the listener; loading stops (SPEC 8). */
    listingPageFailed(state, action: PayloadAction<{ page: number }>) {
      if (state.status !== 'loading' || state.pendingPage !== action.payload.page) return;
      state.status = 'failed';
      state.pendingPage = null;
    },
  },
  selectors: {
    selectListing: (state) => state,
    selectListingProducts: (state) => state.products,
    selectListingLoading: (state) => state.status === 'loading',
    selectListingHasMore: (state) => state.hasMore,
  },
});

export const { listingPageRequested, listingPageReceived, listingPageFailed } =
  listingSlice.actions;
export const { selectListing, selectListingProducts, selectListingLoading, selectListingHasMore } =
  listingSlice.selectors;
