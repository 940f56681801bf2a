import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { contract, type PaymentInfos } from '../../../src/shared/contract';
import { paymentIntents, payments, refunds } from '../../../src/server/db/schema';
import {
  REFUND_CLAIM_MS,
  reconcileRefunds,
} from '../../../src/server/services/payments/cardRefunds';
import { onceByEventId } from '../../../src/server/services/payments/razorpayEvents';
import { LINK_CLOSED } from '../../../src/server/services/payments/razorpayLinks';
import { fullEngine } from '../support/databases';
import type { TestContext } from '../support/testApp';
import {
  API_ORIGIN,
  SETUP_TIMEOUT,
  addProduct,
  balances,
  bookedOrder,
  cancelOrder,
  cartInput,
  customer,
  orderOf,
  putCart,
  send,
  setCapacity,
  startBookingApp,
  type Customer,
  expectLedgerHoldsIn,
  walletOf,
} from './support';

jest.setTimeout(120_000);

const KEY_ID = 'rzp_test_booking';
const KEY_SECRET = 'razorpay-key-secret-for-tests';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-for-tests';
const WEB_ORIGIN = 'http://web.test';
const CALLBACK_PATH = '/api/payment/callback/razorpay';

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

interface FakePayment {
  payment_id: string;
  amount: number;
  status: string;
  method: string;
}

interface FakeLink {
  id: string;
  short_url: string;
  status: string;
  amount: number;
  amount_paid: number;
  reference_id: string;
  payments: FakePayment[] | null;
  request: Record<string, unknown>;
}

/** Razorpay's Payment Links API as far as the adapter uses it, on loopback. */
class FakeRazorpay {
  links: FakeLink[] = [];
  /** Refunds asked of POST /v1/payments/{id}/refund, with the body sent and where each stands. */
  refunds: { paymentId: string; body: Record<string, unknown>; id?: string; status?: string }[] =
    [];
  /** Every request's method and path, in order. */
  asked: string[] = [];
  /** Razorpay makes the refund but its answer is lost on the way (a timeout, a dropped link). */
  loseRefundAnswers = false;
  authorizations: string[] = [];
  server: Server = createServer((request, response) => {
    void this.handle(request).then(([status, body]) => {
      // No kept connection for a later test to find closed by this server's idle timeout.
      response.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
      response.end(JSON.stringify(body));
    });
  });

  private async handle(request: IncomingMessage): Promise<[number, unknown]> {
    this.authorizations.push(request.headers.authorization ?? '');
    this.asked.push(`${request.method} ${request.url}`);
    let text = '';
    for await (const chunk of request) text += String(chunk);
    if (request.method === 'POST' && request.url === '/v1/payment_links') {
      const body = JSON.parse(text) as Record<string, unknown>;
      const id = `plink_${this.links.length + 1}TEST`;
      const link: FakeLink = {
        id,
        short_url: `https://rzp.io/i/${id}`,
        status: 'created',
        amount: Number(body.amount),
        amount_paid: 0,
        reference_id: String(body.reference_id),
        payments: null,
        request: body,
      };
      this.links.push(link);
      return [200, this.entity(link)];
    }
    const listed = /^\/v1\/payments\/([A-Za-z0-9_]+)\/refunds(\?.*)?$/.exec(request.url ?? '');
    if (request.method === 'GET' && listed?.[1]) {
      const items = this.refunds
        .filter((each) => each.paymentId === listed[1])
        .map((each) => this.refundEntity(each));
      return [200, { entity: 'collection', count: items.length, items }];
    }
    const one = /^\/v1\/payments\/([A-Za-z0-9_]+)\/refunds\/([A-Za-z0-9_]+)$/.exec(
      request.url ?? '',
    );
    const kept =
      one && this.refunds.find((each) => each.paymentId === one[1] && each.id === one[2]);
    if (request.method === 'GET' && kept) return [200, this.refundEntity(kept)];
    const refund = /^\/v1\/payments\/([A-Za-z0-9_]+)\/refund$/.exec(request.url ?? '');
    if (request.method === 'POST' && refund?.[1]) {
      const body = JSON.parse(text) as Record<string, unknown>;
      const id = `rfnd_${this.refunds.length + 1}TEST`;
      this.refunds.push({ paymentId: refund[1], body, id });
      if (this.loseRefundAnswers) {
        return [500, { error: { code: 'SERVER_ERROR', description: 'gateway timeout' } }];
      }
      return [
        200,
        { id, entity: 'refund', amount: body.amount, payment_id: refund[1], status: 'pending' },
      ];
    }
    const cancelled = /^\/v1\/payment_links\/([A-Za-z0-9_]+)\/cancel$/.exec(request.url ?? '');
    const toCancel = cancelled && this.links.find((each) => each.id === cancelled[1]);
    if (request.method === 'POST' && toCancel) {
      // Razorpay cancels only a link nobody paid.
      if (toCancel.status === 'paid') {
        return [400, { error: { code: 'BAD_REQUEST_ERROR', description: 'already paid' } }];
      }
      toCancel.status = 'cancelled';
      return [200, this.entity(toCancel)];
    }
    const fetched = /^\/v1\/payment_links\/([A-Za-z0-9_]+)$/.exec(request.url ?? '');
    const link = fetched && this.links.find((each) => each.id === fetched[1]);
    if (request.method === 'GET' && link) return [200, this.entity(link)];
    return [404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } }];
  }

  private refundEntity(refund: FakeRazorpay['refunds'][number]) {
    return {
      id: refund.id,
      entity: 'refund',
      amount: refund.body.amount,
      receipt: refund.body.receipt ?? null,
      payment_id: refund.paymentId,
      status: refund.status ?? 'pending',
    };
  }

  private entity({ request, ...link }: FakeLink) {
    return { ...request, ...link, entity: 'payment_link', currency: 'INR' };
  }

  link(id: string): FakeLink {
    const found = this.links.find((each) => each.id === id);
    if (!found) throw new Error(`no link ${id}`);
    return found;
  }

  /** The customer pays the link on Razorpay's page (an amount other than the link's, if given). */
  pay(id: string, paymentId: string, amount = this.link(id).amount) {
    const link = this.link(id);
    link.status = 'paid';
    link.amount_paid = amount;
    link.payments = [{ payment_id: paymentId, amount, status: 'captured', method: 'upi' }];
  }

  get origin() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}

describe.each(fullEngine)('Razorpay Payment Links on %s', (kind) => {
  let ctx: TestContext;
  const fake = new FakeRazorpay();
  let product: string;
  // The app's clock, moved forward past a refund's claim.
  const clock = { shiftMs: 0 };

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    ctx = await startBookingApp(
      kind,
      {
        WEB_ORIGIN,
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_BASE: fake.origin,
      },
      { clock: () => new Date(Date.now() + clock.shiftMs) },
    );
    product = await addProduct(ctx.database.db, 1599);
    await setCapacity(ctx, 3, 1000);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });
  // Every test that takes a payment leaves the payment ledger whole (issue 40).
  afterEach(() => expectLedgerHoldsIn(ctx.database.db));

  async function startPayment(who: Customer, payload?: Record<string, unknown>) {
    if (!payload) await putCart(ctx, who, cartInput(who, product));
    const res = await send(ctx, contract.payment.initiate, {
      token: who.token,
      payload: payload ?? { type: '_NEW_ORDER_PAYMENT', cartId: `${who.userId}C`, option: 'full' },
    });
    expect(res.status).toBe(200);
    const link = fake.links.at(-1);
    if (!link) throw new Error('no payment link was created');
    return { url: res.body.url, link };
  }

  interface Callback {
    razorpay_payment_id: string;
    razorpay_payment_link_id: string;
    razorpay_payment_link_reference_id: string;
    razorpay_payment_link_status: string;
    razorpay_signature: string;
  }

  /** The query Razorpay appends to the callback URL, signed as its documentation says. */
  function signedCallback(link: FakeLink, paymentId: string, overrides: Partial<Callback> = {}) {
    const fields = {
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: link.status,
      ...overrides,
    };
    const signature = hmac(
      KEY_SECRET,
      [
        fields.razorpay_payment_link_id,
        fields.razorpay_payment_link_reference_id,
        fields.razorpay_payment_link_status,
        fields.razorpay_payment_id,
      ].join('|'),
    );
    return { ...fields, razorpay_signature: signature, ...overrides };
  }

  const returnTo = (query: Callback) =>
    ctx.app.inject({ method: 'GET', url: `${CALLBACK_PATH}?${new URLSearchParams({ ...query })}` });

  /** Where the browser was sent, and the paymentInfos it carries. */
  function redirected(res: { statusCode: number; headers: Record<string, unknown> }) {
    expect(res.statusCode).toBe(303);
    const target = new URL(String(res.headers.location));
    return {
      path: `${target.origin}${target.pathname}`,
      infos: JSON.parse(target.searchParams.get('paymentInfos') ?? 'null') as PaymentInfos,
    };
  }

  const paymentRows = (linkId: string) =>
    ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, linkId));

  const lastOrder = async (who: Customer) =>
    (await send(ctx, contract.session.start, { token: who.token, payload: {} })).body.data
      .lastOrder;

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

  const linkPaidEvent = (link: FakeLink, paymentId: string, amount: number) =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event: 'payment_link.paid',
      contains: ['payment_link', 'order', 'payment'],
      payload: {
        payment_link: {
          entity: { id: link.id, reference_id: link.reference_id, amount, status: 'paid' },
        },
        payment: {
          entity: { id: paymentId, amount, currency: 'INR', method: 'card', status: 'captured' },
        },
      },
      created_at: 1_700_000_000,
    });

  it("creates a Payment Link for the server's amount, referenced to our intent, returning to the API", async () => {
    const who = await customer(ctx, 'Rzp Link');
    await putCart(ctx, who, cartInput(who, product));
    const withAmount = await send(ctx, contract.payment.initiate, {
      token: who.token,
      payload: { type: '_NEW_ORDER_PAYMENT', cartId: `${who.userId}C`, option: 'full', amount: 1 },
    });
    expect(withAmount.status).toBe(400);
    const created = fake.links.length;
    const { url, link } = await startPayment(who);
    expect(fake.links).toHaveLength(created + 1);
    const [intent] = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerOrderId, link.id));
    expect(intent).toMatchObject({
      provider: 'razorpay',
      amountPaise: 151_900,
      userId: who.userId,
    });
    expect(link.request).toMatchObject({
      amount: 151_900,
      currency: 'INR',
      accept_partial: false,
      reference_id: intent?.id,
      callback_url: `${API_ORIGIN}${CALLBACK_PATH}`,
      callback_method: 'get',
    });
    expect(url).toBe(link.short_url);
    expect(fake.authorizations.at(-1)).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
  });

  it('places the order once for a signed paid callback and sends the browser to the SPA', async () => {
    const who = await customer(ctx, 'Rzp Paid');
    const { link } = await startPayment(who);
    fake.pay(link.id, 'pay_PAID1');
    const query = signedCallback(link, 'pay_PAID1');
    // The test signs independently; the SDK's own helper must agree with it.
    expect(
      validatePaymentVerification(
        {
          payment_link_id: query.razorpay_payment_link_id,
          payment_id: query.razorpay_payment_id,
          payment_link_reference_id: query.razorpay_payment_link_reference_id,
          payment_link_status: query.razorpay_payment_link_status,
        },
        query.razorpay_signature,
        KEY_SECRET,
      ),
    ).toBe(true);
    const first = redirected(await returnTo(query));
    expect(first.path).toBe(`${WEB_ORIGIN}/api/pay/checkout`);
    expect(first.infos).toMatchObject({
      paymentStatus: 'PAYMENT_SUCCESS',
      type: '_NEW_ORDER_PAYMENT',
    });
    const placed = await orderOf(ctx, who, first.infos.orderId ?? '');
    expect(placed.paymentDetails).toMatchObject({
      mode: 'ONLINE',
      amountPaid: 1519,
      amountDue: 0,
      paymentIds: ['pay_PAID1'],
    });
    const wallet = await balances(ctx, who);
    // A replayed return (reload, back button) answers the same and credits nothing again.
    const again = redirected(await returnTo(query));
    expect(again).toEqual(first);
    expect(await orderOf(ctx, who, placed._id)).toEqual(placed);
    expect(await balances(ctx, who)).toEqual(wallet);
    expect(await paymentRows(link.id)).toHaveLength(1);
  });

  it('refuses a tampered signature with a 401 and writes nothing', async () => {
    const who = await customer(ctx, 'Rzp Tamper');
    const { link } = await startPayment(who);
    fake.pay(link.id, 'pay_TAMPER1');
    const signed = signedCallback(link, 'pay_TAMPER1');
    const flipped = signed.razorpay_signature.startsWith('0') ? '1' : '0';
    const res = await returnTo({
      ...signed,
      razorpay_signature: `${flipped}${signed.razorpay_signature.slice(1)}`,
    });
    expect(res.statusCode).toBe(401);
    const swapped = await returnTo({ ...signed, razorpay_payment_id: 'pay_OTHER1' });
    expect(swapped.statusCode).toBe(401);
    expect(await paymentRows(link.id)).toEqual([]);
    expect(await lastOrder(who)).toBeNull();
  });

  it("refuses a signed callback carrying another order's reference and writes nothing", async () => {
    const first = await customer(ctx, 'Rzp Ref One');
    const second = await customer(ctx, 'Rzp Ref Two');
    const { link: mine } = await startPayment(first);
    const { link: theirs } = await startPayment(second);
    fake.pay(mine.id, 'pay_REF1');
    const res = await returnTo(
      signedCallback(mine, 'pay_REF1', {
        razorpay_payment_link_reference_id: theirs.reference_id,
      }),
    );
    expect(res.statusCode).toBe(404);
    expect(await paymentRows(mine.id)).toEqual([]);
    expect(await paymentRows(theirs.id)).toEqual([]);
    expect(await lastOrder(first)).toBeNull();
    expect(await lastOrder(second)).toBeNull();
  });

  it('refuses a payment whose amount is not the intent’s with a 409 and writes nothing', async () => {
    const who = await customer(ctx, 'Rzp Amount');
    const { link } = await startPayment(who);
    fake.pay(link.id, 'pay_SHORT1', 100);
    const res = await returnTo(signedCallback(link, 'pay_SHORT1'));
    expect(res.statusCode).toBe(409);
    expect(await paymentRows(link.id)).toEqual([]);
    expect(await lastOrder(who)).toBeNull();
  });

  it('sends a cancelled new-order link back to checkout as failed, placing and recording nothing', async () => {
    const who = await customer(ctx, 'Rzp Cancelled');
    const { link } = await startPayment(who);
    link.status = 'cancelled';
    const { path, infos } = redirected(await returnTo(signedCallback(link, 'pay_CANCEL1')));
    expect(path).toBe(`${WEB_ORIGIN}/api/pay/checkout`);
    expect(infos).toEqual({ paymentStatus: 'PAYMENT_FAILED', type: '_NEW_ORDER_PAYMENT' });
    expect(await lastOrder(who)).toBeNull();
    expect(await paymentRows(link.id)).toEqual([]);
  });

  it("sends an expired balance link back to the order as failed, leaving what's due", async () => {
    const who = await customer(ctx, 'Rzp Expired');
    const orderId = await bookedOrder(ctx, who, product);
    const before = await orderOf(ctx, who, orderId);
    const { link } = await startPayment(who, { type: '_OLD_ORDER_PAYMENT', orderId });
    link.status = 'expired';
    const { path, infos } = redirected(await returnTo(signedCallback(link, 'pay_EXPIRED1')));
    expect(path).toBe(`${WEB_ORIGIN}/api/pay/orderDetail`);
    expect(infos).toEqual({ paymentStatus: 'PAYMENT_FAILED', type: '_OLD_ORDER_PAYMENT', orderId });
    expect(await orderOf(ctx, who, orderId)).toEqual(before);
  });

  it('pays the balance of an order through a link', async () => {
    const who = await customer(ctx, 'Rzp Balance');
    const orderId = await bookedOrder(ctx, who, product);
    const { link } = await startPayment(who, { type: '_OLD_ORDER_PAYMENT', orderId });
    fake.pay(link.id, 'pay_BALANCE1');
    const { path, infos } = redirected(await returnTo(signedCallback(link, 'pay_BALANCE1')));
    expect(path).toBe(`${WEB_ORIGIN}/api/pay/orderDetail`);
    expect(infos).toEqual({
      paymentStatus: 'PAYMENT_SUCCESS',
      type: '_OLD_ORDER_PAYMENT',
      orderId,
    });
    expect(await orderOf(ctx, who, orderId)).toMatchObject({
      paymentStatus: 'completed',
      paymentDetails: { amountDue: 0, paymentIds: ['pay_BALANCE1'] },
    });
  });

  it('answers pending for a link Razorpay has not settled, writing nothing', async () => {
    const who = await customer(ctx, 'Rzp Pending');
    const { link } = await startPayment(who);
    const { infos } = redirected(await returnTo(signedCallback(link, 'pay_PENDING1')));
    expect(infos).toEqual({ paymentStatus: 'PAYMENT_PENDING', type: '_NEW_ORDER_PAYMENT' });
    expect(await paymentRows(link.id)).toEqual([]);
    expect(await lastOrder(who)).toBeNull();
  });

  it('applies a signed payment_link.paid webhook once, and the callback after it changes nothing', async () => {
    const who = await customer(ctx, 'Rzp Webhook');
    const { link } = await startPayment(who);
    fake.pay(link.id, 'pay_HOOK1');
    const body = linkPaidEvent(link, 'pay_HOOK1', link.amount);
    const signature = hmac(WEBHOOK_SECRET, body);
    expect((await webhook(body, signature, 'evt_link_1')).statusCode).toBe(200);
    const placed = await lastOrder(who);
    expect(placed?.paymentDetails).toMatchObject({ amountPaid: 1519, paymentIds: ['pay_HOOK1'] });
    expect((await webhook(body, signature, 'evt_link_1')).statusCode).toBe(200);
    // A redelivery under a new event id still carries the same payment id.
    expect((await webhook(body, signature, 'evt_link_2')).statusCode).toBe(200);
    const { infos } = redirected(await returnTo(signedCallback(link, 'pay_HOOK1')));
    expect(infos).toEqual({
      paymentStatus: 'PAYMENT_SUCCESS',
      type: '_NEW_ORDER_PAYMENT',
      orderId: placed?._id,
    });
    expect(await orderOf(ctx, who, placed?._id ?? '')).toEqual(placed);
    expect(await paymentRows(link.id)).toHaveLength(1);
  });

  it('ignores the webhook after the callback applied the payment', async () => {
    const who = await customer(ctx, 'Rzp Callback First');
    const { link } = await startPayment(who);
    fake.pay(link.id, 'pay_FIRST1');
    const { infos } = redirected(await returnTo(signedCallback(link, 'pay_FIRST1')));
    const placed = await orderOf(ctx, who, infos.orderId ?? '');
    const body = linkPaidEvent(link, 'pay_FIRST1', link.amount);
    expect((await webhook(body, hmac(WEBHOOK_SECRET, body), 'evt_after')).statusCode).toBe(200);
    expect(await orderOf(ctx, who, placed._id)).toEqual(placed);
    expect(await paymentRows(link.id)).toHaveLength(1);
  });

  it('an event whose handling broke is applied when Razorpay delivers it again, not dropped as seen', async () => {
    const broke = onceByEventId(ctx.database.db, 'razorpay', 'evt_broke_once', () =>
      Promise.reject(new Error('database went away')),
    );
    await expect(broke).rejects.toThrow('database went away');
    const handled: string[] = [];
    const again = () =>
      onceByEventId(ctx.database.db, 'razorpay', 'evt_broke_once', async () => {
        handled.push('evt_broke_once');
      });
    await again();
    await again();
    expect(handled).toEqual(['evt_broke_once']);
  });

  it('refuses a webhook whose body does not match its signature with a 401', async () => {
    const who = await customer(ctx, 'Rzp Forged');
    const { link } = await startPayment(who);
    const signed = linkPaidEvent(link, 'pay_FORGED1', link.amount);
    const sent = signed.replace('pay_FORGED1', 'pay_FORGED2');
    const res = await webhook(sent, hmac(WEBHOOK_SECRET, signed), 'evt_forged');
    expect(res.statusCode).toBe(401);
    expect(await lastOrder(who)).toBeNull();
  });

  it('answers 400 for a webhook without the signature header', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/razorpay',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ entity: 'event', event: 'x', contains: [], payload: {} }),
    });
    expect(res.statusCode).toBe(400);
  });

  it('SECURITY: a gateway failure never marks an order paid: placepayment on a cancelled or expired link answers 409 and records nothing under the id sent', async () => {
    const who = await customer(ctx, 'Rzp Closed Link');
    const orderId = await bookedOrder(ctx, who, product);
    const before = await orderOf(ctx, who, orderId);
    for (const status of ['cancelled', 'expired']) {
      const { link } = await startPayment(who, { type: '_OLD_ORDER_PAYMENT', orderId });
      link.status = status;
      const res = await send(ctx, contract.payment.placePayment, {
        token: who.token,
        payload: {
          amount: 1,
          paymentType: 'full',
          amountPending: 0,
          transactionId: `pay_ANY${status}`,
          userId: who.userId,
          paymentMode: 'upi',
          from: 'orderDetail',
          moreDetails: { providerOrderId: link.id },
        },
      });
      expect([res.status, res.message]).toEqual([409, LINK_CLOSED]);
      expect(await paymentRows(link.id)).toEqual([]);
    }
    expect(await orderOf(ctx, who, orderId)).toEqual(before);
  });

  it('SECURITY: an order has at most one open payment: a superseded balance link paid anyway returns its money to Credit with a history entry', async () => {
    const who = await customer(ctx, 'Rzp Two Links');
    const orderId = await bookedOrder(ctx, who, product);
    const first = (await startPayment(who, { type: '_OLD_ORDER_PAYMENT', orderId })).link;
    const second = (await startPayment(who, { type: '_OLD_ORDER_PAYMENT', orderId })).link;
    fake.pay(first.id, 'pay_OLDLINK1');
    fake.pay(second.id, 'pay_NEWLINK1');
    const [older, newer] = await Promise.all([
      returnTo(signedCallback(first, 'pay_OLDLINK1')),
      returnTo(signedCallback(second, 'pay_NEWLINK1')),
    ]);
    // The older link's money went to Credit, and its return says so.
    expect(redirected(older).infos).toEqual({
      paymentStatus: 'PAYMENT_CREDITED',
      type: '_OLD_ORDER_PAYMENT',
      orderId,
    });
    expect(redirected(newer).infos.paymentStatus).toBe('PAYMENT_SUCCESS');
    expect(await orderOf(ctx, who, orderId)).toMatchObject({
      paymentStatus: 'completed',
      paymentDetails: { amountPaid: 1519, amountDue: 0, paymentIds: ['pay_NEWLINK1'] },
      priceDetail: { prepaidDiscount: 80 },
    });
    const wallet = await walletOf(ctx, who);
    expect(wallet.balances).toEqual({ reward: 0, credit: 1519 });
    expect(wallet.ledger).toEqual([
      expect.objectContaining({ amount: 1519, reason: 'refund', orderId }),
    ]);
  });

  it('a second checkout of a cart, or a change to the cart or its address, cancels the open link at Razorpay', async () => {
    const who = await customer(ctx, 'Rzp Changing Mind');
    const first = (await startPayment(who)).link;
    const second = (
      await startPayment(who, {
        type: '_NEW_ORDER_PAYMENT',
        cartId: `${who.userId}C`,
        option: 'full',
      })
    ).link;
    expect(fake.link(first.id).status).toBe('cancelled');
    expect(fake.link(second.id).status).toBe('created');
    await putCart(ctx, who, cartInput(who, product, { santaTip: 20 }));
    expect(fake.link(second.id).status).toBe('cancelled');
    const third = (
      await startPayment(who, {
        type: '_NEW_ORDER_PAYMENT',
        cartId: `${who.userId}C`,
        option: 'full',
      })
    ).link;
    const edited = await send(ctx, contract.address.updateAddressBq, {
      token: who.token,
      payload: { queryObj: { _id: who.addressId }, updateObj: { address2: 'Near the lake' } },
    });
    expect(edited.status).toBe(200);
    expect(fake.link(third.id).status).toBe('cancelled');
  });

  it('records through placepayment only what Razorpay confirms, for the link’s owner', async () => {
    const owner = await customer(ctx, 'Rzp Owner');
    const stranger = await customer(ctx, 'Rzp Stranger');
    const { link } = await startPayment(owner);
    const report = (who: Customer, paymentId: string) =>
      send(ctx, contract.payment.placePayment, {
        token: who.token,
        payload: {
          amount: 1,
          paymentType: 'full',
          amountPending: 0,
          transactionId: paymentId,
          userId: who.userId,
          paymentMode: 'upi',
          from: 'checkout',
          moreDetails: { providerOrderId: link.id },
        },
      });
    expect((await report(owner, 'pay_EARLY1')).status).toBe(409);
    fake.pay(link.id, 'pay_OWNER1');
    expect((await report(stranger, 'pay_OWNER1')).status).toBe(404);
    expect((await report(owner, 'pay_NOTTHIS1')).status).toBe(409);
    expect(await paymentRows(link.id)).toEqual([]);
    const res = await report(owner, 'pay_OWNER1');
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({
      provider: 'razorpay',
      amount: 1519,
      status: 'success',
    });
    expect((await report(owner, 'pay_OWNER1')).body.payment._id).toBe(res.body.payment._id);
  });

  describe('a cancel refunded to the original method', () => {
    async function paidOrder(who: Customer, paymentId: string) {
      const { link } = await startPayment(who);
      fake.pay(link.id, paymentId);
      const infos = redirected(await returnTo(signedCallback(link, paymentId))).infos;
      return infos.orderId ?? '';
    }

    const refundRows = (orderId: string) =>
      ctx.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

    const cancel = (who: Customer, orderId: string) => cancelOrder(ctx, who, orderId, 'original');

    /** A refund Razorpay failed: its money in the customer's Credit, and the order says so. */
    async function expectFailedToCredit(who: Customer, orderId: string) {
      expect(await refundRows(orderId)).toMatchObject([{ status: 'failed' }]);
      expect((await balances(ctx, who)).credit).toBe(1519);
      expect((await orderOf(ctx, who, orderId)).paymentDetails.refund).toMatchObject({
        toCredit: 1519,
        toOriginal: 0,
        originalStatus: 'failed',
      });
    }

    it("asks Razorpay's refund API for the amount in paise, with the key's basic auth and the refund's receipt", async () => {
      const who = await customer(ctx, 'Rzp Refund');
      const orderId = await paidOrder(who, 'pay_REFUND1');
      const res = await cancel(who, orderId);
      expect(res.status).toBe(200);
      expect(res.body.order.bookingStatus).toBe('Order Cancelled');
      const [row] = await refundRows(orderId);
      expect(fake.refunds).toEqual([
        {
          paymentId: 'pay_REFUND1',
          body: expect.objectContaining({ amount: 151_900, receipt: row?.id }) as unknown,
          id: 'rfnd_1TEST',
        },
      ]);
      expect(row).toMatchObject({ status: 'pending', providerRefundId: 'rfnd_1TEST' });
      expect(fake.authorizations.at(-1)).toBe(
        `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
      );
      expect((await balances(ctx, who)).credit).toBe(0);
    });

    it('a refund Razorpay made whose answer was lost is found by its receipt, not made again', async () => {
      const who = await customer(ctx, 'Rzp Again');
      const orderId = await paidOrder(who, 'pay_REFUND3');
      const before = fake.refunds.length;
      fake.loseRefundAnswers = true;
      try {
        expect((await cancel(who, orderId)).status).toBe(200);
      } finally {
        fake.loseRefundAnswers = false;
      }
      expect(fake.refunds).toHaveLength(before + 1);
      const [row] = await refundRows(orderId);
      expect(row).toMatchObject({ status: 'requested', providerRefundId: null });
      expect(fake.refunds.at(-1)?.body).toMatchObject({ amount: 151_900, receipt: row?.id });
      // The reconciliation job asks again once the first claim is stale: Razorpay has it.
      clock.shiftMs = REFUND_CLAIM_MS + 1000;
      try {
        expect(await reconcileRefunds(ctx.app.booking, 0)).toBe(1);
      } finally {
        clock.shiftMs = 0;
      }
      expect(fake.refunds).toHaveLength(before + 1);
      expect(await refundRows(orderId)).toMatchObject([
        { status: 'pending', providerRefundId: fake.refunds.at(-1)?.id },
      ]);
      expect((await balances(ctx, who)).credit).toBe(0);
    });

    const refundEvent = (event: string, refund: { id?: string }, receipt: string) =>
      JSON.stringify({
        entity: 'event',
        event,
        contains: ['refund'],
        payload: {
          refund: {
            entity: { id: refund.id, entity: 'refund', amount: 151_900, receipt, status: 'x' },
          },
        },
        created_at: 1_700_000_000,
      });

    it('refund.processed and refund.failed webhooks move the refund on, each event once', async () => {
      const done = await customer(ctx, 'Rzp Processed');
      const doneOrder = await paidOrder(done, 'pay_REFUND4');
      expect((await cancel(done, doneOrder)).status).toBe(200);
      const [doneRow] = await refundRows(doneOrder);
      const processed = refundEvent(
        'refund.processed',
        fake.refunds.at(-1) ?? {},
        doneRow?.id ?? '',
      );
      expect(
        (await webhook(processed, hmac(WEBHOOK_SECRET, processed), 'evt_rf_1')).statusCode,
      ).toBe(200);
      expect(await refundRows(doneOrder)).toMatchObject([{ status: 'processed' }]);
      expect((await orderOf(ctx, done, doneOrder)).paymentDetails.refund?.originalStatus).toBe(
        'processed',
      );

      const bounced = await customer(ctx, 'Rzp Bounced');
      const bouncedOrder = await paidOrder(bounced, 'pay_REFUND5');
      expect((await cancel(bounced, bouncedOrder)).status).toBe(200);
      const [bouncedRow] = await refundRows(bouncedOrder);
      const failed = refundEvent('refund.failed', fake.refunds.at(-1) ?? {}, bouncedRow?.id ?? '');
      const forged = await webhook(failed, hmac('not-the-secret', failed), 'evt_rf_forged');
      expect(forged.statusCode).toBe(401);
      expect((await balances(ctx, bounced)).credit).toBe(0);
      for (const eventId of ['evt_rf_2', 'evt_rf_2', 'evt_rf_3']) {
        expect((await webhook(failed, hmac(WEBHOOK_SECRET, failed), eventId)).statusCode).toBe(200);
      }
      await expectFailedToCredit(bounced, bouncedOrder);
    });

    it('a refund whose webhook never came is looked up at Razorpay by the reconciliation job, and its answer recorded', async () => {
      const done = await customer(ctx, 'Rzp Quiet Processed');
      const doneOrder = await paidOrder(done, 'pay_REFUND6');
      expect((await cancel(done, doneOrder)).status).toBe(200);
      const doneRefund = fake.refunds.at(-1);
      const bounced = await customer(ctx, 'Rzp Quiet Failed');
      const bouncedOrder = await paidOrder(bounced, 'pay_REFUND7');
      expect((await cancel(bounced, bouncedOrder)).status).toBe(200);
      const bouncedRefund = fake.refunds.at(-1);
      if (!doneRefund || !bouncedRefund) throw new Error('Razorpay was not asked for the refunds');
      // Razorpay settles both, and neither webhook arrives.
      doneRefund.status = 'processed';
      bouncedRefund.status = 'failed';
      clock.shiftMs = REFUND_CLAIM_MS + 1000;
      try {
        await reconcileRefunds(ctx.app.booking, 0);
      } finally {
        clock.shiftMs = 0;
      }
      expect(fake.asked).toEqual(
        expect.arrayContaining([
          `GET /v1/payments/pay_REFUND6/refunds/${doneRefund.id}`,
          `GET /v1/payments/pay_REFUND7/refunds/${bouncedRefund.id}`,
        ]),
      );
      expect(await refundRows(doneOrder)).toMatchObject([{ status: 'processed' }]);
      expect((await orderOf(ctx, done, doneOrder)).paymentDetails.refund?.originalStatus).toBe(
        'processed',
      );
      expect((await balances(ctx, done)).credit).toBe(0);
      await expectFailedToCredit(bounced, bouncedOrder);
    });
  });

  describe("the adapter's refund status: GET /v1/payments/{payment id}/refunds/{refund id}", () => {
    const lookUp = (providerRefundId: string) =>
      ctx.app.booking.payments.refundStatus({ providerPaymentId: 'pay_STATUS', providerRefundId });

    it.each(['pending', 'processed', 'failed'])(
      "reads Razorpay's %s as the same status, asking with the key's basic auth",
      async (status) => {
        const id = `rfnd_STATUS_${status}`;
        fake.refunds.push({ paymentId: 'pay_STATUS', body: { amount: 100 }, id, status });
        await expect(lookUp(id)).resolves.toBe(status);
        expect(fake.asked.at(-1)).toBe(`GET /v1/payments/pay_STATUS/refunds/${id}`);
        expect(fake.authorizations.at(-1)).toBe(
          `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
        );
      },
    );

    it('is no answer when Razorpay reports a status it does not define, or does not know the refund', async () => {
      const id = 'rfnd_STATUS_odd';
      fake.refunds.push({ paymentId: 'pay_STATUS', body: { amount: 100 }, id, status: 'reversed' });
      await expect(lookUp(id)).rejects.toThrow('reversed');
      // The SDK rejects with Razorpay's answer (not an Error), which the job logs.
      await expect(lookUp('rfnd_STATUS_unknown')).rejects.toMatchObject({ statusCode: 404 });
    });
  });
});
