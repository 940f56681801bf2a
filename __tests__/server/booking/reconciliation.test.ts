// A server killed (kill -9) after it recorded a captured payment and before it placed the order:
// the capture survives, and the next server's start-up reconciliation settles it. The test holds
// the cart's row lock from outside so the kill lands exactly between the two steps; that takes a
// PostgreSQL server the test and the API processes share (DATABASE_URL, as `.ci/run` sets).
// Likewise a server killed while it asked the gateway for a cancel's card refund: the refund
// stays recorded as requested, and the next start-up sends it, once.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { contract } from '../../../src/shared/contract';
import { orders, payments, refunds } from '../../../src/server/db/schema';
import { buildSandboxServer } from '../../../src/server/adapters/payment/sandboxServer';
import { REFUND_CLAIM_MS } from '../../../src/server/services/payments/cardRefunds';
import { hmacHex } from '../../../src/server/adapters/payment/signing';
import { checkPaymentLedger } from '../../../src/server/services/payments/ledgerCheck';
import { eventually } from '../../support/eventually';
import {
  databaseUrl,
  emptyDatabase,
  spreadContext,
  startInstance,
  type Instance,
} from '../cluster/support';
import type { TestContext } from '../support/testApp';
import {
  AUTH_SECRET,
  SANDBOX_KEY,
  addProduct,
  cancelOrder,
  cartInput,
  checkoutOf,
  customer,
  dayAhead,
  expectLedgerHoldsIn,
  ledgerQuery,
  orderOf,
  putCart,
  send,
  setCapacity,
  startCardCheckout,
} from './support';

if (!databaseUrl) {
  console.warn(
    'The reconciliation-after-kill suite did NOT run: it needs DATABASE_URL (PostgreSQL).',
  );
}

jest.setTimeout(600_000);

// The job runs at start-up only: no instance left running asks on its own schedule meanwhile.
const ENV = {
  AUTH_SECRET,
  RATE_LIMITS: 'off',
  PAYMENTS: 'sandbox',
  LOG_LEVEL: 'warn',
  RECONCILE_INTERVAL_MS: '0',
};

(databaseUrl ? describe : describe.skip)(
  'a captured payment whose server died before placing it (needs DATABASE_URL)',
  () => {
    let scratch: Awaited<ReturnType<typeof emptyDatabase>>;
    const started: Instance[] = [];
    let ctx: TestContext;

    beforeAll(async () => {
      scratch = await emptyDatabase();
      started.push(await startInstance('first', scratch.url, ENV));
      ctx = spreadContext(started.slice(0, 1), scratch.url);
    }, 600_000);
    afterAll(async () => {
      await Promise.all(started.map((instance) => instance.stop()));
      await ctx.close();
      await scratch.drop();
    });

    const refundRows = (orderId: string) =>
      ctx.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

    test('is settled by the reconciliation at the next start-up, and the ledger holds', async () => {
      const [first] = started as [Instance];
      const product = await addProduct(ctx.database.db, 1599);
      await setCapacity(ctx, 3, 10);
      const who = await customer(ctx, 'Lata Menon');
      await putCart(ctx, who, cartInput(who, product));
      const initiated = await send(ctx, contract.payment.initiate, {
        token: who.token,
        payload: { type: '_NEW_ORDER_PAYMENT', cartId: `${who.userId}C`, option: 'full' },
      });
      expect(initiated.status).toBe(200);
      const { session } = checkoutOf(initiated.body.url);

      // Placing locks the cart first: held here, the server records the capture and then waits.
      const holder = new Client({ connectionString: scratch.url });
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [`${who.userId}C`]);
      const paymentId = 'sbp_killed_between';
      const body = JSON.stringify({
        providerOrderId: session.providerOrderId,
        providerPaymentId: paymentId,
        status: 'PAYMENT_SUCCESS',
        amount: session.amountPaise,
        currency: 'INR',
      });
      const inFlight = fetch(`${first.origin}${contract.payment.sandboxCallback.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': hmacHex(SANDBOX_KEY, body),
        },
        body,
      }).catch(() => null);
      const paymentRow = async () => {
        const [row] = await ctx.database.db
          .select()
          .from(payments)
          .where(eq(payments.providerPaymentId, paymentId));
        return row;
      };
      await eventually(async () => expect(await paymentRow()).toBeDefined(), {
        timeoutMs: 60_000,
        intervalMs: 50,
      });

      await first.kill();
      expect(await inFlight).toBeNull();
      await holder.query('ROLLBACK');
      await holder.end();

      // Captured and recorded, and nothing else: the one state the ledger must never stay in.
      expect(await paymentRow()).toMatchObject({ status: 'success', outcome: null });
      expect(
        await ctx.database.db.select().from(orders).where(eq(orders.userId, who.userId)),
      ).toHaveLength(0);
      expect((await checkPaymentLedger(ledgerQuery(ctx.database.db))).violations).toEqual([
        `${paymentId}: captured ₹1519 and neither placed nor settled`,
      ]);

      const second = await startInstance('second', scratch.url, {
        ...ENV,
        RECONCILE_GRACE_MS: '0',
      });
      started.push(second);
      const afterRestart = spreadContext([second], scratch.url);
      try {
        expect(await paymentRow()).toMatchObject({ outcome: 'order', orderId: session.orderId });
        expect(await orderOf(afterRestart, who, session.orderId)).toMatchObject({
          paymentStatus: 'completed',
          paymentDetails: { mode: 'ONLINE', paymentIds: [paymentId], amountPaid: 1519 },
        });
        await expectLedgerHoldsIn(ctx.database.db);
      } finally {
        await afterRestart.close();
      }
    });

    test('a card refund whose server died while asking the gateway is sent at the next start-up, once', async () => {
      // A gateway that takes the refund request and never answers: the kill lands mid-call.
      const asked: string[] = [];
      const hanging = createServer((request) => {
        asked.push(request.url ?? '');
      });
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
      const hangingOrigin = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
      const sandbox = await buildSandboxServer({ key: SANDBOX_KEY, apiOrigin: '', webOrigin: '' });
      const sandboxAsked: string[] = [];
      sandbox.addHook('onRequest', async (request) => {
        if (request.url === '/refunds') sandboxAsked.push(request.id);
      });
      const sandboxOrigin = await sandbox.listen({ host: '127.0.0.1', port: 0 });
      try {
        const third = await startInstance('third', scratch.url, {
          ...ENV,
          PAY_ORIGIN: hangingOrigin,
        });
        started.push(third);
        const onThird = spreadContext([third], scratch.url);
        const product = await addProduct(ctx.database.db, 1599);
        await setCapacity(onThird, 4, 10);
        const who = await customer(onThird, 'Uma Rao');
        await putCart(onThird, who, cartInput(who, product, { celebrationDate: dayAhead(4) }));
        const session = await startCardCheckout(onThird, who);
        const body = JSON.stringify({
          providerOrderId: session.providerOrderId,
          providerPaymentId: 'sbp_refund_killed',
          status: 'PAYMENT_SUCCESS',
          amount: session.amountPaise,
          currency: 'INR',
        });
        const paid = await fetch(`${third.origin}${contract.payment.sandboxCallback.path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-sandbox-signature': hmacHex(SANDBOX_KEY, body),
          },
          body,
        });
        expect(paid.status).toBe(200);

        const inFlight = cancelOrder(onThird, who, session.orderId, 'original').catch(() => null);
        await eventually(() => expect(asked).toEqual(['/refunds']), {
          timeoutMs: 60_000,
          intervalMs: 50,
        });
        await third.kill();
        expect(await inFlight).toBeNull();
        await onThird.close();

        // The cancel committed before the gateway was asked: cancelled, its refund owed.
        const [cancelled] = await ctx.database.db
          .select()
          .from(orders)
          .where(eq(orders.id, session.orderId));
        expect(cancelled?.paymentDetails.refund).toMatchObject({
          toOriginal: 1519,
          originalStatus: 'pending',
        });
        expect(await refundRows(session.orderId)).toMatchObject([
          { status: 'requested', providerRefundId: null, attempts: 1 },
        ]);
        await expectLedgerHoldsIn(ctx.database.db);
        // Time passes beyond the dead server's claim on the refund.
        await ctx.database.db
          .update(refunds)
          .set({ attemptedAt: new Date(Date.now() - REFUND_CLAIM_MS - 1000) })
          .where(eq(refunds.orderId, session.orderId));

        started.push(
          await startInstance('fourth', scratch.url, {
            ...ENV,
            PAY_ORIGIN: sandboxOrigin,
            RECONCILE_GRACE_MS: '0',
          }),
        );
        expect(sandboxAsked).toHaveLength(1);
        const [sent] = await refundRows(session.orderId);
        expect(sent).toMatchObject({ status: 'pending', attempts: 2, amount: 1519 });
        expect(sent?.providerRefundId).toMatch(/^sbr_/);
        await expectLedgerHoldsIn(ctx.database.db);
      } finally {
        hanging.closeAllConnections();
        await new Promise((resolve) => hanging.close(resolve));
        await sandbox.close();
      }
    });
  },
);
