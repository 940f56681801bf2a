import { inArray } from 'drizzle-orm';
import { contract } from '../../../src/shared/contract';
import { orders } from '../../../src/server/db/schema';
import { bothEngines } from '../support/databases';
import type { TestContext } from '../support/testApp';
import {
  SETUP_TIMEOUT,
  addOffer,
  addProduct,
  bookedOrder,
  cartWith,
  customer,
  dayAhead,
  orderOf,
  place,
  send,
  setCapacity,
  startBookingApp,
  type Customer,
} from './support';

jest.setTimeout(180_000);

const FIRSTDECOR = 'FIRSTDECOR';

describe.each(bothEngines)('coupon usage limits on %s', (kind) => {
  let ctx: TestContext;
  let product: string;

  beforeAll(async () => {
    ctx = await startBookingApp(kind);
    product = await addProduct(ctx.database.db, 1599);
    for (const days of [3, 4]) await setCapacity(ctx, days, 1000);
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  const cartWithCode = (who: Customer, offerCode: string, days = 3) =>
    cartWith(ctx, who, product, {
      offers: [{ offerCode }],
      celebrationDate: dayAhead(days),
    });
  const cancel = (who: Customer, id: string) =>
    send(ctx, contract.orders.updateOrdersByQueryObject, {
      token: who.token,
      payload: {
        queryObject: { _id: id },
        updateObject: { bookingStatus: 'Order Cancelled', reason: 'Plans changed' },
      },
    });

  test("SECURITY: coupons carry per-customer limits: 'FIRSTDECOR' applies to the first order only, and again once that order is cancelled", async () => {
    const who = await customer(ctx, 'First Timer');
    const first = await cartWithCode(who, FIRSTDECOR);
    expect(first.body.cart).toMatchObject({ couponDiscount: 150, amountToPay: 1449 });
    const placed = await place(ctx, who);
    expect(placed.status).toBe(200);
    const order = await orderOf(ctx, who, placed.body.orderId);
    expect(order.offers).toEqual([{ offerCode: FIRSTDECOR }]);
    expect(order.priceDetail.couponDiscount).toBe(150);

    const second = await cartWithCode(who, FIRSTDECOR, 4);
    expect(second.status).toBe(200);
    expect(second.body.cart).toMatchObject({ couponDiscount: 0, amountToPay: 1599, offers: [] });

    expect((await cancel(who, placed.body.orderId)).status).toBe(200);
    const again = await cartWithCode(who, FIRSTDECOR, 4);
    expect(again.body.cart).toMatchObject({ couponDiscount: 150, amountToPay: 1449 });
  });

  test("SECURITY: a first-order coupon checks the customer's history: an earlier order without it counts", async () => {
    const who = await customer(ctx, 'Returning Customer');
    await bookedOrder(ctx, who, product, 3);
    const res = await cartWithCode(who, FIRSTDECOR, 4);
    expect(res.body.cart).toMatchObject({ couponDiscount: 0, offers: [] });
  });

  test('SECURITY: coupons carry total usage limits checked in the placing transaction: racing placements never exceed it', async () => {
    const limit = 3;
    const racers = 8;
    const code = await addOffer(ctx.database.db, {
      discountType: 1,
      discountValue: 100,
      maxUsesTotal: limit,
    });
    const people = await Promise.all(
      Array.from({ length: racers }, (_, i) => customer(ctx, `Racer ${i}`)),
    );
    // Every cart shows the discount: nobody has used the code yet.
    for (const who of people) {
      expect((await cartWithCode(who, code)).body.cart.couponDiscount).toBe(100);
    }
    const placed = await Promise.all(people.map((who) => place(ctx, who)));
    expect(placed.map((res) => res.status)).toEqual(people.map(() => 200));
    const rows = await ctx.database.db
      .select({ offers: orders.offers, priceDetail: orders.priceDetail })
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((res) => res.body.orderId),
        ),
      );
    const discounted = rows.filter((row) => row.offers.some((o) => o.offerCode === code));
    expect(discounted).toHaveLength(limit);
    expect(rows.filter((row) => row.priceDetail.couponDiscount > 0)).toHaveLength(limit);
  });
});
