import { http } from 'msw';
import { contract } from '../../../../src/shared/contract';
import { MESSAGES } from '../../../../src/shared/domain';
import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import { CART_SYNC_DEBOUNCE_MS } from '../../../../src/client/features/cart/cartListeners';
import {
  addOnQuantityChanged,
  cartMovedToWishlist,
  cartRemoved,
  offerApplied,
  offerRemoved,
  productAddedToCart,
  santaTipChanged,
  slotChosen,
} from '../../../../src/client/features/cart/cartSlice';
import { checkoutOpened } from '../../../../src/client/features/checkout/checkoutSlice';
import { HUB, addOn, offer, product, serverCart, user } from '../../support/fixtures';
import {
  apiOrigin,
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
const createUpdate = (cart = serverCart()) =>
  handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart }));

describe('server sync', () => {
  test('changes reach the server 5000 ms after the last one, as references', async () => {
    server.use(offersAnswer([]), createUpdate());
    const { store, state } = testStore(loggedIn);
    store.dispatch(added);
    await tick(4000);
    store.dispatch(santaTipChanged({ amount: 50 }));
    await tick(CART_SYNC_DEBOUNCE_MS - 1);
    expect(cartCalls()).toHaveLength(0);
    await tick(1);
    expect(cartCalls()).toHaveLength(1);
    expect(cartCalls()[0]?.body).toEqual({
      cart: {
        product: 'p1',
        addOns: [],
        offers: [],
        hubId: HUB,
        celebrationDate: undefined,
        santaTip: 50,
      },
    });
    expect(state().cart).toMatchObject({ status: 'filled', priced: serverCart(), saving: false });
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
    await tick(CART_SYNC_DEBOUNCE_MS);
    if (savedBefore) {
      store.dispatch(santaTipChanged({ amount: 20 }));
      await tick(CART_SYNC_DEBOUNCE_MS);
    }
    expect(state().toast).toMatchObject({ message });
  });

  test('removing the cart cancels a pending save and deletes it on the server', async () => {
    server.use(
      offersAnswer([]),
      handle(contract.cart.delete, () => ({ isSuccess: true })),
    );
    const { store, state } = testStore(loggedIn);
    store.dispatch(added);
    store.dispatch(cartRemoved());
    await tick(CART_SYNC_DEBOUNCE_MS);
    expect(cartCalls().map((call) => call.method)).toEqual(['DELETE']);
    expect(state().cart.status).toBe('empty');
  });

  test("a failed removal says Cart couldn't be removed", async () => {
    server.use(
      offersAnswer([]),
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
    );
    const { store, state } = testStore(loggedIn);
    store.dispatch(added);
    store.dispatch(slotChosen(SLOT));
    store.dispatch(checkoutOpened(new Date('2026-12-01T06:00:00.000Z')));
    await settle();
    expect(state().cart).toMatchObject({ draft: SLOT });
  });
});
