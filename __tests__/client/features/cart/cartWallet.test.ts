import { http } from 'msw';
import { contract, type Cart } from '../../../../src/shared/contract';
import { usersApi } from '../../../../src/client/api/usersApi';
import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import { CART_SYNC_DEBOUNCE_MS } from '../../../../src/client/features/cart/cartListeners';
import {
  draftFromCart,
  filledFrom,
  initialCartState,
  productAddedToCart,
  selectCartUsesWallet,
  walletUseChosen,
} from '../../../../src/client/features/cart/cartSlice';
import { selectCartWallet } from '../../../../src/client/features/cart/cartWallet';
import { HUB, product, serverCart, user } from '../../support/fixtures';
import { apiOrigin, handle, requests, server, settle, withMockApi } from '../../support/msw';
import { machine, testStore, withFakeClock } from '../../support/store';

withMockApi();
withFakeClock();

const loggedIn = { auth: { ...initialAuthState, user } };
const tick = async (ms: number) => {
  await jest.advanceTimersByTimeAsync(ms);
  await settle();
};
const cartBodies = () =>
  requests
    .filter((request) => request.path === contract.cart.createUpdate.path)
    .map((request) => (request.body as { cart: Record<string, unknown> }).cart);

/** The server's cart priced with the wallet off: nothing from it, the full amounts to pay. */
const pricedOff = (): Cart =>
  serverCart({
    useWallet: false,
    wallet: {
      reward: 500,
      credit: 300,
      cashOnDelivery: { rewardUsed: 0, creditUsed: 0, toPay: 1549 },
      fullPrepay: { rewardUsed: 0, creditUsed: 0, toPay: 1474 },
      advance: { rewardUsed: 0, creditUsed: 0, toPay: 752 },
    },
  });

describe("'Use wallet balance'", () => {
  test('turning it off is a cart edit: the draft changes and the server gets the choice', async () => {
    server.use(
      handle(contract.offers.getOffersByQueryObject, () => ({ isSuccess: true, offers: [] })),
      // The stub server stores the choice it is sent, as the real one does.
      handle(contract.cart.createUpdate, ({ body }) => {
        const sent = (body as { cart: { useWallet?: boolean } }).cart;
        return { isSuccess: true, cart: sent.useWallet === false ? pricedOff() : serverCart() };
      }),
    );
    const { store, state } = testStore(loggedIn);
    store.dispatch(productAddedToCart({ product: product(), hubId: HUB }));
    await tick(CART_SYNC_DEBOUNCE_MS);
    // A new cart leaves the choice to the server's default.
    expect(cartBodies()[0]).not.toHaveProperty('useWallet');
    expect(selectCartUsesWallet(state())).toBe(true);

    store.dispatch(walletUseChosen({ useWallet: false }));
    expect(selectCartUsesWallet(state())).toBe(false);
    expect(state().cart).toMatchObject({ revision: 1, syncedRevision: 0 });
    // The choice changes what is charged, so it is priced at once.
    await settle();
    expect(cartBodies()).toHaveLength(2);
    expect(cartBodies()[1]).toMatchObject({ product: 'p1', useWallet: false });
    expect(state().cart).toMatchObject({
      syncedRevision: 1,
      draft: { useWallet: false },
      priced: { useWallet: false },
    });
  });

  test('choosing what the cart already has changes nothing and sends nothing', async () => {
    server.use(
      handle(contract.offers.getOffersByQueryObject, () => ({ isSuccess: true, offers: [] })),
    );
    const synced = filledFrom(initialCartState, draftFromCart(serverCart()), serverCart());
    const { store, state } = testStore({ ...loggedIn, cart: synced });
    store.dispatch(walletUseChosen({ useWallet: true }));
    await tick(CART_SYNC_DEBOUNCE_MS * 2);
    expect(state().cart).toMatchObject({ revision: 0, syncedRevision: 0 });
    expect(cartBodies()).toEqual([]);
  });

  test('an empty cart ignores the switch', () => {
    const cart = machine();
    cart.dispatch(walletUseChosen({ useWallet: false }));
    expect(cart.state().cart.status).toBe('empty');
    expect(selectCartUsesWallet(cart.state())).toBe(false);
  });
});

describe('the wallet figures', () => {
  const balances = { reward: 500, credit: 300 };

  async function storeWithBalances(
    cart = filledFrom(initialCartState, draftFromCart(serverCart())),
  ) {
    server.use(
      handle(contract.offers.getOffersByQueryObject, () => ({ isSuccess: true, offers: [] })),
      handle(contract.users.getWallet, () => ({ isSuccess: true, balances, ledger: [] })),
      // The re-price stays on its way: these figures are the ones shown until it answers.
      http.post(`${apiOrigin()}${contract.cart.createUpdate.path}`, () => new Promise(() => {})),
    );
    const made = testStore({ ...loggedIn, cart });
    await made.store.dispatch(usersApi.endpoints.usersGetWallet.initiate());
    return made;
  }

  test('before the server prices a change, the SPEC 1 split of each amount, and none when off', async () => {
    const { store, state } = await storeWithBalances();
    // The domain prices 1500 (no fee before the server's answer): 5% is 75 from Reward, then all
    // 300 of Credit. Full prepay: 1425, 71 and 300. Advance: 1455, 72 and 300, half of 1083 now.
    expect(selectCartWallet(state())).toEqual({
      useWallet: true,
      reward: 500,
      credit: 300,
      cashOnDelivery: { rewardUsed: 75, creditUsed: 300, used: 375, toPay: 1125 },
      fullPrepay: { rewardUsed: 71, creditUsed: 300, used: 371, toPay: 1054 },
      advance: { rewardUsed: 72, creditUsed: 300, used: 372, toPay: 542 },
      confirmed: false,
    });
    store.dispatch(walletUseChosen({ useWallet: false }));
    expect(selectCartWallet(state())).toMatchObject({
      useWallet: false,
      reward: 500,
      credit: 300,
      cashOnDelivery: { used: 0, toPay: 1500 },
      fullPrepay: { used: 0, toPay: 1425 },
      advance: { used: 0, toPay: 728 },
      confirmed: false,
    });
  });

  test('once the server has priced the cart as it stands, its figures are the ones shown', async () => {
    const off = pricedOff();
    const { state } = await storeWithBalances(
      filledFrom(initialCartState, draftFromCart(off), off),
    );
    expect(selectCartWallet(state())).toEqual({
      useWallet: false,
      reward: 500,
      credit: 300,
      cashOnDelivery: { rewardUsed: 0, creditUsed: 0, used: 0, toPay: 1549 },
      fullPrepay: { rewardUsed: 0, creditUsed: 0, used: 0, toPay: 1474 },
      advance: { rewardUsed: 0, creditUsed: 0, used: 0, toPay: 752 },
      confirmed: true,
    });
  });
});
