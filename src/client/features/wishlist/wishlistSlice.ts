import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC 9: a toggle keeps the heart busy for 500 ms. */
export const WISHLIST_BUSY_MS = 500;

export type WishlistMode = 'add' | 'remove';

export interface WishlistState {
  /** Product ids, newest first. */
  ids: string[];
  /** The product whose heart is busy, if any. */
  busy: string | null;
}

export const initialWishlistState: WishlistState = { ids: [], busy: null };

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    wishlistLoaded(state, action: PayloadAction<{ ids: string[] }>) {
      state.ids = action.payload.ids;
    },
    /** Shown at once (optimistic); the server's answer or a failure settles it. */
    wishlistToggleStarted(state, action: PayloadAction<{ productId: string; mode: WishlistMode }>) {
      const { productId, mode } = action.payload;
      if (state.busy !== null) return;
      state.busy = productId;
      const others = state.ids.filter((id) => id !== productId);
      state.ids = mode === 'add' ? [productId, ...others] : others;
    },
    wishlistUpdated(state, action: PayloadAction<{ ids: string[] }>) {
      state.ids = action.payload.ids;
    },
    wishlistToggleFailed(state, action: PayloadAction<{ productId: string; mode: WishlistMode }>) {
      const { productId, mode } = action.payload;
      const others = state.ids.filter((id) => id !== productId);
      state.ids = mode === 'add' ? others : [productId, ...others];
    },
    wishlistBusyEnded(state, action: PayloadAction<{ productId: string }>) {
      if (state.busy === action.payload.productId) state.busy = null;
    },
  },
  selectors: {
    selectWishlistIds: (state) => state.ids,
    selectWishlistCount: (state) => state.ids.length,
    selectWishlistBusy: (state) => state.busy,
  },
});

export const {
  wishlistLoaded,
  wishlistToggleStarted,
  wishlistUpdated,
  wishlistToggleFailed,
  wishlistBusyEnded,
} = wishlistSlice.actions;
export const { selectWishlistIds, selectWishlistCount, selectWishlistBusy } =
  wishlistSlice.selectors;

export const selectIsWishlisted = (state: { wishlist: WishlistState }, productId: string) =>
  state.wishlist.ids.includes(productId);
