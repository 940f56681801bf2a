import { contract } from '../../../src/shared/contract';
import { DEFAULT_HUB_ID } from '../../../src/shared/domain';
import { requestOtp, clientIp } from '../accounts/support';
import { fullEngine } from '../support/databases';
import type { TestContext } from '../support/testApp';
import {
  SETUP_TIMEOUT,
  SLOT_TIME,
  addProduct,
  bookedOrder,
  cartInput,
  customer,
  dayAhead,
  putCart,
  send,
  setCapacity,
  slotCount,
  startBookingApp,
  type Customer,
} from './support';

jest.setTimeout(120_000);

describe.each(fullEngine)('time slots on %s', (kind) => {
  let ctx: TestContext;
  let asha: Customer;
  let product: string;
  let slow: string;

  beforeAll(async () => {
    ctx = await startBookingApp(kind);
    asha = await customer(ctx, 'Asha Rao');
    product = await addProduct(ctx.database.db, 1599, { leadTimeHours: 4 });
    // Ten days of lead time: nothing before then can be booked.
    slow = await addProduct(ctx.database.db, 1599, { leadTimeHours: 240 });
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  const byDate = (date: string, query = '') =>
    send(ctx, contract.timeslot.getByDate, { url: `/api/timeslot/${date}${query}` });

  describe('GET /api/timeslot/:date', () => {
    it("answers a hub's slots for a day with counts and capacity", async () => {
      const res = await byDate(dayAhead(12), `?hubId=${DEFAULT_HUB_ID}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ celebrationDate: dayAhead(12), hubId: DEFAULT_HUB_ID });
      expect(res.body.slots.map((slot) => slot.slotTime)).toEqual([
        '09:00-12:00',
        '12:00-15:00',
        '15:00-18:00',
        '18:00-21:00',
      ]);
      expect(res.body.slots[1]).toEqual({
        slotTime: SLOT_TIME,
        arrivingTime: '12:00',
        readyTime: '15:00',
        orderCount: 0,
        capacity: 5,
        isAvailable: true,
      });
    });

    it('counts a booking and marks a full slot unavailable', async () => {
      await setCapacity(ctx, 13, 1);
      await bookedOrder(ctx, asha, product, 13);
      const res = await byDate(dayAhead(13));
      const slot = res.body.slots.find((entry) => entry.slotTime === SLOT_TIME);
      expect(slot).toMatchObject({ orderCount: 1, capacity: 1, isAvailable: false });
    });

    it("applies a product's lead time", async () => {
      const res = await byDate(dayAhead(2), `?productId=${slow}`);
      expect(res.body.slots.every((slot) => !slot.isAvailable)).toBe(true);
      const later = await byDate(dayAhead(12), `?productId=${slow}`);
      expect(later.body.slots.every((slot) => slot.isAvailable)).toBe(true);
    });

    it('has no slots for a past day or beyond the 60-day window', async () => {
      expect((await byDate(dayAhead(-2))).body.slots).toEqual([]);
      expect((await byDate(dayAhead(61))).body.slots).toEqual([]);
      expect((await byDate(dayAhead(60))).body.slots).toHaveLength(4);
    });

    it('answers 400 for an impossible date, a malformed one or an unknown hub', async () => {
      expect((await byDate('31-02-2030')).status).toBe(400);
      expect((await byDate('2030-01-01')).status).toBe(400);
      expect((await byDate(dayAhead(3), '?hubId=NO-SUCH-HUB')).status).toBe(400);
      expect((await byDate(dayAhead(3), '?limit=5')).status).toBe(400);
    });
  });

  describe('POST /api/getTimeSlotData', () => {
    it("defaults to the caller's cart date and hub", async () => {
      await putCart(ctx, asha, cartInput(asha, product, { celebrationDate: dayAhead(14) }));
      const res = await send(ctx, contract.timeslot.getTimeSlotData, {
        token: asha.token,
        payload: { productId: product },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ celebrationDate: dayAhead(14), hubId: DEFAULT_HUB_ID });
      expect(res.body.slots).toHaveLength(4);
    });

    it('answers 404 for an unknown product, 400 for an unknown field, 401 without a token', async () => {
      const unknown = await send(ctx, contract.timeslot.getTimeSlotData, {
        token: asha.token,
        payload: { productId: 'no-such-product' },
      });
      expect(unknown.status).toBe(404);
      const extra = await send(ctx, contract.timeslot.getTimeSlotData, {
        token: asha.token,
        payload: { productId: product, capacity: 99 },
      });
      expect(extra.status).toBe(400);
      const anonymous = await send(ctx, contract.timeslot.getTimeSlotData, {
        payload: { productId: product },
      });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('POST /api/checkSlotAvailability', () => {
    const check = (payload: unknown, token = asha.token) =>
      send(ctx, contract.timeslot.checkSlotAvailability, { token, payload });

    it('answers whether the slot can still be booked for the product', async () => {
      await setCapacity(ctx, 15, 0);
      const open = await check({
        productId: product,
        slotTime: SLOT_TIME,
        celebrationDate: dayAhead(16),
      });
      expect(open.body.isAvailable).toBe(true);
      const full = await check({
        productId: product,
        slotTime: SLOT_TIME,
        celebrationDate: dayAhead(15),
      });
      expect(full.body.isAvailable).toBe(false);
      const tooSoon = await check({
        productId: slow,
        slotTime: SLOT_TIME,
        celebrationDate: dayAhead(2),
      });
      expect(tooSoon.body.isAvailable).toBe(false);
      const unknown = await check({
        productId: product,
        slotTime: '07:00-08:00',
        celebrationDate: dayAhead(16),
      });
      expect(unknown.body.isAvailable).toBe(false);
    });

    it('answers 400 for a malformed slot, 404 for an unknown product, 401 without a token', async () => {
      expect((await check({ productId: product, slotTime: '12-15' })).status).toBe(400);
      expect((await check({ productId: 'nope', slotTime: SLOT_TIME })).status).toBe(404);
      expect((await check({ productId: product, slotTime: SLOT_TIME }, '')).status).toBe(401);
    });
  });

  describe('account deletion', () => {
    it("cancels the user's upcoming orders and frees their slots", async () => {
      const who = await customer(ctx, 'Leaving Soon');
      await setCapacity(ctx, 17, 10);
      const id = await bookedOrder(ctx, who, product, 17);
      expect(await slotCount(ctx, 17)).toBe(1);
      const { hash, otp } = await requestOtp(ctx.app, who.phone, 'delete');
      const deleted = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/deleteUserPermanently',
        remoteAddress: clientIp(who.phone),
        payload: { phoneNumber: who.phone, otp, otpHash: hash },
      });
      expect(deleted.statusCode).toBe(200);
      expect(await slotCount(ctx, 17)).toBe(0);
      const publicView = await send(ctx, contract.orders.getOrderByIdWithoutToken, {
        url: `/api/orders/get_order_by_id_without_token/${id}`,
      });
      expect(publicView.body.order.bookingStatus).toBe('Order Cancelled');
    });
  });
});
