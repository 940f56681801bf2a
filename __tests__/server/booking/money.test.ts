// Money is never lost (issue 40): each way a customer paid and the system recorded nothing, or
// charged what it did not say, driven through the HTTP API and signed sandbox callbacks. After
// every step the payment ledger's invariant holds: each captured payment ends as exactly one of
// an order paid by it or a Credit entry for it, and the amounts add up to the paisa.
import { and, eq, sql } from 'drizzle-orm';
import moment from 'moment';
import { buildSandboxServer } from '../../../src/server/adapters/payment/sandboxServer';
import { buildApp } from '../../../src/server/app';
import { loadSettings } from '../../../src/server/settings';
import { contract } from '../../../src/shared/contract';
import { IST_OFFSET_MINUTES } from '../../../src/shared/domain';
import {
  localities,
  orders,
  payments,
  productHubPrices,
  products,
  refunds,
  staffAudit,
  timeSlots,
  walletLedger,
} from '../../../src/server/db/schema';
import {
  REFUND_ATTEMPTS,
  REFUND_CLAIM_MS,
  reconcileRefunds,
} from '../../../src/server/services/payments/cardRefunds';
import { checkPaymentLedger } from '../../../src/server/services/payments/ledgerCheck';
import { makeStaff } from '../../../src/server/services/auth/staff';
import { creditWallet } from '../../../src/server/services/wallet/wallet';
import { clientIp, logIn, newPhone, requestOtp } from '../accounts/support';
import { fullEngine } from '../support/databases';
import type { TestContext } from '../support/testApp';
import {
  API_ORIGIN,
  AUTH_SECRET,
  SANDBOX_KEY,
  SETUP_TIMEOUT,
  addProduct,
  balances,
  cancelOrder,
  cartInput,
  customer,
  dayAhead,
  expectLedgerHoldsIn,
  initiateCardPayment,
  isoAhead,
  ledgerQuery,
  orderOf,
  outboxOf,
  paySession,
  place,
  putCart,
  sandboxRefundEvent,
  send,
  setCapacity,
  startCardCheckout,
  type Customer,
  startBookingApp,
  walletOf,
} from './support';

jest.setTimeout(120_000);

const OTHER_HUB = 'MUM-WEST-HUB';

describe.each(fullEngine)('money through the payment ledger on %s', (kind) => {
  let ctx: TestContext;
  let product: string;
  // The sandbox gateway on loopback, which refunds (or, when told, refuses to).
  const gateway = {
    key: SANDBOX_KEY,
    apiOrigin: 'http://127.0.0.1:1',
    webOrigin: 'http://127.0.0.1:1',
    refuseRefunds: false,
    failRefunds: false,
  };
  let sandbox: Awaited<ReturnType<typeof buildSandboxServer>>;
  // The app's clock, moved forward to cancel close to a slot.
  let clockShiftMs = 0;

  const expectLedgerHolds = () => expectLedgerHoldsIn(ctx.database.db);

  beforeAll(async () => {
    sandbox = await buildSandboxServer(gateway);
    const payOrigin = await sandbox.listen({ host: '127.0.0.1', port: 0 });
    ctx = await startBookingApp(
      kind,
      { PAY_ORIGIN: payOrigin },
      { clock: () => new Date(Date.now() + clockShiftMs) },
    );
    product = await addProduct(ctx.database.db, 1599);
    for (const days of [3, 4, 5, 6]) await setCapacity(ctx, days, 1000);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await ctx.close();
    await sandbox.close();
  });

  const initiate = (who: Customer, option: 'full' | 'advance' = 'full') =>
    initiateCardPayment(ctx, who, option);
  const startCheckout = (who: Customer, option: 'full' | 'advance' = 'full') =>
    startCardCheckout(ctx, who, option);
  const pay = (session: { providerOrderId: string; amountPaise: number }, paymentId?: string) =>
    paySession(ctx, session, paymentId);

  const ordersOf = (who: Customer) =>
    ctx.database.db.select().from(orders).where(eq(orders.userId, who.userId));

  const paymentOf = async (paymentId: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, paymentId));
    if (!row) throw new Error(`payment ${paymentId} not recorded`);
    return row;
  };

  const outbox = (phone: string) => outboxOf(ctx, phone);

  const audited = (orderId: string) =>
    ctx.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.target, orderId), eq(staffAudit.action, 'payment.credited')));

  /** Everything a customer would notice when their payment went to Credit instead of a booking. */
  async function expectSettledToCredit(
    who: Customer,
    session: { orderId: string; amountPaise: number },
    paymentId: string,
    reason: string,
  ) {
    const rupees = session.amountPaise / 100;
    expect(await paymentOf(paymentId)).toMatchObject({
      outcome: 'credit',
      credited: rupees,
      orderId: null,
    });
    const [entry] = (await walletOf(ctx, who)).ledger;
    expect(entry).toMatchObject({ balance: 'credit', amount: rupees, reason: 'refund' });
    expect(entry?.note).toContain(reason);
    const [sms] = await outbox(who.phone);
    expect(sms?.text).toContain('Utsav Credit');
    expect(sms?.text).toContain(`₹${rupees.toLocaleString('en-IN')}`);
    expect(await audited(session.orderId)).toHaveLength(1);
  }

  /** The product sells at `sellingPrice` in the other hub (its price elsewhere unchanged). */
  async function priceAtOtherHub(productId: string, sellingPrice: number) {
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, productId));
    if (!row) throw new Error(`no product ${productId}`);
    const price = { sellingPrice, costPrice: sellingPrice, webDiscount: 0 };
    await ctx.database.db
      .update(products)
      .set({ pricing: { ...row.pricing, hubWise: [{ hubId: OTHER_HUB, price }] } })
      .where(eq(products.id, productId));
    await ctx.database.db
      .update(productHubPrices)
      .set({ sellingPrice, costPrice: sellingPrice, source: 'hub' })
      .where(and(eq(productHubPrices.productId, productId), eq(productHubPrices.hubId, OTHER_HUB)));
  }

  /** A saved address of the customer moved to a locality of another hub. */
  async function moveAddressTo(who: Customer, hubId: string) {
    const [locality] = await ctx.database.db
      .select()
      .from(localities)
      .where(eq(localities.hubId, hubId))
      .limit(1);
    if (!locality) throw new Error(`no locality for ${hubId}`);
    const moved = await send(ctx, contract.address.updateAddressBq, {
      token: who.token,
      payload: {
        queryObj: { _id: who.addressId },
        updateObj: {
          pinCode: locality.pincode,
          locationv2: {
            lat: locality.lat,
            lng: locality.lng,
            addressLine1: 'Sea View',
            addressLine2: locality.name,
            city: 'Mumbai',
            state: 'Maharashtra',
            pincode: locality.pincode,
          },
        },
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.address.serviceAreaInfo?.hubId).toBe(hubId);
  }

  /** Slots at the other hub, so only the ledger (not a missing slot) decides what happens. */
  async function openOtherHubSlots(days: number) {
    await send(ctx, contract.timeslot.getByDate, {
      url: `/api/timeslot/${dayAhead(days)}?hubId=${OTHER_HUB}`,
    });
    await ctx.database.db
      .update(timeSlots)
      .set({ capacity: 1000 })
      .where(and(eq(timeSlots.hubId, OTHER_HUB), eq(timeSlots.day, isoAhead(days))));
  }

  test('a paid checkout places its order once, however often the capture is reported', async () => {
    const who = await customer(ctx, 'Meera Shah');
    await putCart(ctx, who, cartInput(who, product));
    const session = await startCheckout(who);
    await expectLedgerHolds();
    const answers = await Promise.all([1, 2, 3].map(() => pay(session, 'sbp_money_once')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await orderOf(ctx, who, session.orderId)).toMatchObject({
      paymentStatus: 'completed',
      paymentDetails: { mode: 'ONLINE', amountPaid: 1519, amountDue: 0 },
    });
    expect(await paymentOf('sbp_money_once')).toMatchObject({ outcome: 'order', credited: 0 });
    const report = await expectLedgerHolds();
    expect(report.captured).toBeGreaterThanOrEqual(1);
  });

  test('finding 1: a cart deleted and built again is paid and placed, not a 500 with nothing recorded', async () => {
    const who = await customer(ctx, 'Kabir Das');
    await putCart(ctx, who, cartInput(who, product, { celebrationDate: dayAhead(4) }));
    expect((await place(ctx, who)).status).toBe(200);
    await putCart(ctx, who, cartInput(who, product, { celebrationDate: dayAhead(5) }));
    const removed = await send(ctx, contract.cart.delete, { token: who.token });
    expect(removed.status).toBe(200);
    await putCart(ctx, who, cartInput(who, product, { celebrationDate: dayAhead(5) }));
    const session = await startCheckout(who);
    await expectLedgerHolds();

    const paid = await pay(session, 'sbp_money_recreated');
    expect(paid.status).toBe(200);
    expect(await orderOf(ctx, who, session.orderId)).toMatchObject({
      celebrationDate: dayAhead(5),
      paymentDetails: { mode: 'ONLINE', amountPaid: 1519, amountDue: 0 },
    });
    expect(await ordersOf(who)).toHaveLength(2);
    await expectLedgerHolds();
  });

  test('finding 2: the address moved to a cheaper hub after the checkout started: the payment goes to Credit', async () => {
    const who = await customer(ctx, 'Nisha Pillai');
    const dear = await addProduct(ctx.database.db, 1599);
    await priceAtOtherHub(dear, 999);
    await openOtherHubSlots(3);
    await putCart(ctx, who, cartInput(who, dear));
    const session = await startCheckout(who);
    await moveAddressTo(who, OTHER_HUB);
    await expectLedgerHolds();

    const paid = await pay(session, 'sbp_money_cheaper');
    expect(paid.status).toBe(200);
    expect(await ordersOf(who)).toHaveLength(0);
    await expectSettledToCredit(who, session, 'sbp_money_cheaper', 'address changed');
    expect(await balances(ctx, who)).toEqual({ reward: 0, credit: 1519 });
    await expectLedgerHolds();
  });

  test('finding 2: moved to a dearer hub, "Pay in full" never leaves an order with cash due', async () => {
    const who = await customer(ctx, 'Arjun Mehta');
    const cheap = await addProduct(ctx.database.db, 2539);
    await priceAtOtherHub(cheap, 2800);
    await openOtherHubSlots(3);
    await putCart(ctx, who, cartInput(who, cheap));
    const session = await startCheckout(who);
    await moveAddressTo(who, OTHER_HUB);

    const paid = await pay(session, 'sbp_money_dearer');
    expect(paid.status).toBe(200);
    expect(await ordersOf(who)).toHaveLength(0);
    await expectSettledToCredit(who, session, 'sbp_money_dearer', 'address changed');
    await expectLedgerHolds();
  });

  test('finding 2: the cart changed after the checkout started: the payment goes to Credit', async () => {
    const who = await customer(ctx, 'Ishaan Roy');
    await putCart(ctx, who, cartInput(who, product));
    const session = await startCheckout(who);
    await putCart(ctx, who, cartInput(who, product, { santaTip: 100 }));
    await expectLedgerHolds();
    const paid = await pay(session, 'sbp_money_cartchanged');
    expect(paid.status).toBe(200);
    expect(await ordersOf(who)).toHaveLength(0);
    await expectSettledToCredit(who, session, 'sbp_money_cartchanged', 'cart or its address');
    await expectLedgerHolds();
  });

  test('the same cart uploaded again changes nothing: its checkout still places the order', async () => {
    const who = await customer(ctx, 'Rhea Sen');
    await putCart(ctx, who, cartInput(who, product));
    const session = await startCheckout(who);
    await putCart(ctx, who, cartInput(who, product));
    expect((await pay(session, 'sbp_money_sameagain')).status).toBe(200);
    expect(await paymentOf('sbp_money_sameagain')).toMatchObject({ outcome: 'order' });
    await expectLedgerHolds();
  });

  test('finding 2: a failure that is not a refusal (a bug) while placing still settles the money', async () => {
    const who = await customer(ctx, 'Dev Malhotra');
    await putCart(ctx, who, cartInput(who, product));
    const session = await startCheckout(who);
    // Stands in for any bug: the database refuses this customer's order with an error of its own.
    await ctx.database.db.execute(
      sql.raw(`CREATE FUNCTION money_test_refuse() RETURNS trigger AS $$
        BEGIN IF NEW.user_id = '${who.userId}' THEN RAISE EXCEPTION 'simulated failure'; END IF;
        RETURN NEW; END $$ LANGUAGE plpgsql`),
    );
    await ctx.database.db.execute(
      sql.raw(`CREATE TRIGGER money_test_refuse BEFORE INSERT ON orders
        FOR EACH ROW EXECUTE FUNCTION money_test_refuse()`),
    );
    try {
      const paid = await pay(session, 'sbp_money_bug');
      expect(paid.status).toBe(200);
    } finally {
      await ctx.database.db.execute(sql.raw('DROP TRIGGER money_test_refuse ON orders'));
      await ctx.database.db.execute(sql.raw('DROP FUNCTION money_test_refuse()'));
    }
    expect(await ordersOf(who)).toHaveLength(0);
    await expectSettledToCredit(who, session, 'sbp_money_bug', 'could not be placed');
    await expectLedgerHolds();
  });

  test('the slot filled while the customer paid: the payment goes to Credit and says why', async () => {
    const who = await customer(ctx, 'Tara Bose');
    await putCart(ctx, who, cartInput(who, product, { celebrationDate: dayAhead(6) }));
    const session = await startCheckout(who);
    await setCapacity(ctx, 6, 0);
    try {
      expect((await pay(session, 'sbp_money_slotgone')).status).toBe(200);
    } finally {
      await setCapacity(ctx, 6, 1000);
    }
    expect(await ordersOf(who)).toHaveLength(0);
    await expectSettledToCredit(who, session, 'sbp_money_slotgone', 'could not be placed');
    await expectLedgerHolds();
  });

  test('finding 3: a second checkout of the same cart closes the first; paying both books once', async () => {
    const who = await customer(ctx, 'Zoya Khan');
    await putCart(ctx, who, cartInput(who, product));
    const first = await startCheckout(who);
    const second = await startCheckout(who);
    await expectLedgerHolds();

    // The gateway hears where the money went, so its return page can tell the customer.
    const firstPaid = await pay(first, 'sbp_money_first');
    expect(firstPaid).toMatchObject({ status: 200, body: { isSuccess: true, credited: 1519 } });
    await expectLedgerHolds();
    const secondPaid = await pay(second, 'sbp_money_second');
    expect(secondPaid).toMatchObject({ status: 200, body: { isSuccess: true } });
    expect(secondPaid.body).not.toHaveProperty('credited');
    await expectLedgerHolds();

    const booked = await ordersOf(who);
    expect(booked.map((order) => order.id)).toEqual([second.orderId]);
    await expectSettledToCredit(who, first, 'sbp_money_first', 'newer payment');
    expect(await paymentOf('sbp_money_second')).toMatchObject({ outcome: 'order', credited: 0 });
    expect(await balances(ctx, who)).toEqual({ reward: 0, credit: 1519 });
  });

  test('finding 4: a wallet that covers the whole total books a prepaid order, discount kept, no cash line', async () => {
    const who = await customer(ctx, 'Kavya Nair');
    await creditWallet(ctx.database.db, {
      userId: who.userId,
      balance: 'credit',
      amount: 2000,
      reason: 'adjustment',
    });
    await putCart(ctx, who, cartInput(who, product, { useWallet: true }));
    expect((await initiate(who)).status).toBe(409);
    const placed = await place(ctx, who);
    expect(placed.status).toBe(200);
    // 1599 less the 5% full-prepay discount (80), all of it from Credit.
    expect(await orderOf(ctx, who, placed.body.orderId)).toMatchObject({
      paymentStatus: 'completed',
      paymentDetails: { mode: 'WALLET', option: 'full', amountPaid: 0, amountDue: 0 },
      priceDetail: { prepaidDiscount: 80, creditUsed: 1519, rewardUsed: 0, finalPrice: 0 },
    });
    expect(await balances(ctx, who)).toEqual({ reward: 0, credit: 481 });
    await expectLedgerHolds();
  });

  test('finding 4: a wallet that covers only part of the total still leaves cash on delivery', async () => {
    const who = await customer(ctx, 'Omar Sheikh');
    await creditWallet(ctx.database.db, {
      userId: who.userId,
      balance: 'credit',
      amount: 500,
      reason: 'adjustment',
    });
    await putCart(ctx, who, cartInput(who, product, { useWallet: true }));
    const placed = await place(ctx, who);
    expect(await orderOf(ctx, who, placed.body.orderId)).toMatchObject({
      paymentStatus: 'pending',
      paymentDetails: { mode: 'COD', amountPaid: 0, amountDue: 1099 },
      priceDetail: { prepaidDiscount: 0, creditUsed: 500 },
    });
    await expectLedgerHolds();
  });

  test('the invariant notices a capture left without an outcome', async () => {
    const who = await customer(ctx, 'Anil Joshi');
    await putCart(ctx, who, cartInput(who, product));
    const session = await startCheckout(who);
    expect((await pay(session, 'sbp_money_unsettled')).status).toBe(200);
    await ctx.database.db
      .update(payments)
      .set({ outcome: null })
      .where(eq(payments.providerPaymentId, 'sbp_money_unsettled'));
    const report = await checkPaymentLedger(ledgerQuery(ctx.database.db));
    expect(report.violations).toEqual([
      'sbp_money_unsettled: captured ₹1519 and neither placed nor settled',
    ]);
    await ctx.database.db
      .update(payments)
      .set({ outcome: 'order' })
      .where(eq(payments.providerPaymentId, 'sbp_money_unsettled'));
    await expectLedgerHolds();
  });

  test('staff see a payment settled to Credit in the audit, by the system', async () => {
    const entries = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'payment.credited'));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.role === 'system' && entry.staffId === null)).toBe(true);
  });

  describe('cancelling a card-paid order: the refund goes where the customer chooses', () => {
    /** A booking paid in full by card (₹1,519), for the day `days` ahead. */
    async function paidOrder(who: Customer, paymentId: string, days = 3) {
      await putCart(ctx, who, cartInput(who, product, { celebrationDate: dayAhead(days) }));
      const session = await startCheckout(who);
      expect((await pay(session, paymentId)).status).toBe(200);
      await expectLedgerHolds();
      return session.orderId;
    }

    const cancel = (who: Customer, orderId: string, refundTo?: 'credit' | 'original') =>
      cancelOrder(ctx, who, orderId, refundTo);

    const refundsOf = (orderId: string) =>
      ctx.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

    /** A staff member (support unless told), signed in: their bearer token. */
    async function supportStaff(name: string, role: 'support' | 'admin' = 'support') {
      const phone = newPhone();
      await makeStaff(ctx.database.db, phone, name, { role, hubs: [] });
      return logIn(ctx.app, phone, 'staff');
    }

    /** The customer deletes their account (proven by a delete OTP), as the account page does. */
    async function deleteAccountOf(who: Customer) {
      const { hash, otp } = await requestOtp(ctx.app, who.phone, 'delete');
      const deleted = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/deleteUserPermanently',
        remoteAddress: clientIp(who.phone),
        payload: { phoneNumber: who.phone, otp, otpHash: hash },
      });
      expect(deleted.statusCode).toBe(200);
    }

    /** The card refund done: all of it back on the card, nothing in Credit. */
    async function expectRefundedToCard(who: Customer, orderId: string) {
      expect(await refundsOf(orderId)).toMatchObject([{ status: 'processed' }]);
      expect((await orderOf(ctx, who, orderId)).paymentDetails.refund).toEqual({
        toCredit: 0,
        toReward: 0,
        toOriginal: 1519,
        originalStatus: 'processed',
      });
      expect((await balances(ctx, who)).credit).toBe(0);
      await expectLedgerHolds();
    }

    /** The card refund failed: all of it in Credit once, and the order, an SMS and the audit say so. */
    async function expectFailedToCredit(who: Customer, orderId: string) {
      expect(await refundsOf(orderId)).toMatchObject([{ status: 'failed' }]);
      expect((await balances(ctx, who)).credit).toBe(1519);
      const order = await orderOf(ctx, who, orderId);
      expect(order.paymentDetails.refund).toEqual({
        toCredit: 1519,
        toReward: 0,
        toOriginal: 0,
        originalStatus: 'failed',
      });
      expect(order.events.map((event) => event.note)).toContain(
        '₹1,519 to Utsav Credit: the refund to the original payment method did not go through',
      );
      const texts = (await outbox(who.phone)).filter((sms) =>
        sms.text.includes('is now in your Utsav Credit'),
      );
      expect(texts).toHaveLength(1);
      const entries = await ctx.database.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.target, orderId), eq(staffAudit.action, 'refund.failed')));
      expect(entries).toMatchObject([
        { role: 'system', after: { amount: 1519, destination: 'credit' } },
      ]);
      await expectLedgerHolds();
    }

    test('to Credit (the default when no choice is sent): all of it in Credit at once', async () => {
      const who = await customer(ctx, 'Ritu Sen');
      const orderId = await paidOrder(who, 'sbp_refund_credit');
      const res = await cancel(who, orderId);
      expect(res.status).toBe(200);
      expect(res.body.order).toMatchObject({
        bookingStatus: 'Order Cancelled',
        paymentStatus: 'refunded',
      });
      expect((await balances(ctx, who)).credit).toBe(1519);
      expect(res.body.order.paymentDetails.refund).toEqual({
        toCredit: 1519,
        toReward: 0,
        toOriginal: 0,
      });
      expect(await refundsOf(orderId)).toEqual([]);
      await expectLedgerHolds();
    });

    test('to the original method: recorded with the cancel, asked of the sandbox after it, once, then processed by its event', async () => {
      const who = await customer(ctx, 'Nikhil Rao');
      const orderId = await paidOrder(who, 'sbp_refund_card');
      // Before confirming, the order says what comes back and where it may go.
      expect((await orderOf(ctx, who, orderId)).cancelRefund).toEqual({
        amount: 1519,
        toReward: 0,
        cardPaid: 1519,
        destinations: ['credit', 'original'],
      });
      const res = await cancel(who, orderId, 'original');
      expect(res.status).toBe(200);
      expect(res.body.order.paymentDetails.refund).toEqual({
        toCredit: 0,
        toReward: 0,
        toOriginal: 1519,
        originalStatus: 'pending',
      });
      expect(res.body.order.cancelRefund).toBeUndefined();
      expect(res.body.order.bookingStatus).toBe('Order Cancelled');
      expect(res.body.order.events.map((event) => event.note)).toContain(
        '₹1,519 to the original payment method',
      );
      expect((await balances(ctx, who)).credit).toBe(0);
      // Staff see the money movement in the audit: who, how much, and where.
      const audit = await ctx.database.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.target, orderId), eq(staffAudit.action, 'order.refunded')));
      expect(audit).toMatchObject([
        {
          role: 'system',
          after: { userId: who.userId, by: 'user', toCredit: 0, toReward: 0, toOriginal: 1519 },
        },
      ]);
      const [refund, ...more] = await refundsOf(orderId);
      expect(more).toEqual([]);
      expect(refund).toMatchObject({
        amount: 1519,
        provider: 'sandbox',
        status: 'pending',
        attempts: 1,
      });
      expect(refund?.providerRefundId).toMatch(/^sbr_[a-f0-9]{24}$/);
      await expectLedgerHolds();
      // Asked again, nothing moves a second time.
      expect((await cancel(who, orderId, 'original')).status).toBe(409);
      expect(await refundsOf(orderId)).toHaveLength(1);
      await expectLedgerHolds();
      // The gateway reports it done (twice: the same event is applied once).
      const processed = {
        providerRefundId: refund?.providerRefundId ?? '',
        providerPaymentId: 'sbp_refund_card',
        receipt: refund?.id ?? '',
        event: 'refund.processed' as const,
        eventId: 'sbe_refund_card',
      };
      expect((await sandboxRefundEvent(ctx, processed)).status).toBe(200);
      expect((await sandboxRefundEvent(ctx, processed)).status).toBe(200);
      await expectRefundedToCard(who, orderId);
    });

    test('a refund event not signed by the sandbox is refused and changes nothing', async () => {
      const who = await customer(ctx, 'Tara Bose');
      const orderId = await paidOrder(who, 'sbp_refund_forged', 5);
      expect((await cancel(who, orderId, 'original')).status).toBe(200);
      const [refund] = await refundsOf(orderId);
      const forged = await sandboxRefundEvent(
        ctx,
        {
          providerRefundId: refund?.providerRefundId ?? '',
          providerPaymentId: 'sbp_refund_forged',
          receipt: refund?.id ?? '',
          event: 'refund.failed',
        },
        () => 'f'.repeat(64),
      );
      expect(forged.status).toBe(401);
      expect(await refundsOf(orderId)).toMatchObject([{ status: 'pending' }]);
      expect((await balances(ctx, who)).credit).toBe(0);
      await expectLedgerHolds();
    });

    test('a refund the gateway reports failed goes to Credit once, and the order and an SMS say so', async () => {
      const who = await customer(ctx, 'Irfan Khan');
      const orderId = await paidOrder(who, 'sbp_refund_bounced', 5);
      expect((await cancel(who, orderId, 'original')).status).toBe(200);
      const [refund] = await refundsOf(orderId);
      for (const eventId of ['sbe_bounced_1', 'sbe_bounced_2']) {
        const failed = await sandboxRefundEvent(ctx, {
          providerRefundId: refund?.providerRefundId ?? '',
          providerPaymentId: 'sbp_refund_bounced',
          receipt: refund?.id ?? '',
          event: 'refund.failed',
          eventId,
        });
        expect(failed.status).toBe(200);
      }
      await expectFailedToCredit(who, orderId);
    });

    test('a late cancel (two hours before the slot) is refunded under the policy: in full today', async () => {
      const who = await customer(ctx, 'Farah Ali');
      const orderId = await paidOrder(who, 'sbp_refund_late', 4);
      const slotStart = moment
        .utc()
        .utcOffset(IST_OFFSET_MINUTES)
        .add(4, 'days')
        .set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
      clockShiftMs = slotStart.valueOf() - 2 * 3600_000 - Date.now();
      try {
        const res = await cancel(who, orderId, 'original');
        expect(res.status).toBe(200);
        expect(await refundsOf(orderId)).toMatchObject([{ amount: 1519 }]);
      } finally {
        clockShiftMs = 0;
      }
      await expectLedgerHolds();
    });

    test('an order with nothing paid by card cannot be refunded to a card: a clear 409, nothing moves', async () => {
      const who = await customer(ctx, 'Gopal Iyer');
      await putCart(ctx, who, cartInput(who, product, { celebrationDate: dayAhead(5) }));
      const placed = await place(ctx, who);
      expect(placed.status).toBe(200);
      const orderId = placed.body.orderId;
      expect((await orderOf(ctx, who, orderId)).cancelRefund).toMatchObject({
        cardPaid: 0,
        destinations: ['credit'],
      });
      const res = await cancel(who, orderId, 'original');
      expect(res.status).toBe(409);
      expect(res.message).toBe(
        'Nothing on this order was paid by card, so its refund can only go to your Utsav Credit',
      );
      expect((await orderOf(ctx, who, orderId)).bookingStatus).not.toBe('Order Cancelled');
      expect((await cancel(who, orderId, 'credit')).status).toBe(200);
      await expectLedgerHolds();
    });

    test('with no card gateway (PAYMENTS=none) the original method is not offered, and asking for it is a clear 409 that writes nothing', async () => {
      const who = await customer(ctx, 'Deepa Nair');
      const orderId = await paidOrder(who, 'sbp_refund_no_gateway', 5);
      const staffToken = await supportStaff('Meera');
      // The same server started again with its card gateway switched off, on the same database.
      const app = await buildApp({
        database: ctx.database,
        settings: loadSettings({
          NODE_ENV: 'test',
          DATA_DIR: 'unused',
          API_ORIGIN,
          AUTH_SECRET,
          RATE_LIMITS: 'off',
          PAYMENTS: 'none',
        }),
      });
      const offline: TestContext = { ...ctx, app };
      try {
        await app.ready();
        expect((await orderOf(offline, who, orderId)).cancelRefund).toEqual({
          amount: 1519,
          toReward: 0,
          cardPaid: 1519,
          destinations: ['credit'],
        });
        const refused = await cancelOrder(offline, who, orderId, 'original');
        expect(refused.status).toBe(409);
        expect(refused.message).toBe(
          'Refunds to your original payment method are not available right now. Please choose Utsav Credit',
        );
        const byStaff = await send(offline, contract.ops.cancel, {
          token: staffToken,
          url: `/api/ops/orders/${orderId}/cancel`,
          payload: { reason: 'Customer called', refundTo: 'original' },
        });
        expect(byStaff.status).toBe(409);
        expect((await orderOf(offline, who, orderId)).bookingStatus).not.toBe('Order Cancelled');
        expect(await refundsOf(orderId)).toEqual([]);
        expect((await balances(offline, who)).credit).toBe(0);
        await expectLedgerHolds();
        expect((await cancelOrder(offline, who, orderId, 'credit')).status).toBe(200);
        expect((await balances(offline, who)).credit).toBe(1519);
      } finally {
        await app.close();
      }
      await expectLedgerHolds();
    });

    test('a refund the provider refuses: the order is cancelled, the refund waits as requested, and the reconciliation job sends it once', async () => {
      const who = await customer(ctx, 'Leela Menon');
      const orderId = await paidOrder(who, 'sbp_refund_refused', 6);
      gateway.refuseRefunds = true;
      try {
        const res = await cancel(who, orderId, 'original');
        expect(res.status).toBe(200);
        expect(res.body.order).toMatchObject({
          bookingStatus: 'Order Cancelled',
          paymentDetails: { refund: { toOriginal: 1519, originalStatus: 'pending' } },
        });
        expect(await refundsOf(orderId)).toMatchObject([
          { status: 'requested', providerRefundId: null, attempts: 1 },
        ]);
        await expectLedgerHolds();
        // Within the claim another run leaves it alone: nobody asks twice at once.
        expect(await reconcileRefunds(ctx.app.booking, 0)).toBe(0);
      } finally {
        gateway.refuseRefunds = false;
      }
      clockShiftMs = REFUND_CLAIM_MS + 1000;
      try {
        expect(await reconcileRefunds(ctx.app.booking, 0)).toBe(1);
        expect(await reconcileRefunds(ctx.app.booking, 0)).toBe(0);
      } finally {
        clockShiftMs = 0;
      }
      const [refund, ...more] = await refundsOf(orderId);
      expect(more).toEqual([]);
      expect(refund).toMatchObject({ status: 'pending', attempts: 2 });
      expect(refund?.providerRefundId).toMatch(/^sbr_/);
      expect((await balances(ctx, who)).credit).toBe(0);
      await expectLedgerHolds();
    });

    test('a refund refused on every attempt ends in Credit, never lost', async () => {
      const who = await customer(ctx, 'Mohan Das');
      const orderId = await paidOrder(who, 'sbp_refund_never', 6);
      gateway.refuseRefunds = true;
      try {
        expect((await cancel(who, orderId, 'original')).status).toBe(200);
        for (let attempt = 2; attempt <= REFUND_ATTEMPTS; attempt += 1) {
          clockShiftMs = (attempt - 1) * (REFUND_CLAIM_MS + 1000);
          expect(await reconcileRefunds(ctx.app.booking, 0)).toBe(1);
        }
      } finally {
        gateway.refuseRefunds = false;
        clockShiftMs = 0;
      }
      expect(await refundsOf(orderId)).toMatchObject([
        { status: 'failed', attempts: REFUND_ATTEMPTS },
      ]);
      expect((await balances(ctx, who)).credit).toBe(1519);
      expect((await orderOf(ctx, who, orderId)).paymentDetails.refund).toMatchObject({
        toCredit: 1519,
        toOriginal: 0,
        originalStatus: 'failed',
      });
      await expectLedgerHolds();
    });

    test('a staff cancel takes the same choice: the card refund is sent, and the audit says how much and where', async () => {
      const who = await customer(ctx, 'Kavya Pillai');
      const orderId = await paidOrder(who, 'sbp_refund_staff', 5);
      const staffToken = await supportStaff('Sunita');
      const res = await send(ctx, contract.ops.cancel, {
        token: staffToken,
        url: `/api/ops/orders/${orderId}/cancel`,
        payload: { reason: 'Customer called', refundTo: 'original' },
      });
      expect(res.status).toBe(200);
      expect(res.body.order.bookingStatus).toBe('Order Cancelled');
      expect(await refundsOf(orderId)).toMatchObject([{ amount: 1519, status: 'pending' }]);
      expect((await balances(ctx, who)).credit).toBe(0);
      const [entry] = await ctx.database.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.target, orderId), eq(staffAudit.action, 'cancel')));
      expect(entry?.after).toMatchObject({
        bookingStatus: 'Order Cancelled',
        refund: { toCredit: 0, toReward: 0, toOriginal: 1519, originalStatus: 'pending' },
      });
      const [sms] = await outbox(who.phone);
      expect(sms?.text).toContain('Rs 1519 is on its way to your original payment method');
      await expectLedgerHolds();
    });

    test('deleting the account refunds card-paid money to the card, and only Credit-paid money to Credit', async () => {
      const who = await customer(ctx, 'Ravi Shankar');
      const cardOrder = await paidOrder(who, 'sbp_refund_deleted', 4);
      await creditWallet(ctx.database.db, {
        userId: who.userId,
        balance: 'credit',
        amount: 400,
        reason: 'promotion',
      });
      await putCart(ctx, who, cartInput(who, product, { celebrationDate: dayAhead(6) }));
      const placed = await place(ctx, who);
      expect(placed.status).toBe(200);
      const creditOrder = placed.body.orderId;
      await deleteAccountOf(who);
      const [cardRow] = await ctx.database.db.select().from(orders).where(eq(orders.id, cardOrder));
      expect(cardRow?.bookingStatus).toBe('Order Cancelled');
      expect(cardRow?.paymentDetails.refund).toEqual({
        toCredit: 0,
        toReward: 0,
        toOriginal: 1519,
        originalStatus: 'pending',
      });
      const [creditRow] = await ctx.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, creditOrder));
      expect(creditRow?.paymentDetails.refund).toEqual({
        toCredit: 400,
        toReward: 0,
        toOriginal: 0,
      });
      expect(await refundsOf(cardOrder)).toMatchObject([{ status: 'requested' }]);
      await expectLedgerHolds();
      // The reconciliation job sends it.
      expect(await reconcileRefunds(ctx.app.booking, 0)).toBe(1);
      expect(await refundsOf(cardOrder)).toMatchObject([{ status: 'pending', amount: 1519 }]);
      await expectLedgerHolds();
    });

    describe("a deleted account's refund the gateway cannot make: owed for staff to pay, not Credit nobody can spend", () => {
      const owedCall = (token: string) =>
        send(ctx, contract.ops.owedRefunds, { token, url: '/api/ops/refunds/owed' });
      const settleCall = (token: string, refundId: string, reference: string) =>
        send(ctx, contract.ops.settleRefund, {
          token,
          url: `/api/ops/refunds/${refundId}/settle`,
          payload: { reference },
        });

      /** A card-paid order of a customer who then deleted their account: its refund requested. */
      async function deletedWithCardOrder(name: string, paymentId: string) {
        const who = await customer(ctx, name);
        const orderId = await paidOrder(who, paymentId, 5);
        await deleteAccountOf(who);
        expect(await refundsOf(orderId)).toMatchObject([{ status: 'requested' }]);
        return { who, orderId };
      }

      /** Owed: no Credit anywhere, the order and the audit say so, and the ledger holds. */
      async function expectOwed(who: Customer, orderId: string, paymentId: string) {
        const [refund, ...more] = await refundsOf(orderId);
        expect(more).toEqual([]);
        expect(refund).toMatchObject({ status: 'owed', amount: 1519 });
        const credit = await ctx.database.db
          .select()
          .from(walletLedger)
          .where(eq(walletLedger.userId, who.userId));
        expect(credit).toEqual([]);
        const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
        expect(row?.paymentDetails.refund).toEqual({
          toCredit: 0,
          toReward: 0,
          toOriginal: 1519,
          originalStatus: 'pending',
        });
        expect(row?.events.map((event) => event.note)).toContain(
          '₹1,519 owed: the refund to the original payment method did not go through and the account is deleted, so our team pays it by hand',
        );
        const entries = await ctx.database.db
          .select()
          .from(staffAudit)
          .where(and(eq(staffAudit.target, orderId), eq(staffAudit.action, 'refund.owed')));
        expect(entries).toMatchObject([
          {
            role: 'system',
            after: {
              refundId: refund?.id,
              providerPaymentId: paymentId,
              amount: 1519,
              destination: 'owed',
            },
          },
        ]);
        await expectLedgerHolds();
        return refund?.id ?? '';
      }

      test('refused on every attempt: owed, listed for admins, and settled by hand once with its reference', async () => {
        const { who, orderId } = await deletedWithCardOrder('Vikram Sethi', 'sbp_refund_owed');
        gateway.refuseRefunds = true;
        try {
          for (let attempt = 1; attempt <= REFUND_ATTEMPTS; attempt += 1) {
            clockShiftMs = (attempt - 1) * (REFUND_CLAIM_MS + 1000);
            expect(await reconcileRefunds(ctx.app.booking, 0)).toBe(1);
          }
          // Owed is not asked again: it waits for staff.
          clockShiftMs = (REFUND_ATTEMPTS + 1) * (REFUND_CLAIM_MS + 1000);
          expect(await reconcileRefunds(ctx.app.booking, 0)).toBe(0);
        } finally {
          gateway.refuseRefunds = false;
          clockShiftMs = 0;
        }
        const refundId = await expectOwed(who, orderId, 'sbp_refund_owed');
        expect(await refundsOf(orderId)).toMatchObject([{ attempts: REFUND_ATTEMPTS }]);

        const admin = await supportStaff('Asha Admin', 'admin');
        const support = await supportStaff('Suresh');
        expect((await owedCall(support)).status).toBe(403);
        expect((await settleCall(support, refundId, 'UTR 4411')).status).toBe(403);
        const listed = await owedCall(admin);
        expect(listed.status).toBe(200);
        expect(listed.body.refunds).toContainEqual({
          _id: refundId,
          orderId,
          hubId: expect.any(String),
          amount: 1519,
          provider: 'sandbox',
          providerPaymentId: 'sbp_refund_owed',
          owedSince: expect.any(String),
        });

        expect((await settleCall(admin, refundId, '  ')).status).toBe(400);
        const settled = await settleCall(admin, refundId, 'NEFT UTR 4411');
        expect(settled.status).toBe(200);
        expect(settled.body.changed).toBe(true);
        expect((await settleCall(admin, refundId, 'NEFT UTR 4411')).body.changed).toBe(false);
        expect((await owedCall(admin)).body.refunds.map((owed) => owed._id)).not.toContain(
          refundId,
        );
        expect(await refundsOf(orderId)).toMatchObject([{ status: 'settled' }]);
        const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
        expect(row?.paymentDetails.refund?.originalStatus).toBe('processed');
        expect(row?.events.at(-1)).toMatchObject({
          type: 'refunded',
          by: 'staff',
          staffName: 'Asha Admin',
          note: '₹1,519 paid by hand: NEFT UTR 4411',
        });
        const entries = await ctx.database.db
          .select()
          .from(staffAudit)
          .where(and(eq(staffAudit.target, orderId), eq(staffAudit.action, 'refund.settled')));
        expect(entries).toMatchObject([
          { role: 'admin', after: { refundId, amount: 1519, reference: 'NEFT UTR 4411' } },
        ]);
        await expectLedgerHolds();
      });

      test('reported failed by the gateway: owed once however many jobs see it; a refund not owed cannot be settled', async () => {
        const who = await customer(ctx, 'Neha Kapoor');
        const orderId = await paidOrder(who, 'sbp_refund_owed_failed', 5);
        gateway.failRefunds = true;
        try {
          await deleteAccountOf(who);
          expect(await reconcileRefunds(ctx.app.booking, 0)).toBe(1);
          expect(await refundsOf(orderId)).toMatchObject([{ status: 'pending' }]);
          clockShiftMs = REFUND_CLAIM_MS + 1000;
          await Promise.all([
            reconcileRefunds(ctx.app.booking, 0),
            reconcileRefunds(ctx.app.booking, 0),
          ]);
        } finally {
          gateway.failRefunds = false;
          clockShiftMs = 0;
        }
        await expectOwed(who, orderId, 'sbp_refund_owed_failed');

        const admin = await supportStaff('Arun Admin', 'admin');
        expect((await settleCall(admin, 'no-such-refund', 'UTR 1')).status).toBe(404);
        const other = await customer(ctx, 'Pooja Rane');
        const live = await paidOrder(other, 'sbp_refund_not_owed', 5);
        expect((await cancel(other, live, 'original')).status).toBe(200);
        const [pending] = await refundsOf(live);
        const refused = await settleCall(admin, pending?.id ?? '', 'UTR 2');
        expect(refused.status).toBe(409);
        expect(await refundsOf(live)).toMatchObject([{ status: 'pending' }]);
        await expectLedgerHolds();
      });
    });

    describe('a refund whose event never came (the gateway settled it; its event was lost)', () => {
      /** The reconciliation job, run once the refund's claim has passed (`rounds` of it). */
      async function reconcileLater(rounds = 1, graceMs = 0) {
        clockShiftMs = rounds * (REFUND_CLAIM_MS + 1000);
        try {
          return await reconcileRefunds(ctx.app.booking, graceMs);
        } finally {
          clockShiftMs = 0;
        }
      }

      /** A card-paid order cancelled to the original method, its refund pending at the gateway. */
      async function pendingRefund(who: Customer, paymentId: string) {
        const orderId = await paidOrder(who, paymentId, 5);
        expect((await cancel(who, orderId, 'original')).status).toBe(200);
        expect(await refundsOf(orderId)).toMatchObject([{ status: 'pending' }]);
        return orderId;
      }

      test('is asked of the gateway once pending past the grace period, and its answer recorded: processed', async () => {
        const who = await customer(ctx, 'Sameer Joshi');
        const orderId = await pendingRefund(who, 'sbp_refund_event_lost');
        // Still within the grace period: the event may yet come, nothing is asked.
        await reconcileLater(1, 3_600_000);
        expect(await refundsOf(orderId)).toMatchObject([{ status: 'pending' }]);

        await reconcileLater();
        await expectRefundedToCard(who, orderId);
      });

      test('the gateway answers failed: the money goes to Credit once, with the note, the SMS and the audit entry', async () => {
        const who = await customer(ctx, 'Anjali Desai');
        gateway.failRefunds = true;
        let orderId: string;
        try {
          orderId = await pendingRefund(who, 'sbp_refund_failed_lost');
        } finally {
          gateway.failRefunds = false;
        }
        // Two instances' jobs at once, then a later round: the refund is credited once.
        await Promise.all([reconcileLater(), reconcileLater()]);
        await reconcileLater(2);
        await expectFailedToCredit(who, orderId);
      });

      test('a gateway that cannot answer leaves the refund pending, and the next round asks again', async () => {
        const who = await customer(ctx, 'Harish Kulkarni');
        const orderId = await pendingRefund(who, 'sbp_refund_unanswered');
        gateway.refuseRefunds = true;
        try {
          await expect(reconcileLater()).resolves.toBe(0);
        } finally {
          gateway.refuseRefunds = false;
        }
        expect(await refundsOf(orderId)).toMatchObject([{ status: 'pending' }]);
        expect((await orderOf(ctx, who, orderId)).paymentDetails.refund?.originalStatus).toBe(
          'pending',
        );
        await reconcileLater(2);
        await expectRefundedToCard(who, orderId);
      });
    });
  });
});
