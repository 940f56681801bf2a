import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import {
  draftFromCart,
  filledFrom,
  initialCartState,
} from '../../../../src/client/features/cart/cartSlice';
import { GUARDED_PATHS } from '../../../../src/client/features/history/historyListeners';
import {
  HISTORY_MAX,
  backRequested,
  pageVisited,
  scrollPositionSaved,
  selectCanGoBack,
  selectHistoryStack,
  selectScrollPosition,
} from '../../../../src/client/features/history/historySlice';
import {
  initialLocationState,
  locationPanelOpened,
} from '../../../../src/client/features/location/locationSlice';
import { modalOpened } from '../../../../src/client/features/modals/modalsSlice';
import { address, serverCart, user } from '../../support/fixtures';
import { machine, testStore, withFakeClock } from '../../support/store';

const visit = (path: string, kind: 'PUSH' | 'POP' | 'REPLACE' = 'PUSH') =>
  pageVisited({ path, kind });

describe('history stack and scroll positions', () => {
  test('pushes, replaces the top, and pops back', () => {
    const history = machine();
    history.dispatch(visit('/'), visit('/decors/list'), visit('/products/decor/p1/arch'));
    history.dispatch(visit('/decors/list', 'POP'));
    expect(selectHistoryStack(history.state())).toEqual(['/', '/decors/list']);
    history.dispatch(visit('/decors/list?sort=price', 'REPLACE'));
    expect(selectHistoryStack(history.state())).toEqual(['/', '/decors/list?sort=price']);
    expect(selectCanGoBack(history.state())).toBe(true);
  });

  test('the same page twice is one entry; the stack keeps the last 50', () => {
    const history = machine();
    history.dispatch(visit('/'), visit('/'));
    expect(selectHistoryStack(history.state())).toEqual(['/']);
    history.dispatch(
      ...Array.from({ length: HISTORY_MAX + 5 }, (_, index) => visit(`/p/${index}`)),
    );
    expect(selectHistoryStack(history.state())).toHaveLength(HISTORY_MAX);
  });

  test('scroll positions are kept per page; nonsense is refused', () => {
    const history = machine();
    history.dispatch(
      scrollPositionSaved({ path: '/kw/decoration-in-mumbai', y: 812.4 }),
      scrollPositionSaved({ path: '/x', y: -3 }),
    );
    expect(selectScrollPosition(history.state(), '/kw/decoration-in-mumbai')).toBe(812);
    expect(selectScrollPosition(history.state(), '/x')).toBe(0);
  });
});

describe('navigation listeners', () => {
  withFakeClock();

  test('back goes back through the stack, or home from the first page', () => {
    const deep = testStore({ history: { stack: ['/', '/checkout'], scroll: {} } });
    deep.store.dispatch(backRequested());
    expect(deep.services.backs).toBe(1);
    const landed = testStore({ history: { stack: ['/checkout'], scroll: {} } });
    landed.store.dispatch(backRequested());
    expect(landed.services.navigations).toEqual([{ to: '/', replace: true }]);
  });

  test.each(GUARDED_PATHS)('%s redirects a visitor to /', (path) => {
    const { store, services } = testStore();
    store.dispatch(visit(`${path}?x=1`));
    expect(services.navigations).toEqual([{ to: '/', replace: true }]);
  });

  test('guarded pages open for a user', () => {
    const { store, services } = testStore({ auth: { ...initialAuthState, user } });
    store.dispatch(visit('/profile/wishlist'));
    expect(services.navigations).toEqual([]);
  });

  test('the payment page needs date, slot and address in the cart', () => {
    const incomplete = testStore({
      auth: { ...initialAuthState, user },
      cart: filledFrom(initialCartState, draftFromCart(serverCart())),
    });
    incomplete.store.dispatch(visit('/payment'));
    expect(incomplete.services.navigations).toEqual([{ to: '/', replace: true }]);
    const ready = testStore({
      auth: { ...initialAuthState, user },
      cart: filledFrom(
        initialCartState,
        draftFromCart(
          serverCart({
            bookingAddress: address(),
            celebrationDate: '25-12-2026',
            readyTime: '17:00',
            arrivingTime: '14:00',
          }),
        ),
      ),
    });
    ready.store.dispatch(visit('/payment'));
    expect(ready.services.navigations).toEqual([]);
  });

  test('the login modal opens 30 s after arriving home logged out', async () => {
    const { store, state } = testStore();
    store.dispatch(visit('/'));
    await jest.advanceTimersByTimeAsync(30_000 - 1);
    expect(state().modals.login).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(state().modals.login).toEqual({});
  });

  test.each([
    [
      'leaving home',
      (store: ReturnType<typeof testStore>['store']) => store.dispatch(visit('/decors/list')),
    ],
    [
      'the location panel open',
      (store: ReturnType<typeof testStore>['store']) =>
        store.dispatch(locationPanelOpened(undefined)),
    ],
    [
      'the sidebar open',
      (store: ReturnType<typeof testStore>['store']) =>
        store.dispatch(modalOpened({ name: 'sidebar', options: {} })),
    ],
  ])('no login prompt with %s', async (_name, act) => {
    const { store, state } = testStore({
      location: { ...initialLocationState, autoDetectDone: true },
    });
    store.dispatch(visit('/'));
    await jest.advanceTimersByTimeAsync(1000);
    act(store);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(state().modals.login).toBeNull();
  });

  test('no login prompt for a user', async () => {
    const { store, state } = testStore({ auth: { ...initialAuthState, user } });
    store.dispatch(visit('/'));
    await jest.advanceTimersByTimeAsync(30_000);
    expect(state().modals.login).toBeNull();
  });
});
