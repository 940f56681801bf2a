import { eq } from 'drizzle-orm';
import { contract } from '../../../src/shared/contract';
import {
  DEFAULT_HUB_ID,
  MESSAGES,
  ON_DEMAND_TAG,
  PRICE_ON_REQUEST_MESSAGE,
} from '../../../src/shared/domain';
import { addOns, orders, products } from '../../../src/server/db/schema';
import { fullEngine } from '../support/databases';
import type { TestContext } from '../support/testApp';
import {
  SETUP_TIMEOUT,
  SLOT,
  addOffer,
  addProduct,
  cartWith,
  cartInput,
  customer,
  place,
  dayAhead,
  putCart,
  send,
  setCapacity,
  startBookingApp,
  type Customer,
} from './support';

jest.setTimeout(60_000);

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

describe.each(fullEngine)('cart on %s', (kind) => {
  let ctx: TestContext;
  let asha: Customer;
  let ravi: Customer;

  beforeAll(async () => {
    ctx = await startBookingApp(kind);
    asha = await customer(ctx, 'Asha Rao');
    ravi = await customer(ctx, 'Ravi Kumar');
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  describe('POST /api/users/cart/create_update', () => {
    it.each([
      // price, advance discount (2% / 3% / 3% ≤ 75), full-prepay discount (3% / 5% / 5% ≤ 150)
      [1298, 26, 39],
      [1299, 39, 65],
      [1598, 48, 80],
      [1599, 48, 80],
      [5000, 75, 150],
    ])('prices a %i rupee cart with the SPEC 9 payment discounts', async (price, advance, full) => {
      const product = await addProduct(ctx.database.db, price, { costPrice: price + 500 });
      const res = await putCart(ctx, asha, cartInput(asha, product));
      expect(res.status).toBe(200);
      const { cart } = res.body;
      expect(cart).toMatchObject({
        _id: `${asha.userId}C`,
        user: asha.userId,
        hubId: DEFAULT_HUB_ID,
        productPrice: price,
        addOnsTotal: 0,
        couponDiscount: 0,
        convenienceFee: 0,
        cartPrice: price,
        buyingPrice: price,
        amountToPay: price,
        savings: 500,
        paymentOptions: {
          advance: { discount: advance, total: price - advance },
          fullPrepay: { discount: full, total: price - full },
        },
      });
      expect(cart.product._id).toBe(product);
      expect(cart.bookingAddress?._id).toBe(asha.addressId);
    });

    it('adds add-ons at their hub price and the tip on top of the buying price', async () => {
      const product = await addProduct(ctx.database.db, 1000);
      const [addOn] = await ctx.database.db.select().from(addOns).limit(1);
      if (!addOn) throw new Error('the seed has no add-ons');
      const res = await cartWith(ctx, asha, product, {
        addOns: [{ addon: addOn.id, quantity: 2 }],
        santaTip: 50,
      });
      expect(res.status).toBe(200);
      const addOnPrice = res.body.cart.addOns[0]?.addon.resolvedPrice?.sellingPrice ?? -1;
      expect(res.body.cart.addOnsTotal).toBe(addOnPrice * 2);
      expect(res.body.cart.buyingPrice).toBe(1000 + addOnPrice * 2);
      expect(res.body.cart.amountToPay).toBe(1000 + addOnPrice * 2 + 50);
    });

    it('applies a percentage coupon to the product price, rounded and capped', async () => {
      const product = await addProduct(ctx.database.db, 1599);
      const code = await addOffer(ctx.database.db, {
        discountValue: 10,
        maxOfferAmountGain: 100,
        minOrderValue: 999,
      });
      const res = await cartWith(ctx, asha, product, {
        offers: [{ offerCode: code.toLowerCase() }],
      });
      expect(res.body.cart.offers.map((offer) => offer.offerCode)).toEqual([code]);
      expect(res.body.cart.couponDiscount).toBe(100);
      expect(res.body.cart.buyingPrice).toBe(1499);
      expect(res.body.cart.savings).toBe(100);
    });

    it('applies a range offer inside its range with its own cap', async () => {
      const product = await addProduct(ctx.database.db, 6000);
      const code = await addOffer(ctx.database.db, {
        discountValue: 5,
        maxOfferAmountGain: 200,
        minOrderValue: 1499,
        isRange2: true,
        range2MinOrderValue: 4999,
        range2MaxOrderValue: 24999,
        range2DiscountType: 1,
        range2DiscountValue: 750,
        range2MaxPriceGain: 700,
      });
      const res = await cartWith(ctx, asha, product, { offers: [{ offerCode: code }] });
      expect(res.body.cart.couponDiscount).toBe(700);
    });

    it.each([
      ['below its minimum', { discountType: 1 as const, discountValue: 250, minOrderValue: 2499 }],
      ['hidden', { visibility: false }],
      ['inactive', { active: false }],
    ])('drops an offer that is %s (its discount is 0)', async (_label, fields) => {
      const product = await addProduct(ctx.database.db, 1599);
      const code = await addOffer(ctx.database.db, fields);
      const res = await cartWith(ctx, asha, product, { offers: [{ offerCode: code }] });
      expect(res.status).toBe(200);
      expect(res.body.cart.offers).toEqual([]);
      expect(res.body.cart.couponDiscount).toBe(0);
    });

    it('drops an unknown offer code', async () => {
      const product = await addProduct(ctx.database.db, 1599);
      const res = await cartWith(ctx, asha, product, { offers: [{ offerCode: 'NOSUCHCODE' }] });
      expect(res.body.cart.offers).toEqual([]);
    });

    it('starts over without add-ons and offers when the product changes', async () => {
      const first = await addProduct(ctx.database.db, 1599);
      const second = await addProduct(ctx.database.db, 1999);
      const [addOn] = await ctx.database.db.select().from(addOns).limit(1);
      const code = await addOffer(ctx.database.db, { discountValue: 5 });
      await putCart(ctx, ravi, cartInput(ravi, first));
      const res = await putCart(
        ctx,
        ravi,
        cartInput(ravi, second, {
          addOns: [{ addon: addOn?.id, quantity: 1 }],
          offers: [{ offerCode: code }],
        }),
      );
      expect(res.body.cart.product._id).toBe(second);
      expect(res.body.cart.addOns).toEqual([]);
      expect(res.body.cart.offers).toEqual([]);
    });

    it('clears date and slot when the slot is full, unknown, past or inside the lead time', async () => {
      const product = await addProduct(ctx.database.db, 1599);
      const slow = await addProduct(ctx.database.db, 1599, { leadTimeHours: 24 * 10 });
      await setCapacity(ctx, 5, 0);
      const cases = [
        cartInput(ravi, product, { celebrationDate: dayAhead(5) }),
        cartInput(ravi, product, { arrivingTime: '07:00', readyTime: '08:00' }),
        cartInput(ravi, product, { celebrationDate: dayAhead(-1) }),
        cartInput(ravi, slow, { celebrationDate: dayAhead(2) }),
      ];
      for (const input of cases) {
        const res = await putCart(ctx, ravi, input);
        expect(res.status).toBe(200);
        expect(res.body.cart.celebrationDate).toBeUndefined();
        expect(res.body.cart.readyTime).toBeUndefined();
        expect(res.body.cart.arrivingTime).toBeUndefined();
      }
      const valid = await putCart(ctx, ravi, cartInput(ravi, product));
      expect(valid.body.cart).toMatchObject({ celebrationDate: dayAhead(3), ...SLOT });
    });

    it('refuses a date or an edit time the calendar does not have with a 400 that says so, keeping the cart', async () => {
      const product = await addProduct(ctx.database.db, 1599);
      const kept = await putCart(ctx, ravi, cartInput(ravi, product));
      expect(kept.status).toBe(200);
      for (const [field, value, message] of [
        ['celebrationDate', '31-02-2030', 'must be a real date as DD-MM-YYYY'],
        ['celebrationDate', '01-01-0000', 'must be a real date as DD-MM-YYYY'],
        ['editedAt', '2027-13-45T99:99:99Z', 'must be a real UTC time'],
      ] as const) {
        const res = await putCart(ctx, ravi, cartInput(ravi, product, { [field]: value }));
        expect(res.status).toBe(400);
        expect(res.message).toContain(`'cart.${field}': ${message}`);
      }
      const after = await putCart(ctx, ravi, cartInput(ravi, product));
      expect(after.body.cart).toMatchObject({ celebrationDate: dayAhead(3), ...SLOT });
    });

    it('refuses client-sent prices and unknown fields with a 400', async () => {
      const product = await addProduct(ctx.database.db, 1599);
      for (const extra of [
        { buyingPrice: 1 },
        { cartPrice: 1 },
        { productPrice: 1 },
        { $set: 1 },
      ]) {
        const res = await putCart(ctx, asha, cartInput(asha, product, extra));
        expect(res.status).toBe(400);
        expect(res.message).toMatch(/Unknown field/);
      }
    });

    describe('SECURITY: users can never set prices: a repeated add-on counts towards its cap once, in total', () => {
      let product: string;
      let addOn: typeof addOns.$inferSelect;
      beforeAll(async () => {
        product = await addProduct(ctx.database.db, 1599);
        const [row] = await ctx.database.db.select().from(addOns).limit(1);
        if (!row) throw new Error('the seed has no add-on');
        await ctx.database.db.update(addOns).set({ maxQuantity: 5 }).where(eq(addOns.id, row.id));
        addOn = { ...row, maxQuantity: 5 };
      });

      it('the same add-on ten times at its cap of 5 is refused with the cap message', async () => {
        const res = await cartWith(ctx, asha, product, {
          addOns: Array.from({ length: 10 }, () => ({ addon: addOn.id, quantity: 5 })),
        });
        expect(res.status).toBe(400);
        expect(res.message).toBe(`At most 5 of '${addOn.name}' can be added`);
      });

      it('the same add-on twice at 2 is stored and priced as one line of 4', async () => {
        const res = await cartWith(ctx, asha, product, {
          addOns: [
            { addon: addOn.id, quantity: 2 },
            { addon: addOn.id, quantity: 2 },
          ],
        });
        expect(res.status).toBe(200);
        expect(res.body.cart.addOns.map((line) => [line.addon._id, line.quantity])).toEqual([
          [addOn.id, 4],
        ]);
        const unit = res.body.cart.addOns[0]?.addon.resolvedPrice?.sellingPrice ?? -1;
        expect(res.body.cart.addOnsTotal).toBe(unit * 4);
      });
    });

    describe('SECURITY: amounts are computed on the server: a price-on-request product is never priced or booked', () => {
      const onRequest = async (id: string) =>
        ctx.database.db
          .update(products)
          .set({ tags: ['wall decor', ON_DEMAND_TAG] })
          .where(eq(products.id, id));

      it('putting it in a cart is refused with a clear message and stores nothing', async () => {
        const product = await addProduct(ctx.database.db, 1599);
        await onRequest(product);
        const before = await send(ctx, contract.session.start, { token: ravi.token, payload: {} });
        const res = await putCart(ctx, ravi, cartInput(ravi, product));
        expect(res.status).toBe(400);
        expect(res.message).toBe(PRICE_ON_REQUEST_MESSAGE);
        const after = await send(ctx, contract.session.start, { token: ravi.token, payload: {} });
        expect(after.body.data.cart?.product._id).toBe(before.body.data.cart?.product._id);
      });

      it('a cart whose product became price-on-request cannot be paid or placed', async () => {
        const product = await addProduct(ctx.database.db, 1599);
        expect((await putCart(ctx, ravi, cartInput(ravi, product))).status).toBe(200);
        await onRequest(product);
        const paid = await send(ctx, contract.payment.initiate, {
          token: ravi.token,
          payload: { type: '_NEW_ORDER_PAYMENT', cartId: `${ravi.userId}C`, option: 'full' },
        });
        expect(paid.status).toBe(400);
        expect(paid.message).toBe(PRICE_ON_REQUEST_MESSAGE);
        const placed = await place(ctx, ravi);
        expect(placed.status).toBe(400);
        expect(placed.message).toBe(PRICE_ON_REQUEST_MESSAGE);
        const listed = await send(ctx, contract.orders.getOrdersByQueryObject, {
          token: ravi.token,
          payload: { queryObject: {} },
        });
        expect(listed.body.orders.map((order) => order.product._id)).not.toContain(product);
      });
    });

    it("answers 404 for another user's address, an unknown product or add-on", async () => {
      const product = await addProduct(ctx.database.db, 1599);
      const cases = [
        cartInput(asha, product, { bookingAddress: ravi.addressId }),
        cartInput(asha, 'no-such-product'),
      ];
      for (const input of cases) expect((await putCart(ctx, asha, input)).status).toBe(404);
      const addOn = await cartWith(ctx, asha, product, {
        addOns: [{ addon: 'no-such-addon', quantity: 1 }],
      });
      expect(addOn.status).toBe(404);
    });

    it('keeps the newest edit: an upload edited before the stored cart changes nothing', async () => {
      const mira = await customer(ctx, 'Mira Shah');
      const product = await addProduct(ctx.database.db, 1599);
      const newer = await putCart(
        ctx,
        mira,
        cartInput(mira, product, {
          santaTip: 100,
          instructions: 'Gate code at the lobby',
          editedAt: secondsAgo(55),
        }),
      );
      expect(newer.status).toBe(200);
      const older = await putCart(
        ctx,
        mira,
        cartInput(mira, product, { santaTip: 0, editedAt: secondsAgo(60) }),
      );
      expect(older.status).toBe(200);
      expect(older.body.cart).toMatchObject({
        santaTip: 100,
        instructions: 'Gate code at the lobby',
        amountToPay: 1699,
      });
      const session = await send(ctx, contract.session.start, { token: mira.token, payload: {} });
      expect(session.body.data.cart).toMatchObject({ santaTip: 100, amountToPay: 1699 });
      const later = await putCart(
        ctx,
        mira,
        cartInput(mira, product, { santaTip: 20, editedAt: secondsAgo(50) }),
      );
      expect(later.body.cart.santaTip).toBe(20);
    });

    it('never reopens a placed cart: the booked cart sent again is refused, a new edit starts a cart', async () => {
      const nia = await customer(ctx, 'Nia Kapoor');
      const product = await addProduct(ctx.database.db, 1599);
      const booked = cartInput(nia, product, { santaTip: 50, editedAt: secondsAgo(30) });
      expect((await putCart(ctx, nia, booked)).status).toBe(200);
      const placed = await place(ctx, nia);
      expect(placed.status).toBe(200);

      // A page coming back from the gateway re-sends the cart it held: with the same edit time,
      // or an older one.
      for (const again of [booked, { ...booked, editedAt: secondsAgo(40) }]) {
        const res = await putCart(ctx, nia, again);
        expect(res.status).toBe(409);
        expect(res.message).toBe(MESSAGES.cartAlreadyPlaced);
      }
      const session = await send(ctx, contract.session.start, { token: nia.token, payload: {} });
      expect(session.body.data.cart).toBeNull();
      // Placing again still finds the one order, and nothing else was booked.
      const replaced = await place(ctx, nia);
      expect(replaced.body.orderId).toBe(placed.body.orderId);
      const held = await ctx.database.db.select().from(orders).where(eq(orders.userId, nia.userId));
      expect(held.map((row) => row.id)).toEqual([placed.body.orderId]);

      // A cart the customer starts after the booking is a new cart.
      const next = await putCart(
        ctx,
        nia,
        cartInput(nia, product, { santaTip: 10, editedAt: secondsAgo(1) }),
      );
      expect(next.status).toBe(200);
      expect(next.body.cart).toMatchObject({ santaTip: 10, amountToPay: 1609 });
      const reopened = await send(ctx, contract.session.start, { token: nia.token, payload: {} });
      expect(reopened.body.data.cart?.santaTip).toBe(10);
    });

    it('takes an edit time ahead of the server clock as now, so it cannot lock the cart', async () => {
      const leo = await customer(ctx, 'Leo Das');
      const product = await addProduct(ctx.database.db, 1599);
      await putCart(
        ctx,
        leo,
        cartInput(leo, product, { santaTip: 10, editedAt: '2099-01-01T00:00:00.000Z' }),
      );
      const next = await putCart(ctx, leo, cartInput(leo, product, { santaTip: 30 }));
      expect(next.body.cart.santaTip).toBe(30);
    });

    it('keeps the newest of racing uploads from several devices', async () => {
      const kai = await customer(ctx, 'Kai Menon');
      const product = await addProduct(ctx.database.db, 1599);
      const tips = [10, 20, 30, 40, 50, 60];
      // Sent newest first, so arriving in order would leave the oldest.
      const answers = await Promise.all(
        tips
          .map((santaTip) =>
            putCart(
              ctx,
              kai,
              cartInput(kai, product, { santaTip, editedAt: secondsAgo(100 - santaTip) }),
            ),
          )
          .reverse(),
      );
      expect(answers.map((res) => res.status)).toEqual(tips.map(() => 200));
      const session = await send(ctx, contract.session.start, { token: kai.token, payload: {} });
      expect(session.body.data.cart?.santaTip).toBe(60);
    });

    it('SECURITY: every request body is validated: an edit time that is not an ISO instant is a 400', async () => {
      const product = await addProduct(ctx.database.db, 1599);
      const res = await putCart(ctx, ravi, cartInput(ravi, product, { editedAt: 'yesterday' }));
      expect(res.status).toBe(400);
    });

    it('answers 401 with the login message without a token', async () => {
      const res = await send(ctx, contract.cart.createUpdate, {
        payload: { cart: { product: 'x', addOns: [], offers: [] } },
      });
      expect(res.status).toBe(401);
      expect(res.message).toBe(MESSAGES.loginFirst);
    });
  });

  describe('DELETE /api/users/cart/delete', () => {
    it("removes the caller's cart, so start-up data has none", async () => {
      const product = await addProduct(ctx.database.db, 1599);
      await putCart(ctx, ravi, cartInput(ravi, product));
      const before = await send(ctx, contract.session.start, { token: ravi.token, payload: {} });
      expect(before.body.data.cart?.product._id).toBe(product);
      const res = await send(ctx, contract.cart.delete, { token: ravi.token });
      expect(res.status).toBe(200);
      const after = await send(ctx, contract.session.start, { token: ravi.token, payload: {} });
      expect(after.body.data.cart).toBeNull();
    });

    it('answers 401 without a token', async () => {
      expect((await send(ctx, contract.cart.delete)).status).toBe(401);
    });
  });
});
