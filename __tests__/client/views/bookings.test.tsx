import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { contract } from '../../../src/shared/contract';
import { renderConnectedRoute } from '../support/connectedRoute';
import { order, user } from '../support/fixtures';
import { failure, handle, requests, server, withMockApi } from '../support/msw';

withMockApi();

const ready = { session: { ...initialSessionState, status: 'ready' as const } };
const signedIn: Partial<RootState> = { ...ready, auth: { ...initialAuthState, user } };

const product = (name: string) => ({ ...order().product, name });
const orders = [
  order({
    _id: 'ENEWEST1',
    product: product('Unicorn birthday arch'),
    celebrationDate: '02-01-2027',
  }),
  order({
    _id: 'EPAST001',
    product: product('Anniversary canopy'),
    bookingStatus: 'Order Cancelled',
    orderType: 'Past Bookings',
  }),
  order({ _id: 'EOLDER01', product: product('Baby shower wall'), celebrationDate: '28-12-2026' }),
];

describe('/profile/mybookings', () => {
  test('a visitor is asked to log in', async () => {
    const { store } = renderConnectedRoute('/profile/mybookings', ready);
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    expect(screen.getByText('Login to see your bookings.')).toBeVisible();
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Login' }));
    expect(store.getState().modals.login).not.toBeNull();
  });

  test('lists Upcoming and Past orders, newest first, each linking to its page', async () => {
    server.use(
      handle(contract.orders.getOrdersByQueryObject, () => ({
        isSuccess: true,
        orders,
        lastOrder: orders[0] ?? null,
      })),
    );
    const { pathname } = renderConnectedRoute('/profile/mybookings', signedIn);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const past = screen.getByRole('region', { name: 'Past' });
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Unicorn birthday arch', 'Baby shower wall']);
    expect(within(upcoming).getByText('Celebration: 02-01-2027, 14:00 to 17:00')).toBeVisible();
    expect(within(past).getByRole('heading', { level: 3 })).toHaveTextContent('Anniversary canopy');
    expect(within(past).getByText('Order Cancelled')).toBeVisible();
    expect(within(upcoming).getAllByText(/₹1,549/)).toHaveLength(2);

    const list = requests.find(
      (request) => request.path === contract.orders.getOrdersByQueryObject.path,
    );
    expect(list?.body).toEqual({ queryObject: {}, limit: 50, sortingObj: { createdAt: -1 } });

    server.use(handle(contract.payment.getByOrderId, () => ({ isSuccess: true, payments: [] })));
    await userEvent.click(
      within(upcoming).getByRole('link', { name: 'View order ENEWEST1, Unicorn birthday arch' }),
    );
    expect(pathname()).toBe('/profile/mybookings/order/ENEWEST1');
  });

  test('a section with no orders says so', async () => {
    server.use(
      handle(contract.orders.getOrdersByQueryObject, () => ({
        isSuccess: true,
        orders: [orders[0] ?? order()],
        lastOrder: null,
      })),
    );
    renderConnectedRoute('/profile/mybookings', signedIn);
    const past = await screen.findByRole('region', { name: 'Past' });
    expect(within(past).getByText('No past bookings.')).toBeVisible();
  });

  test('no orders at all shows the empty state with a way to browse', async () => {
    server.use(
      handle(contract.orders.getOrdersByQueryObject, () => ({
        isSuccess: true,
        orders: [],
        lastOrder: null,
      })),
    );
    renderConnectedRoute('/profile/mybookings', signedIn);
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore decorations' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Upcoming' })).not.toBeInTheDocument();
  });

  test('a failed load offers to try again', async () => {
    let calls = 0;
    server.use(
      handle(contract.orders.getOrdersByQueryObject, () => {
        calls += 1;
        return calls === 1
          ? failure(500, 'Server error')
          : { isSuccess: true, orders: [], lastOrder: null };
      }),
    );
    renderConnectedRoute('/profile/mybookings', signedIn);
    expect(await screen.findByText('Your bookings could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeVisible();
  });
});
