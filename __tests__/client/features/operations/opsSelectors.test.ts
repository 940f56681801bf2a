import { opsApi } from '../../../../src/client/api/opsApi';
import {
  moveDayNotes,
  moveMinInputDate,
  requestsOutcome,
  selectMoveChoices,
  selectOrderActions,
  selectStaffMay,
  selectStaffRole,
} from '../../../../src/client/features/operations/opsSelectors';
import type { BoardOrder, BoardSlot, StaffRole } from '../../../../src/shared/contract';
import { RESCHEDULING_REQUEST } from '../../../../src/shared/contract/constants';
import { HUB } from '../../support/fixtures';
import { testStore } from '../../support/store';

const order = (overrides: Partial<BoardOrder> = {}): BoardOrder => ({
  _id: 'EAB12CD3',
  hubId: HUB,
  customerName: 'Asha Rao',
  product: 'Golden Birthday Arch',
  addOns: [],
  area: 'Andheri',
  bookingStatus: 'Order Placed',
  paymentStatus: 'partial',
  amountDue: 1500,
  celebrationDate: '24-12-2026',
  arrivingTime: '12:00',
  readyTime: '15:00',
  slotTime: '12:00-15:00',
  goodwillGiven: 0,
  ...overrides,
});

const REQUEST: NonNullable<BoardOrder['pendingRequest']> = {
  _id: 'r1',
  tag: RESCHEDULING_REQUEST,
  requestBy: 'user',
  status: 'pending',
  celebrationDate: '26-12-2026',
  readyTime: '18:00',
  arrivingTime: '15:00',
  createdAt: '2026-12-01T10:00:00.000Z',
};

/** A console whose `me` call answered for a member with this role. */
async function consoleOf(role: StaffRole) {
  const { store } = testStore();
  await store.dispatch(
    opsApi.util.upsertQueryData('opsMe', undefined, {
      isSuccess: true,
      name: 'Meera',
      role,
      hubs: [],
      goodwillLimit: 500,
    }),
  );
  return store;
}

describe('what the console lets staff do', () => {
  test('nothing before the console knows who is signed in', () => {
    const { store } = testStore();
    expect(selectStaffRole(store.getState())).toBeNull();
    expect(selectStaffMay(store.getState(), 'read')).toBe(false);
    expect(Object.values(selectOrderActions(store.getState(), order()))).not.toContain(true);
  });

  test.each([
    ['support', { audit: false, capacity: false }],
    ['ops', { audit: false, capacity: true }],
    ['admin', { audit: true, capacity: true }],
  ] as const)('%s: %j', async (role, expected) => {
    const store = await consoleOf(role);
    expect(selectStaffMay(store.getState(), 'audit')).toBe(expected.audit);
    expect(selectStaffMay(store.getState(), 'capacity')).toBe(expected.capacity);
  });

  const placed = order();
  const confirmed = order({ bookingStatus: 'Order Confirmed' });
  const completed = order({ bookingStatus: 'Order Completed' });
  const cancelled = order({ bookingStatus: 'Order Cancelled' });
  const requested = order({ pendingRequest: REQUEST });
  test.each([
    [
      'support, a placed order: move, cancel, Credit; no lifecycle',
      'support',
      placed,
      {
        confirm: false,
        complete: false,
        answerReschedule: false,
        move: true,
        assignDecorator: false,
        cancel: true,
        goodwill: true,
      },
    ],
    [
      'ops, a placed order: confirm it and give it a decorator',
      'ops',
      placed,
      {
        confirm: true,
        complete: false,
        answerReschedule: false,
        move: true,
        assignDecorator: true,
        cancel: true,
        goodwill: true,
      },
    ],
    [
      'ops, a confirmed order: mark it done',
      'ops',
      confirmed,
      {
        confirm: false,
        complete: true,
        answerReschedule: false,
        move: true,
        assignDecorator: true,
        cancel: true,
        goodwill: true,
      },
    ],
    [
      'admin, a completed order: only Credit',
      'admin',
      completed,
      {
        confirm: false,
        complete: false,
        answerReschedule: false,
        move: false,
        assignDecorator: false,
        cancel: false,
        goodwill: true,
      },
    ],
    [
      'ops, a cancelled order: only Credit',
      'ops',
      cancelled,
      {
        confirm: false,
        complete: false,
        answerReschedule: false,
        move: false,
        assignDecorator: false,
        cancel: false,
        goodwill: true,
      },
    ],
    [
      'support, a pending request: answer it',
      'support',
      requested,
      {
        confirm: false,
        complete: false,
        answerReschedule: true,
        move: true,
        assignDecorator: false,
        cancel: true,
        goodwill: true,
      },
    ],
  ] as const)('%s', async (_name, role, card, expected) => {
    const store = await consoleOf(role);
    expect(selectOrderActions(store.getState(), card)).toEqual(expected);
  });
});

const slot = (slotTime: string, fill: Partial<BoardSlot> = {}): BoardSlot => {
  const [arrivingTime = '', readyTime = ''] = slotTime.split('-');
  return {
    slotTime,
    arrivingTime,
    readyTime,
    capacity: 3,
    orderCount: 1,
    closed: false,
    orders: [],
    ...fill,
  };
};

describe('the move form', () => {
  const DAY = [
    slot('09:00-12:00'),
    slot('12:00-15:00'),
    slot('15:00-18:00', { orderCount: 3 }),
    slot('18:00-21:00', { closed: true }),
  ];

  test("the order's own day: open slots with a place, not its own, with the places left", () => {
    expect(selectMoveChoices(DAY, '24-12-2026', order())).toEqual([
      { slotTime: '09:00-12:00', arrivingTime: '09:00', readyTime: '12:00', free: 2 },
    ]);
  });

  test('another day: its own slot time is a move too', () => {
    expect(selectMoveChoices(DAY, '25-12-2026', order()).map((choice) => choice.slotTime)).toEqual([
      '09:00-12:00',
      '12:00-15:00',
    ]);
  });

  test('nothing before a day is chosen or its slots arrive', () => {
    expect(selectMoveChoices(DAY, null, order())).toEqual([]);
    expect(selectMoveChoices(undefined, '25-12-2026', order())).toEqual([]);
  });

  test('the same choices for the same answer, so the list is not drawn again', () => {
    const first = selectMoveChoices(DAY, '25-12-2026', order());
    expect(selectMoveChoices(DAY, '25-12-2026', order())).toBe(first);
  });

  const choices = selectMoveChoices(DAY, '25-12-2026', order());
  test.each([
    [
      'no day yet: nothing said',
      null,
      { isFetching: false, hasData: false },
      [],
      { lookingUp: false, noneFree: false, showChoices: false },
    ],
    [
      'looking up a day',
      '25-12-2026',
      { isFetching: true, hasData: false },
      [],
      { lookingUp: true, noneFree: false, showChoices: false },
    ],
    [
      'a full day',
      '25-12-2026',
      { isFetching: false, hasData: true },
      [],
      { lookingUp: false, noneFree: true, showChoices: false },
    ],
    [
      'a day with room',
      '25-12-2026',
      { isFetching: false, hasData: true },
      choices,
      { lookingUp: false, noneFree: false, showChoices: true },
    ],
  ] as const)('notes: %s', (_name, date, day, list, expected) => {
    expect(moveDayNotes(date, day, list)).toEqual(expected);
  });

  test('the earliest day is today in India, as a date input writes it', () => {
    expect(moveMinInputDate(new Date('2026-12-01T20:00:00Z'))).toBe('2026-12-02');
  });
});

describe("a card's own requests", () => {
  const idle = { isLoading: false, isError: false };
  test('busy while any is on its way; the first failure is the one shown', () => {
    expect(requestsOutcome([idle, idle])).toEqual({ busy: false, error: undefined });
    expect(requestsOutcome([idle, { isLoading: true, isError: false }]).busy).toBe(true);
    expect(
      requestsOutcome([
        idle,
        { isLoading: false, isError: true, error: 'first' },
        { isLoading: false, isError: true, error: 'second' },
      ]).error,
    ).toBe('first');
  });
});
