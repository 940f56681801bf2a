import { contract } from '../../../src/shared/contract';
import { fullEngine } from '../support/databases';
import type { TestContext } from '../support/testApp';
import {
  SETUP_TIMEOUT,
  addOffer,
  addProduct,
  bookedOrder,
  cartInput,
  cartWith,
  customer,
  dayAhead,
  place,
  putCart,
  send,
  setCapacity,
  startBookingApp,
  type Customer,
} from './support';

jest.setTimeout(120_000);

const FIRSTDECOR = 'FIRSTDECOR';

describe.each(fullEngine)('POST /api/offers/get_offers_by_query_object on %s', (kind) => {
  let ctx: TestContext;
  let product: string;

  beforeAll(async () => {
    ctx = await startBookingApp(kind);
    product = await addProduct(ctx.database.db, 1599);
    for (const days of [3, 4, 5]) await setCapacity(ctx, days, 1000);
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  /** The codes the offers list shows this caller (a visitor when no one is given). */
  const shownTo = async (who?: Customer, queryObject: Record<string, unknown> = {}) => {
    const res = await send(ctx, contract.offers.getOffersByQueryObject, {
      ...(who && { token: who.token }),
      payload: { queryObject, limit: 100 },
    });
    expect(res.status).toBe(200);
    return res.body.offers.map((offer) => offer.offerCode);
  };

  test('a first-order coupon is shown to a visitor and a new customer, never to a customer with an order', async () => {
    const newcomer = await customer(ctx, 'New Customer');
    const regular = await customer(ctx, 'Regular Customer');
    await bookedOrder(ctx, regular, product, 3);

    expect(await shownTo()).toContain(FIRSTDECOR);
    expect(await shownTo(newcomer)).toContain(FIRSTDECOR);
    expect(await shownTo(regular)).not.toContain(FIRSTDECOR);
    // Typed by hand it is not found for them either, so it is never applied and then dropped.
    expect(await shownTo(regular, { offerCode: 'firstdecor' })).toEqual([]);
    expect(await shownTo(newcomer, { offerCode: 'firstdecor' })).toEqual([FIRSTDECOR]);
  });

  test('a coupon this customer has used up is hidden from them, and still shown to others', async () => {
    const once = await addOffer(ctx.database.db, {
      discountType: 1,
      discountValue: 100,
      maxUsesPerCustomer: 1,
    });
    const user = await customer(ctx, 'Used It');
    const other = await customer(ctx, 'Not Yet');
    const cart = await cartWith(ctx, user, product, {
      offers: [{ offerCode: once }],
      celebrationDate: dayAhead(4),
    });
    expect(cart.body.cart.couponDiscount).toBe(100);
    expect((await place(ctx, user)).status).toBe(200);

    expect(await shownTo(user)).not.toContain(once);
    expect(await shownTo(other)).toContain(once);
    expect(await shownTo()).toContain(once);
  });

  test('a coupon whose total uses are spent is shown to nobody', async () => {
    const last = await addOffer(ctx.database.db, {
      discountType: 1,
      discountValue: 50,
      maxUsesTotal: 1,
    });
    const first = await customer(ctx, 'Quick One');
    expect(await shownTo()).toContain(last);
    await cartWith(ctx, first, product, {
      offers: [{ offerCode: last }],
      celebrationDate: dayAhead(5),
    });
    expect((await place(ctx, first)).status).toBe(200);

    expect(await shownTo()).not.toContain(last);
    expect(await shownTo(await customer(ctx, 'Too Late'))).not.toContain(last);
  });

  test("a coupon is listed only when the customer's cart reaches its minimum; typed, it is still found so the shortfall can be told", async () => {
    const small = await addOffer(ctx.database.db, { minOrderValue: 1000 });
    const big = await addOffer(ctx.database.db, { minOrderValue: 5000 });
    const who = await customer(ctx, 'Cart Owner');
    // Without a cart nothing rules a coupon out by value.
    expect(await shownTo(who)).toEqual(expect.arrayContaining([small, big]));

    expect((await putCart(ctx, who, cartInput(who, product))).status).toBe(200);
    const shown = await shownTo(who);
    expect(shown).toContain(small);
    expect(shown).not.toContain(big);
    expect(await shownTo(who, { offerCode: big })).toEqual([big]);
    // A visitor has no cart on the server: the minimum is the page's to check.
    expect(await shownTo()).toEqual(expect.arrayContaining([small, big]));
  });

  test('a forged token is refused with 401 and no offers', async () => {
    const res = await send(ctx, contract.offers.getOffersByQueryObject, {
      token: 'x'.repeat(43),
      payload: { queryObject: {} },
    });
    expect(res.status).toBe(401);
    expect(res.body).not.toHaveProperty('offers');
  });
});
