import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The server takes at most 50 codes at once. */
export const RECENTLY_VIEWED_MAX = 50;

export interface RecentlyViewedState {
  /** Product codes, most recent first; kept in local storage until sent after login. */
  ids: string[];
}

export const initialRecentlyViewedState: RecentlyViewedState = { ids: [] };

export const recentlyViewedSlice = createSlice({
  name: 'recentlyViewed',
  initialState: initialRecentlyViewedState,
  reducers: {
    productViewed(state, action: PayloadAction<{ productId: string }>) {
      const { productId } = action.payload;
      state.ids = [productId, ...state.ids.filter((id) => id !== productId)].slice(
        0,
        RECENTLY_VIEWED_MAX,
      );
    },
    /** The server stored these codes: they leave the local list. */
    recentlyViewedSent(state, action: PayloadAction<{ ids: string[] }>) {
      const sent = new Set(action.payload.ids);
      state.ids = state.ids.filter((id) => !sent.has(id));
    },
  },
  selectors: {
    selectRecentlyViewed: (state) => state.ids,
  },
});

export const { productViewed, recentlyViewedSent } = recentlyViewedSlice.actions;
export const { selectRecentlyViewed } = recentlyViewedSlice.selectors;
