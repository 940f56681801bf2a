import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { connectRouter } from '../../../src/client/app/navigation';
import { makeStore, type RootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { initialLocationState } from '../../../src/client/features/location/locationSlice';
import { initialModalsState } from '../../../src/client/features/modals/modalsSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { initialWishlistState } from '../../../src/client/features/wishlist/wishlistSlice';
import { Toast } from '../../../src/client/views/components/feedback/Toast';
import { LoginDialog } from '../../../src/client/views/auth/LoginDialog';
import { WishlistRemoveDialog } from '../../../src/client/views/wishlist/WishlistRemoveDialog';
import { contract } from '../../../src/shared/contract';
import { MESSAGES } from '../../../src/shared/domain';
import { HUB, location, product, serverCart, user } from '../support/fixtures';
import { backgroundHandlers, handle, requests, server, withMockApi } from '../support/msw';
import { homePageDrawn, renderWithProviders, routedApp, storeToCome } from '../support/render';
import { fakeServices } from '../support/store';

withMockApi();

const arch = product({ _id: 'p1', name: 'Pastel balloon arch' });
const ring = product({ _id: 'p2', name: 'Golden ring decor' });
const catalogue = [arch, ring];

const located: Partial<RootState> = {
  session: { ...initialSessionState, status: 'ready' },
  location: { ...initialLocationState, selected: location, hubId: HUB },
};
const withWishlist = (ids: string[]): Partial<RootState> => ({
  ...located,
  auth: { ...initialAuthState, user },
  wishlist: { ...initialWishlistState, ids },
});

/** The mock wishlist on the server, and the products the page asks for by id. */
let serverWishlist: string[] = [];
const pageHandlers = () => [
  handle(contract.products.getProductsByQueryObj, ({ body }) => {
    const ids = (body as { queryObject: { _id: { $in: string[] } } }).queryObject._id.$in;
    return {
      isSuccess: true,
      products: catalogue.filter((entry) => ids.includes(entry._id)),
      productsCount: ids.length,
      isLast: true,
      categoriesByTags: [],
    };
  }),
  handle(contract.users.updateWishlist, ({ body }) => {
    const { productId } = body as { productId: string };
    serverWishlist = serverWishlist.filter((id) => id !== productId);
    return { isSuccess: true, wishlist: serverWishlist };
  }),
  // A moved product becomes the cart, which reaches the server after its debounce.
  handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart: serverCart() })),
];

beforeEach(() => {
  serverWishlist = ['p2', 'p1'];
  server.use(
    ...backgroundHandlers(),
    handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
    ...pageHandlers(),
  );
});

/** The route with recording services: navigations are noted, not followed (no checkout page). */
function renderWishlist(state: Partial<RootState>) {
  const { store: storeReady, made } = storeToCome();
  const { navigation, app } = routedApp('/profile/wishlist', storeReady);
  const services = fakeServices({
    navigate: (to, options) => {
      services.navigations.push({ to, replace: !!options?.replace });
      if (to === '/') navigation.navigate(to, options);
    },
  });
  const store = made(makeStore(state, { services }));
  connectRouter(navigation, store.dispatch);
  render(<AppProviders store={store}>{app}</AppProviders>);
  return { store, services, navigation };
}

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Wishlisted decorations' })).getAllByRole(
    'article',
  );

describe('/profile/wishlist', () => {
  test('a visitor is sent home', async () => {
    const { navigation } = renderWishlist(located);
    await waitFor(() => expect(navigation.location().pathname).toBe('/'));
    await homePageDrawn();
  });

  test('an empty wishlist says so and links to the decorations', async () => {
    renderWishlist(withWishlist([]));
    expect(await screen.findByText('Your wishlist is empty.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse decorations' })).toHaveAttribute(
      'href',
      '/decors/list',
    );
    expect(requests.some((request) => request.path.includes('get_products'))).toBe(false);
  });

  test('shows the wishlisted decors, newest first, priced for the hub', async () => {
    renderWishlist(withWishlist(['p2', 'p1']));
    const shown = await cards();
    expect(shown.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Golden ring decor',
      'Pastel balloon arch',
    ]);
    expect(within(shown[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringContaining('/products/decor/p2/'),
    );
    expect(within(shown[1] as HTMLElement).getByText('₹1,500')).toBeVisible();
    const call = requests.find((request) => request.path.includes('get_products_by_query_obj'));
    expect(call?.body).toMatchObject({ queryObject: { _id: { $in: ['p2', 'p1'] } }, hubId: HUB });
  });

  test("Remove opens the pop-up with 'remove' and 'move to cart'; Escape keeps the decor", async () => {
    renderWishlist(withWishlist(['p2', 'p1']));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Golden ring decor from wishlist' }),
    );
    const popup = screen.getByRole('dialog', { name: 'Remove from wishlist' });
    expect(within(popup).getByText('Golden ring decor is in your wishlist.')).toBeVisible();
    expect(within(popup).getByRole('button', { name: 'remove' })).toBeVisible();
    expect(within(popup).getByRole('button', { name: 'move to cart' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await cards()).toHaveLength(2);
  });

  test("'remove' takes the decor off the wishlist on the server and the page", async () => {
    const { store } = renderWishlist(withWishlist(['p2', 'p1']));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Golden ring decor from wishlist' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'remove' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect(within((await cards())[0] as HTMLElement).getByRole('heading')).toHaveTextContent(
      'Pastel balloon arch',
    );
    const call = requests.find((request) => request.path === contract.users.updateWishlist.path);
    expect(call?.body).toEqual({ productId: 'p2', mode: 'remove' });
    await waitFor(() => expect(store.getState().wishlist).toEqual({ ids: ['p1'], busy: null }));
  });

  test("'move to cart' makes the decor the cart, drops it from the wishlist and goes to checkout", async () => {
    const { store, services } = renderWishlist(withWishlist(['p2', 'p1']));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Pastel balloon arch from wishlist' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'move to cart' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const { cart } = store.getState();
    expect(cart.status).toBe('filled');
    expect(cart.status === 'filled' && cart.draft).toMatchObject({
      product: { _id: 'p1' },
      hubId: HUB,
    });
    expect(services.navigations).toContainEqual({ to: '/checkout', replace: false });
    await waitFor(() => expect(store.getState().wishlist.ids).toEqual(['p2']));
    const call = requests.find((request) => request.path === contract.users.updateWishlist.path);
    expect(call?.body).toEqual({ productId: 'p1', mode: 'remove' });
  });
});

describe('the wishlist pop-up without a login', () => {
  const openFor = (productId: string): Partial<RootState> => ({
    ...located,
    wishlist: { ...initialWishlistState, ids: [productId] },
    modals: { ...initialModalsState, wishlistRemove: { productId } },
  });

  test.each(['remove', 'move to cart'])(
    "'%s' says 'Please login first' and opens the login dialog",
    async (choice) => {
      const { store } = renderWithProviders(
        <>
          <WishlistRemoveDialog products={[arch]} />
          <LoginDialog />
          <Toast />
        </>,
        openFor('p1'),
      );
      await userEvent.click(screen.getByRole('button', { name: choice }));
      expect(screen.getByText(MESSAGES.loginFirst)).toBeVisible();
      expect(await screen.findByRole('dialog', { name: 'Login' })).toBeVisible();
      expect(
        screen.queryByRole('dialog', { name: 'Remove from wishlist' }),
      ).not.toBeInTheDocument();
      expect(store.getState().cart.status).not.toBe('filled');
      expect(store.getState().wishlist.ids).toEqual(['p1']);
    },
  );

  test('a product the page no longer shows can still be removed, not moved', () => {
    renderWithProviders(<WishlistRemoveDialog products={[]} />, {
      ...openFor('p9'),
      auth: { ...initialAuthState, user },
    });
    expect(screen.getByText('This decoration is in your wishlist.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'remove' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'move to cart' })).not.toBeInTheDocument();
  });
});
