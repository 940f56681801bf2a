import { userSignedIn } from '../../../src/client/features/auth/authEvents';
import { appCrashed } from '../../../src/client/features/crash/crashSlice';
import {
  pageVisited,
  scrollPositionSaved,
} from '../../../src/client/features/history/historySlice';
import { locationSelected } from '../../../src/client/features/location/locationSlice';
import { productAddedToCart, cartRemoved } from '../../../src/client/features/cart/cartSlice';
import { productViewed } from '../../../src/client/features/recentlyViewed/recentlyViewedSlice';
import { ipLookedUp } from '../../../src/client/features/session/sessionSlice';
import {
  coverVideoExpanded,
  initialCoverVideoState,
} from '../../../src/client/features/coverVideo/coverVideoSlice';
import {
  LOCAL_KEYS,
  SESSION_KEYS,
  hasStoredValues,
  loadStoredState,
} from '../../../src/client/app/persistence';
import { preloadedStateFromStorage } from '../../../src/client/app/storedValues';
import { memoryStorage } from '../../../src/client/app/services';
import { HUB, location, product, serverCart, signedInData, user } from '../support/fixtures';
import { backgroundHandlers, handle, server, settle, withMockApi } from '../support/msw';
import { contract } from '../../../src/shared/contract';
import { testStore } from '../support/store';

withMockApi();

describe('storage keys of SPEC 3', () => {
  test('the keys are exactly the spec names', () => {
    expect(Object.values(LOCAL_KEYS)).toEqual([
      'user',
      'userIP',
      'lastSelectedLocation',
      'cart',
      'U_LOCATION',
      'viewedRecently',
      'coverVideoClickDate',
    ]);
    expect(Object.values(SESSION_KEYS)).toEqual([
      '_ERROR_COUNT',
      'historyStack',
      'scrollPositions',
    ]);
  });

  test('each key is written by its listener when its state changes', async () => {
    server.use(
      ...backgroundHandlers(),
      handle(contract.reports.createError, () => ({ isSuccess: true, referenceId: 'REF1234' })),
      handle(contract.cart.delete, () => ({ isSuccess: true })),
      handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart: serverCart() })),
    );
    const { store, services } = testStore();
    const local = (key: string) => JSON.parse(services.local.getItem(key) ?? 'null') as unknown;
    const session = (key: string) => JSON.parse(services.session.getItem(key) ?? 'null') as unknown;

    store.dispatch(userSignedIn({ data: signedInData({ selectedLocation: null }), via: 'otp' }));
    expect(local('user')).toEqual(user);

    store.dispatch(ipLookedUp('203.0.113.9', null, new Date('2026-12-01T06:00:00.000Z')));
    expect(local('userIP')).toEqual({ ip: '203.0.113.9', location: null, date: '01-12-2026' });

    store.dispatch(locationSelected({ location }));
    expect(local('lastSelectedLocation')).toEqual(location);
    expect(local('U_LOCATION')).toEqual({ hubId: HUB });

    store.dispatch(productAddedToCart({ product: product(), hubId: HUB }));
    expect(local('cart')).toMatchObject({ product: { _id: 'p1' }, hubId: HUB });

    store.dispatch(pageVisited({ path: '/', kind: 'PUSH' }));
    store.dispatch(scrollPositionSaved({ path: '/', y: 120 }));
    expect(session('historyStack')).toEqual(['/']);
    expect(session('scrollPositions')).toEqual({ '/': 120 });

    store.dispatch(appCrashed({ message: 'boom' }));
    expect(session('_ERROR_COUNT')).toBe(1);
    await settle();

    store.dispatch(cartRemoved());
    expect(services.local.getItem('cart')).toBeNull();
  });

  test('the viewed-recently list and the click date are kept locally', () => {
    const { store, services } = testStore({
      coverVideo: {
        ...initialCoverVideoState,
        status: 'loaded',
        videos: [{ _id: 'v1', options: { page: 'home' }, videoUrl: '/v.mp4' }],
      },
    });
    server.use(handle(contract.v2.handleVideoClicks, () => ({ isSuccess: true })));
    store.dispatch(productViewed({ productId: 'p1' }));
    store.dispatch(coverVideoExpanded('home', new Date('2026-12-01T06:00:00.000Z')));
    expect(services.local.getItem('viewedRecently')).toBe('["p1"]');
    expect(services.local.getItem('coverVideoClickDate')).toBe('"01-12-2026"');
  });
});

describe('reading storage once at start', () => {
  test('what the browser kept becomes the preloaded state', () => {
    const local = memoryStorage({
      user: JSON.stringify(user),
      userIP: JSON.stringify({
        ip: '203.0.113.9',
        location: { lat: 19, lng: 72 },
        date: '01-12-2026',
      }),
      lastSelectedLocation: JSON.stringify(location),
      U_LOCATION: JSON.stringify({ hubId: 'PUNE-HUB' }),
      cart: JSON.stringify({
        product: product(),
        addOns: [],
        offers: [],
        hubId: HUB,
        celebrationDate: '25-12-2026',
        readyTime: null,
        arrivingTime: null,
        bookingAddress: null,
        santaTip: 0,
        instructions: '',
      }),
      viewedRecently: JSON.stringify(['p2', 'p1']),
      coverVideoClickDate: JSON.stringify('01-12-2026'),
    });
    const session = memoryStorage({
      _ERROR_COUNT: '2',
      historyStack: JSON.stringify(['/', '/checkout']),
      scrollPositions: JSON.stringify({ '/': 300 }),
    });
    const state = preloadedStateFromStorage(local, session);
    expect(state.auth?.user).toEqual(user);
    expect(state.session?.userIP).toMatchObject({ ip: '203.0.113.9' });
    expect(state.location).toMatchObject({ selected: location, hubId: 'PUNE-HUB' });
    expect(state.cart).toMatchObject({
      status: 'filled',
      draft: { celebrationDate: '25-12-2026' },
      syncedRevision: null,
    });
    expect(state.recentlyViewed?.ids).toEqual(['p2', 'p1']);
    expect(state.coverVideo?.lastClickDate).toBe('01-12-2026');
    expect(state.crash?.errorCount).toBe(2);
    expect(state.history).toEqual({ stack: ['/', '/checkout'], scroll: { '/': 300 } });
  });

  test('corrupt or tampered entries are ignored, not trusted', () => {
    const local = memoryStorage({
      user: '{not json',
      lastSelectedLocation: JSON.stringify({ ...location, serviceAreaInfo: 'yes' }),
      U_LOCATION: JSON.stringify({ hubId: '../../etc' }),
      cart: JSON.stringify({ product: 'p1' }),
      viewedRecently: JSON.stringify(['ok', { $gt: '' }]),
    });
    const state = preloadedStateFromStorage(local, memoryStorage({ _ERROR_COUNT: '-4' }));
    expect(state.auth?.user).toBeNull();
    expect(state.location).toMatchObject({ selected: null, hubId: null });
    expect(state.cart?.status).toBe('empty');
    expect(state.recentlyViewed?.ids).toEqual([]);
    expect(state.crash?.errorCount).toBe(0);
  });

  test('an empty browser gives the initial state', () => {
    const state = preloadedStateFromStorage(memoryStorage(), memoryStorage());
    const { store } = testStore(state);
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().history).toEqual({ stack: [], scroll: {} });
  });
});

describe('the browser loads the checks only when something is stored', () => {
  test('a first visit has nothing to check and starts from the same initial state', async () => {
    const local = memoryStorage({ unrelated: 'kept by something else' });
    const session = memoryStorage();
    expect(hasStoredValues(local, session)).toBe(false);
    await expect(loadStoredState(local, session)).resolves.toEqual(
      preloadedStateFromStorage(local, session),
    );
  });

  test('any stored key, local or session, counts as something to check', () => {
    for (const key of Object.values(LOCAL_KEYS)) {
      expect(hasStoredValues(memoryStorage({ [key]: 'x' }), memoryStorage())).toBe(true);
    }
    for (const key of Object.values(SESSION_KEYS)) {
      expect(hasStoredValues(memoryStorage(), memoryStorage({ [key]: 'x' }))).toBe(true);
    }
  });

  test('stored values are checked exactly as before: kept when valid, ignored when tampered', async () => {
    const local = memoryStorage({
      user: JSON.stringify(user),
      U_LOCATION: JSON.stringify({ hubId: '../../etc' }),
      viewedRecently: JSON.stringify(['p2', 'p1']),
      cart: JSON.stringify({ product: 'p1' }),
    });
    const session = memoryStorage({ _ERROR_COUNT: '-4', historyStack: JSON.stringify(['/']) });
    const state = await loadStoredState(local, session);
    expect(state).toEqual(preloadedStateFromStorage(local, session));
    expect(state.auth?.user).toEqual(user);
    expect(state.location?.hubId).toBeNull();
    expect(state.recentlyViewed?.ids).toEqual(['p2', 'p1']);
    expect(state.cart?.status).toBe('empty');
    expect(state.crash?.errorCount).toBe(0);
    expect(state.history?.stack).toEqual(['/']);
  });
});
