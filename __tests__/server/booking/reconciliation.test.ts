// A server killed (kill -9) after it recorded a captured payment and before it placed the order:
// the capture survives, and the next server's start-up reconciliation settles it. The test holds
// the cart's row lock from outside so the kill lands exactly between the two steps; that takes a
// PostgreSQL server the test and the API processes share (DATABASE_URL, as `.ci/run` sets).
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { contract } from '../../../src/shared/contract';
import { orders, payments } from '../../../src/server/db/schema';
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
  cartInput,
  checkoutOf,
  customer,
  expectLedgerHoldsIn,
  ledgerQuery,
  orderOf,
  putCart,
  send,
  setCapacity,
} from './support';

if (!databaseUrl) {
  console.warn(
    'The reconciliation-after-kill suite did NOT run: it needs DATABASE_URL (PostgreSQL).',
  );
}

jest.setTimeout(600_000);

const ENV = { AUTH_SECRET, RATE_LIMITS: 'off', PAYMENTS: 'sandbox', LOG_LEVEL: 'warn' };

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
  },
);
