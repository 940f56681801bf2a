// The support console's links between reports and orders: from a report, its customer's orders;
// from an order, the reports its customer sent and those that mention it.
import { makeStaff } from '../../src/server/services/auth/staff';
import { STAFF_ONLY } from '../../src/server/routes/reports';
import { REPORT_NOT_FOUND } from '../../src/server/services/reports/reports';
import type { SupportOrder } from '../../src/shared/contract';
import { bearer, logIn, newPhone } from './accounts/support';
import { fullEngine } from './support/databases';
import type { TestContext } from './support/testApp';
import {
  SETUP_TIMEOUT,
  addProduct,
  bookedOrder,
  customer as bookingCustomer,
  dayAhead,
  orderOf,
  startBookingApp,
  type Customer,
} from './booking/support';

jest.setTimeout(120_000);

const report = {
  message: 'TypeError: x is undefined',
  type: '_ERROR_BOUNDARY_CATCH',
  errorFromUrl: 'http://localhost:3002/help',
  device: 'mobile',
  errorFromSiteName: 'Utsav',
} as const;

let nextIp = 1;
const freshIp = () => `10.88.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
const masked = (phone: string) => `${phone.slice(0, 2)}******${phone.slice(8)}`;

describe.each(fullEngine)('links between reports and orders on %s', (kind) => {
  let ctx: TestContext;
  let staffToken: string;
  let asha: Customer;
  let bala: Customer;
  let productId: string;
  /** Asha's orders, oldest first. */
  let ashaOrders: string[];
  let balaOrder: string;

  beforeAll(async () => {
    ctx = await startBookingApp(kind);
    const staffPhone = newPhone();
    await makeStaff(ctx.database.db, staffPhone);
    staffToken = await logIn(ctx.app, staffPhone, 'staff');
    asha = await bookingCustomer(ctx, 'Asha');
    bala = await bookingCustomer(ctx, 'Bala');
    productId = await addProduct(ctx.database.db, 1500);
    ashaOrders = [await bookedOrder(ctx, asha, productId, 3)];
    ashaOrders.push(await bookedOrder(ctx, asha, productId, 5));
    balaOrder = await bookedOrder(ctx, bala, productId, 4);
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  const sendAs = async (token: string | null, fields: Partial<Record<string, string>> = {}) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports/error',
      remoteAddress: freshIp(),
      ...(token && { headers: bearer(token) }),
      payload: { ...report, ...fields },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ referenceId: string }>().referenceId;
  };
  const read = (url: string, token: string | null = staffToken) =>
    ctx.app.inject({ method: 'GET', url, ...(token && { headers: bearer(token) }) });

  describe('GET /api/reports/:referenceId/orders', () => {
    test("staff get the sender's orders, newest first, with reference, dates, product, status and amount", async () => {
      const referenceId = await sendAs(asha.token);
      const res = await read(`/api/reports/${referenceId}/orders`);
      expect(res.statusCode).toBe(200);
      const body = res.json<{
        customer: { userId: string; maskedPhone: string };
        orders: SupportOrder[];
      }>();
      expect(body.customer).toEqual({ userId: asha.userId, maskedPhone: masked(asha.phone) });
      // Bala's order is not Asha's.
      expect(body.orders.map((order) => order.orderId)).toEqual([...ashaOrders].reverse());
      const newest = await orderOf(ctx, asha, ashaOrders[1]!);
      expect(body.orders[0]).toEqual({
        orderId: ashaOrders[1],
        placedAt: newest.createdAt,
        celebrationDate: dayAhead(5),
        productName: newest.product.name,
        bookingStatus: 'Order Placed',
        paymentStatus: 'pending',
        amount: newest.priceDetail.finalPrice,
      });
      expect(newest.priceDetail.finalPrice).toBeGreaterThan(0);
      // What a call with the customer needs, not where they live or how they paid.
      expect(res.body).not.toContain('Hiranandani');
      expect(res.body).not.toContain(asha.phone);
    });

    test("a visitor's report has no customer and no orders", async () => {
      const referenceId = await sendAs(null);
      const res = await read(`/api/reports/${referenceId}/orders`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isSuccess: true, customer: null, orders: [] });
    });

    test('an unknown report is a 404, a malformed reference a 400', async () => {
      const unknown = await read('/api/reports/ZZZZZZZZ/orders');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(REPORT_NOT_FOUND);
      expect((await read('/api/reports/no-way/orders')).statusCode).toBe(400);
    });

    test('a customer gets a 403, even for their own report, and a visitor a 401', async () => {
      const referenceId = await sendAs(asha.token);
      const asCustomer = await read(`/api/reports/${referenceId}/orders`, asha.token);
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().message).toBe(STAFF_ONLY);
      expect(asCustomer.body).not.toContain(ashaOrders[0]);
      expect((await read(`/api/reports/${referenceId}/orders`, null)).statusCode).toBe(401);
    });
  });

  describe('GET /api/reports?orderId=', () => {
    test('finds the reports its customer sent and the ones that mention it, and shows the order', async () => {
      const [older, newer] = ashaOrders as [string, string];
      const fromAsha = await sendAs(asha.token);
      const visitorNote = await sendAs(null, { note: `My order ${older} shows the wrong date` });
      const fromOrderPage = await sendAs(bala.token, {
        errorFromUrl: `http://localhost:3002/orders/${older}`,
      });
      const inTrace = await sendAs(null, {
        trace: JSON.stringify({ payload: `[{"type":"orders/opened","id":"${older}"}]` }),
      });
      await sendAs(null, { note: `Order ${newer} was fine` });
      await sendAs(bala.token);

      const res = await read(`/api/reports?orderId=${older}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<{
        reports: { referenceId: string }[];
        total: number;
        order: SupportOrder & { customer: { userId: string; maskedPhone: string } };
      }>();
      const found = body.reports.map((found) => found.referenceId);
      expect(found).toEqual(
        expect.arrayContaining([fromAsha, visitorNote, fromOrderPage, inTrace]),
      );
      // Bala's other report and the note about the other order are not about this one.
      expect(found).toHaveLength(body.total);
      const ashaReports = (
        await read(`/api/reports?phone=${asha.phone}`).then((r) =>
          r.json<{ reports: { referenceId: string }[] }>(),
        )
      ).reports.map((r) => r.referenceId);
      expect(body.total).toBe(ashaReports.length + 3);
      expect(body.order).toMatchObject({
        orderId: older,
        productName: (await orderOf(ctx, asha, older)).product.name,
        bookingStatus: 'Order Placed',
        customer: { userId: asha.userId, maskedPhone: masked(asha.phone) },
      });
      expect(res.body).not.toContain(asha.phone);
    });

    test('an order nobody placed has no order and finds only reports that mention it', async () => {
      const mentioned = await sendAs(null, { note: 'Order EQQQQQQ2 never arrived' });
      const res = await read('/api/reports?orderId=EQQQQQQ2');
      expect(res.statusCode).toBe(200);
      const body = res.json<{ reports: { referenceId: string }[]; order?: unknown }>();
      expect(body.reports.map((found) => found.referenceId)).toEqual([mentioned]);
      expect(body).not.toHaveProperty('order');
    });

    test('a customer gets a 403 and learns nothing of the order', async () => {
      const res = await read(`/api/reports?orderId=${balaOrder}`, asha.token);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(balaOrder);
    });
  });
});
