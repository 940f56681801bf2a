import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contract } from '../../../src/shared/contract';
import { checkoutSignature, webhookSignature } from '../../../src/server/adapters/payment/razorpay';
import { databaseKinds } from '../support/databases';
import type { TestContext } from '../support/testApp';
import {
  SETUP_TIMEOUT,
  addProduct,
  cartInput,
  customer,
  orderOf,
  putCart,
  send,
  setCapacity,
  startBookingApp,
  type Customer,
} from './support';

jest.setTimeout(120_000);

const KEY_ID = 'rzp_test_booking';
const KEY_SECRET = 'razorpay-key-secret-for-tests';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-for-tests';

interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

/** Razorpay's REST API as far as the adapter uses it, on loopback. */
class FakeRazorpay {
  orders: FakeOrder[] = [];
  payments = new Map<string, Record<string, unknown>>();
  authorizations: string[] = [];
  server: Server = createServer((request, response) => {
    void this.handle(request).then(([status, body]) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });

  private async handle(request: IncomingMessage): Promise<[number, unknown]> {
    this.authorizations.push(request.headers.authorization ?? '');
    let text = '';
    for await (const chunk of request) text += String(chunk);
    if (request.method === 'POST' && request.url === '/v1/orders') {
      const body = JSON.parse(text) as Omit<FakeOrder, 'id'>;
      const order = { ...body, id: `order_${this.orders.length + 1}TEST` };
      this.orders.push(order);
      return [200, { ...order, entity: 'order', status: 'created' }];
    }
    const payment = /^\/v1\/payments\/([A-Za-z0-9_]+)/.exec(request.url ?? '');
    const found = payment && this.payments.get(payment[1] as string);
    if (request.method === 'GET' && found) return [200, found];
    return [404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } }];
  }

  /** Records a payment Razorpay would report for an order. */
  pay(orderId: string, paymentId: string, amount: number, status = 'captured') {
    this.payments.set(paymentId, {
      id: paymentId,
      entity: 'payment',
      order_id: orderId,
      amount,
      currency: 'INR',
      status,
      method: 'upi',
    });
  }

  get origin() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}

describe.each(databaseKinds)('Razorpay adapter on %s', (kind) => {
  let ctx: TestContext;
  const fake = new FakeRazorpay();
  let product: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    ctx = await startBookingApp(kind, {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_BASE: fake.origin,
    });
    product = await addProduct(ctx.database.db, 1599);
    await setCapacity(ctx, 3, 1000);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  async function startPayment(who: Customer) {
    await putCart(ctx, who, cartInput(who, product));
    const res = await send(ctx, contract.payment.initiate, {
      token: who.token,
      payload: { type: '_NEW_ORDER_PAYMENT', cartId: `${who.userId}C`, option: 'full' },
    });
    expect(res.status).toBe(200);
    const order = fake.orders.at(-1);
    if (!order) throw new Error('no Razorpay order was created');
    return { url: new URL(res.body.url), order };
  }

  const placePayment = (who: Customer, paymentId: string, orderId: string, signature: string) =>
    send(ctx, contract.payment.placePayment, {
      token: who.token,
      payload: {
        amount: 1519,
        paymentType: 'full',
        amountPending: 0,
        transactionId: paymentId,
        userId: who.userId,
        paymentMode: 'upi',
        from: 'checkout',
        moreDetails: { providerOrderId: orderId, signature },
      },
    });

  function webhook(body: string, signature: string, eventId: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    });
  }

  const capturedEvent = (orderId: string, paymentId: string, amount: number) =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', method: 'card' },
        },
      },
      created_at: 1_700_000_000,
    });

  it('creates the order server side with the amount in paise and the key pair', async () => {
    const who = await customer(ctx, 'Rzp Order');
    const { url, order } = await startPayment(who);
    expect(order).toMatchObject({ amount: 151_900, currency: 'INR' });
    expect(url.searchParams.get('razorpayOrderId')).toBe(order.id);
    expect(url.searchParams.get('key')).toBe(KEY_ID);
    expect(fake.authorizations.at(-1)).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
  });

  it('places the order for a checkout signed as Razorpay documents (order_id|payment_id)', async () => {
    const who = await customer(ctx, 'Rzp Checkout');
    const { order } = await startPayment(who);
    fake.pay(order.id, 'pay_CHECKOUT1', order.amount);
    const signature = checkoutSignature(KEY_SECRET, order.id, 'pay_CHECKOUT1');
    const res = await placePayment(who, 'pay_CHECKOUT1', order.id, signature);
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({
      provider: 'razorpay',
      amount: 1519,
      status: 'success',
    });
    const placed = await orderOf(ctx, who, res.body.payment.orderId ?? '');
    expect(placed.paymentDetails).toMatchObject({ mode: 'ONLINE', amountPaid: 1519, amountDue: 0 });
    // The same payment again (a retry, or the webhook after it) changes nothing.
    const again = await placePayment(who, 'pay_CHECKOUT1', order.id, signature);
    expect(again.body.payment._id).toBe(res.body.payment._id);
  });

  it("answers 404 to a signed checkout of another customer's order", async () => {
    const owner = await customer(ctx, 'Rzp Owner');
    const stranger = await customer(ctx, 'Rzp Stranger');
    const { order } = await startPayment(owner);
    fake.pay(order.id, 'pay_STRANGER1', order.amount);
    const signature = checkoutSignature(KEY_SECRET, order.id, 'pay_STRANGER1');
    expect((await placePayment(stranger, 'pay_STRANGER1', order.id, signature)).status).toBe(404);
    const start = await send(ctx, contract.session.start, { token: owner.token, payload: {} });
    expect(start.body.data.lastOrder).toBeNull();
  });

  it('refuses a tampered checkout signature with a 401 and places nothing', async () => {
    const who = await customer(ctx, 'Rzp Tamper');
    const { order } = await startPayment(who);
    fake.pay(order.id, 'pay_TAMPER1', order.amount);
    const signature = checkoutSignature(KEY_SECRET, order.id, 'pay_OTHER');
    const res = await placePayment(who, 'pay_TAMPER1', order.id, signature);
    expect(res.status).toBe(401);
    const start = await send(ctx, contract.session.start, { token: who.token, payload: {} });
    expect(start.body.data.lastOrder).toBeNull();
  });

  it("refuses a payment whose amount is not the order's with a 409", async () => {
    const who = await customer(ctx, 'Rzp Amount');
    const { order } = await startPayment(who);
    fake.pay(order.id, 'pay_SHORT1', 100);
    const signature = checkoutSignature(KEY_SECRET, order.id, 'pay_SHORT1');
    expect((await placePayment(who, 'pay_SHORT1', order.id, signature)).status).toBe(409);
  });

  it('applies a signed webhook once and drops a repeated event id', async () => {
    const who = await customer(ctx, 'Rzp Webhook');
    const { order } = await startPayment(who);
    const body = capturedEvent(order.id, 'pay_HOOK1', order.amount);
    const signature = webhookSignature(WEBHOOK_SECRET, body);
    const first = await webhook(body, signature, 'evt_1');
    expect(first.statusCode).toBe(200);
    const start = await send(ctx, contract.session.start, { token: who.token, payload: {} });
    const placed = start.body.data.lastOrder;
    expect(placed?.paymentDetails.paymentIds).toEqual(['pay_HOOK1']);
    const repeated = await webhook(body, signature, 'evt_1');
    expect(repeated.statusCode).toBe(200);
    expect(await orderOf(ctx, who, placed?._id ?? '')).toEqual(placed);
  });

  it('refuses a webhook whose body does not match its signature with a 401', async () => {
    const who = await customer(ctx, 'Rzp Forged');
    const { order } = await startPayment(who);
    const signed = capturedEvent(order.id, 'pay_FORGED1', order.amount);
    const sent = signed.replace('pay_FORGED1', 'pay_FORGED2');
    const res = await webhook(sent, webhookSignature(WEBHOOK_SECRET, signed), 'evt_forged');
    expect(res.statusCode).toBe(401);
    const start = await send(ctx, contract.session.start, { token: who.token, payload: {} });
    expect(start.body.data.lastOrder).toBeNull();
  });

  it('answers 400 for a webhook without the signature header', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/razorpay',
      headers: { 'content-type': 'application/json' },
      payload: capturedEvent('order_x', 'pay_x', 100),
    });
    expect(res.statusCode).toBe(400);
  });
});
