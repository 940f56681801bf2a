import { http } from 'msw';
import { contract, type CoverVideo } from '../../../../src/shared/contract';
import { homepageApi, v2Api } from '../../../../src/client/api';
import { COVER_VIDEO_QUERY } from '../../../../src/client/features/coverVideo/coverVideoListeners';
import {
  coverVideoClosed,
  coverVideoCollapsed,
  coverVideoExpanded,
  coverVideoLoopMs,
  coverVideosFailed,
  coverVideosLoaded,
  coverVideosRequested,
  initialCoverVideoState,
  selectCoverVideoFor,
  selectExpandedCoverVideoPage,
} from '../../../../src/client/features/coverVideo/coverVideoSlice';
import {
  apiOrigin,
  failure,
  handle,
  requests,
  server,
  settle,
  withMockApi,
} from '../../support/msw';
import { machine, testStore, withFakeClock } from '../../support/store';

const homeVideo: CoverVideo = {
  _id: 'v1',
  options: { page: 'home' },
  videoUrl: 'https://cdn.example/v1.mp4',
};
const DAY_ONE = new Date('2026-12-01T06:00:00.000Z');
const DAY_TWO = new Date('2026-12-02T06:00:00.000Z');
const loaded = () => {
  const cover = machine();
  cover.dispatch(coverVideosRequested(), coverVideosLoaded({ videos: [homeVideo] }));
  return cover;
};

describe('cover video machine', () => {
  test('shown only for a page with a loaded video that was not closed', () => {
    const cover = loaded();
    expect(selectCoverVideoFor(cover.state(), 'home')).toEqual(homeVideo);
    expect(selectCoverVideoFor(cover.state(), 'decorListing')).toBeNull();
    cover.dispatch(coverVideoClosed({ page: 'home' }));
    expect(selectCoverVideoFor(cover.state(), 'home')).toBeNull();
  });

  test('a click expands it and records the day; collapse returns to the preview', () => {
    const cover = loaded();
    cover.dispatch(coverVideoExpanded('home', DAY_ONE));
    expect(selectExpandedCoverVideoPage(cover.state())).toBe('home');
    expect(cover.state().coverVideo.lastClickDate).toBe('01-12-2026');
    cover.dispatch(coverVideoCollapsed());
    expect(selectExpandedCoverVideoPage(cover.state())).toBeNull();
  });

  test('the preview loops after 4 s, or 15 s with a collapsed video', () => {
    expect(coverVideoLoopMs(homeVideo)).toBe(4000);
    expect(coverVideoLoopMs({ ...homeVideo, collapsedVideoUrl: 'https://cdn.example/c.mp4' })).toBe(
      15000,
    );
  });

  test.each([
    ['videos that nobody asked for', machine, coverVideosLoaded({ videos: [homeVideo] })],
    ['a failure that nobody waits for', machine, coverVideosFailed()],
    ['asking again once loaded', loaded, coverVideosRequested()],
    ['expanding a page without video', loaded, coverVideoExpanded('decorListing', DAY_ONE)],
  ] as const)('refused: %s', (_name, start, event) => {
    const cover = start();
    const before = cover.state().coverVideo;
    cover.dispatch(event);
    expect(cover.state().coverVideo).toEqual(before);
  });
});

describe('cover video listeners', () => {
  withMockApi();
  withFakeClock();
  const baseData = () =>
    handle(contract.homepage.baseData, () => ({
      isSuccess: true,
      result: {
        decorCategoriesList: [],
        homePageTopCategories: [],
        serviceableCities: {},
        miscInfos: [],
        rails: [],
      },
    }));

  test('videos are fetched 1 s after the home data loads, once', async () => {
    server.use(
      baseData(),
      handle(contract.v2.getOSPVideoData, () => ({ isSuccess: true, data: [homeVideo] })),
    );
    const { store, state } = testStore();
    await store.dispatch(
      homepageApi.endpoints.homepageBaseData.initiate({ query: {} }, { subscribe: false }),
    );
    await jest.advanceTimersByTimeAsync(1000 - 1);
    await settle();
    expect(requests.map((request) => request.path)).toEqual(['/api/homepage/base_data']);
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(requests[1]?.body).toEqual({
      options: { operation: 'getOSPVideoData', siteName: 'utsav', tags: ['home'] },
    });
    expect(selectCoverVideoFor(state(), 'home')).toEqual(homeVideo);
    await store.dispatch(
      homepageApi.endpoints.homepageBaseData.initiate(
        { query: {} },
        { subscribe: false, forceRefetch: true },
      ),
    );
    await jest.advanceTimersByTimeAsync(1000);
    await settle();
    expect(requests.filter((request) => request.path === '/api/v2/')).toHaveLength(1);
  });

  test('videos asked for before the home data (as the server drawing home does) are shown, and not asked for again', async () => {
    server.use(
      baseData(),
      handle(contract.v2.getOSPVideoData, () => ({ isSuccess: true, data: [homeVideo] })),
    );
    const { store, state } = testStore();
    await store.dispatch(
      v2Api.endpoints.v2GetOSPVideoData.initiate(COVER_VIDEO_QUERY, { subscribe: false }),
    );
    expect(selectCoverVideoFor(state(), 'home')).toEqual(homeVideo);
    await store.dispatch(
      homepageApi.endpoints.homepageBaseData.initiate({ query: {} }, { subscribe: false }),
    );
    await jest.advanceTimersByTimeAsync(1000);
    await settle();
    expect(requests.filter((request) => request.path === '/api/v2/')).toHaveLength(1);
  });

  test('a failed fetch is logged', async () => {
    server.use(
      baseData(),
      http.post(`${apiOrigin()}/api/v2/`, () => failure(500, 'down')),
    );
    const { store, state, services } = testStore();
    await store.dispatch(
      homepageApi.endpoints.homepageBaseData.initiate({ query: {} }, { subscribe: false }),
    );
    await jest.advanceTimersByTimeAsync(1000);
    await settle();
    expect(state().coverVideo.status).toBe('failed');
    expect(services.errors).toContain('Cover videos fetch failed');
  });

  test('a click is counted at most once a day', async () => {
    const clicks: unknown[] = [];
    server.use(
      handle(contract.v2.handleVideoClicks, ({ body }) => {
        clicks.push(body);
        return { isSuccess: true };
      }),
    );
    const { store } = testStore({
      coverVideo: { ...initialCoverVideoState, status: 'loaded', videos: [homeVideo] },
    });
    store.dispatch(coverVideoExpanded('home', DAY_ONE));
    store.dispatch(coverVideoCollapsed());
    store.dispatch(coverVideoExpanded('home', DAY_ONE));
    store.dispatch(coverVideoCollapsed());
    await settle();
    expect(clicks).toEqual([
      {
        options: {
          operation: 'handleVideoClicks',
          tags: ['home'],
          props: { tags: ['OSPVideo'] },
          page: 'home',
          videoId: 'v1',
        },
      },
    ]);
    store.dispatch(coverVideoExpanded('home', DAY_TWO));
    await settle();
    expect(clicks).toHaveLength(2);
  });
});
