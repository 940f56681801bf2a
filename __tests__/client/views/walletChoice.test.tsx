import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import {
  draftFromCart,
  filledFrom,
  initialCartState,
} from '../../../src/client/features/cart/cartSlice';
import { initialLocationState } from '../../../src/client/features/location/locationSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { contract, type Cart } from '../../../src/shared/contract';
import { renderConnectedRoute } from '../support/connectedRoute';
import { HUB, address, location, serverCart, user } from '../support/fixtures';
import { backgroundHandlers, handle, server, withMockApi } from '../support/msw';

withMockApi();

const BALANCES = { reward: 500, credit: 300 };

/** A complete cart the server priced for 1549 with Reward 500 and Credit 300. */
function pricedCart(wallet: Partial<Cart['wallet']> & { useWallet?: boolean } = {}): Cart {
  const { useWallet = true, ...figures } = wallet;
  return serverCart({
    celebrationDate: '25-12-2026',
    arrivingTime: '14:00',
    readyTime: '17:00',
    bookingAddress: address(),
    useWallet,
    wallet: {
      ...BALANCES,
      // 5% of 1549 is 77 from Reward, then all of Credit.
      cashOnDelivery: { rewardUsed: 77, creditUsed: 300, toPay: 1172 },
      // 1474: 73 and 300. Advance: 1504, 75 and 300, half of the 1129 left now.
      fullPrepay: { rewardUsed: 73, creditUsed: 300, toPay: 1101 },
      advance: { rewardUsed: 75, creditUsed: 300, toPay: 565 },
      ...figures,
    },
  });
}

const WALLET_OFF: Partial<Cart['wallet']> & { useWallet: boolean } = {
  useWallet: false,
  cashOnDelivery: { rewardUsed: 0, creditUsed: 0, toPay: 1549 },
  fullPrepay: { rewardUsed: 0, creditUsed: 0, toPay: 1474 },
  advance: { rewardUsed: 0, creditUsed: 0, toPay: 752 },
};

function signedIn(cart: Cart): Partial<RootState> {
  return {
    session: { ...initialSessionState, status: 'ready' },
    location: { ...initialLocationState, selected: location, hubId: HUB },
    auth: { ...initialAuthState, user },
    cart: filledFrom({ ...initialCartState, couponAutoApplyDone: true }, draftFromCart(cart), cart),
  };
}

beforeEach(() =>
  server.use(
    handle(contract.users.getWallet, () => ({ isSuccess: true, balances: BALANCES, ledger: [] })),
    handle(contract.addons.getAddonsByQueryObject, () => ({ isSuccess: true, addOns: [] })),
    handle(contract.timeslot.checkSlotAvailability, () => ({ isSuccess: true, isAvailable: true })),
    // The server stores the choice it is sent, as the real one does.
    handle(contract.cart.createUpdate, ({ body }) => {
      const sent = (body as { cart: { useWallet?: boolean } }).cart;
      return { isSuccess: true, cart: pricedCart(sent.useWallet === false ? WALLET_OFF : {}) };
    }),
    ...backgroundHandlers(),
  ),
);

const breakdown = () => {
  const list = screen.getByLabelText('Price breakdown');
  const terms = within(list)
    .getAllByRole('term')
    .map((node) => node.textContent);
  const values = within(list)
    .getAllByRole('definition')
    .map((node) => node.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
};

describe("/checkout 'Use wallet balance'", () => {
  test('the switch turns the wallet off and on, and the figures follow', async () => {
    const { store } = renderConnectedRoute('/checkout', signedIn(pricedCart()));
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    const toggle = within(wallet).getByRole('switch', { name: 'Use wallet balance' });
    expect(toggle).toBeChecked();
    expect(within(wallet).getByText('Reward ₹500 · Credit ₹300')).toBeVisible();
    expect(
      within(wallet).getByText(
        '₹377 of your wallet is used when you pay (Reward ₹77, Credit ₹300).',
      ),
    ).toBeVisible();
    expect(breakdown()).toMatchObject({
      Total: '₹1,549',
      'Paid from wallet': '−₹377',
      'To pay': '₹1,172',
    });

    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(within(wallet).getByText('Your wallet is not used on this order.')).toBeVisible();
    expect(breakdown()).toMatchObject({ Total: '₹1,549' });
    expect(breakdown()).not.toHaveProperty('Paid from wallet');
    expect(breakdown()).not.toHaveProperty('To pay');
    const { cart } = store.getState();
    expect(cart.status === 'filled' && cart.draft.useWallet).toBe(false);

    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(
      within(wallet).getByText(
        '₹377 of your wallet is used when you pay (Reward ₹77, Credit ₹300).',
      ),
    ).toBeVisible();
    expect(breakdown()).toMatchObject({ 'Paid from wallet': '−₹377', 'To pay': '₹1,172' });
  });

  test('a cart the server stored with the wallet off shows the switch off', async () => {
    renderConnectedRoute('/checkout', signedIn(pricedCart(WALLET_OFF)));
    const toggle = await screen.findByRole('switch', { name: 'Use wallet balance' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Your wallet is not used on this order.')).toBeVisible();
  });
});

describe('/payment wallet figures', () => {
  const optionText = (name: RegExp) =>
    screen.getByRole('radio', { name }).closest('label')?.textContent ?? '';

  test('with the wallet on, each way of paying shows its wallet share and what is left', async () => {
    renderConnectedRoute('/payment', signedIn(pricedCart()));
    await screen.findByRole('radio', { name: /Pay in full/ });
    expect(optionText(/Pay in full/)).toContain('Wallet ₹373 · Card now ₹1,101');
    expect(optionText(/Pay an advance/)).toContain('Wallet ₹375 · Card now ₹565');
    expect(
      screen.getByText('Your Reward and Credit balances are used first; the card pays the rest.'),
    ).toBeVisible();
    const cod = screen.getByRole('region', { name: 'Cash on delivery' });
    expect(cod).toHaveTextContent('Pay ₹1,172 when the decorators arrive.');
    expect(cod).toHaveTextContent('₹377 of it is paid from your wallet.');
  });

  test('with the wallet off, the card and the cash amounts are the full ones', async () => {
    renderConnectedRoute('/payment', signedIn(pricedCart(WALLET_OFF)));
    await screen.findByRole('radio', { name: /Pay in full/ });
    expect(optionText(/Pay in full/)).toContain('Card now ₹1,474');
    expect(optionText(/Pay an advance/)).toContain('Card now ₹752');
    expect(optionText(/Pay in full/)).not.toContain('Wallet');
    expect(screen.getByRole('link', { name: 'change it in the cart' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    const cod = screen.getByRole('region', { name: 'Cash on delivery' });
    expect(cod).toHaveTextContent('Pay ₹1,549 when the decorators arrive.');
    expect(cod).not.toHaveTextContent('from your wallet');
  });

  test('a wallet that covers the whole order leaves nothing for the card', async () => {
    const covered = pricedCart({
      reward: 0,
      credit: 5000,
      cashOnDelivery: { rewardUsed: 0, creditUsed: 1549, toPay: 0 },
      fullPrepay: { rewardUsed: 0, creditUsed: 1474, toPay: 0 },
      advance: { rewardUsed: 0, creditUsed: 1504, toPay: 0 },
    });
    renderConnectedRoute('/payment', signedIn(covered));
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(
      screen.getByText('Your wallet covers this order: place it below, nothing is left to pay.'),
    ).toBeVisible();
    // A prepaid order, not cash on delivery of ₹0 (issue 40).
    expect(screen.queryByRole('region', { name: 'Cash on delivery' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Paid from your wallet' })).toHaveTextContent(
      'Your wallet pays ₹1,474, prepaid discount included; nothing is due on delivery.',
    );
    expect(screen.getByRole('button', { name: 'Place order, paid from wallet' })).toBeEnabled();
  });
});
