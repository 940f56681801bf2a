import { contract } from '../../../src/shared/contract';
import { creditWallet } from '../../../src/server/services/wallet/wallet';
import { fullEngine } from '../support/databases';
import type { TestContext } from '../support/testApp';
import {
  SETUP_TIMEOUT,
  addProduct,
  balances,
  cartInput,
  customer,
  orderOf,
  paySession,
  place,
  putCart,
  send,
  setCapacity,
  startBookingApp,
  startCardCheckout,
  type Customer,
  expectLedgerHoldsIn,
} from './support';

jest.setTimeout(120_000);

describe.each(fullEngine)("the customer's wallet choice on %s", (kind) => {
  let ctx: TestContext;
  let product: string;

  beforeAll(async () => {
    ctx = await startBookingApp(kind);
    product = await addProduct(ctx.database.db, 1599);
    await setCapacity(ctx, 3, 1000);
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());
  // Every test that takes a payment leaves the payment ledger whole (issue 40).
  afterEach(() => expectLedgerHoldsIn(ctx.database.db));

  /** A customer holding the given balances. */
  async function walletHolder(name: string, reward: number, credit: number): Promise<Customer> {
    const who = await customer(ctx, name);
    if (reward > 0) {
      await creditWallet(ctx.database.db, {
        userId: who.userId,
        balance: 'reward',
        amount: reward,
        reason: 'promotion',
      });
    }
    if (credit > 0) {
      await creditWallet(ctx.database.db, {
        userId: who.userId,
        balance: 'credit',
        amount: credit,
        reason: 'adjustment',
      });
    }
    return who;
  }

  const startCard = (who: Customer, option: 'full' | 'advance') =>
    startCardCheckout(ctx, who, option);
  const paySuccessfully = (session: { providerOrderId: string; amountPaise: number }) =>
    paySession(ctx, session);

  describe('the priced cart', () => {
    it('uses the wallet by default: Reward capped at 5% of each amount, then Credit', async () => {
      const who = await walletHolder('Default Wallet', 500, 100);
      const res = await putCart(ctx, who, cartInput(who, product));
      expect(res.status).toBe(200);
      expect(res.body.cart.useWallet).toBe(true);
      expect(res.body.cart.wallet).toEqual({
        reward: 500,
        credit: 100,
        // 5% of 1599 floored is 79.
        cashOnDelivery: { rewardUsed: 79, creditUsed: 100, toPay: 1420 },
        // 1519 after the full-prepay discount; 5% of it is 75.
        fullPrepay: { rewardUsed: 75, creditUsed: 100, toPay: 1344 },
        // 1551 after the advance discount; 5% is 77; half of the 1374 left, rounded up.
        advance: { rewardUsed: 77, creditUsed: 100, toPay: 687 },
      });
    });

    it('shows no wallet share when the customer turns it off, and the full amounts to pay', async () => {
      const who = await walletHolder('Wallet Off', 500, 100);
      const res = await putCart(ctx, who, cartInput(who, product, { useWallet: false }));
      expect(res.status).toBe(200);
      expect(res.body.cart).toMatchObject({ useWallet: false, amountToPay: 1599 });
      expect(res.body.cart.wallet).toEqual({
        reward: 500,
        credit: 100,
        cashOnDelivery: { rewardUsed: 0, creditUsed: 0, toPay: 1599 },
        fullPrepay: { rewardUsed: 0, creditUsed: 0, toPay: 1519 },
        advance: { rewardUsed: 0, creditUsed: 0, toPay: 776 },
      });
      const start = await send(ctx, contract.session.start, { token: who.token, payload: {} });
      expect(start.body.data.cart?.useWallet).toBe(false);
    });

    it('goes back to the default when a later update leaves the choice out', async () => {
      const who = await walletHolder('Wallet Back On', 0, 100);
      await putCart(ctx, who, cartInput(who, product, { useWallet: false }));
      const res = await putCart(ctx, who, cartInput(who, product));
      expect(res.body.cart.useWallet).toBe(true);
      expect(res.body.cart.wallet.cashOnDelivery).toEqual({
        rewardUsed: 0,
        creditUsed: 100,
        toPay: 1499,
      });
    });

    it.each([
      ['a wallet share', { wallet: { rewardUsed: 1599, creditUsed: 0 } }],
      ['a Reward amount', { rewardUsed: 1000 }],
      ['a choice that is not a boolean', { useWallet: 'yes' }],
    ])('refuses %s from the client with a 400', async (_what, extra) => {
      const who = await walletHolder('Pushy Client', 5000, 5000);
      const res = await putCart(ctx, who, cartInput(who, product, extra));
      expect(res.status).toBe(400);
    });
  });

  describe('cash on delivery', () => {
    it('spends nothing from the wallet when it is off, and the full amount is due', async () => {
      const who = await walletHolder('Cash No Wallet', 500, 100);
      await putCart(ctx, who, cartInput(who, product, { useWallet: false }));
      const placed = await place(ctx, who);
      expect(placed.status).toBe(200);
      const order = await orderOf(ctx, who, placed.body.orderId);
      expect(order.priceDetail).toMatchObject({ rewardUsed: 0, creditUsed: 0, finalPrice: 1599 });
      expect(order.paymentDetails).toMatchObject({ amountPaid: 0, amountDue: 1599 });
      expect(await balances(ctx, who)).toEqual({ reward: 500, credit: 100 });
    });

    it('spends what the priced cart showed when it is on, never more than the balances or cap', async () => {
      const who = await walletHolder('Cash With Wallet', 100_000, 40);
      const cart = await putCart(ctx, who, cartInput(who, product, { useWallet: true }));
      const shown = cart.body.cart.wallet.cashOnDelivery;
      expect(shown).toEqual({ rewardUsed: 79, creditUsed: 40, toPay: 1480 });
      const placed = await place(ctx, who);
      const order = await orderOf(ctx, who, placed.body.orderId);
      expect(order.priceDetail).toMatchObject({
        rewardUsed: shown.rewardUsed,
        creditUsed: shown.creditUsed,
        finalPrice: shown.toPay,
      });
      expect(order.paymentDetails.amountDue).toBe(shown.toPay);
      expect(await balances(ctx, who)).toEqual({ reward: 100_000 - 79, credit: 0 });
    });
  });

  describe('card payments', () => {
    it('charges the full-prepay total when the wallet is off and leaves the balances alone', async () => {
      const who = await walletHolder('Card No Wallet', 500, 100);
      await putCart(ctx, who, cartInput(who, product, { useWallet: false }));
      const session = await startCard(who, 'full');
      expect(session.amountPaise).toBe(151_900);
      await paySuccessfully(session);
      expect(await orderOf(ctx, who, session.orderId)).toMatchObject({
        paymentStatus: 'completed',
        paymentDetails: { amountPaid: 1519, amountDue: 0 },
        priceDetail: { rewardUsed: 0, creditUsed: 0, finalPrice: 1519 },
      });
      expect(await balances(ctx, who)).toEqual({ reward: 500, credit: 100 });
    });

    it('charges half the advance total when the wallet is off', async () => {
      const who = await walletHolder('Advance No Wallet', 500, 100);
      const cart = await putCart(ctx, who, cartInput(who, product, { useWallet: false }));
      const session = await startCard(who, 'advance');
      expect(session.amountPaise).toBe(cart.body.cart.wallet.advance.toPay * 100);
      expect(session.amountPaise).toBe(77_600);
    });

    it('charges what the priced cart showed after the wallet when it is on', async () => {
      const who = await walletHolder('Card With Wallet', 500, 100);
      const cart = await putCart(ctx, who, cartInput(who, product));
      const shown = cart.body.cart.wallet.fullPrepay;
      const session = await startCard(who, 'full');
      expect(session.amountPaise).toBe(shown.toPay * 100);
      await paySuccessfully(session);
      expect(await orderOf(ctx, who, session.orderId)).toMatchObject({
        paymentStatus: 'completed',
        paymentDetails: { amountPaid: 1344, amountDue: 0 },
        priceDetail: { rewardUsed: 75, creditUsed: 100, finalPrice: 1344 },
      });
      expect(await balances(ctx, who)).toEqual({ reward: 425, credit: 0 });
    });

    it('does not place a card payment sized with the wallet once the wallet is turned off', async () => {
      const who = await walletHolder('Late Switch', 500, 100);
      await putCart(ctx, who, cartInput(who, product));
      const session = await startCard(who, 'full');
      await putCart(ctx, who, cartInput(who, product, { useWallet: false }));
      await paySuccessfully(session);
      const list = await send(ctx, contract.orders.getOrdersByQueryObject, {
        token: who.token,
        payload: { queryObject: {} },
      });
      expect(list.body.orders).toHaveLength(0);
      // The card money comes back as Credit; the wallet was never spent.
      expect(await balances(ctx, who)).toEqual({ reward: 500, credit: 100 + 1344 });
    });
  });
});
