import { http } from 'msw';
import { contract } from '../../../../src/shared/contract';
import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import { sessionStarted } from '../../../../src/client/features/session/sessionEvents';
import {
  WISHLIST_BUSY_MS,
  selectIsWishlisted,
  selectWishlistBusy,
  selectWishlistCount,
  wishlistBusyEnded,
  wishlistLoaded,
  wishlistToggleFailed,
  wishlistToggleStarted,
  wishlistUpdated,
} from '../../../../src/client/features/wishlist/wishlistSlice';
import { sessionData, user } from '../../support/fixtures';
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
import { machine, testStore, withFakeClock } from '../../support/store';

describe('wishlist machine', () => {
  test('a toggle shows at once and marks the heart busy until it ends', () => {
    const wishlist = machine();
    wishlist.dispatch(
      wishlistLoaded({ ids: ['p2'] }),
      wishlistToggleStarted({ productId: 'p1', mode: 'add' }),
    );
    expect(selectIsWishlisted(wishlist.state(), 'p1')).toBe(true);
    expect(selectWishlistBusy(wishlist.state())).toBe('p1');
    expect(selectWishlistCount(wishlist.state())).toBe(2);
    wishlist.dispatch(wishlistBusyEnded({ productId: 'p1' }));
    expect(selectWishlistBusy(wishlist.state())).toBeNull();
  });

  test('a failed toggle is undone; the server list wins', () => {
    const wishlist = machine();
    wishlist.dispatch(
      wishlistLoaded({ ids: ['p1'] }),
      wishlistToggleStarted({ productId: 'p1', mode: 'remove' }),
      wishlistToggleFailed({ productId: 'p1', mode: 'remove' }),
    );
    expect(selectIsWishlisted(wishlist.state(), 'p1')).toBe(true);
    wishlist.dispatch(wishlistUpdated({ ids: ['p7'] }));
    expect(wishlist.state().wishlist.ids).toEqual(['p7']);
  });

  test('refused: a second toggle while busy, and ending another heart', () => {
    const wishlist = machine();
    wishlist.dispatch(wishlistToggleStarted({ productId: 'p1', mode: 'add' }));
    const before = wishlist.state().wishlist;
    wishlist.dispatch(
      wishlistToggleStarted({ productId: 'p2', mode: 'add' }),
      wishlistBusyEnded({ productId: 'p2' }),
    );
    expect(wishlist.state().wishlist).toEqual(before);
  });
});

describe('wishlist listeners', () => {
  withMockApi();
  withFakeClock();
  const loggedIn = { auth: { ...initialAuthState, user } };

  test('the heart stays busy 500 ms even when the server answers at once', async () => {
    server.use(
      handle(contract.users.updateWishlist, () => ({ isSuccess: true, wishlist: ['p1'] })),
    );
    const { store, state } = testStore(loggedIn);
    store.dispatch(wishlistToggleStarted({ productId: 'p1', mode: 'add' }));
    await settle();
    expect(requests[0]?.body).toEqual({ productId: 'p1', mode: 'add' });
    await jest.advanceTimersByTimeAsync(WISHLIST_BUSY_MS - 1);
    expect(selectWishlistBusy(state())).toBe('p1');
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(selectWishlistBusy(state())).toBeNull();
    expect(state().wishlist.ids).toEqual(['p1']);
  });

  test('a failed toggle is undone after the busy time', async () => {
    server.use(
      http.post(`${apiOrigin()}/api/users/wishlist`, () => failure(404, 'No such product')),
    );
    const { store, state } = testStore(loggedIn);
    store.dispatch(wishlistToggleStarted({ productId: 'p1', mode: 'add' }));
    await jest.advanceTimersByTimeAsync(WISHLIST_BUSY_MS);
    await settle();
    expect(state().wishlist).toEqual({ ids: [], busy: null });
  });

  test('a session with a user loads the wishlist; a visitor session does not', async () => {
    server.use(
      handle(contract.users.getWishlist, () => ({ isSuccess: true, wishlist: ['p3', 'p1'] })),
      ...backgroundHandlers(),
    );
    const member = testStore(loggedIn);
    member.store.dispatch(sessionStarted(sessionData({ user })));
    await settle();
    expect(member.state().wishlist.ids).toEqual(['p3', 'p1']);
    requests.length = 0;
    const visitor = testStore();
    visitor.store.dispatch(sessionStarted(sessionData()));
    await settle();
    expect(requests.filter((request) => request.path === '/api/users/wishlist')).toHaveLength(0);
  });
});
