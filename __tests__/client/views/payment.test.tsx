import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import {
  draftFromCart,
  filledFrom,
  initialCartState,
  type CartState,
} from '../../../src/client/features/cart/cartSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { contract, type Cart, type Order } from '../../../src/shared/contract';
import { MESSAGES } from '../../../src/shared/domain';
import { renderConnectedRoute } from '../support/connectedRoute';
import { addOn, address, order, serverCart, user } from '../support/fixtures';
import { http } from 'msw';
import {
  apiOrigin,
  backgroundHandlers,
  failure,
  handle,
  requests,
  server,
  withMockApi,
} from '../support/msw';

withMockApi();

const SANDBOX_URL = 'http://127.0.0.1:5003/checkout?session=abc&sig=def';

const readyCart = (overrides: Partial<Cart> = {}) =>
  serverCart({
    celebrationDate: '25-12-2026',
    arrivingTime: '14:00',
    readyTime: '17:00',
    bookingAddress: address(),
    ...overrides,
  });

/** A cart the server has priced as it stands. */
const synced = (cart: Cart): CartState => filledFrom(initialCartState, draftFromCart(cart), cart);

const signedIn = (cart: CartState = synced(readyCart())): Partial<RootState> => ({
  session: { ...initialSessionState, status: 'ready' },
  auth: { ...initialAuthState, user },
  cart,
});

/** What the home page and the order page ask for once the app lands there. */
const landingHandlers = (placed: Order = order()) => [
  ...backgroundHandlers(),
  handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
  handle(contract.orders.getOrdersByQueryObject, () => ({
    isSuccess: true,
    orders: [placed],
    lastOrder: placed,
  })),
  handle(contract.payment.getByOrderId, () => ({ isSuccess: true, payments: [] })),
];

beforeEach(() => server.use(...landingHandlers()));

describe('/payment', () => {
  test('a visitor is sent home', async () => {
    const { pathname } = renderConnectedRoute('/payment', {
      session: { ...initialSessionState, status: 'ready' },
      cart: synced(readyCart()),
    });
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
  });

  test.each([
    ['a time slot', { arrivingTime: undefined, readyTime: undefined }],
    ['a date', { celebrationDate: undefined }],
    ['an address', { bookingAddress: undefined }],
  ])('a cart without %s is sent home', async (_missing, gap) => {
    const { pathname } = renderConnectedRoute(
      '/payment',
      signedIn(synced(readyCart(gap as Partial<Cart>))),
    );
    await waitFor(() => expect(pathname()).toBe('/'));
  });

  test("shows the booking and each way to pay with the server's discounts", async () => {
    renderConnectedRoute('/payment', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    const booking = screen.getByRole('region', { name: 'Your booking' });
    expect(within(booking).getByText('Pastel balloon arch with fairy lights')).toBeVisible();
    expect(within(booking).getByText('25-12-2026')).toBeVisible();
    expect(within(booking).getByText('14:00 to 17:00')).toBeVisible();
    expect(within(booking).getByText('12, Sunrise Towers, Andheri East, Mumbai')).toBeVisible();

    const full = screen.getByRole('radio', { name: /Pay in full/ });
    const advance = screen.getByRole('radio', { name: /Pay an advance/ });
    expect(full).toBeChecked();
    expect(full.closest('label')).toHaveTextContent('You save ₹75');
    expect(full.closest('label')).toHaveTextContent('₹1,474');
    expect(advance.closest('label')).toHaveTextContent('You save ₹45');
    expect(advance.closest('label')).toHaveTextContent('₹1,504');
    const cod = screen.getByRole('region', { name: 'Cash on delivery' });
    expect(cod).toHaveTextContent('Pay ₹1,549 when the decorators arrive.');
  });

  test("shows the amount to pay now and its breakdown, the server's figures, for the option chosen", async () => {
    renderConnectedRoute(
      '/payment',
      signedIn(
        synced(
          readyCart({
            wallet: {
              reward: 40,
              credit: 100,
              cashOnDelivery: { rewardUsed: 40, creditUsed: 100, toPay: 1409 },
              fullPrepay: { rewardUsed: 40, creditUsed: 100, toPay: 1334 },
              advance: { rewardUsed: 40, creditUsed: 100, toPay: 612 },
            },
          }),
        ),
      ),
    );
    const amount = await screen.findByRole('region', { name: 'Amount to pay' });
    const now = (text: string) => within(amount).getByText(text, { selector: 'p' });
    expect(now('₹1,334')).toBeVisible();
    const lines = () =>
      within(amount)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(lines()).toEqual([
      'Decor price: ₹1,500',
      'Convenience fee: ₹49',
      'Order total: ₹1,549',
      'Online payment discount: −₹75',
      'Total paid in full online: ₹1,474',
      'Paid from Reward: −₹40',
      'Paid from Credit: −₹100',
      'To pay now: ₹1,334',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: /Pay an advance/ }));
    expect(now('₹612')).toBeVisible();
    expect(lines()).toContain('Advance to pay now: ₹612');
    expect(lines()).toContain('Online payment discount: −₹45');
  });

  /** The cart with an add-on the server has not priced yet. */
  function editedCart(): CartState {
    const cart = readyCart();
    return {
      ...initialCartState,
      status: 'filled',
      draft: { ...draftFromCart(cart), addOns: [{ addon: addOn(), quantity: 1 }] },
      revision: 1,
      syncedRevision: 0,
      saving: false,
      priced: cart,
    };
  }

  /** The server's answer for that cart: its hub prices the add-on at 390, not 300. */
  const repriced = readyCart({
    addOns: [{ addon: addOn(), quantity: 1 }],
    addOnsTotal: 390,
    cartPrice: 1890,
    buyingPrice: 1939,
    amountToPay: 1939,
    paymentOptions: {
      fullPrepay: { discount: 95, total: 1844 },
      advance: { discount: 57, total: 1882 },
    },
    wallet: {
      reward: 0,
      credit: 0,
      cashOnDelivery: { rewardUsed: 0, creditUsed: 0, toPay: 1939 },
      fullPrepay: { rewardUsed: 0, creditUsed: 0, toPay: 1844 },
      advance: { rewardUsed: 0, creditUsed: 0, toPay: 941 },
    },
  });

  test("while a change is re-priced, paying waits with 'Updating price…', then shows the server's price", async () => {
    let answer: (value: Response) => void = () => undefined;
    server.use(
      http.post(
        `${apiOrigin()}${contract.cart.createUpdate.path}`,
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    renderConnectedRoute('/payment', signedIn(editedCart()));
    // The page sends the pending change as it opens; until the answer, nothing can be paid.
    expect(await screen.findByText('Updating price…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Place order with cash' })).toBeDisabled();
    answer(Response.json({ isSuccess: true, cart: repriced }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
    expect(screen.queryByText('Updating price…')).not.toBeInTheDocument();
    const full = screen.getByRole('radio', { name: /Pay in full/ });
    expect(full.closest('label')).toHaveTextContent('₹1,844');
    expect(
      within(screen.getByRole('region', { name: 'Amount to pay' })).getByText('₹1,844', {
        selector: 'p',
      }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Cash on delivery' })).toHaveTextContent(
      'Pay ₹1,939 when the decorators arrive.',
    );
    expect(screen.getByRole('button', { name: 'Place order with cash' })).toBeEnabled();
  });

  test('a price that changed since it was shown is confirmed before the card is charged', async () => {
    let calls = 0;
    server.use(
      handle(contract.cart.createUpdate, () => {
        calls += 1;
        // The save as the page opens fails; the one before paying answers the new price.
        return calls === 1 ? failure(503, 'busy') : { isSuccess: true, cart: repriced };
      }),
      handle(contract.payment.initiate, () => ({ isSuccess: true, url: SANDBOX_URL })),
    );
    const { services } = renderConnectedRoute('/payment', signedIn(editedCart()));
    await waitFor(() => expect(calls).toBe(1));
    // 1500 + 300 with the fee, as the domain rules price it here: 1759 in full.
    const pay = await screen.findByRole('button', { name: 'Pay' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.getByRole('radio', { name: /Pay in full/ }).closest('label')).toHaveTextContent(
      '₹1,759',
    );
    await userEvent.click(pay);
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(dialog).toHaveTextContent('The price changed from ₹1,759 to ₹1,844.');
    expect(services.leftTo).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹1,844' }));
    await waitFor(() => expect(services.leftTo).toEqual([SANDBOX_URL]));
  });

  test('a changed price the customer does not accept places nothing', async () => {
    let calls = 0;
    server.use(
      handle(contract.cart.createUpdate, () => {
        calls += 1;
        return calls === 1 ? failure(503, 'busy') : { isSuccess: true, cart: repriced };
      }),
    );
    renderConnectedRoute('/payment', signedIn(editedCart()));
    await waitFor(() => expect(calls).toBe(1));
    const cash = await screen.findByRole('button', { name: 'Place order with cash' });
    await waitFor(() => expect(cash).toBeEnabled());
    await userEvent.click(cash);
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(dialog).toHaveTextContent('The price changed from ₹1,849 to ₹1,939.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog', { name: 'The price has changed' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path === contract.orders.place.path)).toBe(false);
    expect(screen.getByRole('region', { name: 'Cash on delivery' })).toHaveTextContent('₹1,939');
  });

  test("'Pay' with the advance chosen goes to the gateway's hosted page", async () => {
    server.use(handle(contract.payment.initiate, () => ({ isSuccess: true, url: SANDBOX_URL })));
    const { services, store } = renderConnectedRoute('/payment', signedIn());
    await userEvent.click(await screen.findByRole('radio', { name: /Pay an advance/ }));
    expect(screen.getByRole('radio', { name: /Pay an advance/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(services.leftTo).toEqual([SANDBOX_URL]));
    const start = requests.find((request) => request.path === contract.payment.initiate.path);
    expect(start?.body).toEqual({ type: '_NEW_ORDER_PAYMENT', cartId: 'u1C', option: 'advance' });
    expect(store.getState().checkout).toMatchObject({ status: 'redirecting', url: SANDBOX_URL });
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Place order with cash' })).toBeDisabled();
  });

  test('a payment the server refuses to start says why and lets the customer try again', async () => {
    server.use(
      handle(contract.payment.initiate, () =>
        failure(409, 'Nothing is left to pay online for this order'),
      ),
    );
    const { services } = renderConnectedRoute('/payment', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Nothing is left to pay online for this order')).toBeVisible();
    expect(services.leftTo).toEqual([]);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  test("cash on delivery places the order: 'Yay! Order Placed', then the order page", async () => {
    server.use(handle(contract.orders.place, () => ({ isSuccess: true, orderId: 'EABC1234' })));
    const { pathname, store } = renderConnectedRoute('/payment', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Place order with cash' }));
    expect(await screen.findByRole('alertdialog', { name: MESSAGES.orderPlaced })).toBeVisible();
    await waitFor(() => expect(pathname()).toBe('/profile/mybookings/order/EABC1234'));
    const place = requests.find((request) => request.path === contract.orders.place.path);
    expect(place?.body).toEqual({ cartId: 'u1C', userId: 'u1' });
    expect(store.getState().cart.status).toBe('empty');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pastel balloon arch' }),
    ).toBeInTheDocument();
  });

  test('a placement the server refuses keeps the customer on the page with its message', async () => {
    server.use(handle(contract.orders.place, () => failure(409, 'This time slot is full')));
    const { pathname } = renderConnectedRoute('/payment', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Place order with cash' }));
    expect(await screen.findByText('This time slot is full')).toBeVisible();
    expect(pathname()).toBe('/payment');
    expect(screen.getByRole('button', { name: 'Place order with cash' })).toBeEnabled();
  });
});

describe('/api/pay/{redirectingUrl} (SPEC 4 Payment return)', () => {
  const returnPath = (redirectingUrl: string, infos: object | string) =>
    `/api/pay/${redirectingUrl}?paymentInfos=${encodeURIComponent(
      typeof infos === 'string' ? infos : JSON.stringify(infos),
    )}`;

  test.each([
    [
      'success, new order',
      { paymentStatus: 'PAYMENT_SUCCESS', type: '_NEW_ORDER_PAYMENT', orderId: 'EABC1234' },
      MESSAGES.orderPlaced,
      null,
      '/profile/mybookings/order/EABC1234',
      'empty',
    ],
    [
      'success, old order',
      { paymentStatus: 'PAYMENT_SUCCESS', type: '_OLD_ORDER_PAYMENT', orderId: 'EABC1234' },
      MESSAGES.paymentReceived,
      null,
      '/profile/mybookings/order/EABC1234',
      'filled',
    ],
    [
      'pending, new order',
      { paymentStatus: 'PAYMENT_PENDING', type: '_NEW_ORDER_PAYMENT', orderId: 'EABC1234' },
      MESSAGES.paymentPending,
      MESSAGES.cartPaymentPendingDetail,
      '/profile/mybookings/order/EABC1234',
      'empty',
    ],
    [
      'pending, old order',
      { paymentStatus: 'PAYMENT_PENDING', type: '_OLD_ORDER_PAYMENT', orderId: 'EABC1234' },
      MESSAGES.paymentPending,
      MESSAGES.paymentPendingDetail,
      '/profile/mybookings/order/EABC1234',
      'filled',
    ],
    [
      'failed, old order',
      { paymentStatus: 'PAYMENT_FAILED', type: '_OLD_ORDER_PAYMENT', orderId: 'EABC1234' },
      MESSAGES.paymentFailed,
      null,
      '/profile/mybookings/order/EABC1234',
      'filled',
    ],
    [
      'success, old order without an id',
      { paymentStatus: 'PAYMENT_SUCCESS', type: '_OLD_ORDER_PAYMENT' },
      MESSAGES.paymentReceived,
      null,
      '/profile/mybookings',
      'filled',
    ],
  ])('%s', async (_name, infos, title, detail, path, cartAfter) => {
    const { pathname, store } = renderConnectedRoute(
      returnPath(infos.type === '_NEW_ORDER_PAYMENT' ? 'checkout' : 'orderDetail', infos),
      signedIn(),
    );
    const overlay = await screen.findByRole('alertdialog', { name: title });
    if (detail) expect(within(overlay).getByText(detail)).toBeVisible();
    const raiseQuery = within(overlay).queryByRole('link', { name: 'Raise a Query?' });
    expect(raiseQuery !== null).toBe(
      title === MESSAGES.paymentPending || title === MESSAGES.paymentFailed,
    );
    await waitFor(() => expect(pathname()).toBe(path));
    expect(store.getState().cart.status).toBe(cartAfter);
    // The order list is fetched afresh for the page the customer lands on.
    await waitFor(() =>
      expect(
        requests.some((request) => request.path === contract.orders.getOrdersByQueryObject.path),
      ).toBe(true),
    );
  });

  test('a failed new-order payment goes back to the cart with the cart kept', async () => {
    const { pathname, store } = renderConnectedRoute(
      returnPath('checkout', { paymentStatus: 'PAYMENT_FAILED', type: '_NEW_ORDER_PAYMENT' }),
      signedIn(),
    );
    expect(await screen.findByRole('alertdialog', { name: MESSAGES.paymentFailed })).toBeVisible();
    await waitFor(() => expect(pathname()).toBe('/checkout'));
    expect(store.getState().cart.status).toBe('filled');
  });

  test.each([
    ['is missing', '/api/pay/checkout'],
    ['is not JSON', returnPath('checkout', '{not json')],
    [
      'has unknown fields',
      returnPath('checkout', {
        paymentStatus: 'PAYMENT_SUCCESS',
        type: '_NEW_ORDER_PAYMENT',
        amount: 1,
      }),
    ],
  ])('paymentInfos that %s sends the browser home with no overlay', async (_name, path) => {
    const { pathname, store } = renderConnectedRoute(path, signedIn());
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(store.getState().overlay.status).toBe('hidden');
    expect(store.getState().cart.status).toBe('filled');
  });
});
