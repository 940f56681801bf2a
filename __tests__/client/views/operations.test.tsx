import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/client/app/AppProviders';
import type { RootState } from '../../../src/client/app/rootReducer';
import { makeStore } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import {
  contract,
  type BoardOrder,
  type BoardSlot,
  type SignedInUser,
} from '../../../src/shared/contract';
import { HUB, user } from '../support/fixtures';
import { failure, handle, requests, server } from '../support/msw';
import { withMockApi } from '../support/msw';
import { endsWithTest, routedApp } from '../support/render';

withMockApi();

const staff: SignedInUser = { ...user, _id: 'staff1', name: 'Meera Support', role: 'staff' };
const signedIn: Partial<RootState> = {
  session: { ...initialSessionState, status: 'ready' },
  auth: { ...initialAuthState, user: staff },
};

const ORDER_ID = 'EAB12CD3';

const boardOrder = (overrides: Partial<BoardOrder> = {}): BoardOrder => ({
  _id: ORDER_ID,
  hubId: HUB,
  customerName: 'Asha Rao',
  customerPhone: '9876543210',
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

const slot = (arrivingTime: string, readyTime: string, fill: Partial<BoardSlot> = {}) => ({
  slotTime: `${arrivingTime}-${readyTime}`,
  arrivingTime,
  readyTime,
  capacity: 5,
  orderCount: 0,
  closed: false,
  orders: [],
  ...fill,
});

/** The console's own calls: a support member, and a search that finds `order`. */
const consoleHandlers = (order: BoardOrder) => [
  handle(contract.ops.me, () => ({
    isSuccess: true,
    name: 'Meera Support',
    role: 'support',
    hubs: [],
    goodwillLimit: 500,
  })),
  handle(contract.ops.search, () => ({ isSuccess: true, orders: [order] })),
];

function renderConsole(path: string) {
  const store = endsWithTest(makeStore(signedIn));
  const { navigation, app } = routedApp(path, store);
  render(<AppProviders store={store}>{app}</AppProviders>);
  return { navigation };
}

const searchCard = async (id = ORDER_ID) =>
  within(await screen.findByRole('list', { name: `Orders matching ${id}` })).getByRole('listitem', {
    name: `Order ${id}`,
  });

describe("from a customer's report to their order", () => {
  test("each of the customer's orders opens the console on that order, and Back returns to the report", async () => {
    server.use(
      handle(contract.reports.get, ({ params }) => ({
        isSuccess: true,
        report: {
          referenceId: params.referenceId ?? '',
          message: 'Payment page froze',
          type: '_ERROR_BOUNDARY_CATCH',
          errorFromUrl: 'http://localhost:3002/checkout',
          device: 'mobile',
          errorFromSiteName: 'Utsav',
          userId: 'u1',
          hasTrace: false,
          createdAt: '2026-12-02T10:00:00.000Z',
          customer: { userId: 'u1', maskedPhone: '98******10' },
        },
      })),
      handle(contract.reports.customerOrders, () => ({
        isSuccess: true,
        customer: { userId: 'u1', maskedPhone: '98******10' },
        orders: [
          {
            orderId: ORDER_ID,
            placedAt: '2026-12-01T09:30:00.000Z',
            celebrationDate: '24-12-2026',
            productName: 'Golden Birthday Arch',
            bookingStatus: 'Order Placed',
            paymentStatus: 'partial',
            amount: 2499,
          },
        ],
      })),
      ...consoleHandlers(boardOrder()),
    );
    const { navigation } = renderConsole('/support/report/ABC123');
    const table = await screen.findByRole('table', {
      name: 'Orders of Customer 98******10, newest first',
    });
    const [, row] = within(table).getAllByRole('row');
    await userEvent.click(within(row!).getByRole('link', { name: 'Open in operations' }));

    const card = await searchCard();
    expect(navigation.location().pathname).toBe('/support/operations');
    expect(navigation.location().search).toBe(`?q=${ORDER_ID}`);
    expect(within(card).getByText('Move to another slot')).toBeVisible();
    expect(within(card).getByText('Cancel order')).toBeVisible();
    expect(within(card).getByText('Goodwill Credit')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Order reference or phone' })).toHaveValue(ORDER_ID);

    act(() => navigation.goBack());
    expect(await screen.findByRole('heading', { name: "Customer's orders" })).toBeVisible();
    expect(navigation.location().pathname).toBe('/support/report/ABC123');
  });
});

describe('Move to another slot', () => {
  const pickerDay = '26-12-2026';

  test("lists the hub's slots with a free place on the day chosen and moves the order there", async () => {
    server.use(
      ...consoleHandlers(boardOrder()),
      handle(contract.ops.board, ({ url }) => ({
        isSuccess: true,
        hubId: url.searchParams.get('hubId') ?? '',
        date: url.searchParams.get('date') ?? '',
        slots: [
          slot('09:00', '12:00', { orderCount: 5 }),
          slot('12:00', '15:00', { orderCount: 3 }),
          slot('15:00', '18:00', { closed: true }),
          slot('18:00', '21:00'),
        ],
        requests: [],
      })),
      handle(contract.ops.move, ({ body }) => ({
        isSuccess: true,
        changed: true,
        order: boardOrder({
          ...(body as Pick<BoardOrder, 'celebrationDate' | 'arrivingTime' | 'readyTime'>),
          slotTime: '18:00-21:00',
        }),
      })),
    );
    renderConsole(`/support/operations?q=${ORDER_ID}`);
    const card = await searchCard();
    await userEvent.click(within(card).getByText('Move to another slot'));
    const form = within(card).getByRole('form', { name: `Move ${ORDER_ID} to another slot` });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-12-26' } });

    const picker = await within(form).findByRole('combobox', { name: 'Slot' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['12:00 to 15:00 · 2 free', '18:00 to 21:00 · 5 free']);
    const boardCall = requests.find((request) => request.path === contract.ops.board.path);
    expect(Object.fromEntries(new URLSearchParams(boardCall?.search))).toEqual({
      hubId: HUB,
      date: pickerDay,
    });

    await userEvent.selectOptions(picker, '18:00-21:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Move' }));
    expect(await within(card).findByText(`Moved to ${pickerDay}, 18:00 to 21:00.`)).toBeVisible();
    const moveCall = requests.find(
      (request) => request.path === `/api/ops/orders/${ORDER_ID}/move`,
    );
    expect(moveCall?.method).toBe('POST');
    expect(moveCall?.body).toEqual({
      celebrationDate: pickerDay,
      arrivingTime: '18:00',
      readyTime: '21:00',
    });
  });

  test("a slot filled meanwhile shows the server's 409; a day with no free place says so", async () => {
    const full = 'The slot you chose is full, closed or already started now. Choose another slot';
    let fill = 4;
    server.use(
      ...consoleHandlers(boardOrder()),
      handle(contract.ops.board, ({ url }) => ({
        isSuccess: true,
        hubId: HUB,
        date: url.searchParams.get('date') ?? '',
        slots: [slot('18:00', '21:00', { orderCount: fill })],
        requests: [],
      })),
      handle(contract.ops.move, () => {
        fill = 5;
        return failure(409, full);
      }),
    );
    renderConsole(`/support/operations?q=${ORDER_ID}`);
    const card = await searchCard();
    await userEvent.click(within(card).getByText('Move to another slot'));
    const form = within(card).getByRole('form', { name: `Move ${ORDER_ID} to another slot` });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-12-26' } });
    await userEvent.click(await within(form).findByRole('button', { name: 'Move' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(full);
    // A day whose slots are all taken offers none.
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-12-27' } });
    expect(await within(form).findByText('No slot has a free place that day.')).toBeVisible();
  });

  test('a cancelled or completed order offers no move', async () => {
    server.use(...consoleHandlers(boardOrder({ bookingStatus: 'Order Completed' })));
    renderConsole(`/support/operations?q=${ORDER_ID}`);
    const card = await searchCard();
    expect(within(card).getByText('Goodwill Credit')).toBeVisible();
    expect(within(card).queryByText('Move to another slot')).not.toBeInTheDocument();
  });
});

describe('Refunds owed to deleted accounts', () => {
  test('the audit page lists what to pay and through which payment, and records a payment made by hand', async () => {
    let owed = [
      {
        _id: 'refund-1',
        orderId: ORDER_ID,
        hubId: HUB,
        amount: 1519,
        provider: 'razorpay' as const,
        providerPaymentId: 'pay_OWED1',
        owedSince: '2026-12-02T10:00:00.000Z',
      },
    ];
    const settled: unknown[] = [];
    server.use(
      handle(contract.ops.pendingGoodwill, () => ({ isSuccess: true, requests: [] })),
      handle(contract.ops.audit, () => ({ isSuccess: true, entries: [], page: 0, total: 0 })),
      handle(contract.ops.owedRefunds, () => ({ isSuccess: true, refunds: owed })),
      handle(contract.ops.settleRefund, ({ params, body }) => {
        settled.push({ refundId: params.refundId, body });
        owed = [];
        return { isSuccess: true, changed: true };
      }),
    );
    renderConsole('/support/operations/audit');
    const table = await screen.findByRole('table', {
      name: 'Refunds to pay by hand, oldest first',
    });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent(ORDER_ID);
    expect(row).toHaveTextContent('₹1,519');
    expect(row).toHaveTextContent('razorpay payment pay_OWED1');

    const form = within(row!).getByRole('form', { name: `Settle the refund of ${ORDER_ID}` });
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Reference of the payment made' }),
      ' NEFT UTR 4411 ',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Record as paid' }));
    expect(await screen.findByText('Nothing owed.')).toBeVisible();
    expect(settled).toEqual([{ refundId: 'refund-1', body: { reference: 'NEFT UTR 4411' } }]);
  });

  test("a refusal shows the server's message and keeps the refund listed", async () => {
    server.use(
      handle(contract.ops.pendingGoodwill, () => ({ isSuccess: true, requests: [] })),
      handle(contract.ops.audit, () => ({ isSuccess: true, entries: [], page: 0, total: 0 })),
      handle(contract.ops.owedRefunds, () => ({
        isSuccess: true,
        refunds: [
          {
            _id: 'refund-2',
            orderId: ORDER_ID,
            hubId: HUB,
            amount: 800,
            provider: 'sandbox' as const,
            providerPaymentId: 'sbp_OWED2',
            owedSince: '2026-12-02T10:00:00.000Z',
          },
        ],
      })),
      handle(contract.ops.settleRefund, () => failure(403, 'Staff only')),
    );
    renderConsole('/support/operations/audit');
    const form = await screen.findByRole('form', { name: `Settle the refund of ${ORDER_ID}` });
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Reference of the payment made' }),
      'UTR 1',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Record as paid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff only');
    expect(
      screen.getByRole('table', { name: 'Refunds to pay by hand, oldest first' }),
    ).toBeVisible();
  });
});

describe('Goodwill waiting for approval', () => {
  test("an admin declines a request with a reason, and it leaves the list; a refusal shows the server's message", async () => {
    let waiting = [
      {
        _id: 'gw-1',
        orderId: ORDER_ID,
        amount: 600,
        reason: 'Balloons arrived late',
        requestedBy: 'Omkar',
        createdAt: '2026-12-02T10:00:00.000Z',
      },
    ];
    const declined: unknown[] = [];
    let refuse = true;
    server.use(
      handle(contract.ops.pendingGoodwill, () => ({ isSuccess: true, requests: waiting })),
      handle(contract.ops.audit, () => ({ isSuccess: true, entries: [], page: 0, total: 0 })),
      handle(contract.ops.owedRefunds, () => ({ isSuccess: true, refunds: [] })),
      handle(contract.ops.declineGoodwill, ({ params, body }) => {
        if (refuse) return failure(404, 'Goodwill request not found');
        declined.push({ requestId: params.requestId, body });
        waiting = [];
        return { isSuccess: true, changed: true };
      }),
    );
    renderConsole('/support/operations/audit');
    const table = await screen.findByRole('table', { name: 'Goodwill waiting for approval' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('₹600');
    expect(row).toHaveTextContent('Balloons arrived late');
    const form = within(row!).getByRole('form', { name: `Decline the goodwill for ${ORDER_ID}` });
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Why not' }),
      ' Already given a refund ',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Goodwill request not found');
    expect(declined).toEqual([]);

    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Nothing waiting.')).toBeVisible();
    expect(declined).toEqual([{ requestId: 'gw-1', body: { reason: 'Already given a refund' } }]);
  });
});
