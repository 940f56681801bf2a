// Issue 43's table: every staff call of the contract (the operations console and the reports the
// support console reads and replays) with each role and an 'ops' account of another hub. A role
// without the action is a 403; for everyone else, an order, request, report or hub outside their
// scope answers exactly what an unknown one answers (same status, same body), so no id can be
// probed; inside the scope the same request finds it.
import { buildPath, contract, type CallDef } from '../../../src/shared/contract';
import {
  DEFAULT_HUB_ID,
  staffMay,
  type OpsAction,
  type StaffRole,
} from '../../../src/shared/domain';
import { goodwillRequests } from '../../../src/server/db/schema';
import { EXAMPLES, type RequestExample } from '../../shared/contract/examples';
import { fullEngine } from '../support/databases';
import type { TestContext } from '../support/testApp';
import {
  SETUP_TIMEOUT,
  SLOT,
  addProduct,
  bookedOrder,
  customer,
  dayAhead,
  send,
  setCapacity,
  signedInCast,
  startBookingApp,
  type Actor,
  type Customer,
} from './support';

jest.setTimeout(180_000);

const ACTORS: Actor[] = ['customer', 'support', 'opsElsewhere', 'opsHere', 'admin'];
const ROLE: Record<Actor, StaffRole | null> = {
  customer: null,
  support: 'support',
  opsElsewhere: 'ops',
  opsHere: 'ops',
  admin: 'admin',
};

/** What a call looks up: what an unknown one answers (404, or 400 for a hub, or an empty list). */
type Finds = 'order' | 'report' | 'goodwill' | 'refund' | 'hub' | 'list' | 'nothing';

/** Each staff call's action in the role table and what it finds. */
const CALLS: Record<string, { action: OpsAction; finds: Finds }> = {
  'ops.me': { action: 'read', finds: 'nothing' },
  'ops.board': { action: 'read', finds: 'hub' },
  'ops.search': { action: 'read', finds: 'list' },
  'ops.confirm': { action: 'lifecycle', finds: 'order' },
  'ops.assignDecorator': { action: 'lifecycle', finds: 'order' },
  'ops.complete': { action: 'lifecycle', finds: 'order' },
  'ops.cancel': { action: 'cancel', finds: 'order' },
  'ops.acceptReschedule': { action: 'reschedule', finds: 'order' },
  'ops.rejectReschedule': { action: 'reschedule', finds: 'order' },
  'ops.move': { action: 'reschedule', finds: 'order' },
  'ops.setCapacity': { action: 'capacity', finds: 'hub' },
  'ops.goodwill': { action: 'goodwill', finds: 'order' },
  'ops.pendingGoodwill': { action: 'approveGoodwill', finds: 'nothing' },
  'ops.approveGoodwill': { action: 'approveGoodwill', finds: 'goodwill' },
  'ops.declineGoodwill': { action: 'approveGoodwill', finds: 'goodwill' },
  'ops.owedRefunds': { action: 'settleRefunds', finds: 'nothing' },
  'ops.settleRefund': { action: 'settleRefunds', finds: 'refund' },
  'ops.audit': { action: 'audit', finds: 'nothing' },
  'reports.list': { action: 'read', finds: 'list' },
  'reports.listByPhone': { action: 'read', finds: 'list' },
  'reports.get': { action: 'read', finds: 'report' },
  'reports.customerOrders': { action: 'read', finds: 'report' },
};

/** Every staff call of the contract, found from it: a new one fails the test until it is listed. */
const staffCalls = (): [string, CallDef][] => [
  ...Object.entries(contract.ops).map(([name, def]): [string, CallDef] => [`ops.${name}`, def]),
  ...Object.entries(contract.reports)
    .filter(([, def]) => def.auth === 'bearer')
    .map(([name, def]): [string, CallDef] => [`reports.${name}`, def]),
];

const UNKNOWN = {
  order: 'EZZZZZZ9',
  report: 'ZZZZZZZZ',
  request: 'no-such-request',
  hub: 'NOWHERE-HUB',
  phone: '+91 90000-00001',
};

interface Ids {
  order: string;
  request: string;
  report: string;
  goodwill: string;
  phone: string;
}

/** The call's example request aimed at `ids` (what is in the hub, or what does not exist). */
function requestFor(key: string, ids: Ids, hub: string, unique: string): RequestExample {
  const name = key === 'reports.listByPhone' ? 'reports.list' : key;
  const example = EXAMPLES[name] ?? {};
  const params: Record<string, unknown> = { ...example.params };
  if ('id' in params) params.id = ids.order;
  if ('requestId' in params)
    params.requestId = /Goodwill$/.test(key) && key !== 'ops.goodwill' ? ids.goodwill : ids.request;
  if ('referenceId' in params) params.referenceId = ids.report;
  const query: Record<string, unknown> | undefined = example.query && { ...example.query };
  let body = example.body as Record<string, unknown> | undefined;
  switch (key) {
    case 'ops.board':
      Object.assign(query!, { hubId: hub, date: dayAhead(3) });
      delete query!.status;
      break;
    case 'ops.search':
      query!.q = ids.order;
      break;
    case 'reports.list':
      return { query: { orderId: ids.order } };
    case 'reports.listByPhone':
      return { query: { phone: ids.phone } };
    case 'ops.move':
      body = { celebrationDate: dayAhead(4), ...SLOT };
      break;
    case 'ops.setCapacity':
      body = { hubId: hub, from: dayAhead(20), capacity: 6 };
      break;
    case 'ops.goodwill':
      body = { ...body, amount: 10, key: `k-${unique.replace(/\./g, '_')}` };
      break;
  }
  return { params, ...(query && { query }), ...(body && { body }) };
}

describe.each(fullEngine)('one scope rule for every staff call on %s', (kind) => {
  let ctx: TestContext;
  let asha: Customer;
  let product: string;
  let report: string;
  let tokens: Record<Actor, string>;

  beforeAll(async () => {
    ctx = await startBookingApp(kind);
    asha = await customer(ctx, 'Asha Rao');
    product = await addProduct(ctx.database.db, 1599);
    tokens = await signedInCast(ctx);
    for (const days of [3, 4]) await setCapacity(ctx, days, 1000);
    await bookedOrder(ctx, asha, product, 3);
    const sent = await send(ctx, contract.reports.createError, {
      token: asha.token,
      payload: EXAMPLES['reports.createError']!.body,
    });
    report = sent.body.referenceId;
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  /** A fresh order in the hub with a pending reschedule request and a pending goodwill ask. */
  async function inHub(key: string): Promise<Ids> {
    const order = await bookedOrder(ctx, asha, product, 3);
    const asked = await send(ctx, contract.orders.updateOrdersByQueryObject, {
      token: asha.token,
      payload: {
        queryObject: { _id: order },
        updateObject: {
          request: { tag: 'rescheduling request', celebrationDate: dayAhead(4), ...SLOT },
        },
      },
    });
    const request = asked.body.order.requests.find((entry) => entry.status === 'pending')!._id;
    const goodwill = `gw-${key.replace('.', '_')}`;
    await ctx.database.db.insert(goodwillRequests).values({
      id: goodwill,
      orderId: order,
      userId: asha.userId,
      amount: 900,
      reason: 'Balloons burst',
      status: 'pending',
      requestedBy: asha.userId,
    });
    return { order, request, report, goodwill, phone: asha.phone };
  }

  const unknown: Ids = {
    order: UNKNOWN.order,
    request: UNKNOWN.request,
    report: UNKNOWN.report,
    goodwill: UNKNOWN.request,
    phone: UNKNOWN.phone,
  };

  /** An unknown thing's answer as it would read for `ids` (a message may name the hub). */
  const asIn = (answer: unknown) =>
    JSON.parse(JSON.stringify(answer).replaceAll(UNKNOWN.hub, DEFAULT_HUB_ID)) as unknown;

  async function ask(def: CallDef, actor: Actor, request: RequestExample) {
    const path = buildPath(def, request.params as never);
    const query = request.query
      ? `?${new URLSearchParams(Object.entries(request.query).map(([k, v]) => [k, String(v)]))}`
      : '';
    const res = await ctx.app.inject({
      method: def.method,
      url: `${path}${query}`,
      headers: { authorization: `Bearer ${tokens[actor]}` },
      ...(request.body !== undefined && { payload: request.body as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  }

  test('the table lists every staff call of the contract', () => {
    const found = staffCalls().map(([key]) => key);
    expect(found.length).toBeGreaterThan(17);
    expect(
      Object.keys(CALLS)
        .filter((key) => key !== 'reports.listByPhone')
        .sort(),
    ).toEqual(found.sort());
  });

  const defOf = (key: string): CallDef =>
    key === 'reports.listByPhone'
      ? contract.reports.list
      : (staffCalls().find(([name]) => name === key)?.[1] as CallDef);

  describe.each(Object.keys(CALLS))('%s', (key) => {
    const { action, finds } = CALLS[key]!;
    let ids: Ids;
    beforeAll(async () => {
      ids = await inHub(key);
    });

    test.each(ACTORS)('by %s', async (actor) => {
      const def = defOf(key);
      const role = ROLE[actor];
      const real = () => ask(def, actor, requestFor(key, ids, DEFAULT_HUB_ID, `${key}-${actor}`));
      const none = () =>
        ask(def, actor, requestFor(key, unknown, UNKNOWN.hub, `${key}-${actor}-u`));
      if (role === null || !staffMay(role, action)) {
        expect((await real()).status).toBe(403);
        expect((await none()).status).toBe(403);
        return;
      }
      if (finds === 'nothing') {
        expect((await real()).status).toBe(200);
        return;
      }
      const missing = await none();
      const expected = finds === 'hub' ? 400 : finds === 'list' ? 200 : 404;
      expect(missing.status).toBe(expected);
      const found = await real();
      if (actor === 'opsElsewhere' || finds === 'refund') {
        // Outside the scope (or no such thing at all): exactly what an unknown one answers.
        expect(found).toEqual(asIn(missing));
      } else {
        expect(found.status).not.toBe(404);
        expect(found).not.toEqual(missing);
      }
    });
  });

  test('a phone number is found as people write it', async () => {
    const p = asha.phone;
    const typed = [
      `+91 ${p.slice(0, 5)}-${p.slice(5)}`,
      `0${p.slice(0, 5)} ${p.slice(5)}`,
      `${p.slice(0, 3)}-${p.slice(3, 6)}-${p.slice(6)}`,
    ];
    for (const q of typed) {
      const res = await ask(contract.ops.search, 'opsHere', { query: { q } });
      expect(res.status).toBe(200);
      expect((res.body.orders as unknown[]).length).toBeGreaterThan(0);
    }
    const reports = await ask(contract.reports.list, 'support', {
      query: { phone: `+91 ${asha.phone}` },
    });
    expect(reports.body.total).toBeGreaterThan(0);
  });
});
