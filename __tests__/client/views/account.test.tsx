import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { contract, type User } from '../../../src/shared/contract';
import { MESSAGES } from '../../../src/shared/domain';
import { TOKEN, user } from '../support/fixtures';
import { renderConnectedRoute } from '../support/connectedRoute';
import { backgroundHandlers, failure, handle, requests, server, withMockApi } from '../support/msw';

withMockApi();

const ready = { session: { ...initialSessionState, status: 'ready' as const } };
const signedIn: Partial<RootState> = { ...ready, auth: { ...initialAuthState, user } };

const wallet = (reward = 120, credit = 1549) =>
  handle(contract.users.getWallet, () => ({
    isSuccess: true,
    balances: { reward, credit },
    ledger: [
      {
        _id: 'w2',
        balance: 'credit' as const,
        amount: credit,
        reason: 'refund' as const,
        orderId: 'EABC1234',
        createdAt: '2026-12-02T10:00:00.000Z',
      },
      {
        _id: 'w1',
        balance: 'reward' as const,
        amount: reward,
        reason: 'promotion' as const,
        createdAt: '2026-12-01T10:00:00.000Z',
      },
    ],
  }));

beforeEach(() =>
  server.use(
    ...backgroundHandlers(),
    handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
  ),
);

const profile = () => screen.getByRole('region', { name: 'Profile' });

describe('/profile/myaccount', () => {
  test('a visitor is sent home', async () => {
    const { pathname } = renderConnectedRoute('/profile/myaccount', ready);
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'My Account' })).not.toBeInTheDocument();
  });

  test('shows the profile, both wallet balances and the account links', async () => {
    server.use(wallet());
    const customer = { ...user, email: 'asha@example.com', gender: 'female' as const };
    renderConnectedRoute('/profile/myaccount', {
      ...signedIn,
      auth: { ...initialAuthState, user: customer },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const shown = within(profile());
    expect(shown.getByText('Asha Rao')).toBeVisible();
    expect(shown.getByText(user.phoneNumber)).toBeVisible();
    expect(shown.getByText('asha@example.com')).toBeVisible();
    expect(shown.getByText('Female')).toBeVisible();
    expect(shown.getByText('Not added')).toBeVisible();

    const balances = await screen.findByRole('list', { name: 'Wallet balances' });
    expect(await within(balances).findByLabelText('Reward balance ₹120')).toBeVisible();
    expect(within(balances).getByLabelText('Credit balance ₹1,549')).toBeVisible();
    const activity = screen.getByRole('list', { name: 'Recent wallet activity' });
    expect(
      within(activity)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Refund (EABC1234): +₹1,549 Credit', 'Promotion: +₹120 Reward']);

    const nav = screen.getByRole('navigation', { name: 'Your account' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My Orders', '/profile/mybookings'],
      ['My Wishlist', '/profile/wishlist'],
      ['My Addresses', '/profile/myaddress'],
      ['Refer and earn', '/profile/referral'],
      ['Wallet history', '/profile/wallet'],
    ]);
  });

  test.each([
    ['Reward', /up to 5% of an order/],
    ['Credit', /when an order is refunded/],
  ])('the %s info popup explains the balance and closes', async (kind, text) => {
    server.use(wallet());
    renderConnectedRoute('/profile/myaccount', signedIn);
    await userEvent.click(await screen.findByRole('button', { name: `What is ${kind}?` }));
    const popup = screen.getByRole('dialog', { name: kind });
    expect(within(popup).getByText(text)).toBeVisible();
    await userEvent.click(within(popup).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog', { name: kind })).not.toBeInTheDocument();
  });

  test('a wallet that cannot load says so and loads again on request', async () => {
    server.use(handle(contract.users.getWallet, () => failure(500, 'down')));
    renderConnectedRoute('/profile/myaccount', signedIn);
    expect(await screen.findByText('Your wallet could not be loaded.')).toBeVisible();
    server.use(wallet(0, 300));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Credit balance ₹300')).toBeVisible();
    expect(screen.getByLabelText('Reward balance ₹0')).toBeVisible();
  });

  test('editing the profile sends the changed fields and shows the saved user', async () => {
    let updateObject: unknown;
    server.use(
      wallet(),
      handle(contract.users.update, ({ body }) => {
        updateObject = (body as { updateObject: unknown }).updateObject;
        const saved: User = {
          _id: user._id,
          name: 'Asha R',
          phoneNumber: user.phoneNumber,
          email: 'asha.r@example.com',
          gender: 'female',
          dateOfBirth: '07-03-1994',
        };
        return { isSuccess: true, data: { user: saved } };
      }),
    );
    const { store } = renderConnectedRoute('/profile/myaccount', signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Asha Rao');
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha R');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Email' }),
      'asha.r@example.com',
    );
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Gender' }), 'Female');
    const born = within(form).getByLabelText('Date of birth');
    await userEvent.type(born, '1994-03-07');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument(),
    );
    expect(updateObject).toEqual({
      name: 'Asha R',
      email: 'asha.r@example.com',
      gender: 'female',
      dateOfBirth: '07-03-1994',
    });
    const shown = within(profile());
    expect(shown.getByText('Asha R')).toBeVisible();
    expect(shown.getByText('07-03-1994')).toBeVisible();
    // The stored user keeps its token: the update answers none.
    expect(store.getState().auth.user).toMatchObject({ name: 'Asha R', token: TOKEN });
  });

  test('a blank name is refused before any call', async () => {
    server.use(wallet());
    renderConnectedRoute('/profile/myaccount', signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name');
    expect(requests.some((request) => request.path === contract.users.update.path)).toBe(false);
    await userEvent.type(name, 'A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(name).not.toHaveAccessibleDescription();
  });

  test("a failed update shows 'Something went wrong!' and keeps the form", async () => {
    server.use(
      wallet(),
      handle(contract.users.update, () => failure(400, 'email must match format')),
    );
    const { store } = renderConnectedRoute('/profile/myaccount', signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.profileUpdateFailed)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@');
    expect(store.getState().auth.user).toEqual(user);
  });

  test('Cancel leaves the profile as it was', async () => {
    server.use(wallet());
    renderConnectedRoute('/profile/myaccount', signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' Changed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(within(profile()).getByText('Asha Rao')).toBeVisible();
  });

  test('Logout asks first, then logs out and reloads', async () => {
    server.use(
      wallet(),
      handle(contract.users.logout, () => ({ isSuccess: true })),
    );
    const { services } = renderConnectedRoute('/profile/myaccount', signedIn);
    const main = await screen.findByRole('region', { name: 'My Account' });
    await userEvent.click(within(main).getByRole('button', { name: 'Logout' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText('Do you really want to logout?')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(services.reloads).toBe(1));
    expect(requests.some((request) => request.path === contract.users.logout.path)).toBe(true);
  });
});

describe.each([
  ['/profile/referral', 'Refer and earn'],
  ['/profile/wallet', 'Wallet'],
])('%s', (path, title) => {
  test('shows a coming-soon page with a way back', async () => {
    renderConnectedRoute(path, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Coming soon' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to My Account' })).toHaveAttribute(
      'href',
      '/profile/myaccount',
    );
  });

  test('sends a visitor home', async () => {
    const { pathname } = renderConnectedRoute(path, ready);
    await waitFor(() => expect(pathname()).toBe('/'));
  });
});
