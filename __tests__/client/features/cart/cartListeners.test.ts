import { http } from 'msw';
import { contract } from '../../../../src/shared/contract';
import { MESSAGES } from '../../../../src/shared/domain';
import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import { CART_SYNC_DEBOUNCE_MS } from '../../../../src/client/features/cart/cartListeners';
import {
  addOnQuantityChanged,
  bookingAddressChosen,
  cartMovedToWishlist,
  cartRemoved,
  celebrationDateChosen,
  draftFromCart,
  filledFrom,
  initialCartState,
  instructionsChanged,
  offerApplied,
  offerRemoved,
  productAddedToCart,
  santaTipChanged,
  slotChosen,
  walletUseChosen,
} from '../../../../src/client/features/cart/cartSlice';
import {
  checkoutOpened,
  paymentPageOpened,
} from '../../../../src/client/features/checkout/checkoutSlice';
import { pageHidden, sessionStarted } from '../../../../src/client/features/session/sessionEvents';
import {
  HUB,
  addOn,
  address,
  offer,
  product,
  serverCart,
  sessionData,
  signedInData,
  user,
} from '../../support/fixtures';
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
import { testStore, withFakeClock } from '../../support/store';

withMockApi();
withFakeClock();

const loggedIn = { auth: { ...initialAuthState, user } };
const added = productAddedToCart({ product: product(), hubId: HUB });
const SLOT = { celebrationDate: '25-12-2026', readyTime: '17:00', arrivingTime: '14:00' };
const tick = async (ms: number) => {
  await jest.advanceTimersByTimeAsync(ms);
  await settle();
};
const cartCalls = () => requests.filter((request) => request.path.startsWith('/api/users/cart'));
const offersAnswer = (offers = [offer()]) =>
  handle(contract.offers.getOffersByQueryObject, () => ({ isSuccess: true, offers }));
const EDITED_BEFORE = '2026-12-01T05:00:00.000Z';
const createUpdate = (cart = serverCart()) =>
  handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart }));

describe('server sync', () => {
  const EDITED = '2026-12-01T06:00:00.000Z';

  test('a priced change reaches the server at once, as references with the time it was made', async () => {
    server.use(offersAnswer([]), createUpdate());
    const { store, state } = testStore(loggedIn);
    jest.setSystemTime(new Date(EDITED));
    store.dispatch(added);
    await settle();
    expect(cartCalls()).toHaveLength(1);
    expect(cartCalls()[0]?.body).toEqual({
      cart: { product: 'p1', addOns: [], offers: [], hubId: HUB, santaTip: 0, editedAt: EDITED },
    });
    expect(state().cart).toMatchObject({ status: 'filled', priced: serverCart(), saving: false });
    // The server stored the edit: nothing is pending any more.
    expect(state().cart.status === 'filled' && state().cart).not.toHaveProperty('draft.editedAt');
  });

  test.each([
    ['an add-on', addOnQuantityChanged({ addon: addOn(), quantity: 2 })],
    ['a coupon', offerApplied({ offer: offer() })],
    ['a slot', slotChosen(SLOT)],
    ['a date', celebrationDateChosen({ date: '26-12-2026' })],
    ['an address', bookingAddressChosen({ address: address({ _id: 'a9' }) })],
    ['a tip', santaTipChanged({ amount: 50 })],
    ['the wallet choice', walletUseChosen({ useWallet: false })],
  ])('%s is sent to be priced without waiting for the debounce', async (_name, edit) => {
    server.use(offersAnswer([]), createUpdate());
    const { store } = testStore(loggedIn);
    store.dispatch(added);
    await settle();
    store.dispatch(edit);
    await settle();
    expect(cartCalls()).toHaveLength(2);
  });

  test('one save at a time: an edit made while a save is out goes next, with every change', async () => {
    const answers: ((value: Response) => void)[] = [];
    server.use(
      offersAnswer([]),
      http.post(
        `${apiOrigin()}${contract.cart.createUpdate.path}`,
        () => new Promise<Response>((resolve) => answers.push(resolve)),
      ),
    );
    const { store } = testStore(loggedIn);
    store.dispatch(added);
    await settle();
    store.dispatch(santaTipChanged({ amount: 50 }));
    store.dispatch(addOnQuantityChanged({ addon: addOn(), quantity: 2 }));
    await settle();
    expect(cartCalls()).toHaveLength(1);
    answers[0]?.(Response.json({ isSuccess: true, cart: serverCart() }));
    await settle();
    expect(cartCalls()).toHaveLength(2);
    expect(cartCalls()[1]?.body).toMatchObject({
      cart: { santaTip: 50, addOns: [{ addon: addOn()._id, quantity: 2 }] },
    });
    answers[1]?.(Response.json({ isSuccess: true, cart: serverCart() }));
    await settle();
  });

  test('instructions reach the server 5000 ms after the last change', async () => {
    server.use(offersAnswer([]), createUpdate());
    const { store } = testStore(loggedIn);
    store.dispatch(added);
    await settle();
    store.dispatch(instructionsChanged({ instructions: 'Gate' }));
    await tick(3000);
    store.dispatch(instructionsChanged({ instructions: 'Gate code 12' }));
    await tick(CART_SYNC_DEBOUNCE_MS - 1);
    expect(cartCalls()).toHaveLength(1);
    await tick(1);
    expect(cartCalls()).toHaveLength(2);
    expect(cartCalls()[1]?.body).toMatchObject({ cart: { instructions: 'Gate code 12' } });
  });

  test('a visitor cart stays local', async () => {
    server.use(offersAnswer([]));
    const { store } = testStore();
    store.dispatch(added);
    await tick(CART_SYNC_DEBOUNCE_MS * 2);
    expect(cartCalls()).toHaveLength(0);
  });

  test.each([
    ['a first save', false, MESSAGES.cartAddFailed],
    ['a later update', true, MESSAGES.cartUpdateFailed],
  ])('%s that fails says so', async (_name, savedBefore, message) => {
    server.use(offersAnswer([]));
    let calls = 0;
    server.use(
      http.post(`${apiOrigin()}/api/users/cart/create_update`, () => {
        calls += 1;
        return savedBefore && calls === 1
          ? Response.json({ isSuccess: true, cart: serverCart() })
          : failure(500, 'down');
      }),
    );
    const { store, state } = testStore(loggedIn);
    store.dispatch(added);
    await settle();
    if (savedBefore) {
      store.dispatch(santaTipChanged({ amount: 20 }));
      await settle();
    }
    expect(state().toast).toMatchObject({ message });
  });

  test('removing the cart cancels a pending save and deletes it on the server', async () => {
    server.use(
      offersAnswer([]),
      createUpdate(),
      handle(contract.cart.delete, () => ({ isSuccess: true })),
    );
    const { store, state } = testStore(loggedIn);
    store.dispatch(added);
    await settle();
    store.dispatch(instructionsChanged({ instructions: 'Gate code 12' }));
    store.dispatch(cartRemoved());
    await tick(CART_SYNC_DEBOUNCE_MS);
    expect(cartCalls().map((call) => call.method)).toEqual(['POST', 'DELETE']);
    expect(state().cart.status).toBe('empty');
  });

  test("a failed removal says Cart couldn't be removed", async () => {
    server.use(
      offersAnswer([]),
      createUpdate(),
      http.delete(`${apiOrigin()}/api/users/cart/delete`, () => failure(500, 'down')),
    );
    const { store, state } = testStore(loggedIn);
    store.dispatch(added);
    store.dispatch(cartRemoved());
    await settle();
    expect(state().toast).toMatchObject({ message: MESSAGES.cartRemoveFailed });
  });

  test('moving to the wishlist wishlists the product and deletes the server cart', async () => {
    server.use(
      offersAnswer([]),
      createUpdate(),
      handle(contract.users.updateWishlist, () => ({ isSuccess: true, wishlist: ['p1'] })),
      handle(contract.cart.delete, () => ({ isSuccess: true })),
    );
    const { store, state } = testStore(loggedIn);
    store.dispatch(added);
    store.dispatch(cartMovedToWishlist({ productId: 'p1' }));
    await settle();
    expect(requests.find((request) => request.path === '/api/users/wishlist')?.body).toEqual({
      productId: 'p1',
      mode: 'add',
    });
    expect(state().wishlist.ids).toEqual(['p1']);
  });
});

describe('coupons', () => {
  test('the best valid coupon is applied automatically, once a session', async () => {
    const small = offer({ _id: 'o2', offerCode: 'SMALL', discountType: 1, discountValue: 50 });
    server.use(offersAnswer([small, offer()]));
    const { store, state } = testStore();
    store.dispatch(added);
    await settle();
    const { cart } = state();
    expect(cart.status === 'filled' && cart.draft.offers).toEqual([offer()]);
    store.dispatch(offerRemoved());
    store.dispatch(santaTipChanged({ amount: 10 }));
    await settle();
    expect(requests.filter((request) => request.path.includes('offers'))).toHaveLength(1);
    const after = state().cart;
    expect(after.status === 'filled' && after.draft.offers).toEqual([]);
  });

  test('a coupon whose discount becomes zero is removed', async () => {
    server.use(offersAnswer([]));
    const { store, state } = testStore();
    const cheap = product({
      _id: 'p3',
      pricing: {
        defaultPrice: { sellingPrice: 500, costPrice: 600, webDiscount: 100 },
        hubWise: [],
        cityWise: [],
      },
    });
    store.dispatch(productAddedToCart({ product: cheap, hubId: HUB }));
    store.dispatch(addOnQuantityChanged({ addon: addOn(), quantity: 2 }));
    store.dispatch(offerApplied({ offer: offer() }));
    await settle();
    expect(state().cart.status === 'filled' && state().cart).toMatchObject({
      draft: { offers: [offer()] },
    });
    store.dispatch(addOnQuantityChanged({ addon: addOn(), quantity: 0 }));
    await settle();
    expect(state().cart).toMatchObject({ draft: { offers: [] } });
  });
});

describe('slot check at checkout', () => {
  test('a slot no longer available clears date and times', async () => {
    server.use(
      offersAnswer([]),
      handle(contract.timeslot.checkSlotAvailability, () => ({
        isSuccess: true,
        isAvailable: false,
      })),
      createUpdate(),
    );
    const { store, state } = testStore(loggedIn);
    store.dispatch(added);
    store.dispatch(slotChosen(SLOT));
    store.dispatch(checkoutOpened(new Date('2026-12-01T06:00:00.000Z')));
    await settle();
    expect(requests.find((request) => request.path === '/api/checkSlotAvailability')?.body).toEqual(
      {
        productId: 'p1',
        slotTime: '14:00-17:00',
        celebrationDate: '25-12-2026',
        hubId: HUB,
      },
    );
    expect(state().cart).toMatchObject({
      draft: { celebrationDate: null, readyTime: null, arrivingTime: null },
    });
  });

  test('a past slot is cleared without asking', async () => {
    server.use(offersAnswer([]));
    const { store, state } = testStore();
    store.dispatch(added);
    store.dispatch(slotChosen(SLOT));
    store.dispatch(checkoutOpened(new Date('2026-12-30T06:00:00.000Z')));
    await settle();
    expect(requests.map((request) => request.path)).not.toContain('/api/checkSlotAvailability');
    expect(state().cart).toMatchObject({ draft: { celebrationDate: null } });
  });

  test('an available slot stays', async () => {
    server.use(
      offersAnswer([]),
      handle(contract.timeslot.checkSlotAvailability, () => ({
        isSuccess: true,
        isAvailable: true,
      })),
      createUpdate(serverCart(SLOT)),
    );
    const { store, state } = testStore(loggedIn);
    store.dispatch(added);
    store.dispatch(slotChosen(SLOT));
    store.dispatch(checkoutOpened(new Date('2026-12-01T06:00:00.000Z')));
    await settle();
    expect(state().cart).toMatchObject({ draft: SLOT });
  });
});

describe('coupon dropped when the server re-prices', () => {
  test("a coupon the cart no longer reaches is removed with SPEC 5's 'Add worth' message", async () => {
    const bigday = offer({ offerCode: 'BIGDAY', minOrderValue: 1400 });
    // Here the decor is 1500 and BIGDAY applies; the address's hub prices it at 1300, below
    // BIGDAY's minimum, so the server drops it.
    server.use(offersAnswer([]), createUpdate(serverCart({ offers: [], cartPrice: 1300 })));
    const { store, state } = testStore(loggedIn);
    store.dispatch(added);
    await settle();
    store.dispatch(offerApplied({ offer: bigday }));
    await settle();
    expect(state().cart).toMatchObject({ draft: { offers: [] } });
    expect(state().toast).toMatchObject({ message: 'Add worth ₹100 more to get this offer' });
  });

  test('a coupon the server refuses for this customer is removed with a message saying it cannot be used', async () => {
    server.use(offersAnswer([]), createUpdate(serverCart({ offers: [] })));
    const { store, state } = testStore(loggedIn);
    store.dispatch(added);
    store.dispatch(offerApplied({ offer: offer({ offerCode: 'FIRSTDECOR', minOrderValue: 0 }) }));
    await settle();
    expect(state().toast).toMatchObject({
      message: "Promo code FIRSTDECOR can't be used on this booking, so it was removed",
    });
    expect(state().cart).toMatchObject({ draft: { offers: [] } });
  });
});

describe('pending edits are flushed', () => {
  /** A synced cart with instructions typed since, still inside the 5 s debounce. */
  async function pendingInstructions() {
    const { store, state, services } = testStore(loggedIn);
    store.dispatch(added);
    await settle();
    store.dispatch(instructionsChanged({ instructions: 'Gate code 4321' }));
    return { store, state, services };
  }

  test.each([
    ['the checkout opens', () => checkoutOpened(new Date('2026-12-30T06:00:00.000Z'))],
    ['the payment page opens', () => paymentPageOpened()],
  ])('when %s, without waiting for the debounce', async (_name, opened) => {
    server.use(offersAnswer([]), createUpdate());
    const { store } = await pendingInstructions();
    store.dispatch(opened());
    await settle();
    expect(cartCalls()).toHaveLength(2);
    expect(cartCalls()[1]?.body).toMatchObject({ cart: { instructions: 'Gate code 4321' } });
  });

  test('when the page hides, in a request that outlives the page', async () => {
    const kept: boolean[] = [];
    server.use(
      offersAnswer([]),
      http.post(`${apiOrigin()}${contract.cart.createUpdate.path}`, ({ request }) => {
        kept.push(request.keepalive);
        return Response.json({ isSuccess: true, cart: serverCart() });
      }),
    );
    const { store } = await pendingInstructions();
    store.dispatch(pageHidden());
    await settle();
    expect(kept).toEqual([false, true]);
    expect(cartCalls()[1]?.headers.get('authorization')).toBe(`Bearer ${user.token}`);
  });

  test('at start-up, local edits the server never got win over its older cart and are sent at once', async () => {
    server.use(
      ...backgroundHandlers(),
      createUpdate(serverCart({ santaTip: 100, instructions: 'Gate code 4321' })),
    );
    const local = {
      ...draftFromCart(serverCart()),
      santaTip: 100,
      instructions: 'Gate code 4321',
      editedAt: '2026-12-01T06:00:00.000Z',
    };
    const { store, state } = testStore({ ...loggedIn, cart: filledFrom(initialCartState, local) });
    store.dispatch(sessionStarted(sessionData({ user: signedInData().user, cart: serverCart() })));
    expect(state().cart).toMatchObject({ draft: { santaTip: 100 } });
    await settle();
    expect(cartCalls()).toHaveLength(1);
    expect(cartCalls()[0]?.body).toMatchObject({
      cart: { santaTip: 100, instructions: 'Gate code 4321', editedAt: '2026-12-01T06:00:00.000Z' },
    });
    expect(state().cart).toMatchObject({ draft: { santaTip: 100 }, priced: { santaTip: 100 } });
  });

  test('at start-up, a cart the server stored and no longer holds was booked or removed since: it empties, unsent', async () => {
    server.use(...backgroundHandlers(), createUpdate());
    // The page back from the card gateway still holds the cart it paid for.
    const { store, state } = testStore({
      ...loggedIn,
      cart: filledFrom(initialCartState, draftFromCart(serverCart())),
    });
    store.dispatch(sessionStarted(sessionData({ user: signedInData().user, cart: null })));
    await settle();
    expect(state().cart.status).toBe('empty');
    expect(cartCalls()).toEqual([]);
  });

  test('a visitor keeps the cart on the device when there is no server cart', async () => {
    server.use(...backgroundHandlers());
    const { store, state } = testStore({
      cart: filledFrom(initialCartState, draftFromCart(serverCart())),
    });
    store.dispatch(sessionStarted(sessionData({ user: null, cart: null })));
    await settle();
    expect(state().cart.status).toBe('filled');
  });

  test('an edit the server refuses because the cart was booked since empties the cart quietly, and nothing is deleted', async () => {
    server.use(
      ...backgroundHandlers(),
      http.post(`${apiOrigin()}/api/users/cart/create_update`, () =>
        failure(409, MESSAGES.cartAlreadyPlaced),
      ),
    );
    // An edit made before the booking, on a tab that did not send it in time.
    const local = { ...draftFromCart(serverCart()), santaTip: 50, editedAt: EDITED_BEFORE };
    const { store, state } = testStore({ ...loggedIn, cart: filledFrom(initialCartState, local) });
    store.dispatch(sessionStarted(sessionData({ user: signedInData().user, cart: null })));
    await settle();
    expect(cartCalls().map((call) => call.method)).toEqual(['POST']);
    expect(state().cart.status).toBe('empty');
    expect(state().toast).toEqual({ status: 'hidden' });
  });

  test('at start-up, a local cart with nothing pending takes the server cart', async () => {
    server.use(...backgroundHandlers());
    const { store, state } = testStore({
      ...loggedIn,
      cart: filledFrom(initialCartState, draftFromCart(serverCart())),
    });
    store.dispatch(
      sessionStarted(
        sessionData({ user: signedInData().user, cart: serverCart({ santaTip: 70 }) }),
      ),
    );
    await settle();
    expect(state().cart).toMatchObject({ draft: { santaTip: 70 } });
    expect(cartCalls()).toHaveLength(0);
  });
});
