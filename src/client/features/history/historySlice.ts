import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Enough for any back-button walk; keeps session storage small. */
export const HISTORY_MAX = 50;

export type NavigationKind = 'PUSH' | 'POP' | 'REPLACE';

export interface HistoryState {
  /** Paths visited in this tab, oldest first; kept in session storage for the mobile back button. */
  stack: string[];
  /** Per-page scroll positions (y), kept in session storage so lists restore where the user was. */
  scroll: Record<string, number>;
}

export const initialHistoryState: HistoryState = { stack: [], scroll: {} };

export const historySlice = createSlice({
  name: 'history',
  initialState: initialHistoryState,
  reducers: {
    /** The router moved (dispatched by the app's router subscription, never by a view). */
    pageVisited(state, action: PayloadAction<{ path: string; kind: NavigationKind }>) {
      const { path, kind } = action.payload;
      const { stack } = state;
      const top = stack[stack.length - 1];
      if (kind === 'REPLACE' && stack.length > 0) {
        stack[stack.length - 1] = path;
      } else if (kind === 'POP' && stack[stack.length - 2] === path) {
        stack.pop();
      } else if (top !== path) {
        stack.push(path);
        if (stack.length > HISTORY_MAX) stack.shift();
      }
    },
    scrollPositionSaved(state, action: PayloadAction<{ path: string; y: number }>) {
      const { path, y } = action.payload;
      if (!Number.isFinite(y) || y < 0) return;
      state.scroll[path] = Math.round(y);
    },
  },
  selectors: {
    selectHistoryStack: (state) => state.stack,
    selectCurrentPath: (state) => state.stack[state.stack.length - 1] ?? null,
    selectCanGoBack: (state) => state.stack.length > 1,
  },
});

export const { pageVisited, scrollPositionSaved } = historySlice.actions;
export const { selectHistoryStack, selectCurrentPath, selectCanGoBack } = historySlice.selectors;

export const selectScrollPosition = (state: { history: HistoryState }, path: string): number =>
  state.history.scroll[path] ?? 0;

/** The mobile top bar's back button. */
export const backRequested = createAction('history/backRequested');
