import { createSlice } from '@reduxjs/toolkit';

/** SPEC 9: the nav is light on load and turns dark 1500 ms later. */
export const NAV_THEME_SWITCH_MS = 1500;

/** The search box's rotating examples, one every few seconds. */
export const SEARCH_HINTS = ['birthday decoration', 'anniversary', 'baby shower', 'kids party'];
export const SEARCH_HINT_ROTATE_MS = 3000;

export type NavTheme = 'light' | 'dark';

export interface ShellState {
  navTheme: NavTheme;
  searchHintIndex: number;
}

export const initialShellState: ShellState = { navTheme: 'light', searchHintIndex: 0 };

export const shellSlice = createSlice({
  name: 'shell',
  initialState: initialShellState,
  reducers: {
    navThemeDarkened(state) {
      state.navTheme = 'dark';
    },
    searchHintRotated(state) {
      state.searchHintIndex = (state.searchHintIndex + 1) % SEARCH_HINTS.length;
    },
  },
  selectors: {
    selectNavTheme: (state) => state.navTheme,
    selectSearchHintIndex: (state) => state.searchHintIndex,
  },
});

export const { navThemeDarkened, searchHintRotated } = shellSlice.actions;
export const { selectNavTheme, selectSearchHintIndex } = shellSlice.selectors;
