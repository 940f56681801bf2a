import moment from 'moment';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_HUB_ID, IST_OFFSET_MINUTES } from '../../../src/shared/domain';
import {
  localities,
  offers,
  orders,
  productHubPrices,
  products,
  timeSlots,
} from '../../../src/server/db/schema';
import { hubPriceRows, seedCatalogue } from '../../../src/server/db/seed';
import type { Db } from '../../../src/server/db/client';
import {
  checkPaymentLedger,
  type LedgerQuery,
} from '../../../src/server/services/payments/ledgerCheck';
import { decodeSession } from '../../../src/server/adapters/payment/sandbox';
import { hmacHex, sandboxKey } from '../../../src/server/adapters/payment/signing';
import { makeStaff } from '../../../src/server/services/auth/staff';
import { bearer, logIn, newPhone, signUp, type SignedUp } from '../accounts/support';
import {
  contract,
  type CallDef,
  type CallResponse,
  type Order,
} from '../../../src/shared/contract';
import type { DatabaseKind } from '../support/databases';
import { startTestApp, type TestContext } from '../support/testApp';

export const SETUP_TIMEOUT = 180_000;

/** Who calls the staff console in its tests: a customer, and staff of each role. */
export type Actor = 'customer' | 'support' | 'opsHere' | 'opsElsewhere' | 'admin';

/**
 * A token for each actor: a customer, support, an 'ops' account of the default hub (`opsHere`)
 * and one of another hub (`opsElsewhere`), and an admin, made with the operator command's code.
 */
export async function signedInCast(ctx: TestContext): Promise<Record<Actor, string>> {
  const staff = async (name: string, role: 'support' | 'ops' | 'admin', hubs: string[] = []) => {
    const phone = newPhone();
    await makeStaff(ctx.database.db, phone, name, { role, hubs });
    return logIn(ctx.app, phone, 'staff');
  };
  return {
    customer: (await signUp(ctx.app, 'Kiran')).token,
    support: await staff('Sunita', 'support'),
    opsHere: await staff('Omkar', 'ops', [DEFAULT_HUB_ID]),
    opsElsewhere: await staff('Pooja', 'ops', ['SLG-HUB']),
    admin: await staff('Anil', 'admin'),
  };
}
export const API_ORIGIN = 'http://api.test';
export const PAY_ORIGIN = 'http://pay.test';

export type Json = Record<string, unknown>;

/** What a call answered: the contract's success body (read only when status is 200) or a failure. */
export interface Answer<C extends CallDef> {
  status: number;
  body: CallResponse<C>;
  message: string | undefined;
}

/** Sends one contract call by inject; `url` overrides the path for calls with parameters. */
export async function send<C extends CallDef>(
  ctx: TestContext,
  def: C,
  options: { token?: string; payload?: unknown; url?: string } = {},
): Promise<Answer<C>> {
  const res = await ctx.app.inject({
    method: def.method,
    url: options.url ?? def.path,
    headers: options.token ? bearer(options.token) : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as Json }),
  });
  const body = res.json<CallResponse<C> & { message?: string }>();
  return { status: res.statusCode, body, message: body.message };
}

/** A seeded API (a few products are enough: the tests add their own at exact prices). */
export async function startBookingApp(
  kind: DatabaseKind,
  env: NodeJS.ProcessEnv = {},
  adapters: Parameters<typeof startTestApp>[2] = {},
): Promise<TestContext> {
  // The suites send thousands of calls from one loopback address: per-IP throttles stay out.
  const ctx = await startTestApp(
    kind,
    { API_ORIGIN, PAY_ORIGIN, AUTH_SECRET, RATE_LIMITS: 'off', ...env },
    adapters,
  );
  await seedCatalogue(ctx.database.db, { productLimit: 3 });
  return ctx;
}

/** DD-MM-YYYY of the day `days` after today in India. */
export const dayAhead = (days: number) =>
  moment.utc().utcOffset(IST_OFFSET_MINUTES).add(days, 'days').format('DD-MM-YYYY');
export const isoAhead = (days: number) =>
  moment.utc().utcOffset(IST_OFFSET_MINUTES).add(days, 'days').format('YYYY-MM-DD');

export const SLOT = { arrivingTime: '12:00', readyTime: '15:00' };
export const SLOT_TIME = '12:00-15:00';

let serial = 0;

/** A product at an exact price in every hub, so price breakdowns are known in advance. */
export async function addProduct(
  db: Db,
  sellingPrice: number,
  options: { costPrice?: number; leadTimeHours?: number } = {},
): Promise<string> {
  serial += 1;
  const id = `test-product-${serial}-${sellingPrice}`;
  const pricing = {
    defaultPrice: {
      sellingPrice,
      costPrice: options.costPrice ?? sellingPrice,
      webDiscount: 0,
    },
    hubWise: [],
    cityWise: [],
  };
  await db.insert(products).values({
    id,
    name: `Test decor ${serial}`,
    description: null,
    images: ['/images/test.jpg'],
    tags: ['wall decor'],
    active: true,
    variantOf: null,
    variants: [],
    occasions: ['Birthday'],
    occasionKeys: ['birthday'],
    categoryCode: 0,
    ocassionCategoryIndex: 1000 + serial,
    isSpotLight: false,
    inclusions: [],
    leadTimeHours: options.leadTimeHours ?? 4,
    pricing,
    label: 'On Wall',
    nameWords: ['test'],
    tagWords: ['wall'],
    occasionWords: ['birthday'],
  });
  await db.insert(productHubPrices).values(hubPriceRows(id, pricing));
  return id;
}

export async function addOffer(db: Db, fields: Partial<typeof offers.$inferInsert>) {
  serial += 1;
  const offerCode = fields.offerCode ?? `TEST${serial}`;
  await db.insert(offers).values({
    id: `test-offer-${serial}`,
    offerCode,
    visibility: true,
    active: true,
    discountType: 0,
    discountValue: 10,
    minOrderValue: 0,
    isRange2: false,
    ...fields,
  });
  return offerCode;
}

export interface Customer extends SignedUp {
  addressId: string;
}

/** A registered customer with a saved address served by the default hub. */
export async function customer(ctx: TestContext, name = 'Asha Rao'): Promise<Customer> {
  const user = await signUp(ctx.app, name);
  const [locality] = await ctx.database.db
    .select()
    .from(localities)
    .where(eq(localities.hubId, DEFAULT_HUB_ID))
    .limit(1);
  if (!locality) throw new Error('the seed has no locality for the default hub');
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/address/save-address',
    headers: bearer(user.token),
    payload: {
      addressData: {
        addressLabel: 'home',
        ownerName: name,
        address1: '12, Lake View',
        flatNumber: '12',
        buildingName: 'Lake View',
        address2: 'Hiranandani',
        city: 'Thane',
        state: 'Maharashtra',
        pinCode: locality.pincode,
        mobile: [user.phone],
        locationv2: {
          lat: locality.lat,
          lng: locality.lng,
          addressLine1: 'Lake View',
          addressLine2: locality.name,
          city: 'Thane',
          state: 'Maharashtra',
          pincode: locality.pincode,
        },
      },
    },
  });
  if (saved.statusCode !== 200) throw new Error(`save-address: ${saved.body}`);
  return { ...user, addressId: saved.json<{ address: { _id: string } }>().address._id };
}

export function cartInput(who: Customer, productId: string, overrides: Json = {}): Json {
  return {
    product: productId,
    addOns: [],
    offers: [],
    bookingAddress: who.addressId,
    celebrationDate: dayAhead(3),
    ...SLOT,
    ...overrides,
  };
}

export const putCart = (ctx: TestContext, who: Customer, cart: Json) =>
  send(ctx, contract.cart.createUpdate, { token: who.token, payload: { cart } });

export const place = (ctx: TestContext, who: Customer) =>
  send(ctx, contract.orders.place, {
    token: who.token,
    payload: { cartId: `${who.userId}C`, userId: who.userId },
  });

/** A complete cart placed as cash on delivery; answers the order id. */
export async function bookedOrder(ctx: TestContext, who: Customer, productId: string, days = 3) {
  const cart = await putCart(
    ctx,
    who,
    cartInput(who, productId, { celebrationDate: dayAhead(days) }),
  );
  if (cart.status !== 200) throw new Error(`cart: ${cart.message}`);
  const placed = await place(ctx, who);
  if (placed.status !== 200) throw new Error(`place: ${placed.message}`);
  return placed.body.orderId;
}

/** Sets a slot's capacity (creating the day's slots first through the public read). */
export async function setCapacity(ctx: TestContext, days: number, capacity: number) {
  await send(ctx, contract.timeslot.getByDate, {
    url: `/api/timeslot/${dayAhead(days)}?hubId=${DEFAULT_HUB_ID}`,
  });
  await ctx.database.db
    .update(timeSlots)
    .set({ capacity })
    .where(
      and(
        eq(timeSlots.hubId, DEFAULT_HUB_ID),
        eq(timeSlots.day, isoAhead(days)),
        eq(timeSlots.slotTime, SLOT_TIME),
      ),
    );
}

export async function slotCount(ctx: TestContext, days: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ orderCount: timeSlots.orderCount })
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.hubId, DEFAULT_HUB_ID),
        eq(timeSlots.day, isoAhead(days)),
        eq(timeSlots.slotTime, SLOT_TIME),
      ),
    );
  return row?.orderCount ?? 0;
}

// ---- concurrency scenarios ----------------------------------------------------------------
// Shared by the one-process orders tests and the three-instance cluster suite: the same race,
// sent to one app or spread over the instances by the context's `app.inject`.

/**
 * `people` new customers with complete carts for the 12:00 slot `days` ahead, whose capacity is
 * `capacity`, all place at once: exactly `capacity` get an order (200) and the rest 409, and the
 * slot and the orders table both count `capacity`.
 */
export async function expectSlotRaceHolds(
  ctx: TestContext,
  productId: string,
  { days, capacity, people }: { days: number; capacity: number; people: number },
) {
  await setCapacity(ctx, days, capacity);
  const racers = await Promise.all(
    Array.from({ length: people }, (_, i) => customer(ctx, `Guest ${i}`)),
  );
  for (const who of racers) {
    const cart = await putCart(
      ctx,
      who,
      cartInput(who, productId, { celebrationDate: dayAhead(days) }),
    );
    expect(cart.status).toBe(200);
    expect(cart.body.cart.celebrationDate).toBe(dayAhead(days));
  }
  const answers = await Promise.all(racers.map((who) => place(ctx, who)));
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(capacity);
  expect(statuses.filter((status) => status === 409)).toHaveLength(people - capacity);
  expect(await slotCount(ctx, days)).toBe(capacity);
  const booked = await ctx.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.slotDay, isoAhead(days)));
  expect(booked).toHaveLength(capacity);
}

/**
 * A new customer's one cart for `days` ahead placed `times` at once: every call answers 200 with
 * the same order id, the customer has one order and the slot counts it once.
 */
export async function expectOneOrderFromConcurrentPlacing(
  ctx: TestContext,
  productId: string,
  { days, times }: { days: number; times: number },
) {
  const who = await customer(ctx, 'Tara Iyer');
  await putCart(ctx, who, cartInput(who, productId, { celebrationDate: dayAhead(days) }));
  const before = await slotCount(ctx, days);
  const answers = await Promise.all(Array.from({ length: times }, () => place(ctx, who)));
  expect(answers.map((answer) => answer.status)).toEqual(Array(times).fill(200));
  expect(new Set(answers.map((answer) => answer.body.orderId)).size).toBe(1);
  const rows = await ctx.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, who.userId));
  expect(rows).toHaveLength(1);
  expect(await slotCount(ctx, days)).toBe(before + 1);
}

export async function orderOf(ctx: TestContext, who: Customer, id: string): Promise<Order> {
  const res = await send(ctx, contract.orders.getOrdersByQueryObject, {
    token: who.token,
    payload: { queryObject: { _id: id } },
  });
  const [found] = res.body.orders;
  if (!found) throw new Error(`order ${id} not found`);
  return found;
}

export async function balances(ctx: TestContext, who: Customer) {
  return (await send(ctx, contract.users.getWallet, { token: who.token })).body.balances;
}

/** Puts the product in the cart first: a different product drops the add-ons and offers sent with it. */
export async function cartWith(
  ctx: TestContext,
  who: Customer,
  productId: string,
  overrides: Json,
) {
  await putCart(ctx, who, cartInput(who, productId));
  return putCart(ctx, who, cartInput(who, productId, overrides));
}

/** A fixed server secret, so tests can sign as the sandbox gateway does. */
export const AUTH_SECRET = 'booking-tests-secret-0123456789abcdef';
export const SANDBOX_KEY = sandboxKey(AUTH_SECRET);

/** The checkout a payment initiation answered, read back from its signed link. */
export function checkoutOf(url: string) {
  const link = new URL(url);
  const session = decodeSession(
    SANDBOX_KEY,
    link.searchParams.get('session') ?? '',
    link.searchParams.get('sig') ?? '',
  );
  if (!session) throw new Error(`not a sandbox checkout: ${url}`);
  return { link, session };
}

let paymentSerial = 0;

/** Reports a checkout's result as the sandbox does: signed JSON, server to server. */
export async function sandboxCallback(
  ctx: TestContext,
  report: {
    providerOrderId: string;
    amount: number;
    status: 'PAYMENT_SUCCESS' | 'PAYMENT_PENDING' | 'PAYMENT_FAILED';
    providerPaymentId?: string;
  },
  sign: (body: string) => string = (body) => hmacHex(SANDBOX_KEY, body),
) {
  paymentSerial += 1;
  const body = JSON.stringify({
    providerOrderId: report.providerOrderId,
    providerPaymentId: report.providerPaymentId ?? `sbp_test${paymentSerial}`,
    status: report.status,
    amount: report.amount,
    currency: 'INR',
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment/callback/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': sign(body) },
    payload: body,
  });
  return { status: res.statusCode, body: res.json<{ message?: string }>(), sent: body };
}

/** Starts a card payment of the customer's cart; answers the call's answer. */
export const initiateCardPayment = (
  ctx: TestContext,
  who: Customer,
  option: 'full' | 'advance' = 'full',
) =>
  send(ctx, contract.payment.initiate, {
    token: who.token,
    payload: { type: '_NEW_ORDER_PAYMENT', cartId: `${who.userId}C`, option },
  });

/** Starts a card payment of the customer's cart; answers the sandbox session it opened. */
export async function startCardCheckout(
  ctx: TestContext,
  who: Customer,
  option: 'full' | 'advance' = 'full',
) {
  const res = await initiateCardPayment(ctx, who, option);
  expect(res.status).toBe(200);
  return checkoutOf(res.body.url).session;
}

/** The sandbox reports the session paid (with the given payment id, else a fresh one). */
export const paySession = (
  ctx: TestContext,
  session: { providerOrderId: string; amountPaise: number },
  paymentId?: string,
) =>
  sandboxCallback(ctx, {
    providerOrderId: session.providerOrderId,
    amount: session.amountPaise,
    status: 'PAYMENT_SUCCESS',
    ...(paymentId && { providerPaymentId: paymentId }),
  });

/** The customer's wallet as the API shows it: balances and ledger, newest first. */
export const walletOf = async (ctx: TestContext, who: Customer) =>
  (await send(ctx, contract.users.getWallet, { token: who.token })).body;

/** The SMS messages sent to a phone, newest first (the dev outbox). */
export const outboxOf = async (ctx: TestContext, phone: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` })).json<{
    messages: { text: string }[];
  }>().messages;

/** The customer cancels their order, the refund going where `refundTo` says (else Credit). */
export const cancelOrder = (
  ctx: TestContext,
  who: Customer,
  orderId: string,
  refundTo?: 'credit' | 'original',
  reason = 'Plans changed',
) =>
  send(ctx, contract.orders.updateOrdersByQueryObject, {
    token: who.token,
    payload: {
      queryObject: { _id: orderId },
      updateObject: { bookingStatus: 'Order Cancelled', reason, ...(refundTo && { refundTo }) },
    },
  });

let eventSerial = 0;

/** The sandbox gateway's signed report of a refund's outcome, as it posts it to the API. */
export async function sandboxRefundEvent(
  ctx: TestContext,
  refund: {
    providerRefundId: string;
    providerPaymentId: string;
    receipt: string;
    event: 'refund.processed' | 'refund.failed';
    eventId?: string;
  },
  sign: (body: string) => string = (body) => hmacHex(SANDBOX_KEY, body),
) {
  eventSerial += 1;
  const body = JSON.stringify({
    eventId: refund.eventId ?? `sbe_test${eventSerial}`,
    event: refund.event,
    providerRefundId: refund.providerRefundId,
    providerPaymentId: refund.providerPaymentId,
    receipt: refund.receipt,
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': sign(body) },
    payload: body,
  });
  return { status: res.statusCode, body: res.json<{ message?: string }>() };
}

/** The payment ledger's invariant over a test database: nothing captured is unaccounted for. */
export async function expectLedgerHoldsIn(db: Db) {
  const report = await checkPaymentLedger(ledgerQuery(db));
  expect(report.violations).toEqual([]);
  return report;
}

/** Raw SQL on a test database, for the ledger check. */
export const ledgerQuery =
  (db: Db): LedgerQuery =>
  async <T>(text: string) =>
    ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
