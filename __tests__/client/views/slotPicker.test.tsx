import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timeSlotPickerOpened } from '../../../src/client/features/modals/modalsSlice';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { initialLocationState } from '../../../src/client/features/location/locationSlice';
import { Toast } from '../../../src/client/views/components/feedback/Toast';
import { SlotPickerModal } from '../../../src/client/views/components/slotPicker/SlotPickerModal';
import { SLOT_STRIP_DAYS, slotState, stripDays } from '../../../src/client/features/cart/slotDays';
import { contract, type TimeSlot } from '../../../src/shared/contract';
import { MESSAGES } from '../../../src/shared/domain';
import { PUNE_HUB, order, user } from '../support/fixtures';
import { failure, handle, requests, server, withMockApi } from '../support/msw';
import { renderWithProviders } from '../support/render';

withMockApi();

const slot = (overrides: Partial<TimeSlot> = {}): TimeSlot => ({
  slotTime: '15:00-18:00',
  arrivingTime: '15:00',
  readyTime: '18:00',
  orderCount: 0,
  capacity: 5,
  isAvailable: true,
  ...overrides,
});

const OLD = { celebrationDate: '25-12-2026', readyTime: '17:00', arrivingTime: '14:00' };

function slotsAnswer() {
  return handle(contract.timeslot.getByDate, ({ params }) => ({
    isSuccess: true,
    celebrationDate: params.date ?? '',
    hubId: PUNE_HUB,
    slots: [
      slot({
        slotTime: '09:00-12:00',
        arrivingTime: '09:00',
        readyTime: '12:00',
        orderCount: 5,
        isAvailable: false,
      }),
      slot(),
    ],
  }));
}

/** The picker opened from an order page to reschedule, as the order view opens it. */
function renderForOrder() {
  const utils = renderWithProviders(
    <>
      <SlotPickerModal />
      <Toast />
    </>,
    { auth: { ...initialAuthState, user }, location: initialLocationState },
  );
  act(() => {
    utils.store.dispatch(
      timeSlotPickerOpened({
        orderModification: true,
        orderId: 'EABC1234',
        oldSlotInfo: OLD,
        productId: 'p1',
        hubId: PUNE_HUB,
      }),
    );
  });
  return utils;
}

async function pickAndReschedule() {
  const picker = await screen.findByRole('dialog', { name: 'Select date and time slot' });
  expect(picker).toHaveTextContent('Booked for 25-12-2026, 14:00 – 17:00');
  await userEvent.click(await within(picker).findByRole('button', { name: /15:00 – 18:00/ }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Reschedule' }));
}

describe('slot picker for an order', () => {
  test("shows the order's hub, then sends a rescheduling request: 'Order rescheduled'", async () => {
    server.use(
      slotsAnswer(),
      handle(contract.orders.updateOrdersByQueryObject, () => ({
        isSuccess: true,
        order: order(),
      })),
    );
    const { store } = renderForOrder();
    await pickAndReschedule();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.orderRescheduled),
    );
    expect(
      screen.queryByRole('dialog', { name: 'Select date and time slot' }),
    ).not.toBeInTheDocument();
    const slotCall = requests.find((r) => r.path.startsWith('/api/timeslot/'));
    expect(slotCall?.path).toBe('/api/timeslot/25-12-2026');
    expect(slotCall?.search).toBe(`?hubId=${PUNE_HUB}&productId=p1`);
    const update = requests.find((r) => r.path === '/api/orders/update_orders_by_query_object');
    expect(update?.body).toEqual({
      queryObject: { _id: 'EABC1234' },
      updateObject: {
        request: {
          tag: 'rescheduling request',
          celebrationDate: '25-12-2026',
          readyTime: '18:00',
          arrivingTime: '15:00',
        },
      },
    });
    expect(store.getState().overlay).toMatchObject({ type: '_ORDER_RESCHEDULED' });
  });

  test("a refused reschedule says 'Error happened! Please contact us for rescheduling'", async () => {
    server.use(
      slotsAnswer(),
      handle(contract.orders.updateOrdersByQueryObject, () => failure(409, 'Slot is full')),
    );
    renderForOrder();
    await pickAndReschedule();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.rescheduleFailed),
    );
    // The picker stays for another choice.
    expect(
      await screen.findByRole('dialog', { name: 'Select date and time slot' }),
    ).toBeInTheDocument();
  });

  test('Cancel closes the picker without a request', async () => {
    server.use(slotsAnswer());
    const { store } = renderForOrder();
    const picker = await screen.findByRole('dialog', { name: 'Select date and time slot' });
    await within(picker).findByRole('list', { name: 'Time slots' });
    await userEvent.click(within(picker).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().modals.timeSlot).toBeNull();
    expect(requests.some((r) => r.path.includes('update_orders'))).toBe(false);
  });

  test('a failed slot read says so', async () => {
    server.use(handle(contract.timeslot.getByDate, () => failure(500, 'down')));
    renderForOrder();
    expect(
      await screen.findByText('Time slots could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('slot picker on a small screen', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    // jsdom lays nothing out, so it has no scrollIntoView of its own.
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  test('a booked day far along the strip is pressed and scrolled into view on opening', async () => {
    server.use(slotsAnswer());
    const far = stripDays(new Date())[20]!;
    const utils = renderWithProviders(<SlotPickerModal />, {
      auth: { ...initialAuthState, user },
      location: initialLocationState,
    });
    act(() => {
      utils.store.dispatch(
        timeSlotPickerOpened({
          orderModification: true,
          orderId: 'EABC1234',
          oldSlotInfo: { ...OLD, celebrationDate: far.date },
          productId: 'p1',
          hubId: PUNE_HUB,
        }),
      );
    });
    const picker = await screen.findByRole('dialog', { name: 'Select date and time slot' });
    const day = within(picker).getByRole('button', { name: far.label });
    expect(day).toHaveAttribute('aria-pressed', 'true');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(day);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });

    // Another day is brought into view in its turn.
    const next = stripDays(new Date())[21]!;
    await userEvent.click(within(picker).getByRole('button', { name: next.label }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(
      within(picker).getByRole('button', { name: next.label }),
    );
    await within(picker).findByRole('list', { name: 'Time slots' });
  });
});

describe('slot days and states', () => {
  test(`the strip starts today in India and offers ${SLOT_STRIP_DAYS} days`, () => {
    // 20:00 UTC on 31 December is already 1 January in India.
    const days = stripDays(new Date('2026-12-31T20:00:00Z'));
    expect(days).toHaveLength(SLOT_STRIP_DAYS);
    expect(days[0]).toEqual({
      date: '01-01-2027',
      weekday: 'Fri',
      day: '1',
      month: 'Jan',
      label: 'Fri 1 Jan',
    });
    expect(days.at(-1)?.date).toBe('30-01-2027');
  });

  test.each([
    ['a bookable slot', slot(), 'available'],
    ['a slot at capacity', slot({ orderCount: 5, isAvailable: false }), 'full'],
    ['a past slot with room', slot({ orderCount: 2, isAvailable: false }), 'unavailable'],
    [
      'a slot the hub closed',
      slot({ orderCount: 5, isAvailable: false, isClosed: true }),
      'closed',
    ],
  ] as const)('%s is %s', (_name, value, state) => {
    expect(slotState(value)).toBe(state);
  });
});
