import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { rootReducer, type RootState } from '../../../src/client/app/rootReducer';
import { detachedServices } from '../../../src/client/app/services';
import { makeStore } from '../../../src/client/app/store';
import { serializeTrace, type Trace } from '../../../src/client/devtools/traceFormat';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { pageVisited } from '../../../src/client/features/history/historySlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { SUPPORT_MESSAGES } from '../../../src/client/features/support/supportSlice';
import { toastShown } from '../../../src/client/features/toast/toastSlice';
import {
  NOT_STAFF_MESSAGE,
  contract,
  type ErrorReport,
  type SignedInUser,
  type SupportOrder,
} from '../../../src/shared/contract';
import { OTP_HASH, PHONE, user } from '../support/fixtures';
import {
  backgroundHandlers,
  failure,
  handle,
  requests,
  server,
  settle,
  withMockApi,
} from '../support/msw';
import { routedApp, storeToCome } from '../support/render';

withMockApi();

const staff: SignedInUser = { ...user, _id: 'staff1', name: 'Meera Support', role: 'staff' };
const customer: SignedInUser = { ...user, role: 'customer' };
const ready = { session: { ...initialSessionState, status: 'ready' as const } };
const signedIn = (who: SignedInUser | null): Partial<RootState> => ({
  ...ready,
  auth: { ...initialAuthState, user: who },
});

/** The app at a path, with navigation from listeners moving the same router. */
function renderConsole(path: string, preloaded: Partial<RootState>) {
  const { store: storeReady, made } = storeToCome();
  const { navigation, app } = routedApp(path, storeReady);
  const store = made(
    makeStore(preloaded, {
      services: detachedServices({
        navigate: (to, options) => navigation.navigate(to, options),
      }),
    }),
  );
  render(<AppProviders store={store}>{app}</AppProviders>);
  return { store, navigation };
}

const reportsRequests = () => requests.filter((request) => request.path.startsWith('/api/reports'));

function summary(referenceId: string, createdAt: string, overrides: Partial<ErrorReport> = {}) {
  return {
    referenceId,
    message: 'Payment page froze',
    type: '_ERROR_BOUNDARY_CATCH' as const,
    errorFromUrl: 'http://localhost:3002/checkout',
    device: 'mobile' as const,
    errorFromSiteName: 'Utsav',
    userId: 'u1',
    hasTrace: true,
    createdAt,
    ...overrides,
  };
}

const reportContext: NonNullable<ErrorReport['context']> = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36',
  viewport: { width: 412, height: 915, devicePixelRatio: 2.625 },
  appVersion: '1.0.0',
  buildId: 'b4c0ffee',
  consoleErrors: [{ message: 'TypeError: x is undefined', at: '2025-03-02T09:59:00.000Z' }],
  failedCalls: [
    { endpoint: 'paymentInitiate', status: 503, at: '2025-03-02T09:59:30.000Z' },
    { endpoint: 'cartGetCart', status: 'FETCH_ERROR', at: '2025-03-02T09:59:40.000Z' },
  ],
};

/** A short recorded session: home, a toast, then the help page. */
function recordedTrace(device: 'mobile' | 'browser' = 'mobile'): string {
  const actions = [
    pageVisited({ path: '/', kind: 'PUSH' }),
    toastShown('OTP Sent to your number', 'success'),
    pageVisited({ path: '/help', kind: 'PUSH' }),
  ];
  const initialState = rootReducer(undefined, { type: '@@INIT' });
  const computedStates: { state: RootState }[] = [];
  let state = initialState;
  for (const action of actions) {
    state = rootReducer(state, action);
    computedStates.push({ state });
  }
  const trace: Trace<RootState> = {
    steps: actions.map((action, index) => ({ action, timestamp: 1_700_000_000_000 + index })),
    initialState,
    computedStates,
    meta: { appVersion: '1.0.0', buildId: 'test', device },
  };
  return serializeTrace(trace);
}

/** RTK Query's own step for an endpoint, as recorded (its state change does not matter here). */
const querySent = (endpointName: string, outcome: 'pending' | 'fulfilled' | 'rejected') => ({
  type: `api/executeQuery/${outcome}`,
  meta: { arg: { endpointName }, requestId: endpointName, requestStatus: outcome },
  ...(outcome === 'rejected' && { error: { message: 'Rejected' } }),
});

/**
 * A session the recorder marked: the customer opens a product (a click), its queries run (one
 * fails), they scroll and tap on, an error toast shows.
 */
function markedTrace(): string {
  const steps = [
    { action: pageVisited({ path: '/', kind: 'PUSH' }), input: 'click' }, // 1
    { action: querySent('productsGetProducts', 'pending') }, // 2
    { action: querySent('productsGetProducts', 'fulfilled') }, // 3
    { action: querySent('offersGetOffers', 'pending') }, // 4
    { action: querySent('offersGetOffers', 'rejected') }, // 5
    {
      action: pageVisited({ path: '/help', kind: 'PUSH' }),
      input: 'click',
      scroll: { x: 0, y: 640 },
    }, // 6
    { action: toastShown('Something went wrong! Try again later', 'error') }, // 7
  ];
  const initialState = rootReducer(undefined, { type: '@@INIT' });
  let state = initialState;
  const computedStates = steps.map(({ action }) => {
    if (!action.type.startsWith('api/')) state = rootReducer(state, action);
    return { state };
  });
  const trace: Trace<RootState> = {
    steps: steps.map((step, index) => ({ ...step, timestamp: 1_700_000_000_000 + index })),
    initialState,
    computedStates,
    meta: { appVersion: '1.0.0', buildId: 'test', device: 'mobile' },
  };
  return serializeTrace(trace);
}

const supportOrder = (orderId: string, overrides: Partial<SupportOrder> = {}): SupportOrder => ({
  orderId,
  placedAt: '2025-03-01T09:30:00.000Z',
  celebrationDate: '05-03-2025',
  productName: 'Golden Birthday Arch',
  bookingStatus: 'Order Placed',
  paymentStatus: 'partial',
  amount: 2499,
  ...overrides,
});

describe('staff-only access', () => {
  test.each([
    ['a visitor', null, '/support'],
    ['a customer', customer, '/support/report/ABC123'],
    ['a support grant session', { ...staff, isSupportSession: true }, '/support'],
  ])(
    '%s is sent to the staff login with a message, and no report is asked for',
    async (_who, who, path) => {
      const { navigation } = renderConsole(path, signedIn(who));
      expect(await screen.findByRole('heading', { name: 'Support console login' })).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent(SUPPORT_MESSAGES.staffOnly);
      expect(navigation.location().pathname).toBe('/support/login');
      expect(new URLSearchParams(navigation.location().search).get('next')).toBe(path);
      expect(screen.queryByRole('heading', { name: 'Customer reports' })).not.toBeInTheDocument();
      expect(reportsRequests()).toEqual([]);
    },
  );
});

describe('/support/login', () => {
  const otpHandlers = (who: SignedInUser) => [
    handle(contract.users.generateOtp, () => ({
      isSuccess: true,
      isExist: true,
      hash: OTP_HASH,
      message: 'OTP sent',
    })),
    handle(contract.users.checkOtp, () => ({
      isSuccess: true,
      isRegistered: true,
      data: { user: who, selectedLocation: null, addresses: [], cart: null, lastOrder: null },
    })),
  ];

  async function logIn(next = '') {
    const { store, navigation } = renderConsole(`/support/login${next}`, signedIn(null));
    await userEvent.type(await screen.findByLabelText('Phone number'), PHONE);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByLabelText('OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    return { store, navigation };
  }

  test('a staff member logs in with the customers’ OTP calls and reaches the page asked for', async () => {
    server.use(
      ...otpHandlers(staff),
      // Signing in starts the app's usual background calls (wishlist, offers, home data).
      ...backgroundHandlers(),
      handle(contract.reports.get, () => failure(404, 'No report with that reference')),
    );
    const { store, navigation } = await logIn('?next=%2Fsupport%2Freport%2FABC123');
    expect(await screen.findByRole('heading', { name: 'Report ABC123' })).toBeVisible();
    expect(navigation.location().pathname).toBe('/support/report/ABC123');
    expect(store.getState().auth.user?.role).toBe('staff');
    const asked = requests.find((request) => request.path.startsWith('/api/users/generateotp/'));
    expect(asked?.path).toBe(`/api/users/generateotp/${PHONE}`);
    expect(new URLSearchParams(asked?.search).get('type')).toBe('staff');
    const sent = requests.find((request) => request.path === contract.users.checkOtp.path);
    expect(sent?.body).toEqual({ otp: '123456', hashOtp: OTP_HASH, phoneNumber: PHONE });
    expect(await screen.findByRole('alert')).toHaveTextContent('No report with that reference');
    // Signing in fetches the home data, and the cover video a second later: let both finish
    // inside this test's handlers.
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toContain(contract.v2.getOSPVideoData.path),
    );
    await act(() => settle());
  });

  test('a number that is not staff is refused by the server: no code is asked for, nobody signs in', async () => {
    server.use(
      handle(contract.users.generateOtp, () => failure(403, NOT_STAFF_MESSAGE)),
      handle(contract.users.checkOtp, () => failure(401, 'Invalid OTP')),
    );
    const { store, navigation } = renderConsole('/support/login', signedIn(null));
    await userEvent.type(await screen.findByLabelText('Phone number'), PHONE);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_STAFF_MESSAGE);
    expect(navigation.location().pathname).toBe('/support/login');
    expect(store.getState().auth.user).toBeNull();
    expect(screen.getByLabelText('Phone number')).toHaveValue(PHONE);
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual([`/api/users/generateotp/${PHONE}`]);
  });

  test('a staff code refused at the check (no longer staff) goes back to the phone step', async () => {
    server.use(
      ...otpHandlers(staff).slice(0, 1),
      handle(contract.users.checkOtp, () => failure(403, NOT_STAFF_MESSAGE)),
    );
    const { store, navigation } = await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(SUPPORT_MESSAGES.notStaff);
    expect(navigation.location().pathname).toBe('/support/login');
    expect(store.getState().auth.user).toBeNull();
    expect(screen.getByLabelText('Phone number')).toBeVisible();
    expect(reportsRequests()).toEqual([]);
  });

  test('a customer session, were one ever answered, is not kept and opens nothing', async () => {
    server.use(...otpHandlers(customer));
    const { store, navigation } = await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(SUPPORT_MESSAGES.notStaff);
    expect(navigation.location().pathname).toBe('/support/login');
    expect(store.getState().auth.user).toBeNull();
    expect(screen.getByLabelText('Phone number')).toBeVisible();
    expect(reportsRequests()).toEqual([]);
  });

  test('a wrong code says Invalid OTP and keeps the code step', async () => {
    server.use(
      ...otpHandlers(staff).slice(0, 1),
      handle(contract.users.checkOtp, () => failure(401, 'Invalid OTP')),
    );
    const { store } = await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(screen.getByLabelText('OTP')).toBeVisible();
    expect(store.getState().auth.user).toBeNull();
  });

  test('a malformed phone number is refused before any call', async () => {
    renderConsole('/support/login', signedIn(null));
    await userEvent.type(await screen.findByLabelText('Phone number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid phone number');
    expect(requests).toEqual([]);
  });
});

describe('/support report list', () => {
  const page = (reports: ReturnType<typeof summary>[], total: number, pageIndex = 0) => ({
    isSuccess: true as const,
    reports,
    page: pageIndex,
    total,
  });
  const listQueries = () =>
    requests
      .filter((request) => request.path === contract.reports.list.path)
      .map((request) => Object.fromEntries(new URLSearchParams(request.search)));

  test('lists reports in the order the server gives (newest first) and links each to its player', async () => {
    server.use(
      handle(contract.reports.list, () =>
        page(
          [
            summary('NEWER1', '2025-03-02T10:00:00.000Z', { note: 'Could not pay' }),
            summary('OLDER1', '2025-03-01T10:00:00.000Z', { hasTrace: false, device: 'browser' }),
          ],
          2,
        ),
      ),
    );
    renderConsole('/support', signedIn(staff));
    const list = await screen.findByRole('list', { name: 'Reports, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'NEWER1',
      'OLDER1',
    ]);
    expect(within(items[0]!).getByText('Could not pay')).toBeVisible();
    expect(within(items[1]!).getByText(/Desktop · no session recorded/)).toBeVisible();
    expect(within(list).getByRole('link', { name: 'NEWER1' })).toHaveAttribute(
      'href',
      '/support/report/NEWER1',
    );
    expect(reportsRequests()[0]?.headers.get('authorization')).toBe(`Bearer ${staff.token}`);
  });

  test('filters by reference and date, and pages', async () => {
    server.use(
      handle(contract.reports.list, ({ url }) => {
        const pageIndex = Number(url.searchParams.get('page') ?? 0);
        return page(
          [summary(pageIndex === 0 ? 'FIRST1' : 'SECOND', '2025-03-02T10:00:00.000Z')],
          25,
          pageIndex,
        );
      }),
    );
    renderConsole('/support', signedIn(staff));
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'SECOND' })).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Reference'), 'abc123');
    await userEvent.type(screen.getByLabelText('Date'), '2025-03-02');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('link', { name: 'FIRST1' });
    expect(listQueries()).toEqual([
      { page: '0' },
      { page: '1' },
      { reference: 'ABC123', date: '02-03-2025', page: '0' },
    ]);
  });

  test("finds a customer's reports by phone number and by order id, showing who sent each and from what", async () => {
    server.use(
      handle(contract.reports.list, () =>
        page(
          [
            summary('PHONE1', '2025-03-02T10:00:00.000Z', {
              customer: { userId: 'u1', maskedPhone: '98******10' },
              context: reportContext,
            }),
            summary('VISIT1', '2025-03-01T10:00:00.000Z', { userId: null }),
          ],
          2,
        ),
      ),
    );
    renderConsole('/support', signedIn(staff));
    const list = await screen.findByRole('list', { name: 'Reports, newest first' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(
      within(first!).getByText(/Customer 98\*{6}10 · Mobile, 412×915 at 2\.625x/),
    ).toBeVisible();
    expect(within(second!).getByText(/Visitor \(not signed in\) · Mobile ·/)).toBeVisible();

    await userEvent.type(screen.getByLabelText('Phone number'), '+91 98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    await userEvent.clear(screen.getByLabelText('Phone number'));
    await userEvent.type(screen.getByLabelText('Order id'), 'eab12cd3');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(listQueries()).toHaveLength(3));
    expect(listQueries().slice(1)).toEqual([
      { phone: '9876543210', page: '0' },
      { orderId: 'EAB12CD3', page: '0' },
    ]);

    await userEvent.type(screen.getByLabelText('Phone number'), '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SUPPORT_MESSAGES.badPhone);
    expect(listQueries()).toHaveLength(3);
  });

  test('a search by order id shows the order and its customer above the reports about it', async () => {
    server.use(
      handle(contract.reports.list, ({ url }) => {
        const orderId = url.searchParams.get('orderId');
        if (orderId === null) return page([], 0);
        return {
          ...page([summary('ABOUT1', '2025-03-02T10:00:00.000Z')], 1),
          ...(orderId === 'EAB12CD3' && {
            order: {
              ...supportOrder('EAB12CD3'),
              customer: { userId: 'u1', maskedPhone: '98******10' },
            },
          }),
        };
      }),
    );
    renderConsole('/support', signedIn(staff));
    await screen.findByText('No report matches.');
    await userEvent.type(screen.getByLabelText('Order id'), 'eab12cd3');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const card = await screen.findByRole('region', { name: 'Order EAB12CD3' });
    const facts = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Customer: 'Customer 98******10',
      Placed: expect.stringMatching(/2025/),
      Celebration: '05-03-2025',
      Product: 'Golden Birthday Arch',
      Status: 'Order Placed, payment partial',
      Amount: '₹2,499',
    });
    expect(
      within(card).getByRole('link', {
        name: 'Open EAB12CD3 in operations to reschedule, cancel or give Credit',
      }),
    ).toHaveAttribute('href', '/support/operations?q=EAB12CD3');
    expect(await screen.findByRole('link', { name: 'ABOUT1' })).toBeVisible();

    await userEvent.clear(screen.getByLabelText('Order id'));
    await userEvent.type(screen.getByLabelText('Order id'), 'EZZZZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const unknown = await screen.findByRole('region', { name: 'Order EZZZZZZZ' });
    expect(
      await within(unknown).findByText('No order has this id. The reports below mention it.'),
    ).toBeVisible();
  });

  test('a malformed reference is explained and not sent', async () => {
    server.use(handle(contract.reports.list, () => page([], 0)));
    renderConsole('/support', signedIn(staff));
    expect(await screen.findByText('No report matches.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Reference'), 'no-way');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SUPPORT_MESSAGES.badReference);
    expect(listQueries()).toHaveLength(1);
  });
});

describe('/support/report/:referenceId player', () => {
  const serveReport = (device: 'mobile' | 'browser' = 'mobile', trace = recordedTrace(device)) =>
    server.use(
      handle(contract.reports.get, ({ params }) => ({
        isSuccess: true,
        report: {
          ...summary(params.referenceId ?? '', '2025-03-02T10:00:00.000Z', { device }),
          note: 'The help page looked wrong',
          trace,
        },
      })),
    );
  const frame = () => screen.getByTitle(/^Customer's screen at step/);

  test('steps through the timeline with the buttons and the slider, showing the action and the diff, without any request', async () => {
    serveReport();
    renderConsole('/support/report/ABC123', signedIn(staff));
    expect(await screen.findByText('Step 0 of 3: Start of recording')).toBeVisible();
    expect(screen.getByText('The help page looked wrong')).toBeVisible();
    expect(frame()).toHaveAttribute('src', '/support-frame.html');
    expect(frame()).toHaveAccessibleName("Customer's screen at step 0: /");
    const before = requests.length;

    await userEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    expect(screen.getByText('Step 1 of 3: history/pageVisited')).toBeVisible();
    const changes = screen.getByRole('list', { name: 'State changes' });
    expect(within(changes).getByText(/added history\.stack\.0/)).toHaveTextContent('"/"');

    await userEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    expect(screen.getByText('Step 2 of 3: toast/toastShown')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'State changes' })).getByText(/toast\.message/),
    ).toHaveTextContent('OTP Sent to your number');

    fireEvent.change(screen.getByRole('slider', { name: 'Step' }), { target: { value: '3' } });
    expect(screen.getByText('Step 3 of 3: history/pageVisited')).toBeVisible();
    expect(frame()).toHaveAccessibleName("Customer's screen at step 3: /help");
    expect(screen.getByRole('button', { name: 'Step forward' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Step back' }));
    expect(screen.getByText('Step 2 of 3: toast/toastShown')).toBeVisible();
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Actions' })).getByRole('button', {
        name: 'Start of recording',
      }),
    );
    expect(screen.getByText('Step 0 of 3: Start of recording')).toBeVisible();
    expect(requests.length).toBe(before);
  });

  test("shows the customer, their browser and build, what failed, and the screen at the customer's own width", async () => {
    server.use(
      handle(contract.reports.get, ({ params }) => ({
        isSuccess: true,
        report: {
          ...summary(params.referenceId ?? '', '2025-03-02T10:00:00.000Z', {
            customer: { userId: 'u1', maskedPhone: '98******10' },
            context: reportContext,
          }),
          trace: recordedTrace(),
        },
      })),
    );
    server.use(
      handle(contract.reports.customerOrders, () => ({
        isSuccess: true,
        customer: { userId: 'u1', maskedPhone: '98******10' },
        orders: [],
      })),
    );
    renderConsole('/support/report/ABC123', signedIn(staff));
    const details = await screen.findByRole('region', { name: 'Customer and device' });
    expect(within(details).getByText('Customer 98******10')).toBeVisible();
    expect(within(details).getByText('Mobile, 412×915 at 2.625x')).toBeVisible();
    expect(within(details).getByText(reportContext.userAgent)).toBeVisible();
    expect(within(details).getByText('Version 1.0.0, build b4c0ffee')).toBeVisible();
    expect(
      within(within(details).getByRole('list', { name: 'Console errors' })).getByRole('listitem'),
    ).toHaveTextContent('TypeError: x is undefined');
    const calls = within(within(details).getByRole('list', { name: 'Failed calls' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(calls).toEqual([
      expect.stringMatching(/ · paymentInitiate · 503$/),
      expect.stringMatching(/ · cartGetCart · FETCH_ERROR$/),
    ]);
    expect(await screen.findByText('/ · 412px wide')).toBeVisible();
  });

  test("lists the customer's orders; an order leads to the reports about it", async () => {
    server.use(
      handle(contract.reports.get, ({ params }) => ({
        isSuccess: true,
        report: summary(params.referenceId ?? '', '2025-03-02T10:00:00.000Z', {
          customer: { userId: 'u1', maskedPhone: '98******10' },
          hasTrace: false,
        }),
      })),
      handle(contract.reports.customerOrders, () => ({
        isSuccess: true,
        customer: { userId: 'u1', maskedPhone: '98******10' },
        orders: [
          supportOrder('ENEWER01', { amount: 125000, bookingStatus: 'Order Confirmed' }),
          supportOrder('EOLDER01', { paymentStatus: 'completed' }),
        ],
      })),
      handle(contract.reports.list, () => ({ isSuccess: true, reports: [], page: 0, total: 0 })),
    );
    const { navigation } = renderConsole('/support/report/ABC123', signedIn(staff));
    const table = await screen.findByRole('table', {
      name: 'Orders of Customer 98******10, newest first',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
          (cell) => cell.textContent,
        ),
      );
    expect(rows).toEqual([
      [
        'ENEWER01',
        expect.stringMatching(/2025/),
        '05-03-2025',
        'Golden Birthday Arch',
        'Order Confirmed, payment partial',
        '₹1,25,000',
        'Open in operations',
      ],
      [
        'EOLDER01',
        expect.stringMatching(/2025/),
        '05-03-2025',
        'Golden Birthday Arch',
        'Order Placed, payment completed',
        '₹2,499',
        'Open in operations',
      ],
    ]);
    expect(
      within(table)
        .getAllByRole('link', { name: 'Open in operations' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/support/operations?q=ENEWER01', '/support/operations?q=EOLDER01']);
    const ordersCall = requests.find((request) => request.path === '/api/reports/ABC123/orders');
    expect(ordersCall?.headers.get('authorization')).toBe(`Bearer ${staff.token}`);

    await userEvent.click(within(table).getByRole('link', { name: 'EOLDER01' }));
    await screen.findByRole('region', { name: 'Order EOLDER01' });
    expect(navigation.location().pathname).toBe('/support');
    expect(screen.getByLabelText('Order id')).toHaveValue('EOLDER01');
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.path === contract.reports.list.path &&
            new URLSearchParams(request.search).get('orderId') === 'EOLDER01',
        ),
      ).toBe(true),
    );
  });

  test("a visitor's report asks for no orders", async () => {
    server.use(
      handle(contract.reports.get, ({ params }) => ({
        isSuccess: true,
        report: summary(params.referenceId ?? '', '2025-03-02T10:00:00.000Z', {
          userId: null,
          hasTrace: false,
        }),
      })),
    );
    renderConsole('/support/report/ABC123', signedIn(staff));
    expect(await screen.findByText('This report has no recorded session.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: "Customer's orders" })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/orders'))).toBe(false);
  });

  test('hides RTK Query steps, names the customer actions and errors, and jumps to each', async () => {
    serveReport('mobile', markedTrace());
    renderConsole('/support/report/ABC123', signedIn(staff));
    expect(await screen.findByText('Step 0 of 7: Start of recording')).toBeVisible();
    const timeline = screen.getByRole('list', { name: 'Actions' });
    const names = () =>
      within(timeline)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names()).toEqual([
      'Start of recording',
      'history/pageVisited, customer action',
      'productsGetProducts pending',
      'productsGetProducts fulfilled',
      'offersGetOffers pending',
      'offersGetOffers rejected, error',
      'history/pageVisited, customer action',
      'toast/toastShown, error',
    ]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide RTK Query steps' }));
    expect(names()).toEqual([
      'Start of recording',
      'history/pageVisited, customer action',
      'offersGetOffers rejected, error',
      'history/pageVisited, customer action',
      'toast/toastShown, error',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    expect(screen.getByText('Step 1 of 7: history/pageVisited')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    expect(screen.getByText('Step 5 of 7: offersGetOffers rejected')).toBeVisible();
    // How far down the customer had scrolled the page when they acted next.
    expect(screen.getByText('/ · 360px wide · scrolled 640px down')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Next customer action' }));
    expect(screen.getByText('Step 6 of 7: history/pageVisited')).toBeVisible();
    expect(screen.getByText('/help · 360px wide')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next customer action' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next error' }));
    expect(screen.getByText('Step 7 of 7: toast/toastShown')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next error' })).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide RTK Query steps' }));
    expect(names()).toHaveLength(8);
  });

  test('plays at 4× four steps a second, and step by step one step per press', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      serveReport('mobile', markedTrace());
      renderConsole('/support/report/ABC123', signedIn(staff));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      expect(await screen.findByText('Step 0 of 7: Start of recording')).toBeVisible();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '4×');
      await user.click(screen.getByRole('button', { name: 'Play' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(screen.getByText('Step 4 of 7: offersGetOffers pending')).toBeVisible();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), 'Step by step');
      expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000 * 3);
      });
      expect(screen.getByText('Step 4 of 7: offersGetOffers pending')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Play one step' }));
      expect(screen.getByText('Step 5 of 7: offersGetOffers rejected')).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  test('Play walks to the end one step per tick, and Pause stops it', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      serveReport();
      renderConsole('/support/report/ABC123', signedIn(staff));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      expect(await screen.findByText('Step 0 of 3: Start of recording')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Play' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(screen.getByText('Step 1 of 3: history/pageVisited')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Pause' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000 * 3);
      });
      expect(screen.getByText('Step 1 of 3: history/pageVisited')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Play' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000 * 5);
      });
      expect(screen.getByText('Step 3 of 3: history/pageVisited')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Play' })).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  test.each([
    ['mobile', 360],
    ['browser', 1280],
  ] as const)('a %s report plays in a frame %i px wide', async (device, width) => {
    serveReport(device);
    renderConsole('/support/report/ABC123', signedIn(staff));
    expect(await screen.findByText(`/ · ${width}px wide`)).toBeVisible();
    expect(getComputedStyle(frame()).width).toBe(`${width}px`);
  });

  test('Download for Redux DevTools gives the whole-history file', async () => {
    serveReport();
    renderConsole('/support/report/ABC123', signedIn(staff));
    const link = await screen.findByRole('link', { name: 'Download for Redux DevTools' });
    expect(link).toHaveAttribute('download', 'utsav-report-ABC123.json');
    const href = link.getAttribute('href') ?? '';
    const file = JSON.parse(
      decodeURIComponent(href.replace(/^data:application\/json;charset=utf-8,/, '')),
    ) as {
      actionsById: Record<string, { action: { type: string } }>;
      computedStates: unknown[];
      appVersion: string;
    };
    expect(Object.values(file.actionsById).map((entry) => entry.action.type)).toEqual([
      '@@INIT',
      'history/pageVisited',
      'toast/toastShown',
      'history/pageVisited',
    ]);
    expect(file.computedStates).toHaveLength(4);
    expect(file.appVersion).toBe('1.0.0');
  });

  test('a report whose session cannot be read says so', async () => {
    serveReport('mobile', '{"neither": true}');
    renderConsole('/support/report/ABC123', signedIn(staff));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The recorded session could not be read',
    );
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});
