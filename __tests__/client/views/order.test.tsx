import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllListeners } from '@reduxjs/toolkit';
import type { RootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { modalOpened } from '../../../src/client/features/modals/modalsSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { contract, type Order, type PublicOrder } from '../../../src/shared/contract';
import { MESSAGES } from '../../../src/shared/domain';
import { renderConnectedRoute } from '../support/connectedRoute';
import { PHONE, order, price, user } from '../support/fixtures';
import { backgroundHandlers, failure, handle, requests, server, withMockApi } from '../support/msw';

withMockApi();

const ready = { session: { ...initialSessionState, status: 'ready' as const } };
const signedIn: Partial<RootState> = { ...ready, auth: { ...initialAuthState, user } };
const ORDER_PATH = '/profile/mybookings/order/EABC1234';
const SANDBOX_URL = 'http://127.0.0.1:5003/checkout?session=abc&sig=def';

/** An advance-paid order with history, a coupon and an add-on. */
const advancePaid = (overrides: Partial<Order> = {}) =>
  order({
    bookingDetails: [{ status: 'Order Placed', date: '2026-12-01T10:00:00.000Z' }],
    events: [
      { type: 'placed', by: 'user', date: '2026-12-01T10:00:00.000Z' },
      { type: 'paid', by: 'system', date: '2026-12-01T10:00:05.000Z' },
    ],
    paymentStatus: 'partial',
    paymentDetails: {
      mode: 'ONLINE',
      option: 'advance',
      paymentIds: ['sbp_1'],
      amountPaid: 752,
      amountDue: 752,
    },
    priceDetail: {
      productPrice: 1500,
      addOnsTotal: 300,
      convenienceFee: 49,
      couponDiscount: 150,
      santaTip: 0,
      buyingPrice: 1699,
      prepaidDiscount: 45,
      rewardUsed: 0,
      creditUsed: 150,
      finalPrice: 1504,
    },
    addOns: [
      {
        addon: { _id: 'a1', name: 'Photo booth', images: [], price: price(300, 400) },
        quantity: 1,
      },
    ],
    offers: [{ offerCode: 'PARTY10' }],
    instructions: 'Gold and white, please',
    ...overrides,
  });

/** An order whose slot has ended (20 November 2026, 17:00 in India): it can be rated. */
const delivered = (overrides: Partial<Order> = {}) =>
  order({ celebrationDate: '20-11-2026', ...overrides });

const publicView = (overrides: Partial<PublicOrder> = {}): PublicOrder => ({
  _id: 'EABC1234',
  bookingStatus: 'Order Placed',
  orderType: 'Upcoming Bookings',
  product: order().product,
  addOns: [],
  celebrationDate: '25-12-2026',
  readyTime: '17:00',
  arrivingTime: '14:00',
  city: 'Mumbai',
  bookingDetails: [{ status: 'Order Placed', date: '2026-12-01T10:00:00.000Z' }],
  createdAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

/** The owner's order as the server holds it now; tests swap it to show a change landing. */
function ownerApi(initial: Order) {
  let current = initial;
  server.use(
    handle(contract.orders.getOrdersByQueryObject, () => ({
      isSuccess: true,
      orders: [current],
      lastOrder: current,
    })),
    handle(contract.payment.getByOrderId, () => ({
      isSuccess: true,
      payments: current.paymentDetails.paymentIds.map((id) => ({
        _id: `pay-${id}`,
        orderId: current._id,
        userId: 'u1',
        amount: 752,
        amountPending: 752,
        paymentType: 'advance' as const,
        paymentMode: 'card' as const,
        status: 'success' as const,
        provider: 'sandbox' as const,
        transactionId: id,
        createdAt: '2026-12-01T10:00:05.000Z',
      })),
    })),
  );
  return { change: (next: Order) => void (current = next) };
}

const bodyOf = (path: string) =>
  requests.filter((request) => request.path === path).map((request) => request.body);

describe('order page for its owner', () => {
  test('a booking paid from the wallet is prepaid: discount, "Paid from wallet", no cash due', async () => {
    ownerApi(
      order({
        paymentStatus: 'completed',
        paymentDetails: {
          mode: 'WALLET',
          option: 'full',
          paymentIds: [],
          amountPaid: 0,
          amountDue: 0,
        },
        priceDetail: {
          ...order().priceDetail,
          prepaidDiscount: 75,
          rewardUsed: 74,
          creditUsed: 1400,
          finalPrice: 0,
        },
      }),
    );
    renderConnectedRoute(ORDER_PATH, signedIn);
    const priceDetail = await screen.findByRole('region', { name: 'Price detail' });
    const rows = within(priceDetail)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Decor: ₹1,500',
      'Convenience fee: ₹49',
      'Prepaid discount: − ₹75',
      'Reward used: − ₹74',
      'Credit used: − ₹1,400',
      'Total: ₹0',
      'Paid from wallet: ₹1,474',
      'Balance due: ₹0',
      'Payment mode: Prepaid from wallet',
    ]);
  });

  test('shows status, history, celebration, price detail and payments', async () => {
    ownerApi(advancePaid());
    renderConnectedRoute(ORDER_PATH, signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pastel balloon arch' }),
    ).toBeVisible();
    expect(screen.getByText('Order EABC1234')).toBeVisible();
    expect(screen.getByText('Order Placed', { selector: 'span' })).toBeVisible();
    expect(screen.getByText('Partly paid')).toBeVisible();

    const celebration = screen.getByRole('region', { name: 'Celebration' });
    expect(within(celebration).getByText('25-12-2026, 14:00 to 17:00')).toBeVisible();
    expect(
      within(celebration).getByText(
        '12, Sunrise Towers, Andheri East, Mumbai, Maharashtra, 400069',
      ),
    ).toBeVisible();
    expect(within(celebration).getByText(PHONE)).toBeVisible();
    expect(within(celebration).getByText('Photo booth × 1')).toBeVisible();
    expect(within(celebration).getByText('Gold and white, please')).toBeVisible();

    const history = screen.getByRole('region', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Order Placed', 'Payment received']);

    const priceDetail = screen.getByRole('region', { name: 'Price detail' });
    const rows = within(priceDetail)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Decor: ₹1,500',
      'Add-ons: ₹300',
      'Convenience fee: ₹49',
      'Coupon PARTY10: − ₹150',
      'Prepaid discount: − ₹45',
      'Credit used: − ₹150',
      'Total: ₹1,504',
      'Paid: ₹752',
      'Balance due: ₹752',
      'Payment mode: Online',
    ]);

    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText('₹752')).toBeVisible();
    expect(within(payments).getByText(/Advance, success/)).toBeVisible();

    expect(screen.getByRole('link', { name: 'Need help with this order?' })).toHaveAttribute(
      'href',
      '/help',
    );
  });

  test('a cash order with nothing paid says so', async () => {
    ownerApi(order());
    renderConnectedRoute(ORDER_PATH, signedIn);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText('No online payments yet.')).toBeVisible();
    expect(screen.getByText('Not paid yet')).toBeVisible();
    const priceDetail = screen.getByRole('region', { name: 'Price detail' });
    expect(within(priceDetail).getByText('Cash on delivery')).toBeVisible();
    expect(within(priceDetail).queryByText('Add-ons')).not.toBeInTheDocument();
  });

  test("'Pay the balance online' starts an old-order payment and leaves for the gateway", async () => {
    ownerApi(advancePaid());
    server.use(handle(contract.payment.initiate, () => ({ isSuccess: true, url: SANDBOX_URL })));
    const { services } = renderConnectedRoute(ORDER_PATH, signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay the balance online' }));
    await waitFor(() => expect(services.leftTo).toEqual([SANDBOX_URL]));
    expect(bodyOf(contract.payment.initiate.path)).toEqual([
      { type: '_OLD_ORDER_PAYMENT', orderId: 'EABC1234' },
    ]);
  });

  test('a fully paid order offers no balance payment', async () => {
    ownerApi(
      advancePaid({
        paymentStatus: 'completed',
        paymentDetails: {
          mode: 'ONLINE',
          option: 'full',
          paymentIds: ['sbp_1'],
          amountPaid: 1504,
          amountDue: 0,
        },
      }),
    );
    renderConnectedRoute(ORDER_PATH, signedIn);
    expect(await screen.findByRole('button', { name: 'Reschedule' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Pay the balance online' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Paid', { selector: 'span' })).toBeVisible();
  });

  test('an order our team moved shows its new slot and says who moved it', async () => {
    const moved = { celebrationDate: '27-12-2026', arrivingTime: '18:00', readyTime: '21:00' };
    ownerApi(
      order({
        ...moved,
        requests: [
          {
            _id: 'r1',
            tag: 'rescheduling request',
            requestBy: 'user',
            status: 'rejected',
            reason: 'Our team moved your order to 27-12-2026, 18:00 to 21:00 instead',
            celebrationDate: '26-12-2026',
            arrivingTime: '15:00',
            readyTime: '18:00',
            createdAt: '2026-12-02T10:00:00.000Z',
            answeredAt: '2026-12-03T10:00:00.000Z',
          },
          {
            _id: 'r2',
            tag: 'rescheduling request',
            requestBy: 'staff',
            status: 'accepted',
            ...moved,
            createdAt: '2026-12-03T10:00:00.000Z',
            answeredAt: '2026-12-03T10:00:00.000Z',
          },
        ],
      }),
    );
    renderConnectedRoute(ORDER_PATH, signedIn);
    expect(
      await screen.findByText('Our team moved your celebration to 27-12-2026, 18:00 to 21:00.'),
    ).toBeVisible();
    expect(screen.getByText('When').nextElementSibling).toHaveTextContent(
      '27-12-2026, 18:00 to 21:00',
    );
  });

  describe('reschedule through the slot picker', () => {
    const slots = () =>
      handle(contract.timeslot.getByDate, ({ params }) => ({
        isSuccess: true,
        celebrationDate: params.date ?? '25-12-2026',
        hubId: 'MUM-THANE-HUB',
        slots: [
          {
            slotTime: '15:00-18:00',
            arrivingTime: '15:00',
            readyTime: '18:00',
            orderCount: 0,
            capacity: 4,
            isAvailable: true,
          },
          {
            slotTime: '18:00-21:00',
            arrivingTime: '18:00',
            readyTime: '21:00',
            orderCount: 4,
            capacity: 4,
            isAvailable: false,
          },
        ],
      }));

    async function reschedule() {
      await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
      const picker = await screen.findByRole('dialog', { name: 'Select date and time slot' });
      expect(within(picker).getByText(/Booked for 25-12-2026/)).toBeVisible();
      expect(await within(picker).findByRole('button', { name: /18:00 – 21:00/ })).toBeDisabled();
      await userEvent.click(within(picker).getByRole('button', { name: /15:00 – 18:00/ }));
      await userEvent.click(within(picker).getByRole('button', { name: 'Reschedule' }));
      return picker;
    }

    test("a new slot is requested: 'Order rescheduled' and the pending request shows", async () => {
      const api = ownerApi(order());
      server.use(
        slots(),
        handle(contract.orders.updateOrdersByQueryObject, () => {
          const changed = order({
            requests: [
              {
                _id: 'r1',
                tag: 'rescheduling request',
                requestBy: 'user',
                status: 'pending',
                celebrationDate: '25-12-2026',
                readyTime: '18:00',
                arrivingTime: '15:00',
                createdAt: '2026-12-02T10:00:00.000Z',
              },
            ],
          });
          api.change(changed);
          return { isSuccess: true, order: changed };
        }),
      );
      renderConnectedRoute(ORDER_PATH, signedIn);
      const picker = await reschedule();
      expect(
        await screen.findByRole('alertdialog', { name: MESSAGES.orderRescheduledSuccessfully }),
      ).toBeVisible();
      expect(screen.getByText(MESSAGES.orderRescheduled)).toBeInTheDocument();
      expect(picker).not.toBeInTheDocument();
      expect(bodyOf(contract.orders.updateOrdersByQueryObject.path)).toEqual([
        {
          queryObject: { _id: 'EABC1234' },
          updateObject: {
            request: {
              tag: 'rescheduling request',
              celebrationDate: '25-12-2026',
              readyTime: '18:00',
              arrivingTime: '15:00',
            },
          },
        },
      ]);
      expect(
        await screen.findByText(
          'Reschedule requested to 25-12-2026, 15:00 to 18:00: waiting for our team to confirm.',
        ),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    });

    test("a refused reschedule says 'Error happened! Please contact us for rescheduling'", async () => {
      ownerApi(order());
      server.use(
        slots(),
        handle(contract.orders.updateOrdersByQueryObject, () => failure(409, 'That slot is full')),
      );
      renderConnectedRoute(ORDER_PATH, signedIn);
      await reschedule();
      expect(await screen.findByText(MESSAGES.rescheduleFailed)).toBeVisible();
      expect(screen.getByText('Order Placed', { selector: 'span' })).toBeVisible();
    });
  });

  describe('cancel with a reason', () => {
    /** Gives a reason, confirms, and waits for the cancelled overlay; answers what was sent. */
    async function confirmCancel(dialog: HTMLElement) {
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }),
        'Party postponed',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
      expect(
        await screen.findByRole('alertdialog', { name: MESSAGES.orderCancelled }),
      ).toBeVisible();
      return bodyOf(contract.orders.updateOrdersByQueryObject.path);
    }

    /** The owner's open order, which the server cancels with this refund when asked. */
    function cancelsTo(open: Order, refund: NonNullable<Order['paymentDetails']['refund']>) {
      const api = ownerApi(open);
      server.use(
        handle(contract.orders.updateOrdersByQueryObject, () => {
          const { cancelRefund: _gone, ...rest } = open;
          const cancelled: Order = {
            ...rest,
            bookingStatus: 'Order Cancelled',
            orderType: 'Past Bookings',
            paymentStatus: 'refunded',
            paymentDetails: { ...open.paymentDetails, refund },
          };
          api.change(cancelled);
          return { isSuccess: true, order: cancelled };
        }),
      );
    }

    test('needs a reason, then cancels: overlay, Cancelled status and the reason in history', async () => {
      const api = ownerApi(advancePaid());
      server.use(
        handle(contract.orders.updateOrdersByQueryObject, () => {
          const cancelled = advancePaid({
            bookingStatus: 'Order Cancelled',
            orderType: 'Past Bookings',
            paymentStatus: 'refunded',
            bookingDetails: [
              { status: 'Order Placed', date: '2026-12-01T10:00:00.000Z' },
              {
                status: 'Order Cancelled',
                date: '2026-12-02T10:00:00.000Z',
                reason: 'Party postponed',
              },
            ],
          });
          api.change(cancelled);
          return { isSuccess: true, order: cancelled };
        }),
      );
      renderConnectedRoute(ORDER_PATH, signedIn);
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
      expect(within(dialog).getByText(/refunded to your Credit/)).toBeVisible();
      const submit = within(dialog).getByRole('button', { name: 'Cancel order' });
      expect(submit).toBeDisabled();
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }),
        'Party postponed',
      );
      await userEvent.click(submit);
      expect(
        await screen.findByRole('alertdialog', { name: MESSAGES.orderCancelled }),
      ).toBeVisible();
      expect(dialog).not.toBeInTheDocument();
      expect(bodyOf(contract.orders.updateOrdersByQueryObject.path)).toEqual([
        {
          queryObject: { _id: 'EABC1234' },
          updateObject: { bookingStatus: 'Order Cancelled', reason: 'Party postponed' },
        },
      ]);
      expect(await screen.findByText('Reason: Party postponed')).toBeVisible();
      expect(screen.getByText('Refunded')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Pay the balance online' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Rate the decoration' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    });

    test('a card-paid order: the dialog says how much comes back and offers where; the page then says where it went', async () => {
      const open = advancePaid({
        cancelRefund: {
          amount: 902,
          toReward: 0,
          cardPaid: 752,
          destinations: ['credit', 'original'],
        },
      });
      cancelsTo(open, { toCredit: 150, toReward: 0, toOriginal: 752 });
      renderConnectedRoute(ORDER_PATH, signedIn);
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
      expect(within(dialog).getByText('₹902 comes back to you.')).toBeVisible();
      const where = within(dialog).getByRole('group', { name: 'Where should your refund go?' });
      expect(within(where).getByRole('radio', { name: 'Utsav Credit — at once' })).toBeChecked();
      await userEvent.click(
        within(where).getByRole('radio', {
          name: 'Original payment method — within 7 working days',
        }),
      );
      expect(await confirmCancel(dialog)).toEqual([
        {
          queryObject: { _id: 'EABC1234' },
          updateObject: {
            bookingStatus: 'Order Cancelled',
            reason: 'Party postponed',
            refundTo: 'original',
          },
        },
      ]);
      const refund = await screen.findByRole('list', { name: 'Your refund' });
      expect(
        within(refund).getByText(
          'Refund of ₹752 to your original payment method, within 7 working days: on its way',
        ),
      ).toBeVisible();
      expect(within(refund).getByText('₹150 added to your Credit')).toBeVisible();
    });

    test.each([
      [
        'processed',
        { toCredit: 150, toReward: 0, toOriginal: 752, originalStatus: 'processed' as const },
        ['₹752 refunded to your original payment method', '₹150 added to your Credit'],
      ],
      [
        'failed',
        { toCredit: 902, toReward: 0, toOriginal: 0, originalStatus: 'failed' as const },
        [
          'The refund to your original payment method did not go through, so it went to your Credit',
          '₹902 added to your Credit',
        ],
      ],
    ])(
      'a cancelled order whose card refund %s says where the money is',
      async (_, refund, lines) => {
        ownerApi(
          advancePaid({
            bookingStatus: 'Order Cancelled',
            orderType: 'Past Bookings',
            paymentStatus: 'refunded',
            paymentDetails: { ...advancePaid().paymentDetails, refund },
          }),
        );
        renderConnectedRoute(ORDER_PATH, signedIn);
        const shown = await screen.findByRole('list', { name: 'Your refund' });
        for (const line of lines) expect(within(shown).getByText(line)).toBeVisible();
        expect(within(shown).queryByText(/on its way/)).not.toBeInTheDocument();
      },
    );

    test('an order paid on delivery offers no choice: its refund can only be Credit', async () => {
      ownerApi(
        order({
          cancelRefund: { amount: 0, toReward: 0, cardPaid: 0, destinations: ['credit'] },
        }),
      );
      renderConnectedRoute(ORDER_PATH, signedIn);
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
      expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
      expect(within(dialog).queryByText(/comes back to you/)).not.toBeInTheDocument();
    });

    test('a card-paid order the server cannot refund to the card (no payment gateway) offers no choice, says why, and cancels to Credit', async () => {
      const open = advancePaid({
        cancelRefund: { amount: 902, toReward: 0, cardPaid: 752, destinations: ['credit'] },
      });
      cancelsTo(open, { toCredit: 902, toReward: 0, toOriginal: 0 });
      renderConnectedRoute(ORDER_PATH, signedIn);
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
      expect(within(dialog).getByText('₹902 comes back to you.')).toBeVisible();
      expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
      expect(within(dialog).queryByText(/Original payment method/)).not.toBeInTheDocument();
      expect(
        within(dialog).getByText(
          'Refunds to your original payment method are not available right now, so it goes to your Utsav Credit at once, ready for any booking.',
        ),
      ).toBeVisible();
      expect(await confirmCancel(dialog)).toEqual([
        {
          queryObject: { _id: 'EABC1234' },
          updateObject: { bookingStatus: 'Order Cancelled', reason: 'Party postponed' },
        },
      ]);
      const refund = await screen.findByRole('list', { name: 'Your refund' });
      expect(within(refund).getByText('₹902 added to your Credit')).toBeVisible();
    });

    test("a refused cancellation shows the server's reason and keeps the dialog", async () => {
      ownerApi(order());
      server.use(
        handle(contract.orders.updateOrdersByQueryObject, () =>
          failure(409, 'This order can no longer be cancelled'),
        ),
      );
      renderConnectedRoute(ORDER_PATH, signedIn);
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
      await userEvent.type(within(dialog).getByRole('textbox'), 'Changed plans');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
      expect(
        await within(dialog).findByText('This order can no longer be cancelled'),
      ).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
      expect(dialog).not.toBeInTheDocument();
    });
  });

  describe('rating', () => {
    test('SECURITY: reviews come only from delivered orders: an upcoming order offers no rating', async () => {
      ownerApi(order());
      renderConnectedRoute(ORDER_PATH, signedIn);
      expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Rating' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Rate the decoration' })).not.toBeInTheDocument();
    });

    test('an order staff completed can be rated before its slot ends', async () => {
      ownerApi(order({ bookingStatus: 'Order Completed' }));
      renderConnectedRoute(ORDER_PATH, signedIn);
      expect(await screen.findByRole('button', { name: 'Rate the decoration' })).toBeVisible();
    });

    test('stars and a review are sent; the rating then shows on the page', async () => {
      const api = ownerApi(delivered());
      server.use(
        handle(contract.orders.updateOrdersByQueryObject, () => {
          const rated = delivered({
            feedback: { user: { decoration: { stars: 4, review: 'Lovely balloons' } } },
          });
          api.change(rated);
          return { isSuccess: true, order: rated };
        }),
      );
      renderConnectedRoute(ORDER_PATH, signedIn);
      await userEvent.click(await screen.findByRole('button', { name: 'Rate the decoration' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rate the decoration' });
      const stars = within(dialog).getByRole('group', { name: 'How many stars?' });
      expect(
        within(stars)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['5', '4', '3', '2', '1']);
      await userEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Review (optional)' }),
        '  Lovely balloons ',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(bodyOf(contract.orders.updateOrdersByQueryObject.path)).toEqual([
        {
          queryObject: { _id: 'EABC1234' },
          updateObject: { feedback: { stars: 4, review: 'Lovely balloons' } },
        },
      ]);
      const rating = await screen.findByRole('region', { name: 'Rating' });
      expect(await within(rating).findByLabelText('4 of 5 stars')).toHaveTextContent('★★★★☆');
      expect(within(rating).getByText(/Lovely balloons/)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Rate the decoration' })).not.toBeInTheDocument();
    });

    test('stars are required; a review is optional', async () => {
      ownerApi(delivered());
      server.use(
        handle(contract.orders.updateOrdersByQueryObject, () => ({
          isSuccess: true,
          order: delivered(),
        })),
      );
      renderConnectedRoute(ORDER_PATH, signedIn);
      await userEvent.click(await screen.findByRole('button', { name: 'Rate the decoration' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rate the decoration' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
      expect(bodyOf(contract.orders.updateOrdersByQueryObject.path)).toEqual([]);
      await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
      await waitFor(() =>
        expect(bodyOf(contract.orders.updateOrdersByQueryObject.path)).toEqual([
          { queryObject: { _id: 'EABC1234' }, updateObject: { feedback: { stars: 5 } } },
        ]),
      );
    });

    test('a rating the server refuses says so and keeps the dialog open', async () => {
      ownerApi(delivered());
      server.use(
        handle(contract.orders.updateOrdersByQueryObject, () => failure(500, 'Server error')),
      );
      renderConnectedRoute(ORDER_PATH, signedIn);
      await userEvent.click(await screen.findByRole('button', { name: 'Rate the decoration' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rate the decoration' });
      await userEvent.click(within(dialog).getByRole('radio', { name: '3 stars' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server error');
    });
  });

  test('share opens the share dialog with the public /e/ link', async () => {
    ownerApi(order());
    renderConnectedRoute(ORDER_PATH, signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with' });
    const whatsapp = within(dialog).getByRole('link', { name: /WhatsApp/ });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(
      `${window.location.origin}/e/EABC1234`,
    );
  });
});

describe('the public view (/e/{id})', () => {
  test('a visitor sees only what the public view holds: no address, price or payments', async () => {
    server.use(
      handle(contract.orders.getOrderByIdWithoutToken, ({ params }) =>
        params.id === 'EABC1234'
          ? {
              isSuccess: true,
              order: publicView({
                addOns: [
                  {
                    addon: { _id: 'a1', name: 'Photo booth', images: [], price: price(300) },
                    quantity: 2,
                  },
                ],
              }),
            }
          : failure(404, 'Order not found'),
      ),
    );
    renderConnectedRoute('/e/EABC1234', ready);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pastel balloon arch' }),
    ).toBeVisible();
    const celebration = screen.getByRole('region', { name: 'Celebration' });
    expect(within(celebration).getByText('Mumbai', { exact: true })).toBeVisible();
    expect(within(celebration).getByText('Photo booth × 2')).toBeVisible();
    expect(within(celebration).queryByText('Address')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Status history' })).toHaveTextContent(
      'Order Placed',
    );
    for (const name of ['Price detail', 'Payments', 'Rating']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    for (const name of ['Cancel order', 'Reschedule', 'Pay the balance online']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Need help with this order?' })).toBeVisible();
    expect(screen.queryByText(/Sunrise Towers|9876543210/)).not.toBeInTheDocument();
  });

  test('a signed-in customer who does not own the order gets the public view', async () => {
    server.use(
      handle(contract.orders.getOrdersByQueryObject, () => ({
        isSuccess: true,
        orders: [],
        lastOrder: null,
      })),
      handle(contract.orders.getOrderByIdWithoutToken, () => ({
        isSuccess: true,
        order: publicView(),
      })),
    );
    renderConnectedRoute('/e/EABC1234', signedIn);
    expect(await screen.findByRole('region', { name: 'Celebration' })).toHaveTextContent(
      'PlaceMumbai',
    );
    expect(bodyOf(contract.orders.getOrdersByQueryObject.path)).toEqual([
      { queryObject: { _id: 'EABC1234' }, limit: 1 },
    ]);
    expect(screen.queryByRole('button', { name: 'Rate the decoration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  test('the owner opening /e/{id} gets the full view', async () => {
    ownerApi(advancePaid());
    renderConnectedRoute('/e/EABC1234', signedIn);
    expect(await screen.findByRole('region', { name: 'Price detail' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  });

  test('an unknown order says it was not found', async () => {
    server.use(
      handle(contract.orders.getOrderByIdWithoutToken, () => failure(404, 'Order not found')),
    );
    renderConnectedRoute('/e/EZZZZZZZ', ready);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your bookings' })).toHaveAttribute(
      'href',
      '/profile/mybookings',
    );
  });
});

describe('rating from the home dock', () => {
  // Home asks for its cover videos a second after its data: not after its test has ended.
  let stopHome = () => {};
  afterEach(() => stopHome());
  const home = (lastOrder: Order) => {
    server.use(
      ...backgroundHandlers(),
      handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
    );
    const rendered = renderConnectedRoute('/', {
      ...signedIn,
      session: { ...initialSessionState, status: 'ready', lastOrder },
    });
    stopHome = () => rendered.store.dispatch(clearAllListeners());
    return rendered;
  };

  test('a delivered last order without feedback is offered for rating', async () => {
    home(delivered());
    const dock = await screen.findByLabelText('Your last order');
    expect(dock).toHaveTextContent('How was the decoration of Pastel balloon arch?');
    await userEvent.click(within(dock).getByRole('button', { name: 'Rate it' }));
    expect(await screen.findByRole('dialog', { name: 'Rate the decoration' })).toBeVisible();
  });

  test.each([
    ['SECURITY: reviews come only from delivered orders: an upcoming one', order()],
    ['a cancelled one', delivered({ bookingStatus: 'Order Cancelled' })],
    ['a rated one', delivered({ feedback: { user: { decoration: { stars: 4 } } } })],
  ])('%s is not asked about', async (_name, lastOrder) => {
    home(lastOrder);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByLabelText('Your last order')).not.toBeInTheDocument();
  });

  test('the rating dialog is available on every page', async () => {
    server.use(
      handle(contract.orders.getOrdersByQueryObject, () => ({
        isSuccess: true,
        orders: [order()],
        lastOrder: order(),
      })),
    );
    const { store } = renderConnectedRoute('/profile/mybookings', signedIn);
    await screen.findByRole('region', { name: 'Upcoming' });
    store.dispatch(
      modalOpened({ name: 'rating', options: { orderId: 'EABC1234', onSuccess: null } }),
    );
    expect(await screen.findByRole('dialog', { name: 'Rate the decoration' })).toBeVisible();
  });
});
