import { eq } from 'drizzle-orm';
import { contract, OPS_FORBIDDEN, type CallDef } from '../../../src/shared/contract';
import { DEFAULT_HUB_ID } from '../../../src/shared/domain';
import { goodwillRequests, orders, staffAudit, timeSlots } from '../../../src/server/db/schema';
import { makeStaff } from '../../../src/server/services/auth/staff';
import {
  ALREADY_DECLINED,
  NOT_ON_CANCELLED,
  NOT_ON_UNPAID,
  OWN_ACCOUNT,
  REASON_NEEDED,
  SECOND_PERSON,
  overCeiling,
} from '../../../src/server/services/operations/goodwill';
import { CONFIRM_FIRST } from '../../../src/server/services/operations/lifecycle';
import {
  MOVE_OUT_OF_WINDOW,
  MOVE_SLOT_TAKEN,
  REQUEST_SLOT_TAKEN,
  movedInstead,
} from '../../../src/server/services/operations/reschedule';
import { ALREADY_CANCELLED } from '../../../src/server/services/orders/changes';
import { ORDER_NOT_FOUND } from '../../../src/server/services/orders/queries';
import { creditWallet } from '../../../src/server/services/wallet/wallet';
import { logIn, newPhone } from '../accounts/support';
import { fullEngine } from '../support/databases';
import type { TestContext } from '../support/testApp';
import {
  SETUP_TIMEOUT,
  SLOT,
  addProduct,
  balances,
  bookedOrder,
  customer,
  dayAhead,
  orderOf,
  place,
  putCart,
  cartInput,
  send,
  setCapacity,
  slotCount,
  signedInCast,
  startBookingApp,
  type Actor,
  type Customer,
} from './support';

jest.setTimeout(180_000);

const ACTORS: Actor[] = ['customer', 'support', 'opsHere', 'opsElsewhere', 'admin'];

/**
 * Issue 20's table: who may do what (an 'ops' account on its own hub only: another hub's order
 * is a 404 as an unknown one, another hub a 400 as an unknown hub; issue 43).
 */
const ALLOWED: Record<string, Actor[]> = {
  board: ['support', 'opsHere', 'admin'],
  confirm: ['opsHere', 'admin'],
  assignDecorator: ['opsHere', 'admin'],
  complete: ['opsHere', 'admin'],
  cancel: ['support', 'opsHere', 'admin'],
  acceptReschedule: ['support', 'opsHere', 'admin'],
  rejectReschedule: ['support', 'opsHere', 'admin'],
  move: ['support', 'opsHere', 'admin'],
  setCapacity: ['opsHere', 'admin'],
  goodwill: ['support', 'opsHere', 'admin'],
  pendingGoodwill: ['admin'],
  owedRefunds: ['admin'],
  audit: ['admin'],
};

describe.each(fullEngine)('the operations console on %s', (kind) => {
  let ctx: TestContext;
  let asha: Customer;
  let product: string;
  let tokens: Record<Actor, string>;

  beforeAll(async () => {
    ctx = await startBookingApp(kind);
    asha = await customer(ctx, 'Asha Rao');
    product = await addProduct(ctx.database.db, 1599);
    tokens = await signedInCast(ctx);
    for (const days of [3, 4, 5, 6, 7]) await setCapacity(ctx, days, 1000);
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  const call = <C extends CallDef>(def: C, token: string, url: string, payload?: unknown) =>
    send(ctx, def, { token, url, ...(payload !== undefined && { payload }) });
  const on = (id: string, action: string) => `/api/ops/orders/${id}/${action}`;

  /**
   * Three rounds of a staff change moving a booking from 4 to 7 days ahead (`change`, given the
   * order and, when `asked`, the customer's pending request for that day) racing the customer's
   * cancel: the cancel wins or comes second, and neither slot keeps a place for the cancelled order.
   */
  async function raceWithCancel(
    asked: boolean,
    change: (id: string, requestId: string) => Promise<{ status: number; message?: string }>,
  ) {
    for (let round = 0; round < 3; round += 1) {
      const id = await bookedOrder(ctx, asha, product, 4);
      const requestId = asked ? await requestMove(asha, id, 7) : '';
      const [from, to] = [await slotCount(ctx, 4), await slotCount(ctx, 7)];
      const [changed, cancel] = await Promise.all([
        change(id, requestId),
        send(ctx, contract.orders.updateOrdersByQueryObject, {
          token: asha.token,
          payload: {
            queryObject: { _id: id },
            updateObject: { bookingStatus: 'Order Cancelled', reason: 'Plans changed' },
          },
        }),
      ]);
      expect(cancel.status).toBe(200);
      if (changed.status !== 200) expect(changed.message).toBe(ALREADY_CANCELLED);
      expect((await orderOf(ctx, asha, id)).bookingStatus).toBe('Order Cancelled');
      expect([await slotCount(ctx, 4), await slotCount(ctx, 7)]).toEqual([from - 1, to]);
    }
  }

  /** A customer's rescheduling request to the 12:00 slot `days` ahead; answers its id. */
  async function requestMove(who: Customer, id: string, days: number): Promise<string> {
    const res = await send(ctx, contract.orders.updateOrdersByQueryObject, {
      token: who.token,
      payload: {
        queryObject: { _id: id },
        updateObject: {
          request: { tag: 'rescheduling request', celebrationDate: dayAhead(days), ...SLOT },
        },
      },
    });
    if (res.status !== 200) throw new Error(`reschedule: ${res.message}`);
    const pending = res.body.order.requests.find((entry) => entry.status === 'pending');
    if (!pending) throw new Error('no pending request');
    return pending._id;
  }

  /** Goodwill goes only on a paid order: the order marked paid as a card payment would. */
  const markPaid = (id: string) =>
    ctx.database.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, id));

  const outbox = async (phone: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` })).json<{
      messages: { text: string }[];
    }>().messages;

  /** Runs one action as `token`; answers its status. Each run gets a fresh order. */
  async function attempt(action: string, token: string): Promise<number> {
    const ops = contract.ops;
    const id = await bookedOrder(ctx, asha, product, 3);
    switch (action) {
      case 'board':
        return (
          await call(ops.board, token, `/api/ops/board?hubId=${DEFAULT_HUB_ID}&date=${dayAhead(3)}`)
        ).status;
      case 'confirm':
        return (await call(ops.confirm, token, on(id, 'confirm'))).status;
      case 'assignDecorator':
        return (
          await call(ops.assignDecorator, token, on(id, 'decorator'), {
            name: 'Dev',
            phone: '9800000001',
          })
        ).status;
      case 'complete': {
        await call(ops.confirm, tokens.admin, on(id, 'confirm'));
        return (await call(ops.complete, token, on(id, 'complete'))).status;
      }
      case 'cancel':
        return (await call(ops.cancel, token, on(id, 'cancel'), { reason: 'Customer called' }))
          .status;
      case 'acceptReschedule':
      case 'rejectReschedule': {
        const requestId = await requestMove(asha, id, 4);
        const verb = action === 'acceptReschedule' ? 'accept' : 'reject';
        const def = action === 'acceptReschedule' ? ops.acceptReschedule : ops.rejectReschedule;
        return (
          await call(def, token, on(id, `requests/${requestId}/${verb}`), {
            ...(verb === 'reject' && { reason: 'No decorators that day' }),
          })
        ).status;
      }
      case 'move':
        return (
          await call(ops.move, token, on(id, 'move'), { celebrationDate: dayAhead(4), ...SLOT })
        ).status;
      case 'setCapacity':
        return (
          await call(ops.setCapacity, token, '/api/ops/capacity', {
            hubId: DEFAULT_HUB_ID,
            from: dayAhead(20),
            capacity: 6,
          })
        ).status;
      case 'goodwill':
        await markPaid(id);
        return (
          await call(ops.goodwill, token, on(id, 'goodwill'), {
            amount: 10,
            reason: 'Late arrival',
            key: `k-${id}-${token.slice(0, 8)}`,
          })
        ).status;
      case 'pendingGoodwill':
        return (await call(ops.pendingGoodwill, token, '/api/ops/goodwill')).status;
      case 'owedRefunds':
        return (await call(ops.owedRefunds, token, '/api/ops/refunds/owed')).status;
      case 'audit':
        return (await call(ops.audit, token, '/api/ops/audit')).status;
      default:
        throw new Error(`unknown action ${action}`);
    }
  }

  /** 200 when allowed; an 'ops' account of another hub finds nothing there; else 403. */
  function expectedOf(action: string, actor: Actor, allowed: Actor[]): number {
    if (allowed.includes(actor)) return 200;
    if (actor !== 'opsElsewhere' || !allowed.includes('opsHere')) return 403;
    return action === 'board' || action === 'setCapacity' ? 400 : 404;
  }

  describe('who may do what', () => {
    const cases = Object.entries(ALLOWED).flatMap(([action, allowed]) =>
      ACTORS.map((actor) => [action, actor, expectedOf(action, actor, allowed)] as const),
    );
    test.each(cases)('%s by %s answers %i', async (action, actor, expected) => {
      expect(await attempt(action, tokens[actor])).toBe(expected);
    });

    test('a refusal names the role; an order of another hub reads as an unknown one', async () => {
      const id = await bookedOrder(ctx, asha, product, 3);
      const byCustomer = await call(contract.ops.confirm, tokens.customer, on(id, 'confirm'));
      expect(byCustomer.message).toBe(OPS_FORBIDDEN);
      const otherHub = await call(contract.ops.confirm, tokens.opsElsewhere, on(id, 'confirm'));
      const unknown = await call(
        contract.ops.confirm,
        tokens.opsElsewhere,
        on('EZZZZZZ9', 'confirm'),
      );
      expect(otherHub).toEqual(unknown);
      expect(otherHub).toMatchObject({ status: 404, message: ORDER_NOT_FOUND });
      expect((await orderOf(ctx, asha, id)).bookingStatus).toBe('Order Placed');
    });

    test('without a session the console answers 401', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ops/me' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('the order lifecycle', () => {
    test('confirm, assign a decorator, mark done: each once, shown to the customer, texted, audited', async () => {
      const id = await bookedOrder(ctx, asha, product, 3);
      const token = tokens.opsHere;
      const sentBefore = (await outbox(asha.phone)).length;

      const confirmed = await call(contract.ops.confirm, token, on(id, 'confirm'));
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({
        changed: true,
        order: { bookingStatus: 'Order Confirmed' },
      });
      const again = await call(contract.ops.confirm, token, on(id, 'confirm'));
      expect(again.body.changed).toBe(false);

      const decorator = { name: 'Dev Patil', phone: '9800000002' };
      expect(
        (await call(contract.ops.assignDecorator, token, on(id, 'decorator'), decorator)).body
          .changed,
      ).toBe(true);
      expect(
        (await call(contract.ops.assignDecorator, token, on(id, 'decorator'), decorator)).body
          .changed,
      ).toBe(false);

      const seen = await orderOf(ctx, asha, id);
      expect(seen.bookingStatus).toBe('Order Confirmed');
      expect(seen.decorator).toEqual(decorator);
      expect(seen.events.filter((event) => event.type === 'confirmed')).toEqual([
        expect.objectContaining({ by: 'staff', staffName: 'Omkar' }),
      ]);

      const done = await call(contract.ops.complete, token, on(id, 'complete'));
      expect(done.body).toMatchObject({
        changed: true,
        order: { bookingStatus: 'Order Completed' },
      });
      expect((await call(contract.ops.complete, token, on(id, 'complete'))).body.changed).toBe(
        false,
      );

      // Completed opens rating at once, whatever the slot's time.
      const rated = await send(ctx, contract.orders.updateOrdersByQueryObject, {
        token: asha.token,
        payload: { queryObject: { _id: id }, updateObject: { feedback: { stars: 5 } } },
      });
      expect(rated.status).toBe(200);

      const all = await outbox(asha.phone);
      const texts = all.slice(0, all.length - sentBefore);
      expect(texts).toHaveLength(3);
      expect(texts.map((message) => message.text).join('\n')).toContain('Dev Patil (9800000002)');
      const audited = await ctx.database.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.target, id));
      expect(audited.map((entry) => entry.action).sort()).toEqual([
        'assignDecorator',
        'complete',
        'confirm',
      ]);
    });

    test('an order is confirmed before it is marked done', async () => {
      const id = await bookedOrder(ctx, asha, product, 3);
      const res = await call(contract.ops.complete, tokens.opsHere, on(id, 'complete'));
      expect(res).toMatchObject({ status: 409, message: CONFIRM_FIRST });
    });

    test("a cancel on the customer's behalf frees the slot once, with the reason in the history", async () => {
      const id = await bookedOrder(ctx, asha, product, 5);
      const held = await slotCount(ctx, 5);
      const first = await call(contract.ops.cancel, tokens.support, on(id, 'cancel'), {
        reason: 'Customer called to cancel',
      });
      expect(first.body).toMatchObject({
        changed: true,
        order: { bookingStatus: 'Order Cancelled' },
      });
      const second = await call(contract.ops.cancel, tokens.support, on(id, 'cancel'), {
        reason: 'Customer called to cancel',
      });
      expect(second.body.changed).toBe(false);
      expect(await slotCount(ctx, 5)).toBe(held - 1);
      const seen = await orderOf(ctx, asha, id);
      expect(seen.bookingDetails.at(-1)).toMatchObject({
        status: 'Order Cancelled',
        reason: 'Customer called to cancel',
      });
      expect(seen.events.filter((event) => event.type === 'cancelled')).toHaveLength(1);
    });

    test('a cancel refunds what was paid from Credit, as a customer cancel does', async () => {
      const who = await customer(ctx, 'Nisha Jain');
      await creditWallet(ctx.database.db, {
        userId: who.userId,
        balance: 'credit',
        amount: 400,
        reason: 'promotion',
      });
      const id = await bookedOrder(ctx, who, product, 3);
      expect((await balances(ctx, who)).credit).toBe(0);
      await call(contract.ops.cancel, tokens.opsHere, on(id, 'cancel'), { reason: 'Rain' });
      expect((await balances(ctx, who)).credit).toBe(400);
    });
  });

  describe('rescheduling requests', () => {
    test('accept moves the order and its place; a repeat changes nothing', async () => {
      const id = await bookedOrder(ctx, asha, product, 3);
      const requestId = await requestMove(asha, id, 6);
      const [from, to] = [await slotCount(ctx, 3), await slotCount(ctx, 6)];
      const url = on(id, `requests/${requestId}/accept`);
      const accepted = await call(contract.ops.acceptReschedule, tokens.opsHere, url);
      expect(accepted.body).toMatchObject({
        changed: true,
        order: { celebrationDate: dayAhead(6) },
      });
      expect((await call(contract.ops.acceptReschedule, tokens.opsHere, url)).body.changed).toBe(
        false,
      );
      expect([await slotCount(ctx, 3), await slotCount(ctx, 6)]).toEqual([from - 1, to + 1]);
      const seen = await orderOf(ctx, asha, id);
      expect(seen.celebrationDate).toBe(dayAhead(6));
      expect(seen.requests).toEqual([expect.objectContaining({ status: 'accepted' })]);
      expect((await outbox(asha.phone))[0]?.text).toContain(`rescheduled to ${dayAhead(6)}`);
    });

    test('reject keeps the slot and tells the customer why', async () => {
      const id = await bookedOrder(ctx, asha, product, 3);
      const requestId = await requestMove(asha, id, 6);
      const res = await call(
        contract.ops.rejectReschedule,
        tokens.support,
        on(id, `requests/${requestId}/reject`),
        { reason: 'No decorators free that day' },
      );
      expect(res.status).toBe(200);
      const seen = await orderOf(ctx, asha, id);
      expect(seen.celebrationDate).toBe(dayAhead(3));
      expect(seen.requests).toEqual([
        expect.objectContaining({ status: 'rejected', reason: 'No decorators free that day' }),
      ]);
      // The customer may ask again once answered.
      await requestMove(asha, id, 7);
    });

    test('a request whose slot filled meanwhile is refused and nothing moves', async () => {
      const id = await bookedOrder(ctx, asha, product, 3);
      await setCapacity(ctx, 8, 1);
      const requestId = await requestMove(asha, id, 8);
      const other = await customer(ctx, 'Tara Singh');
      await bookedOrder(ctx, other, product, 8);
      const res = await call(
        contract.ops.acceptReschedule,
        tokens.opsHere,
        on(id, `requests/${requestId}/accept`),
      );
      expect(res).toMatchObject({ status: 409, message: REQUEST_SLOT_TAKEN });
      expect((await orderOf(ctx, asha, id)).celebrationDate).toBe(dayAhead(3));
      expect(await slotCount(ctx, 8)).toBe(1);
    });

    test("accept racing the customer's cancel leaves one consistent result", async () => {
      await raceWithCancel(true, (id, requestId) =>
        call(contract.ops.acceptReschedule, tokens.opsHere, on(id, `requests/${requestId}/accept`)),
      );
    });

    test('accept racing a new booking for the last place: exactly one gets it', async () => {
      await setCapacity(ctx, 9, 1);
      const id = await bookedOrder(ctx, asha, product, 3);
      const requestId = await requestMove(asha, id, 9);
      const other = await customer(ctx, 'Vikram Das');
      await putCart(ctx, other, cartInput(other, product, { celebrationDate: dayAhead(9) }));
      const [accept, booking] = await Promise.all([
        call(contract.ops.acceptReschedule, tokens.opsHere, on(id, `requests/${requestId}/accept`)),
        place(ctx, other),
      ]);
      expect([accept.status, booking.status].sort()).toEqual([200, 409]);
      expect(await slotCount(ctx, 9)).toBe(1);
    });

    test('two staff accepting the same request move the order once', async () => {
      const id = await bookedOrder(ctx, asha, product, 3);
      const requestId = await requestMove(asha, id, 5);
      const before = await slotCount(ctx, 5);
      const url = on(id, `requests/${requestId}/accept`);
      const answers = await Promise.all([
        call(contract.ops.acceptReschedule, tokens.opsHere, url),
        call(contract.ops.acceptReschedule, tokens.admin, url),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.filter((answer) => answer.body.changed)).toHaveLength(1);
      expect(await slotCount(ctx, 5)).toBe(before + 1);
      const seen = await orderOf(ctx, asha, id);
      expect(seen.events.filter((event) => event.type === 'rescheduled')).toHaveLength(1);
    });
  });

  describe("moving an order on the customer's behalf", () => {
    const move = (token: string, id: string, days: number) =>
      call(contract.ops.move, token, on(id, 'move'), { celebrationDate: dayAhead(days), ...SLOT });
    const audited = async (id: string, action: string) =>
      (await ctx.database.db.select().from(staffAudit).where(eq(staffAudit.target, id))).filter(
        (entry) => entry.action === action,
      );

    test('moves the order and its place once, in the history with the staff name, texted and audited', async () => {
      const id = await bookedOrder(ctx, asha, product, 3);
      const [from, to] = [await slotCount(ctx, 3), await slotCount(ctx, 6)];
      const moved = await move(tokens.support, id, 6);
      expect(moved.body).toMatchObject({
        changed: true,
        order: { celebrationDate: dayAhead(6), slotTime: '12:00-15:00' },
      });
      expect((await move(tokens.support, id, 6)).body.changed).toBe(false);
      expect([await slotCount(ctx, 3), await slotCount(ctx, 6)]).toEqual([from - 1, to + 1]);

      const seen = await orderOf(ctx, asha, id);
      expect(seen.celebrationDate).toBe(dayAhead(6));
      expect(seen.events.filter((event) => event.type === 'rescheduled')).toEqual([
        expect.objectContaining({ by: 'staff', staffName: 'Sunita' }),
      ]);
      expect(seen.requests).toEqual([
        expect.objectContaining({ requestBy: 'staff', status: 'accepted', ...SLOT }),
      ]);
      expect((await outbox(asha.phone))[0]?.text).toBe(
        `Utsav: your order ${id} is rescheduled to ${dayAhead(6)}, 12:00 to 15:00.`,
      );
      expect(await audited(id, 'move')).toEqual([
        expect.objectContaining({
          before: expect.objectContaining({ celebrationDate: dayAhead(3) }),
          after: expect.objectContaining({ celebrationDate: dayAhead(6) }),
        }),
      ]);
    });

    test('a pending request is accepted by a move to its slot and declined by a move elsewhere', async () => {
      const same = await bookedOrder(ctx, asha, product, 3);
      await requestMove(asha, same, 5);
      await move(tokens.opsHere, same, 5);
      expect((await orderOf(ctx, asha, same)).requests).toEqual([
        expect.objectContaining({ requestBy: 'user', status: 'accepted' }),
      ]);

      const elsewhere = await bookedOrder(ctx, asha, product, 3);
      await requestMove(asha, elsewhere, 5);
      const moved = await move(tokens.opsHere, elsewhere, 7);
      expect(moved.body.order.pendingRequest).toBeUndefined();
      const seen = await orderOf(ctx, asha, elsewhere);
      expect(seen.celebrationDate).toBe(dayAhead(7));
      expect(seen.requests).toEqual([
        expect.objectContaining({
          requestBy: 'user',
          status: 'rejected',
          reason: movedInstead({ celebrationDate: dayAhead(7), ...SLOT }),
        }),
        expect.objectContaining({ requestBy: 'staff', status: 'accepted' }),
      ]);
      // The customer may ask again.
      await requestMove(asha, elsewhere, 4);
    });

    test('a full slot is a 409 that says so, and nothing moves', async () => {
      await setCapacity(ctx, 13, 1);
      await bookedOrder(ctx, await customer(ctx, 'Farah Khan'), product, 13);
      const id = await bookedOrder(ctx, asha, product, 3);
      const from = await slotCount(ctx, 3);
      const res = await move(tokens.opsHere, id, 13);
      expect(res).toMatchObject({ status: 409, message: MOVE_SLOT_TAKEN });
      expect((await orderOf(ctx, asha, id)).celebrationDate).toBe(dayAhead(3));
      expect([await slotCount(ctx, 3), await slotCount(ctx, 13)]).toEqual([from, 1]);
      expect(await audited(id, 'move')).toEqual([]);
      const impossible = await call(contract.ops.move, tokens.opsHere, on(id, 'move'), {
        celebrationDate: '31-02-2027',
        ...SLOT,
      });
      expect(impossible.status).toBe(400);
      for (const days of [-1, 61]) {
        const outside = await call(contract.ops.move, tokens.opsHere, on(id, 'move'), {
          celebrationDate: dayAhead(days),
          ...SLOT,
        });
        expect(outside).toMatchObject({ status: 400, message: MOVE_OUT_OF_WINDOW });
      }
      expect((await orderOf(ctx, asha, id)).celebrationDate).toBe(dayAhead(3));
    });

    test("a move racing the customer's cancel leaves one consistent result", async () => {
      await raceWithCancel(false, (id) => move(tokens.opsHere, id, 7));
    });
  });

  describe('capacity and days off', () => {
    const slotsOf = async (days: number) =>
      (
        await send(ctx, contract.timeslot.getByDate, {
          url: `/api/timeslot/${dayAhead(days)}?hubId=${DEFAULT_HUB_ID}`,
        })
      ).body.slots;
    const capacity = (body: Record<string, unknown>) =>
      call(contract.ops.setCapacity, tokens.opsHere, '/api/ops/capacity', {
        hubId: DEFAULT_HUB_ID,
        ...body,
      });

    test('a hub that does not exist is a 400 for the board and capacity, and no slot is made', async () => {
      const slotRows = async (hubId: string) =>
        (await ctx.database.db.select().from(timeSlots).where(eq(timeSlots.hubId, hubId))).length;
      for (const hubId of ['MUM-THANE-HUBB', DEFAULT_HUB_ID.toLowerCase()]) {
        for (const token of [tokens.admin, tokens.opsHere]) {
          const closed = await call(contract.ops.setCapacity, token, '/api/ops/capacity', {
            hubId,
            from: dayAhead(20),
            closed: true,
          });
          expect(closed).toMatchObject({ status: 400, message: `Unknown hubId '${hubId}'` });
          const day = await call(
            contract.ops.board,
            token,
            `/api/ops/board?hubId=${hubId}&date=${dayAhead(20)}`,
          );
          expect(day).toMatchObject({ status: 400, message: `Unknown hubId '${hubId}'` });
        }
        expect(await slotRows(hubId)).toBe(0);
      }
      // The hub itself, spelled as the catalogue has it, still works.
      expect(
        await capacity({ from: dayAhead(20), slotTime: '12:00-15:00', capacity: 6 }),
      ).toMatchObject({ status: 200, body: { updated: 1 } });
    });

    test('a capacity below the bookings held is refused and nothing is written', async () => {
      await setCapacity(ctx, 11, 5);
      await bookedOrder(ctx, asha, product, 11);
      await bookedOrder(ctx, await customer(ctx, 'Zoya Ali'), product, 11);
      const res = await capacity({ from: dayAhead(10), to: dayAhead(11), capacity: 1 });
      expect(res.status).toBe(409);
      expect(res.message).toBe(
        `The 12:00-15:00 slot on ${dayAhead(11)} already holds 2 bookings: its capacity cannot go down to 1`,
      );
      expect((await slotsOf(10)).map((slot) => slot.capacity)).toEqual([5, 5, 5, 5]);
      expect(
        await capacity({ from: dayAhead(11), slotTime: '12:00-15:00', capacity: 2 }),
      ).toMatchObject({
        status: 200,
        body: { updated: 1 },
      });
    });

    test("a closed day shows closed in the customer's slots and takes no booking until reopened", async () => {
      const who = await customer(ctx, 'Rhea Kapoor');
      await putCart(ctx, who, cartInput(who, product, { celebrationDate: dayAhead(12) }));
      expect((await capacity({ from: dayAhead(12), closed: true })).body.updated).toBe(4);
      const closed = await slotsOf(12);
      expect(closed.every((slot) => !slot.isAvailable && slot.isClosed === true)).toBe(true);
      // A cart that chose the slot before it closed cannot be placed into it.
      expect((await place(ctx, who)).status).toBe(409);
      await capacity({ from: dayAhead(12), closed: false });
      expect((await slotsOf(12)).every((slot) => slot.isAvailable && !slot.isClosed)).toBe(true);
      expect((await place(ctx, who)).status).toBe(200);
    });

    test('dates outside the booking window are refused', async () => {
      expect((await capacity({ from: dayAhead(-1), capacity: 3 })).status).toBe(400);
      expect((await capacity({ from: dayAhead(3) })).status).toBe(400);
    });
  });

  describe('goodwill credit', () => {
    const give = (token: string, id: string, amount: number, key: string, reason = 'Late team') =>
      call(contract.ops.goodwill, token, on(id, 'goodwill'), { amount, reason, key });
    const approve = (token: string, key: string) =>
      call(contract.ops.approveGoodwill, token, `/api/ops/goodwill/${key}/approve`);
    const decline = (token: string, key: string, reason: string) =>
      call(contract.ops.declineGoodwill, token, `/api/ops/goodwill/${key}/decline`, { reason });
    const paidOrder = async (who: Customer) => {
      const id = await bookedOrder(ctx, who, product, 3);
      await markPaid(id);
      return id;
    };
    const auditOf = async (id: string) =>
      (await ctx.database.db.select().from(staffAudit).where(eq(staffAudit.target, id))).map(
        ({ action, after }) => ({ action, after }),
      );
    let secondAdmin: string;
    beforeAll(async () => {
      const phone = newPhone();
      await makeStaff(ctx.database.db, phone, 'Bina', { role: 'admin', hubs: [] });
      secondAdmin = await logIn(ctx.app, phone, 'staff');
    });

    test('within the approval amount it is credited once per key; above it an admin approves', async () => {
      const who = await customer(ctx, 'Maya Iyer');
      const id = await paidOrder(who);
      const first = await give(tokens.support, id, 300, 'gw-one');
      expect(first.body).toMatchObject({ status: 'credited', changed: true });
      expect((await give(tokens.support, id, 300, 'gw-one')).body.changed).toBe(false);
      expect((await balances(ctx, who)).credit).toBe(300);

      const above = await give(tokens.support, id, 300, 'gw-two');
      expect(above.body).toMatchObject({ status: 'awaitingApproval' });
      expect((await balances(ctx, who)).credit).toBe(300);

      const pending = await call(contract.ops.pendingGoodwill, tokens.admin, '/api/ops/goodwill');
      expect(pending.body.requests).toEqual([
        expect.objectContaining({ _id: 'gw-two', amount: 300 }),
      ]);
      expect((await approve(tokens.support, 'gw-two')).status).toBe(403);
      expect((await approve(tokens.admin, 'gw-two')).body.changed).toBe(true);
      expect((await approve(tokens.admin, 'gw-two')).body.changed).toBe(false);
      expect((await balances(ctx, who)).credit).toBe(600);
      // Every grant's entry says how much and why.
      expect(await auditOf(id)).toEqual(
        expect.arrayContaining([
          {
            action: 'goodwill',
            after: expect.objectContaining({
              goodwill: { amount: 300, reason: 'Late team', key: 'gw-one' },
            }),
          },
          {
            action: 'goodwillRequested',
            after: { amount: 300, reason: 'Late team', key: 'gw-two' },
          },
          {
            action: 'approveGoodwill',
            after: expect.objectContaining({ amount: 300, reason: 'Late team', key: 'gw-two' }),
          },
        ]),
      );
    });

    test("an admin's own grant above the amount waits for a second person", async () => {
      const who = await customer(ctx, 'Kabir Shah');
      const id = await paidOrder(who);
      expect((await give(tokens.admin, id, 600, 'gw-admin')).body.status).toBe('awaitingApproval');
      expect(await approve(tokens.admin, 'gw-admin')).toMatchObject({
        status: 403,
        message: SECOND_PERSON,
      });
      expect((await decline(tokens.admin, 'gw-admin', 'Changed my mind')).status).toBe(403);
      expect((await balances(ctx, who)).credit).toBe(0);
      expect((await approve(secondAdmin, 'gw-admin')).body.changed).toBe(true);
      expect((await balances(ctx, who)).credit).toBe(600);
    });

    test('never on an unpaid or cancelled order, never to their own account, a reason always', async () => {
      const who = await customer(ctx, 'Neha Joshi');
      const unpaid = await bookedOrder(ctx, who, product, 3);
      expect(await give(tokens.support, unpaid, 100, 'gw-unpaid')).toMatchObject({
        status: 409,
        message: NOT_ON_UNPAID,
      });
      const cancelled = await paidOrder(who);
      await call(contract.ops.cancel, tokens.admin, on(cancelled, 'cancel'), {
        reason: 'Customer called',
      });
      expect(await give(tokens.support, cancelled, 100, 'gw-cancelled')).toMatchObject({
        status: 409,
        message: NOT_ON_CANCELLED,
      });
      const paid = await paidOrder(who);
      expect(await give(tokens.support, paid, 100, 'gw-blank', '    ')).toMatchObject({
        status: 400,
      });
      expect((await give(tokens.support, paid, 100, 'gw-why', ' .  ')).message).toBe(REASON_NEEDED);
      // A customer who becomes staff cannot give their own orders goodwill, nor approve it.
      await makeStaff(ctx.database.db, who.phone, undefined, { role: 'admin', hubs: [] });
      const self = await logIn(ctx.app, who.phone, 'staff');
      expect(await give(self, paid, 100, 'gw-self')).toMatchObject({
        status: 403,
        message: OWN_ACCOUNT,
      });
      expect((await give(tokens.support, paid, 600, 'gw-for-self')).body.status).toBe(
        'awaitingApproval',
      );
      expect(await approve(self, 'gw-for-self')).toMatchObject({
        status: 403,
        message: OWN_ACCOUNT,
      });
      const rows = await ctx.database.db
        .select()
        .from(goodwillRequests)
        .where(eq(goodwillRequests.userId, who.userId));
      expect(rows.map((row) => [row.id, row.status])).toEqual([['gw-for-self', 'pending']]);
    });

    test("all grants on an order together are at most the order's value", async () => {
      const who = await customer(ctx, 'Irfan Ali');
      const id = await paidOrder(who);
      const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
      const value = row!.priceDetail.finalPrice;
      expect((await give(tokens.admin, id, 500, 'gw-c1')).body.status).toBe('credited');
      expect(await give(tokens.admin, id, value, 'gw-c2')).toMatchObject({
        status: 409,
        message: overCeiling(value - 500),
      });
      expect((await give(tokens.support, id, value - 500, 'gw-c3')).body.status).toBe(
        'awaitingApproval',
      );
      // What waits counts too: nothing more fits.
      expect(await give(tokens.support, id, 1, 'gw-c4')).toMatchObject({
        status: 409,
        message: overCeiling(0),
      });
      expect((await approve(tokens.admin, 'gw-c3')).body.changed).toBe(true);
      expect((await balances(ctx, who)).credit).toBe(value);
    });

    test('a pending request is declined with a reason: nothing credited, audited, closed', async () => {
      const who = await customer(ctx, 'Tara Menon');
      const id = await paidOrder(who);
      expect((await give(tokens.support, id, 700, 'gw-no')).body.status).toBe('awaitingApproval');
      expect((await decline(tokens.admin, 'gw-no', 'Hm')).status).toBe(400);
      expect((await decline(tokens.support, 'gw-no', 'Not our fault')).status).toBe(403);
      expect((await decline(tokens.admin, 'gw-no', 'Already given a discount')).body.changed).toBe(
        true,
      );
      expect((await decline(tokens.admin, 'gw-no', 'Already given a discount')).body.changed).toBe(
        false,
      );
      expect(await approve(secondAdmin, 'gw-no')).toMatchObject({
        status: 409,
        message: ALREADY_DECLINED,
      });
      const pending = await call(contract.ops.pendingGoodwill, tokens.admin, '/api/ops/goodwill');
      expect(pending.body.requests.map((request) => request._id)).not.toContain('gw-no');
      expect((await balances(ctx, who)).credit).toBe(0);
      expect(await auditOf(id)).toContainEqual({
        action: 'declineGoodwill',
        after: expect.objectContaining({
          status: 'declined',
          amount: 700,
          reason: 'Late team',
          declineReason: 'Already given a discount',
        }),
      });
      // A declined amount no longer counts toward the order's ceiling.
      expect((await give(tokens.support, id, 400, 'gw-yes')).body.status).toBe('credited');
    });
  });

  describe('the audit log', () => {
    test('admins read it; no one rewrites or removes an entry', async () => {
      const id = await bookedOrder(ctx, asha, product, 3);
      await call(contract.ops.confirm, tokens.opsHere, on(id, 'confirm'));
      const page = await call(contract.ops.audit, tokens.admin, '/api/ops/audit');
      expect(page.body.entries[0]).toMatchObject({
        staffName: 'Omkar',
        role: 'ops',
        action: 'confirm',
        target: id,
        before: expect.objectContaining({ bookingStatus: 'Order Placed' }),
        after: expect.objectContaining({ bookingStatus: 'Order Confirmed' }),
      });
      await expect(
        ctx.database.db
          .update(staffAudit)
          .set({ action: 'nothing' })
          .where(eq(staffAudit.target, id)),
      ).rejects.toThrow();
      await expect(
        ctx.database.db.delete(staffAudit).where(eq(staffAudit.target, id)),
      ).rejects.toThrow();
    });
  });
});
