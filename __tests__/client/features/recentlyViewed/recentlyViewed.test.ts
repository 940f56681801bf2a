import { http } from 'msw';
import { contract } from '../../../../src/shared/contract';
import { userSignedIn } from '../../../../src/client/features/auth/authEvents';
import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import {
  RECENTLY_VIEWED_MAX,
  productViewed,
  recentlyViewedSent,
  selectRecentlyViewed,
} from '../../../../src/client/features/recentlyViewed/recentlyViewedSlice';
import { signedInData, user } from '../../support/fixtures';
import {
  apiOrigin,
  backgroundHandlers,
  failure,
  handle,
  requests,
  server,
  settle,
  withMockApi,
} from '../../support/msw';
import { machine, testStore } from '../../support/store';

describe('viewed-recently list', () => {
  test('most recent first, unique, at most 50', () => {
    const list = machine();
    list.dispatch(
      productViewed({ productId: 'p1' }),
      productViewed({ productId: 'p2' }),
      productViewed({ productId: 'p1' }),
    );
    expect(selectRecentlyViewed(list.state())).toEqual(['p1', 'p2']);
    list.dispatch(
      ...Array.from({ length: RECENTLY_VIEWED_MAX + 3 }, (_, index) =>
        productViewed({ productId: `x${index}` }),
      ),
    );
    expect(selectRecentlyViewed(list.state())).toHaveLength(RECENTLY_VIEWED_MAX);
  });

  test('sent codes leave the list, others stay', () => {
    const list = machine({ recentlyViewed: { ids: ['p3', 'p2', 'p1'] } });
    list.dispatch(recentlyViewedSent({ ids: ['p2', 'p1'] }));
    expect(selectRecentlyViewed(list.state())).toEqual(['p3']);
  });
});

describe('viewed-recently sync', () => {
  withMockApi();

  test('after login the stored list is sent, then cleared (storage too)', async () => {
    server.use(
      handle(contract.homepage.addToRecentlyViewed, () => ({ isSuccess: true })),
      ...backgroundHandlers(),
    );
    const { store, state, services } = testStore({ recentlyViewed: { ids: ['p2', 'p1'] } });
    services.local.setItem('viewedRecently', JSON.stringify(['p2', 'p1']));
    store.dispatch(userSignedIn({ data: signedInData(), via: 'otp' }));
    await settle();
    expect(
      requests.find((request) => request.path === '/api/homepage/add_to_recently_viewed')?.body,
    ).toEqual({ data: ['p2', 'p1'] });
    expect(selectRecentlyViewed(state())).toEqual([]);
    expect(services.local.getItem('viewedRecently')).toBeNull();
  });

  test('a visitor keeps the list locally', async () => {
    const { store, services } = testStore();
    store.dispatch(productViewed({ productId: 'p1' }));
    await settle();
    expect(requests).toHaveLength(0);
    expect(services.local.getItem('viewedRecently')).toBe('["p1"]');
  });

  test('a failed send keeps the list for next time', async () => {
    server.use(
      http.post(`${apiOrigin()}/api/homepage/add_to_recently_viewed`, () => failure(500, 'down')),
    );
    const { store, state } = testStore({ auth: { ...initialAuthState, user } });
    store.dispatch(productViewed({ productId: 'p1' }));
    await settle();
    expect(selectRecentlyViewed(state())).toEqual(['p1']);
  });
});
