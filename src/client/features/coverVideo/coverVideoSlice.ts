import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CoverVideo } from '../../../shared/contract';
import { formatDate } from '../../../shared/domain';

export type CoverVideoPage = CoverVideo['options']['page'];

/** SPEC 4: videos are fetched 1 s after the home data loads. */
export const COVER_VIDEO_FETCH_DELAY_MS = 1000;

/** SPEC 4: the preview loops after 4 s, or 15 s when a collapsed video exists. */
export const coverVideoLoopMs = (video: CoverVideo): number =>
  video.collapsedVideoUrl ? 15_000 : 4_000;

export interface CoverVideoState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  videos: CoverVideo[];
  /** Pages whose video the user closed (SPEC 4: closing records the page). */
  closedPages: CoverVideoPage[];
  expandedPage: CoverVideoPage | null;
  /** DD-MM-YYYY of the last counted click; kept in local storage (one count a day). */
  lastClickDate: string | null;
}

export const initialCoverVideoState: CoverVideoState = {
  status: 'idle',
  videos: [],
  closedPages: [],
  expandedPage: null,
  lastClickDate: null,
};

const isShown = (state: CoverVideoState, page: CoverVideoPage) =>
  state.status === 'loaded' &&
  !state.closedPages.includes(page) &&
  state.videos.some((video) => video.options.page === page);

export const coverVideoSlice = createSlice({
  name: 'coverVideo',
  initialState: initialCoverVideoState,
  reducers: {
    coverVideosRequested(state) {
      if (state.status === 'idle' || state.status === 'failed') state.status = 'loading';
    },
    coverVideosLoaded(state, action: PayloadAction<{ videos: CoverVideo[] }>) {
      if (state.status !== 'loading') return;
      state.status = 'loaded';
      state.videos = action.payload.videos;
    },
    coverVideosFailed(state) {
      if (state.status === 'loading') state.status = 'failed';
    },
    /** A click opens the full-screen view; it counts once a day (the date comes with the action). */
    coverVideoExpanded: {
      reducer(state, action: PayloadAction<{ page: CoverVideoPage; today: string }>) {
        const { page, today } = action.payload;
        if (!isShown(state, page) || state.expandedPage !== null) return;
        state.expandedPage = page;
        state.lastClickDate = today;
      },
      prepare: (page: CoverVideoPage, now = new Date()) => ({
        payload: { page, today: formatDate(now) },
      }),
    },
    coverVideoCollapsed(state) {
      state.expandedPage = null;
    },
    coverVideoClosed(state, action: PayloadAction<{ page: CoverVideoPage }>) {
      const { page } = action.payload;
      if (state.closedPages.includes(page)) return;
      state.closedPages.push(page);
      if (state.expandedPage === page) state.expandedPage = null;
    },
  },
  selectors: {
    selectCoverVideoState: (state) => state,
    selectExpandedCoverVideoPage: (state) => state.expandedPage,
  },
});

export const {
  coverVideosRequested,
  coverVideosLoaded,
  coverVideosFailed,
  coverVideoExpanded,
  coverVideoCollapsed,
  coverVideoClosed,
} = coverVideoSlice.actions;
export const { selectCoverVideoState, selectExpandedCoverVideoPage } = coverVideoSlice.selectors;

/** SPEC 4: shown only if videos are loaded for the page and the page was not closed. */
export const selectCoverVideoFor = (
  state: { coverVideo: CoverVideoState },
  page: CoverVideoPage,
): CoverVideo | null =>
  isShown(state.coverVideo, page)
    ? (state.coverVideo.videos.find((video) => video.options.page === page) ?? null)
    : null;
