import { eq } from 'drizzle-orm';
import { contract } from '../../../src/shared/contract';
import { orders, paymentIntents, payments } from '../../../src/server/db/schema';
import { hmacHex } from '../../../src/server/adapters/payment/signing';
import { creditWallet } from '../../../src/server/services/wallet/wallet';
import { SESSION_COMPLETED } from '../../../src/server/services/payments/payments';
import { bothEngines } from '../support/databases';
import type { TestContext } from '../support/testApp';
import {
  PAY_ORIGIN,
  SETUP_TIMEOUT,
  addProduct,
  balances,
  bookedOrder,
  cancelOrder,
  cartInput,
  checkoutOf,
  customer,
  dayAhead,
  expectLedgerHoldsIn,
  initiateCardPayment,
  orderOf,
  paySession,
  putCart,
  sandboxCallback,
  send,
  setCapacity,
  slotCount,
  startBookingApp,
  type Customer,
  walletOf,
} from './support';

jest.setTimeout(120_000);

describe.each(bothEngines)('payments on %s', (kind) => {
  let ctx: TestContext;
  let asha: Customer;
  let ravi: Customer;
  let product: string;

  beforeAll(async () => {
    ctx = await startBookingApp(kind);
    asha = await customer(ctx, 'Asha Rao');
    ravi = await customer(ctx, 'Ravi Kumar');
    product = await addProduct(ctx.database.db, 1599);
    for (const days of [3, 4]) await setCapacity(ctx, days, 1000);
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());
  // Every test here that takes a payment leaves the payment ledger whole (issue 40).
  afterEach(() => expectLedgerHoldsIn(ctx.database.db));

  const initiate = (who: Customer, payload: unknown) =>
    send(ctx, contract.payment.initiate, { token: who.token, payload });

  /** A fresh customer with a complete cart and a started checkout. */
  async function startNewOrderPayment(option: 'full' | 'advance', days = 3) {
    const who = await customer(ctx, 'Payer');
    await putCart(ctx, who, cartInput(who, product, { celebrationDate: dayAhead(days) }));
    const res = await initiateCardPayment(ctx, who, option);
    expect(res.status).toBe(200);
    return { who, ...checkoutOf(res.body.url) };
  }

  describe('POST /api/payment/initiate', () => {
    it('answers the sandbox checkout for the full-prepay amount in paise', async () => {
      const { link, session } = await startNewOrderPayment('full');
      expect(link.origin).toBe(PAY_ORIGIN);
      // 1599 less the 5% full-prepay discount (80).
      expect(session).toMatchObject({ amountPaise: 151_900, flow: '_NEW_ORDER_PAYMENT' });
      expect(session.orderId).toMatch(/^E[A-Z0-9]{7}$/);
    });

    it('charges half of the advance-option total, rounded up', async () => {
      const { session } = await startNewOrderPayment('advance');
      // (1599 - 48) / 2 rounded up.
      expect(session.amountPaise).toBe(77_600);
    });

    it('refuses a client-sent amount with a 400', async () => {
      await putCart(ctx, asha, cartInput(asha, product));
      const res = await initiate(asha, {
        type: '_NEW_ORDER_PAYMENT',
        cartId: `${asha.userId}C`,
        option: 'full',
        amount: 1,
      });
      expect(res.status).toBe(400);
    });

    it("answers 404 for another user's cart or order, 409 for a cancelled order, 401 without a token", async () => {
      await putCart(ctx, ravi, cartInput(ravi, product));
      const cart = await initiate(asha, {
        type: '_NEW_ORDER_PAYMENT',
        cartId: `${ravi.userId}C`,
        option: 'full',
      });
      expect(cart.status).toBe(404);
      const id = await bookedOrder(ctx, ravi, product);
      expect((await initiate(asha, { type: '_OLD_ORDER_PAYMENT', orderId: id })).status).toBe(404);
      await send(ctx, contract.orders.updateOrdersByQueryObject, {
        token: ravi.token,
        payload: {
          queryObject: { _id: id },
          updateObject: { bookingStatus: 'Order Cancelled', reason: 'x' },
        },
      });
      expect((await initiate(ravi, { type: '_OLD_ORDER_PAYMENT', orderId: id })).status).toBe(409);
      const anonymous = await send(ctx, contract.payment.initiate, {
        payload: { type: '_OLD_ORDER_PAYMENT', orderId: id },
      });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('POST /api/payment/callback/sandbox', () => {
    it('places a prepaid order on success, once however often the callback arrives', async () => {
      const { who, session } = await startNewOrderPayment('full', 4);
      const before = await slotCount(ctx, 4);
      const report = {
        providerOrderId: session.providerOrderId,
        amount: session.amountPaise,
        status: 'PAYMENT_SUCCESS' as const,
        providerPaymentId: 'sbp_replayed1',
      };
      const first = await sandboxCallback(ctx, report);
      expect(first.status).toBe(200);
      const placed = await orderOf(ctx, who, session.orderId);
      expect(placed).toMatchObject({
        paymentStatus: 'completed',
        paymentDetails: { mode: 'ONLINE', option: 'full', amountPaid: 1519, amountDue: 0 },
        priceDetail: { prepaidDiscount: 80, finalPrice: 1519 },
      });
      expect(placed.paymentDetails.paymentIds).toEqual(['sbp_replayed1']);

      const replays = await Promise.all([1, 2, 3].map(() => sandboxCallback(ctx, report)));
      expect(replays.map((replay) => replay.status)).toEqual([200, 200, 200]);
      expect(await orderOf(ctx, who, session.orderId)).toEqual(placed);
      expect(await slotCount(ctx, 4)).toBe(before + 1);
      const recorded = await ctx.database.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, 'sbp_replayed1'));
      expect(recorded).toHaveLength(1);
    });

    it('takes Reward (at most 5%) off the card amount and spends it when the order is placed', async () => {
      const who = await customer(ctx, 'Reward Payer');
      await creditWallet(ctx.database.db, {
        userId: who.userId,
        balance: 'reward',
        amount: 500,
        reason: 'promotion',
      });
      await putCart(ctx, who, cartInput(who, product));
      const res = await initiate(who, {
        type: '_NEW_ORDER_PAYMENT',
        cartId: `${who.userId}C`,
        option: 'full',
      });
      const { session } = checkoutOf(res.body.url);
      // 1519 after the prepay discount; 5% of it (75) comes from Reward.
      expect(session.amountPaise).toBe(144_400);
      await sandboxCallback(ctx, {
        providerOrderId: session.providerOrderId,
        amount: session.amountPaise,
        status: 'PAYMENT_SUCCESS',
      });
      expect(await orderOf(ctx, who, session.orderId)).toMatchObject({
        paymentStatus: 'completed',
        paymentDetails: { amountPaid: 1444, amountDue: 0 },
        priceDetail: { rewardUsed: 75, creditUsed: 0, finalPrice: 1444 },
      });
      expect(await balances(ctx, who)).toEqual({ reward: 425, credit: 0 });
    });

    it('places the order as cash on delivery when the payment is left pending', async () => {
      const { who, session } = await startNewOrderPayment('full');
      const res = await sandboxCallback(ctx, {
        providerOrderId: session.providerOrderId,
        amount: session.amountPaise,
        status: 'PAYMENT_PENDING',
      });
      expect(res.status).toBe(200);
      expect(await orderOf(ctx, who, session.orderId)).toMatchObject({
        paymentStatus: 'pending',
        paymentDetails: { mode: 'COD', amountPaid: 0, amountDue: 1599 },
      });
    });

    it('SECURITY: a payment reported pending and then captured is recorded, and its money goes to Credit with a message, not lost', async () => {
      const { who, session } = await startNewOrderPayment('full');
      const report = {
        providerOrderId: session.providerOrderId,
        amount: session.amountPaise,
        providerPaymentId: 'sbp_pending_then_paid',
      };
      expect((await sandboxCallback(ctx, { ...report, status: 'PAYMENT_PENDING' })).status).toBe(
        200,
      );
      expect((await orderOf(ctx, who, session.orderId)).paymentDetails.mode).toBe('COD');
      const captured = await sandboxCallback(ctx, { ...report, status: 'PAYMENT_SUCCESS' });
      expect(captured).toMatchObject({ status: 200, body: { credited: 1519 } });
      const [row] = await ctx.database.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, 'sbp_pending_then_paid'));
      expect(row).toMatchObject({ status: 'success', amount: 1519, outcome: 'credit' });
      expect(await balances(ctx, who)).toEqual({ reward: 0, credit: 1519 });
      // The cash-on-delivery booking stands as it was: nothing of it was paid by this payment.
      expect((await orderOf(ctx, who, session.orderId)).paymentDetails).toMatchObject({
        mode: 'COD',
        amountPaid: 0,
      });
    });

    it('places and marks nothing when the payment fails', async () => {
      const { who, session } = await startNewOrderPayment('full');
      const res = await sandboxCallback(ctx, {
        providerOrderId: session.providerOrderId,
        amount: session.amountPaise,
        status: 'PAYMENT_FAILED',
      });
      expect(res.status).toBe(200);
      const rows = await ctx.database.db.select().from(orders).where(eq(orders.userId, who.userId));
      expect(rows).toHaveLength(0);
      const start = await send(ctx, contract.session.start, { token: who.token, payload: {} });
      expect(start.body.data.cart?.product._id).toBe(product);
    });

    it('refuses a tampered signature or body with a 401 and applies nothing', async () => {
      const { who, session } = await startNewOrderPayment('full');
      const report = {
        providerOrderId: session.providerOrderId,
        amount: session.amountPaise,
        status: 'PAYMENT_SUCCESS' as const,
      };
      const flipped = await sandboxCallback(ctx, report, () => 'f'.repeat(64));
      expect(flipped.status).toBe(401);
      // Signed, but not with the key the API shares with its gateway.
      const otherBody = await sandboxCallback(ctx, report, (body) => hmacHex('another key', body));
      expect(otherBody.status).toBe(401);
      const rows = await ctx.database.db.select().from(orders).where(eq(orders.userId, who.userId));
      expect(rows).toHaveLength(0);
    });

    it("refuses a callback carrying another order's amount with a 409", async () => {
      const full = await startNewOrderPayment('full');
      const advance = await startNewOrderPayment('advance');
      const res = await sandboxCallback(ctx, {
        providerOrderId: full.session.providerOrderId,
        amount: advance.session.amountPaise,
        status: 'PAYMENT_SUCCESS',
      });
      expect(res.status).toBe(409);
      const rows = await ctx.database.db
        .select()
        .from(orders)
        .where(eq(orders.userId, full.who.userId));
      expect(rows).toHaveLength(0);
    });

    it('answers 404 for an unknown checkout and 400 for a malformed report', async () => {
      const unknown = await sandboxCallback(ctx, {
        providerOrderId: 'sbo_000000000000000000000000',
        amount: 100,
        status: 'PAYMENT_SUCCESS',
      });
      expect(unknown.status).toBe(404);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/payment/callback/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'a'.repeat(64) },
        payload: '{"providerOrderId": ',
      });
      expect(res.statusCode).toBe(400);
    });

    it('pays the balance of an advance order with the rest of the prepay discount', async () => {
      const { who, session } = await startNewOrderPayment('advance');
      await sandboxCallback(ctx, {
        providerOrderId: session.providerOrderId,
        amount: session.amountPaise,
        status: 'PAYMENT_SUCCESS',
      });
      expect(await orderOf(ctx, who, session.orderId)).toMatchObject({
        paymentStatus: 'partial',
        paymentDetails: { option: 'advance', amountPaid: 776, amountDue: 775 },
        priceDetail: { prepaidDiscount: 48, finalPrice: 1551 },
      });
      const balance = await initiate(who, { type: '_OLD_ORDER_PAYMENT', orderId: session.orderId });
      const rest = checkoutOf(balance.body.url).session;
      // 775 due, less the 32 that tops the advance discount (48) up to full prepay (80).
      expect(rest).toMatchObject({ amountPaise: 74_300, flow: '_OLD_ORDER_PAYMENT' });
      await sandboxCallback(ctx, {
        providerOrderId: rest.providerOrderId,
        amount: rest.amountPaise,
        status: 'PAYMENT_SUCCESS',
      });
      const paid = await orderOf(ctx, who, session.orderId);
      expect(paid).toMatchObject({
        paymentStatus: 'completed',
        paymentDetails: { amountPaid: 1519, amountDue: 0 },
        priceDetail: { prepaidDiscount: 80, finalPrice: 1519 },
      });
      expect(paid.paymentDetails.paymentIds).toHaveLength(2);
      expect(
        (await initiate(who, { type: '_OLD_ORDER_PAYMENT', orderId: session.orderId })).status,
      ).toBe(409);
    });

    it('refunds a paid order to Credit once when it is cancelled', async () => {
      const { who, session } = await startNewOrderPayment('full');
      const report = {
        providerOrderId: session.providerOrderId,
        amount: session.amountPaise,
        status: 'PAYMENT_SUCCESS' as const,
      };
      const { sent } = await sandboxCallback(ctx, report);
      const cancel = () => cancelOrder(ctx, who, session.orderId, undefined, 'Sorry');
      const results = await Promise.all([cancel(), cancel(), cancel()]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
      const providerPaymentId = (JSON.parse(sent) as { providerPaymentId: string })
        .providerPaymentId;
      await sandboxCallback(ctx, { ...report, providerPaymentId });
      expect(await balances(ctx, who)).toEqual({ reward: 0, credit: 1519 });
    });
  });

  describe('one payment session, one open payment per order', () => {
    const wallet = (who: Customer) => walletOf(ctx, who);
    const pay = (session: { providerOrderId: string; amountPaise: number }, paymentId?: string) =>
      paySession(ctx, session, paymentId);

    it('SECURITY: one payment session completes at most once: a second completion with a new payment id changes nothing and says so', async () => {
      const { who, session } = await startNewOrderPayment('full');
      expect((await pay(session, 'sbp_once1')).status).toBe(200);
      const placed = await orderOf(ctx, who, session.orderId);
      const reposts = await Promise.all(['sbp_once2', 'sbp_once3'].map((id) => pay(session, id)));
      expect(reposts.map((repost) => [repost.status, repost.body.message])).toEqual([
        [409, SESSION_COMPLETED],
        [409, SESSION_COMPLETED],
      ]);
      expect(await orderOf(ctx, who, session.orderId)).toEqual(placed);
      expect(await balances(ctx, who)).toEqual({ reward: 0, credit: 0 });
      const rows = await ctx.database.db
        .select()
        .from(payments)
        .where(eq(payments.providerOrderId, session.providerOrderId));
      expect(rows.map((row) => row.providerPaymentId)).toEqual(['sbp_once1']);
    });

    it('SECURITY: one payment session completes at most once, for a balance too: a repost pays nothing twice', async () => {
      const who = await customer(ctx, 'Balance Reposter');
      const id = await bookedOrder(ctx, who, product);
      const started = await initiate(who, { type: '_OLD_ORDER_PAYMENT', orderId: id });
      const { session } = checkoutOf(started.body.url);
      expect((await pay(session)).status).toBe(200);
      expect((await pay(session)).status).toBe(409);
      expect(await orderOf(ctx, who, id)).toMatchObject({
        paymentStatus: 'completed',
        paymentDetails: { amountPaid: 1519, amountDue: 0 },
        priceDetail: { prepaidDiscount: 80, finalPrice: 1519 },
      });
      expect(await balances(ctx, who)).toEqual({ reward: 0, credit: 0 });
    });

    it('SECURITY: an order has at most one open payment: two balance payments started one after the other and both completed pay the order once, the discount once, and the first back to Credit with a history entry', async () => {
      const who = await customer(ctx, 'Double Balance');
      const id = await bookedOrder(ctx, who, product);
      const first = checkoutOf(
        (await initiate(who, { type: '_OLD_ORDER_PAYMENT', orderId: id })).body.url,
      );
      const second = checkoutOf(
        (await initiate(who, { type: '_OLD_ORDER_PAYMENT', orderId: id })).body.url,
      );
      const open = await ctx.database.db
        .select({ state: paymentIntents.state })
        .from(paymentIntents)
        .where(eq(paymentIntents.orderId, id));
      expect(open.map((intent) => intent.state).sort()).toEqual(['open', 'superseded']);

      const results = await Promise.all([pay(first.session), pay(second.session)]);
      expect(results.map((result) => result.status)).toEqual([200, 200]);
      expect(await orderOf(ctx, who, id)).toMatchObject({
        paymentStatus: 'completed',
        paymentDetails: { amountPaid: 1519, amountDue: 0 },
        priceDetail: { prepaidDiscount: 80, finalPrice: 1519 },
      });
      const { balances: after, ledger } = await wallet(who);
      expect(after).toEqual({ reward: 0, credit: 1519 });
      expect(ledger).toEqual([
        expect.objectContaining({ balance: 'credit', amount: 1519, reason: 'refund', orderId: id }),
      ]);
    });

    it('SECURITY: an order has at most one open payment: starting a balance payment while the last one completes never fails, and the money is counted once', async () => {
      for (let round = 0; round < 4; round += 1) {
        // A customer a round: Credit a round refunds would otherwise pay part of the next order.
        const who = await customer(ctx, `Racing Balance ${round}`);
        const id = await bookedOrder(ctx, who, product);
        const started = await initiate(who, { type: '_OLD_ORDER_PAYMENT', orderId: id });
        const { session } = checkoutOf(started.body.url);
        const [paid, next] = await Promise.all([
          pay(session),
          initiate(who, { type: '_OLD_ORDER_PAYMENT', orderId: id }),
        ]);
        expect(paid.status).toBe(200);
        // Either the payment landed first (nothing is left to pay) or the new one replaced it.
        expect([200, 409]).toContain(next.status);
        const order = await orderOf(ctx, who, id);
        expect(order.paymentDetails.amountPaid).toBe(next.status === 409 ? 1519 : 0);
        const { ledger } = await wallet(who);
        const refunded = ledger.filter((entry) => entry.reason === 'refund').length;
        expect(refunded).toBe(next.status === 409 ? 0 : 1);
        expect((await balances(ctx, who)).credit).toBe(refunded * 1519);
      }
    });

    it('SECURITY: placing the same cart twice gives one order: two checkouts of one cart both paid at once place one order and refund the other to Credit', async () => {
      const who = await customer(ctx, 'Two Tabs');
      await putCart(ctx, who, cartInput(who, product));
      const start = () =>
        initiate(who, { type: '_NEW_ORDER_PAYMENT', cartId: `${who.userId}C`, option: 'full' });
      const sessions = [await start(), await start()].map(
        (res) => checkoutOf(res.body.url).session,
      );
      const results = await Promise.all(sessions.map((session) => pay(session)));
      expect(results.map((result) => result.status)).toEqual([200, 200]);
      const placed = await ctx.database.db
        .select()
        .from(orders)
        .where(eq(orders.userId, who.userId));
      expect(placed).toHaveLength(1);
      expect(placed[0]?.paymentDetails).toMatchObject({ amountPaid: 1519, amountDue: 0 });
      const { balances: after, ledger } = await wallet(who);
      expect(after).toEqual({ reward: 0, credit: 1519 });
      expect(ledger).toEqual([expect.objectContaining({ amount: 1519, reason: 'refund' })]);
    });
  });

  describe('GET /api/payment/getbyorderid/:id', () => {
    it("lists an order's payments to its owner only", async () => {
      const { who, session } = await startNewOrderPayment('full');
      await sandboxCallback(ctx, {
        providerOrderId: session.providerOrderId,
        amount: session.amountPaise,
        status: 'PAYMENT_SUCCESS',
      });
      const url = `/api/payment/getbyorderid/${session.orderId}`;
      const own = await send(ctx, contract.payment.getByOrderId, { token: who.token, url });
      expect(own.status).toBe(200);
      expect(own.body.payments).toEqual([
        expect.objectContaining({
          orderId: session.orderId,
          amount: 1519,
          amountPending: 0,
          status: 'success',
          provider: 'sandbox',
          providerOrderId: session.providerOrderId,
        }),
      ]);
      expect(
        (await send(ctx, contract.payment.getByOrderId, { token: asha.token, url })).status,
      ).toBe(404);
      expect((await send(ctx, contract.payment.getByOrderId, { url })).status).toBe(401);
      const malformed = await send(ctx, contract.payment.getByOrderId, {
        token: who.token,
        url: '/api/payment/getbyorderid/x',
      });
      expect(malformed.status).toBe(400);
    });
  });

  describe('POST /api/payment/placepayment', () => {
    it('answers a payment the sandbox reported, to its payer only', async () => {
      const { who, session } = await startNewOrderPayment('full');
      await sandboxCallback(ctx, {
        providerOrderId: session.providerOrderId,
        amount: session.amountPaise,
        status: 'PAYMENT_SUCCESS',
        providerPaymentId: 'sbp_placepayment1',
      });
      const body = (userId: string, transactionId: string) => ({
        amount: 1519,
        paymentType: 'full',
        amountPending: 0,
        transactionId,
        userId,
        paymentMode: 'card',
        from: 'checkout',
        moreDetails: { orderId: session.orderId },
      });
      const own = await send(ctx, contract.payment.placePayment, {
        token: who.token,
        payload: body(who.userId, 'sbp_placepayment1'),
      });
      expect(own.status).toBe(200);
      expect(own.body.payment).toMatchObject({ orderId: session.orderId, amount: 1519 });
      const stranger = await send(ctx, contract.payment.placePayment, {
        token: asha.token,
        payload: body(asha.userId, 'sbp_placepayment1'),
      });
      expect(stranger.status).toBe(404);
      const unknown = await send(ctx, contract.payment.placePayment, {
        token: who.token,
        payload: body(who.userId, 'sbp_neverpaid'),
      });
      expect(unknown.status).toBe(404);
      const extra = await send(ctx, contract.payment.placePayment, {
        token: who.token,
        payload: { ...body(who.userId, 'sbp_placepayment1'), paymentStatus: 'completed' },
      });
      expect(extra.status).toBe(400);
      const anonymous = await send(ctx, contract.payment.placePayment, {
        payload: body(who.userId, 'sbp_placepayment1'),
      });
      expect(anonymous.status).toBe(401);
    });
  });
});
