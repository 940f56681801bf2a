import { eq } from 'drizzle-orm';
import { paymentIntents } from '../../../src/server/db/schema';
import { CARD_PAYMENT_UNAVAILABLE } from '../../../src/server/adapters/payment';
import { fullEngine } from '../support/databases';
import type { TestContext } from '../support/testApp';
import {
  SETUP_TIMEOUT,
  addProduct,
  cartInput,
  customer,
  initiateCardPayment,
  orderOf,
  place,
  putCart,
  sandboxCallback,
  setCapacity,
  startBookingApp,
} from './support';

jest.setTimeout(120_000);

// What production runs without Razorpay keys (see the settings tests): no card gateway at all.
describe.each(fullEngine)('card payment with no gateway (PAYMENTS=none) on %s', (kind) => {
  let ctx: TestContext;
  let product: string;

  beforeAll(async () => {
    ctx = await startBookingApp(kind, { PAYMENTS: 'none' });
    product = await addProduct(ctx.database.db, 1599);
    await setCapacity(ctx, 3, 1000);
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  it('SECURITY: production never runs a stand-in for an outside service: card payment answers 503 with a clear message, opens nothing, and cash on delivery still places the order', async () => {
    const who = await customer(ctx, 'Cash Customer');
    await putCart(ctx, who, cartInput(who, product));
    const res = await initiateCardPayment(ctx, who);
    expect([res.status, res.message]).toEqual([503, CARD_PAYMENT_UNAVAILABLE]);
    const intents = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, who.userId));
    expect(intents).toEqual([]);

    const placed = await place(ctx, who);
    expect(placed.status).toBe(200);
    expect(await orderOf(ctx, who, placed.body.orderId)).toMatchObject({
      paymentStatus: 'pending',
      paymentDetails: { mode: 'COD', amountPaid: 0, amountDue: 1599 },
    });
  });

  it('SECURITY: production never runs a stand-in for an outside service: a report signed with the sandbox key is refused with a 401', async () => {
    const res = await sandboxCallback(ctx, {
      providerOrderId: 'sbo_000000000000000000000000',
      amount: 100,
      status: 'PAYMENT_SUCCESS',
    });
    expect(res.status).toBe(401);
  });
});
