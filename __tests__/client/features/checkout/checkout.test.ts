import { http } from 'msw';
import { contract, type Cart } from '../../../../src/shared/contract';
import { MESSAGES } from '../../../../src/shared/domain';
import { ordersApi } from '../../../../src/client/api';
import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import {
  draftFromCart,
  initialCartState,
  type CartState,
} from '../../../../src/client/features/cart/cartSlice';
import {
  cardPaymentRequested,
  initialCheckoutState,
  orderBalancePaymentRequested,
  orderPlaced,
  orderPlacementFailed,
  orderPlacementRequested,
  paymentOptionChosen,
  paymentRedirected,
  paymentStartFailed,
  priceChangeAccepted,
  priceChangeDeclined,
  priceChangeFound,
  selectCheckout,
  type CheckoutState,
} from '../../../../src/client/features/checkout/checkoutSlice';
import {
  paymentOutcome,
  paymentReturned,
  selectPaymentReturn,
} from '../../../../src/client/features/checkout/paymentReturnSlice';
import { address, serverCart, user } from '../../support/fixtures';
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

const from = (checkout: CheckoutState) => machine({ checkout });
const placing: CheckoutState = { status: 'placing', option: 'full' };
const paying: CheckoutState = { status: 'paying', flow: '_NEW_ORDER_PAYMENT', option: 'full' };

describe('checkout machine', () => {
  test.each([
    ['COD placement starts', initialCheckoutState, orderPlacementRequested(), placing],
    ['an order placed ends it', placing, orderPlaced('EABC1234'), initialCheckoutState],
    ['a failed placement ends it', placing, orderPlacementFailed(), initialCheckoutState],
    ['a card payment starts', initialCheckoutState, cardPaymentRequested(), paying],
    [
      'an order balance payment starts',
      initialCheckoutState,
      orderBalancePaymentRequested({ orderId: 'EABC1234' }),
      { status: 'paying', flow: '_OLD_ORDER_PAYMENT', option: 'full' },
    ],
    [
      'the checkout URL redirects',
      paying,
      paymentRedirected({ url: 'https://pay.example/c/1' }),
      { status: 'redirecting', url: 'https://pay.example/c/1', option: 'full' },
    ],
    ['a failed start ends it', paying, paymentStartFailed(), initialCheckoutState],
    [
      'a card price the server changed is put to the customer',
      paying,
      priceChangeFound({ shown: 1474, due: 1559 }),
      { status: 'confirmingPrice', next: 'card', shown: 1474, due: 1559, option: 'full' },
    ],
    [
      'a cash price the server changed is put to the customer',
      placing,
      priceChangeFound({ shown: 1549, due: 1639 }),
      { status: 'confirmingPrice', next: 'cashOnDelivery', shown: 1549, due: 1639, option: 'full' },
    ],
    [
      'an accepted card price pays',
      { status: 'confirmingPrice', next: 'card', shown: 1474, due: 1559, option: 'full' },
      priceChangeAccepted(),
      paying,
    ],
    [
      'an accepted cash price places',
      { status: 'confirmingPrice', next: 'cashOnDelivery', shown: 1549, due: 1639, option: 'full' },
      priceChangeAccepted(),
      placing,
    ],
    [
      'a declined price ends it',
      { status: 'confirmingPrice', next: 'card', shown: 1474, due: 1559, option: 'full' },
      priceChangeDeclined(),
      initialCheckoutState,
    ],
    [
      'a balance payment is never re-priced',
      { status: 'paying', flow: '_OLD_ORDER_PAYMENT', option: 'full' },
      priceChangeFound({ shown: 1, due: 2 }),
      { status: 'paying', flow: '_OLD_ORDER_PAYMENT', option: 'full' },
    ],
    [
      'nothing to accept while idle',
      initialCheckoutState,
      priceChangeAccepted(),
      initialCheckoutState,
    ],
    [
      'the option can change while idle',
      initialCheckoutState,
      paymentOptionChosen({ option: 'advance' }),
      { status: 'idle', option: 'advance' },
    ],
  ] as const)('%s', (_name, before, event, after) => {
    const checkout = from(before);
    checkout.dispatch(event);
    expect(selectCheckout(checkout.state())).toEqual(after);
  });

  test.each([
    ['placing twice', placing, orderPlacementRequested()],
    ['paying while placing', placing, cardPaymentRequested()],
    ['a placed order nobody placed', initialCheckoutState, orderPlaced('EABC1234')],
    [
      'a redirect nobody asked for',
      initialCheckoutState,
      paymentRedirected({ url: 'https://pay.example' }),
    ],
    ['an option change while paying', paying, paymentOptionChosen({ option: 'advance' })],
    ['a payment failure while placing', placing, paymentStartFailed()],
  ] as const)('refused: %s', (_name, before, event) => {
    const checkout = from(before);
    checkout.dispatch(event);
    expect(selectCheckout(checkout.state())).toEqual(before);
  });
});

describe('payment return rules (SPEC 4)', () => {
  test.each([
    [
      'PAYMENT_SUCCESS',
      '_NEW_ORDER_PAYMENT',
      'EABC1234',
      '_ORDER_PLACED',
      true,
      '/profile/mybookings/order/EABC1234',
    ],
    [
      'PAYMENT_SUCCESS',
      '_OLD_ORDER_PAYMENT',
      undefined,
      '_PAYMENT_DONE',
      false,
      '/profile/mybookings',
    ],
    [
      'PAYMENT_PENDING',
      '_NEW_ORDER_PAYMENT',
      'EABC1234',
      'CART_PAYMENT_PENDING',
      true,
      '/profile/mybookings/order/EABC1234',
    ],
    [
      'PAYMENT_PENDING',
      '_OLD_ORDER_PAYMENT',
      'EABC1234',
      '_PAYMENT_PENDING',
      false,
      '/profile/mybookings/order/EABC1234',
    ],
    ['PAYMENT_FAILED', '_NEW_ORDER_PAYMENT', undefined, '_PAYMENT_FAILED', false, '/checkout'],
    [
      'PAYMENT_FAILED',
      '_OLD_ORDER_PAYMENT',
      'EABC1234',
      '_PAYMENT_FAILED',
      false,
      '/profile/mybookings/order/EABC1234',
    ],
    // The money was taken but booked nothing: it is in Credit, and the cart stays to book again.
    ['PAYMENT_CREDITED', '_NEW_ORDER_PAYMENT', undefined, '_PAYMENT_CREDITED', false, '/checkout'],
    [
      'PAYMENT_CREDITED',
      '_OLD_ORDER_PAYMENT',
      'EABC1234',
      '_PAYMENT_CREDITED',
      false,
      '/profile/mybookings/order/EABC1234',
    ],
    [
      'SOMETHING_ELSE',
      '_OLD_ORDER_PAYMENT',
      undefined,
      '_PAYMENT_FAILED',
      false,
      '/profile/mybookings',
    ],
  ] as const)('%s for %s (order %s)', (paymentStatus, type, orderId, overlay, emptyCart, path) => {
    expect(paymentOutcome({ paymentStatus, type, ...(orderId ? { orderId } : {}) })).toEqual({
      overlay,
      emptyCart,
      path,
    });
  });

  test.each([
    ['not JSON', 'nope'],
    ['an unknown flow', JSON.stringify({ paymentStatus: 'PAYMENT_SUCCESS', type: 'OTHER' })],
    [
      'an extra field',
      JSON.stringify({ paymentStatus: 'PAYMENT_SUCCESS', type: '_NEW_ORDER_PAYMENT', amount: 1 }),
    ],
    [
      'a malformed order id',
      JSON.stringify({
        paymentStatus: 'PAYMENT_SUCCESS',
        type: '_NEW_ORDER_PAYMENT',
        orderId: '../x',
      }),
    ],
    ['missing', null],
  ])('an invalid paymentInfos (%s) is marked invalid', (_name, raw) => {
    const payment = machine();
    payment.dispatch(paymentReturned(raw));
    expect(selectPaymentReturn(payment.state())).toEqual({ status: 'invalid' });
  });
});

describe('checkout listeners', () => {
  withMockApi();
  withFakeClock();

  const ready = (over: Partial<Cart> = {}) =>
    serverCart({
      bookingAddress: address(),
      celebrationDate: '25-12-2026',
      readyTime: '17:00',
      arrivingTime: '14:00',
      ...over,
    });
  /** A cart the server priced, edited since (instructions), so paying sends it first. */
  const readyCart = (over: Partial<Cart> = {}): CartState => {
    const cart = ready(over);
    return {
      ...initialCartState,
      status: 'filled',
      draft: draftFromCart(cart),
      revision: 1,
      syncedRevision: 0,
      saving: false,
      priced: cart,
    };
  };
  const env = (over: Partial<Cart> = {}) =>
    testStore({ auth: { ...initialAuthState, user }, cart: readyCart(over) });
  /** The server's answer when the address's hub prices the decor ₹90 higher. */
  const repriced = ready({
    productPrice: 1590,
    cartPrice: 1590,
    buyingPrice: 1639,
    amountToPay: 1639,
    paymentOptions: {
      fullPrepay: { discount: 80, total: 1559 },
      advance: { discount: 48, total: 1591 },
    },
    wallet: {
      reward: 0,
      credit: 0,
      cashOnDelivery: { rewardUsed: 0, creditUsed: 0, toPay: 1639 },
      fullPrepay: { rewardUsed: 0, creditUsed: 0, toPay: 1559 },
      advance: { rewardUsed: 0, creditUsed: 0, toPay: 796 },
    },
  });

  test('COD: the cart is saved, the order placed, overlay shown, order page opened, cart emptied', async () => {
    server.use(
      handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart: ready() })),
      handle(contract.orders.place, () => ({ isSuccess: true, orderId: 'EABC1234' })),
    );
    const { store, state, services } = env();
    store.dispatch(orderPlacementRequested());
    await settle();
    expect(requests.map((request) => request.path)).toEqual([
      '/api/users/cart/create_update',
      '/api/orders/place',
    ]);
    expect(requests[1]?.body).toEqual({ cartId: 'u1C', userId: 'u1' });
    expect(state().overlay).toMatchObject({ status: 'shown', type: '_ORDER_PLACED' });
    expect(state().cart.status).toBe('empty');
    expect(state().checkout.status).toBe('idle');
    expect(services.navigations).toEqual([
      { to: '/profile/mybookings/order/EABC1234', replace: false },
    ]);
  });

  test('an address that is not serviceable opens the warning and places nothing', async () => {
    const { store, state } = env({
      bookingAddress: address({
        serviceAreaInfo: { hubId: null, isServiceable: false, isInAnyHub: false },
      }),
    });
    store.dispatch(orderPlacementRequested());
    await settle();
    expect(requests).toHaveLength(0);
    expect(state().modals.warning).toEqual({
      msg: MESSAGES.addressNotServiceableAtPlacement,
      rightBtnText: 'Ok',
    });
    expect(state().checkout.status).toBe('idle');
  });

  test('a refused placement shows the server message and keeps the cart', async () => {
    server.use(
      handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart: ready() })),
      http.post(`${apiOrigin()}/api/orders/place`, () => failure(409, 'Slot full')),
    );
    const { store, state } = env();
    store.dispatch(orderPlacementRequested());
    await settle();
    expect(state().toast).toMatchObject({ message: 'Slot full' });
    expect(state().cart.status).toBe('filled');
  });

  test('card: the payment is initiated for the cart and the browser leaves for the checkout URL', async () => {
    server.use(
      handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart: ready() })),
      handle(contract.payment.initiate, () => ({
        isSuccess: true,
        url: 'https://pay.example/c/1',
      })),
    );
    const { store, state, services } = env();
    store.dispatch(paymentOptionChosen({ option: 'advance' }));
    store.dispatch(cardPaymentRequested());
    await settle();
    expect(requests[1]?.body).toEqual({
      type: '_NEW_ORDER_PAYMENT',
      cartId: 'u1C',
      option: 'advance',
    });
    expect(state().checkout).toEqual({
      status: 'redirecting',
      url: 'https://pay.example/c/1',
      option: 'advance',
    });
    expect(services.leftTo).toEqual(['https://pay.example/c/1']);
  });

  test.each([
    [
      'cash on delivery',
      orderPlacementRequested(),
      { next: 'cashOnDelivery', shown: 1549, due: 1639 },
      '/api/orders/place',
    ],
    [
      'card',
      cardPaymentRequested(),
      { next: 'card', shown: 1474, due: 1559 },
      '/api/payment/initiate',
    ],
  ])(
    'SECURITY: amounts are computed on the server: %s, a price the server changed is confirmed before anything is charged',
    async (_way, requested, confirming, chargePath) => {
      server.use(
        handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart: repriced })),
        handle(contract.orders.place, () => ({ isSuccess: true, orderId: 'EABC1234' })),
        handle(contract.payment.initiate, () => ({
          isSuccess: true,
          url: 'https://pay.example/c/1',
        })),
      );
      const { store, state } = env();
      store.dispatch(requested);
      await settle();
      expect(state().checkout).toMatchObject({ status: 'confirmingPrice', ...confirming });
      expect(requests.map((request) => request.path)).toEqual(['/api/users/cart/create_update']);
      store.dispatch(priceChangeAccepted());
      await settle();
      expect(requests.map((request) => request.path)).toEqual([
        '/api/users/cart/create_update',
        chargePath,
      ]);
    },
  );

  test('a changed price the customer declines charges nothing and the page is usable again', async () => {
    server.use(handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart: repriced })));
    const { store, state } = env();
    store.dispatch(orderPlacementRequested());
    await settle();
    store.dispatch(priceChangeDeclined());
    await settle();
    expect(state().checkout.status).toBe('idle');
    expect(requests.map((request) => request.path)).toEqual(['/api/users/cart/create_update']);
  });

  test('paying the balance of an order', async () => {
    server.use(
      handle(contract.payment.initiate, () => ({
        isSuccess: true,
        url: 'https://pay.example/c/2',
      })),
    );
    const { store, services } = env();
    store.dispatch(orderBalancePaymentRequested({ orderId: 'EABC1234' }));
    await settle();
    expect(requests[0]?.body).toEqual({ type: '_OLD_ORDER_PAYMENT', orderId: 'EABC1234' });
    expect(services.leftTo).toEqual(['https://pay.example/c/2']);
  });

  test('a return shows its overlay, goes on, and reloads the order list', async () => {
    let lists = 0;
    server.use(
      handle(contract.orders.getOrdersByQueryObject, () => {
        lists += 1;
        return { isSuccess: true, orders: [], lastOrder: null };
      }),
    );
    const { store, state, services } = env();
    const list = store.dispatch(
      ordersApi.endpoints.ordersGetOrdersByQueryObject.initiate({
        body: { queryObject: {}, limit: 50 },
      }),
    );
    await list;
    store.dispatch(
      paymentReturned(
        JSON.stringify({
          paymentStatus: 'PAYMENT_PENDING',
          type: '_NEW_ORDER_PAYMENT',
          orderId: 'EABC1234',
        }),
      ),
    );
    await settle();
    expect(state().overlay).toMatchObject({ type: 'CART_PAYMENT_PENDING' });
    expect(state().cart.status).toBe('empty');
    expect(services.navigations).toEqual([
      { to: '/profile/mybookings/order/EABC1234', replace: true },
    ]);
    expect(lists).toBe(2);
    list.unsubscribe();
  });

  test('an invalid return goes home and is logged', async () => {
    const { store, services } = env();
    store.dispatch(paymentReturned('garbage'));
    await settle();
    expect(services.navigations).toEqual([{ to: '/', replace: true }]);
    expect(services.errors).toHaveLength(1);
  });
});
