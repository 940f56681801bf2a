import { http } from 'msw';
import { contract } from '../../../../src/shared/contract';
import { userSignedIn } from '../../../../src/client/features/auth/authEvents';
import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import { initialLocationState } from '../../../../src/client/features/location/locationSlice';
import { appStarted, sessionStarted } from '../../../../src/client/features/session/sessionEvents';
import {
  initialSessionState,
  ipLookedUp,
  selectBootStatus,
  selectFeedbackDockOrder,
  selectLastOrder,
  selectUserIP,
} from '../../../../src/client/features/session/sessionSlice';
import { TOKEN, location, order, sessionData, signedInData, user } from '../../support/fixtures';
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

const NOW = new Date('2026-12-01T06:00:00.000Z');

describe('session machine (boot)', () => {
  test('loading, then ready once the start-up call answers, with the last order', () => {
    const boot = machine();
    expect(selectBootStatus(boot.state())).toBe('loading');
    boot.dispatch(sessionStarted(sessionData({ lastOrder: order() })));
    expect(selectBootStatus(boot.state())).toBe('ready');
    expect(selectLastOrder(boot.state())).toEqual(order());
  });

  test('the IP lookup is stored with its date while booting, and refused once ready', () => {
    const boot = machine();
    boot.dispatch(ipLookedUp('203.0.113.9', { lat: 19, lng: 72.8 }, NOW));
    expect(selectUserIP(boot.state())).toEqual({
      ip: '203.0.113.9',
      location: { lat: 19, lng: 72.8 },
      date: '01-12-2026',
    });
    const ready = machine({ session: { ...initialSessionState, status: 'ready' } });
    ready.dispatch(ipLookedUp('203.0.113.9', null, NOW));
    expect(selectUserIP(ready.state())).toBeNull();
  });

  test('a login replaces the last order', () => {
    const boot = machine({ session: { ...initialSessionState, lastOrder: order() } });
    boot.dispatch(userSignedIn({ data: signedInData({ lastOrder: null }), via: 'otp' }));
    expect(selectLastOrder(boot.state())).toBeNull();
  });

  // NOW is 11:30 in India on 1 December; the fixture's slot ends on 25 December.
  const ended = { celebrationDate: '30-11-2026' } as const;
  test.each([
    ['an order whose slot ended, without feedback, asks for it', order(ended), true],
    [
      'one whose slot ends this minute asks',
      order({ celebrationDate: '01-12-2026', readyTime: '11:30' }),
      true,
    ],
    [
      'one whose slot ends a minute later does not yet',
      order({ celebrationDate: '01-12-2026', readyTime: '11:31' }),
      false,
    ],
    [
      'an order completed by staff asks before its slot ends',
      order({ bookingStatus: 'Order Completed' }),
      true,
    ],
    ['a cancelled order does not', order({ ...ended, bookingStatus: 'Order Cancelled' }), false],
    [
      'a rated order does not',
      order({ ...ended, feedback: { user: { decoration: { stars: 5 } } } }),
      false,
    ],
  ])('feedback dock: %s', (_name, lastOrder, shown) => {
    const boot = machine({ session: { ...initialSessionState, lastOrder } });
    expect(selectFeedbackDockOrder(boot.state(), NOW) !== null).toBe(shown);
  });

  test('SECURITY: reviews come only from delivered orders: the dock never asks for an upcoming one', () => {
    const boot = machine({ session: { ...initialSessionState, lastOrder: order() } });
    expect(selectFeedbackDockOrder(boot.state(), NOW)).toBeNull();
  });
});

describe('start-up listener', () => {
  withMockApi();
  withFakeClock();

  const started = (search = '', path = '/') => appStarted({ path, search }, NOW);
  const ipInfo = () =>
    handle(contract.session.ipInfo, () => ({ isSuccess: true, ip: '203.0.113.9', location: null }));
  const start = (data = sessionData()) =>
    handle(contract.session.start, () => ({ isSuccess: true, data }));

  test('a visitor without IP or token is looked up by IP, then the session starts', async () => {
    server.use(ipInfo(), start(), ...backgroundHandlers());
    const { store, state } = testStore();
    store.dispatch(started());
    await settle();
    expect(requests.slice(0, 2).map((request) => request.path)).toEqual([
      '/api/session/ipinfo',
      '/api/session/start',
    ]);
    expect(requests[1]?.body).toEqual({ userIP: '203.0.113.9' });
    expect(state().session.status).toBe('ready');
  });

  test('a stored token skips the IP lookup and travels with the start-up call', async () => {
    server.use(start(sessionData({ user, selectedLocation: location })), ...backgroundHandlers());
    const { store, state } = testStore({ auth: { ...initialAuthState, user } });
    store.dispatch(started());
    await settle();
    expect(requests[0]?.path).toBe('/api/session/start');
    expect(requests[0]?.body).toEqual({ token: TOKEN });
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(state().location.selected).toEqual(location);
  });

  test('a stored IP skips the lookup; the stored location is sent back', async () => {
    server.use(start(), ...backgroundHandlers());
    const { store } = testStore({
      session: {
        ...initialSessionState,
        userIP: { ip: '203.0.113.9', location: null, date: '01-12-2026' },
      },
      location: { ...initialLocationState, selected: location, hubId: 'MUM-THANE-HUB' },
    });
    store.dispatch(started());
    await settle();
    expect(requests.map((request) => request.path)).not.toContain('/api/session/ipinfo');
    expect(requests[0]?.body).toMatchObject({
      userIP: '203.0.113.9',
      lastSelectedLocation: location,
    });
  });

  test('a start-up failure is only logged: the boot stays loading', async () => {
    server.use(
      ipInfo(),
      http.post(`${apiOrigin()}/api/session/start`, () => failure(500, 'down')),
    );
    const { store, state, services } = testStore();
    store.dispatch(started());
    await settle();
    expect(state().session.status).toBe('loading');
    expect(services.errors).toContain('Start-up failed');
  });

  test('an expired stored token logs out (storage cleared, reload)', async () => {
    server.use(
      http.post(`${apiOrigin()}/api/session/start`, () => failure(401, 'Session expired')),
    );
    const { store, services } = testStore({ auth: { ...initialAuthState, user } });
    services.local.setItem('user', JSON.stringify(user));
    store.dispatch(started());
    await settle();
    expect(services.local.getItem('user')).toBeNull();
    expect(services.reloads).toBe(1);
  });

  test('accessToken logs in by token, then returns to the current path without it', async () => {
    const grantToken = 'grant_0123456789abcdef';
    server.use(
      handle(contract.users.grantAccessForAdmin, () => ({ isSuccess: true, data: signedInData() })),
      start(sessionData({ user })),
      ...backgroundHandlers(),
    );
    const { store, state, services } = testStore();
    store.dispatch(started(`?accessToken=${grantToken}&tab=2`, '/profile/mybookings'));
    await settle();
    expect(requests[0]?.path).toBe(`/api/users/grant_access_for_admin/${grantToken}`);
    expect(state().auth.user).toEqual(user);
    expect(services.navigations[0]).toEqual({ to: '/profile/mybookings?tab=2', replace: true });
    expect(requests.find((request) => request.path === '/api/session/start')?.body).toMatchObject({
      token: TOKEN,
    });
  });

  test('e is upper-cased, E-prefixed and opened as e/{code}', async () => {
    server.use(ipInfo(), start(), ...backgroundHandlers());
    const { store, services } = testStore();
    store.dispatch(started('?e=abc1234'));
    await settle();
    expect(services.navigations).toEqual([{ to: '/e/EABC1234', replace: true }]);
  });

  test.each([
    [
      'a site path is followed inside the app',
      '/checkout',
      [{ to: '/checkout', replace: true }],
      [],
    ],
    [
      'an allowed origin is left to',
      'https://blog.utsav.in/post',
      [],
      ['https://blog.utsav.in/post'],
    ],
    ['javascript: stays on the site', 'javascript:alert(1)', [], []],
    ['a protocol-relative host stays on the site', '//evil.example/x', [], []],
    ['an unknown origin stays on the site', 'https://evil.example/', [], []],
  ])('redirect: %s', async (_name, target, navigations, leftTo) => {
    server.use(ipInfo(), start(), ...backgroundHandlers());
    const { store, services } = testStore();
    store.dispatch(started(`?redirect=${encodeURIComponent(target)}`));
    await settle();
    expect(services.navigations).toEqual(navigations);
    expect(services.leftTo).toEqual(leftTo);
  });
});
