import { freePorts } from '../../../src/server/bench/launcher';
import { contract, type PaymentInfos } from '../../../src/shared/contract';
import { buildSandboxServer } from '../../../src/server/adapters/payment/sandboxServer';
import { SESSION_COMPLETED } from '../../../src/server/services/payments/payments';
import { fullEngine } from '../support/databases';
import type { TestContext } from '../support/testApp';
import {
  SANDBOX_KEY,
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
  expectLedgerHoldsIn,
} from './support';

jest.setTimeout(120_000);

const WEB_ORIGIN = 'http://localhost:3002';

/** The hidden fields of the checkout form, as a browser would submit them. */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([a-z]+)" value="([^"]*)">/g)) {
    fields[match[1] as string] = match[2] as string;
  }
  return fields;
}

describe.each(fullEngine)('sandbox checkout over HTTP on %s', (kind) => {
  let ctx: TestContext;
  let sandbox: Awaited<ReturnType<typeof buildSandboxServer>>;
  let product: string;

  beforeAll(async () => {
    const [apiPort, payPort] = await freePorts(2);
    const apiOrigin = `http://127.0.0.1:${apiPort}`;
    ctx = await startBookingApp(kind, {
      API_ORIGIN: apiOrigin,
      PAY_ORIGIN: `http://127.0.0.1:${payPort}`,
      WEB_ORIGIN,
    });
    await ctx.app.listen({ port: apiPort, host: '127.0.0.1' });
    sandbox = await buildSandboxServer({ key: SANDBOX_KEY, apiOrigin, webOrigin: WEB_ORIGIN });
    await sandbox.listen({ port: payPort, host: '127.0.0.1' });
    product = await addProduct(ctx.database.db, 1599);
    await setCapacity(ctx, 3, 1000);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await sandbox.close();
    await ctx.close();
  });
  // Every test that takes a payment leaves the payment ledger whole (issue 40).
  afterEach(() => expectLedgerHoldsIn(ctx.database.db));

  async function checkout(who: Customer) {
    await putCart(ctx, who, cartInput(who, product));
    const started = await send(ctx, contract.payment.initiate, {
      token: who.token,
      payload: { type: '_NEW_ORDER_PAYMENT', cartId: `${who.userId}C`, option: 'full' },
    });
    expect(started.status).toBe(200);
    const page = await fetch(started.body.url);
    expect(page.status).toBe(200);
    return page.text();
  }

  async function submit(html: string, action: string) {
    const form = new URLSearchParams({ ...formFields(html), action });
    const answer = await fetch(new URL('/checkout/complete', sandbox.listeningOrigin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    return answer;
  }

  function returned(location: string | null) {
    const url = new URL(location ?? '');
    return {
      url,
      infos: JSON.parse(url.searchParams.get('paymentInfos') ?? '') as PaymentInfos,
    };
  }

  it('shows the amount with Pay, Leave pending and Fail, then pays and returns to the SPA', async () => {
    const who = await customer(ctx, 'Browser Payer');
    const html = await checkout(who);
    expect(html).toContain('₹1,519');
    for (const label of ['Pay', 'Leave pending', 'Fail']) expect(html).toContain(`>${label}<`);

    const answer = await submit(html, 'pay');
    expect(answer.status).toBe(303);
    const { url, infos } = returned(answer.headers.get('location'));
    expect(`${url.origin}${url.pathname}`).toBe(`${WEB_ORIGIN}/api/pay/checkout`);
    expect(infos).toEqual({
      paymentStatus: 'PAYMENT_SUCCESS',
      type: '_NEW_ORDER_PAYMENT',
      orderId: expect.stringMatching(/^E[A-Z0-9]{7}$/),
    });
    const order = await orderOf(ctx, who, infos.orderId ?? '');
    expect(order).toMatchObject({
      paymentStatus: 'completed',
      paymentDetails: { mode: 'ONLINE', amountPaid: 1519, amountDue: 0 },
    });
  });

  it('SECURITY: one payment session completes at most once: posting the completed form again changes nothing and says so', async () => {
    const who = await customer(ctx, 'Reposting Payer');
    const html = await checkout(who);
    const { infos } = returned((await submit(html, 'pay')).headers.get('location'));
    const placed = await orderOf(ctx, who, infos.orderId ?? '');
    for (const action of ['pay', 'pay', 'fail']) {
      const again = await submit(html, action);
      expect(again.status).toBe(409);
      expect(await again.text()).toContain(SESSION_COMPLETED);
    }
    expect(await orderOf(ctx, who, placed._id)).toEqual(placed);
    const wallet = await send(ctx, contract.users.getWallet, { token: who.token });
    expect(wallet.body.balances).toEqual({ reward: 0, credit: 0 });
  });

  it('pays a checkout that a newer one replaced: the return says the money is in Credit, with no order', async () => {
    const who = await customer(ctx, 'Replaced Payer');
    const older = await checkout(who);
    await checkout(who);
    const answer = await submit(older, 'pay');
    expect(answer.status).toBe(303);
    const { infos } = returned(answer.headers.get('location'));
    expect(infos).toEqual({ paymentStatus: 'PAYMENT_CREDITED', type: '_NEW_ORDER_PAYMENT' });
    const wallet = await send(ctx, contract.users.getWallet, { token: who.token });
    expect(wallet.body.balances).toEqual({ reward: 0, credit: 1519 });
  });

  it('leaves the payment pending: the order is placed as cash on delivery', async () => {
    const who = await customer(ctx, 'Pending Payer');
    const answer = await submit(await checkout(who), 'pending');
    const { infos } = returned(answer.headers.get('location'));
    expect(infos.paymentStatus).toBe('PAYMENT_PENDING');
    expect((await orderOf(ctx, who, infos.orderId ?? '')).paymentDetails.mode).toBe('COD');
  });

  it('fails the payment: no order, and the return carries none', async () => {
    const who = await customer(ctx, 'Failed Payer');
    const answer = await submit(await checkout(who), 'fail');
    const { infos } = returned(answer.headers.get('location'));
    expect(infos).toEqual({ paymentStatus: 'PAYMENT_FAILED', type: '_NEW_ORDER_PAYMENT' });
    const list = await send(ctx, contract.orders.getOrdersByQueryObject, {
      token: who.token,
      payload: { queryObject: {} },
    });
    expect(list.body.orders).toEqual([]);
  });

  it('refuses a checkout link that the API did not sign', async () => {
    const who = await customer(ctx, 'Forger');
    const html = await checkout(who);
    const fields = formFields(html);
    const forged = new URLSearchParams({ ...fields, sig: 'a'.repeat(64), action: 'pay' });
    const answer = await fetch(new URL('/checkout/complete', sandbox.listeningOrigin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: forged.toString(),
      redirect: 'manual',
    });
    expect(answer.status).toBe(400);
  });

  it('answers a malformed link or form with the invalid-link page, and takes no payment', async () => {
    const who = await customer(ctx, 'Fumbler');
    const html = await checkout(who);
    const { session } = formFields(html);
    const invalid = async (answer: Response) => {
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await answer.text()).toContain('This payment link is not valid');
    };
    // A link without its signature, and one whose signature is far too long.
    const link = (query: Record<string, string>) =>
      fetch(new URL(`/checkout?${new URLSearchParams(query)}`, sandbox.listeningOrigin));
    await invalid(await link({ session: session ?? '' }));
    await invalid(await link({ session: session ?? '', sig: 'a'.repeat(300) }));
    // A button the page does not have, and a form without a button.
    await invalid(await submit(html, 'refund'));
    const noAction = new URLSearchParams(formFields(html));
    await invalid(
      await fetch(new URL('/checkout/complete', sandbox.listeningOrigin), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: noAction.toString(),
        redirect: 'manual',
      }),
    );
    // The session is still open: the customer's real choice goes through.
    const paid = await submit(html, 'pay');
    expect(paid.status).toBe(303);
  });
});
