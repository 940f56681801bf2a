import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { initialLocationState } from '../../../src/client/features/location/locationSlice';
import { overlayShown } from '../../../src/client/features/overlay/overlaySlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { toastShown } from '../../../src/client/features/toast/toastSlice';
import { PriceBlock } from '../../../src/client/views/components/price/PriceBlock';
import { CrashBoundary } from '../../../src/client/views/crash/CrashBoundary';
import { contract } from '../../../src/shared/contract';
import { MESSAGES } from '../../../src/shared/domain';
import { HUB, location, price, product, user } from '../support/fixtures';
import { backgroundHandlers, handle, server, withMockApi } from '../support/msw';
import { renderRoute, renderWithProviders } from '../support/render';

withMockApi();

const ready = { session: { ...initialSessionState, status: 'ready' as const } };
const located: Partial<RootState> = {
  ...ready,
  location: { ...initialLocationState, selected: location, hubId: HUB },
};

const pageHandlers = () => [
  ...backgroundHandlers(),
  handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
];

function listingHandlers(count = 54) {
  return handle(contract.products.getProductsByFilter, ({ body }) => {
    const skip = (body as { skip: number }).skip;
    return {
      isSuccess: true,
      products: Array.from({ length: Math.min(54, count - skip) }, (_, i) =>
        product({ _id: `p${skip + i}`, name: `Decor number ${skip + i}` }),
      ),
      productsCount: count,
      isLast: skip + 54 >= count,
      categoriesByTags: [{ _id: 'tag1', name: 'On wall', tags: 'wall decor' }],
    };
  });
}

describe('price block', () => {
  test('without a location it asks for one and opens the location panel', async () => {
    const { store } = renderWithProviders(<PriceBlock product={product()} />, ready);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.setLocationToViewPrice }));
    expect(store.getState().location.panel.status).toBe('default');
  });

  test('a logged-out visitor sees the hub price in Indian format and the login prompt', () => {
    renderWithProviders(<PriceBlock product={product()} />, located);
    expect(screen.getByText('₹1,500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.loginToDropPrice })).toBeInTheDocument();
  });

  test('an on-demand product says Enquire for price', () => {
    renderWithProviders(<PriceBlock product={product({ tags: ['on-demand booking'] })} />, located);
    expect(screen.getByText(MESSAGES.enquireForPrice)).toBeInTheDocument();
  });

  test('a logged-in user sees the prepaid offer price', () => {
    renderWithProviders(<PriceBlock product={product()} />, {
      ...located,
      auth: { ...initialAuthState, user },
    });
    expect(screen.getByText(MESSAGES.prepaidOffer)).toBeInTheDocument();
    expect(screen.getByText('₹1,425')).toBeInTheDocument();
  });

  test('while the app boots the price is a skeleton', () => {
    renderWithProviders(<PriceBlock product={product()} />);
    expect(screen.getByLabelText('Calculating price')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('listing', () => {
  test('shows the cards and loads the next page of 54', async () => {
    server.use(...pageHandlers(), listingHandlers(80));
    renderRoute('/decors/list/birthday', located);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Birthday decorations' }),
    ).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Decor number 0' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(54);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Decor number 79' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    // 80 cards render slowly in jsdom on a shared machine.
  }, 20_000);

  test('the heart asks a visitor to log in', async () => {
    server.use(...pageHandlers(), listingHandlers(3));
    const { store } = renderRoute('/decors/list', located);
    const card = await screen.findByRole('article', { name: 'Decor number 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.loginToWishlist);
    expect(store.getState().modals.login).not.toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  test('the old /products/{type}/{text} page redirects to the listing', async () => {
    server.use(...pageHandlers(), listingHandlers(1));
    const { navigation } = renderRoute('/products/occasion/anniversary', located);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anniversary decorations' }),
    ).toBeInTheDocument();
    expect(navigation.location().pathname).toBe('/decors/list/anniversary');
  });
});

describe('nav search', () => {
  test('fewer than 3 characters shows Popular Categories; 3 show results', async () => {
    server.use(
      ...pageHandlers(),
      handle(contract.products.search, () => ({
        isSuccess: true,
        products: [product({ name: 'A'.repeat(60) })],
      })),
    );
    renderRoute('/', located);
    const box = screen.getByRole('combobox', { name: 'Search decorations' });
    await userEvent.type(box, 'ba');
    expect(screen.getByRole('heading', { name: 'Popular Categories' })).toBeInTheDocument();
    await userEvent.type(box, 'l');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link')).toHaveTextContent(`${'A'.repeat(50)}...`);
    expect(screen.getByRole('button', { name: 'See all' })).toBeInTheDocument();
  });

  test('each result shows its picture and its price in Indian digit grouping', async () => {
    server.use(
      ...pageHandlers(),
      handle(contract.products.search, () => ({
        isSuccess: true,
        products: [
          product({
            name: 'Rose gold balloon arch',
            pricing: { defaultPrice: price(7620, 9525), hubWise: [], cityWise: [] },
          }),
        ],
      })),
    );
    renderRoute('/', located);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search decorations' }), 'ballon');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const link = within(results).getByRole('link');
    expect(link).toHaveTextContent('Rose gold balloon arch');
    expect(link).toHaveTextContent('₹7,620');
    expect(link).toHaveTextContent('₹9,525');
    expect(link).toHaveTextContent('20% off');
    expect(link.querySelector('img')).toHaveAttribute('src', 'https://img.example/p1.jpg');
  });

  test("a tap on a result's name closes the suggestions and opens the decor", async () => {
    server.use(
      ...pageHandlers(),
      handle(contract.products.search, () => ({
        isSuccess: true,
        products: [product({ _id: 'd00042', name: 'Golden Ring Decor' })],
      })),
    );
    const { navigation } = renderRoute('/', located);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search decorations' }), 'gol');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await userEvent.click(within(results).getByText('Golden Ring Decor'));
    await waitFor(() =>
      expect(navigation.location().pathname).toMatch(/^\/products\/decor\/d00042/),
    );
    expect(screen.queryByRole('dialog', { name: 'Search suggestions' })).not.toBeInTheDocument();
  });
});

describe('shell overlays', () => {
  test('a toast shows; the payment pending overlay links to Raise a Query? and closes on click', async () => {
    server.use(...pageHandlers());
    const { store } = renderRoute('/', ready);
    store.dispatch(toastShown('Hello'));
    expect(await screen.findByRole('button', { name: 'Hello' })).toBeInTheDocument();
    store.dispatch(overlayShown('_PAYMENT_PENDING'));
    const overlay = await screen.findByRole('alertdialog', { name: MESSAGES.paymentPending });
    expect(within(overlay).getByRole('link', { name: 'Raise a Query?' })).toHaveAttribute(
      'href',
      '/help',
    );
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('the order-placed overlay is a card with an icon, the heading, a summary and Close', async () => {
    server.use(...pageHandlers());
    const { store } = renderRoute('/', ready);
    act(() => void store.dispatch(overlayShown('_ORDER_PLACED')));
    const overlay = await screen.findByRole('alertdialog', { name: MESSAGES.orderPlaced });
    expect(within(overlay).getByRole('heading', { name: MESSAGES.orderPlaced })).toBeVisible();
    expect(overlay.querySelector('svg[data-tone="done"]')).not.toBeNull();
    expect(overlay).toHaveTextContent('Your booking is confirmed.');
    expect(within(overlay).queryByRole('link', { name: 'Raise a Query?' })).not.toBeInTheDocument();
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('crash screen', () => {
  test('a render error shows the crash screen and reports it', async () => {
    server.use(handle(contract.reports.createError, () => ({ isSuccess: true })));
    function Broken(): never {
      throw new Error('boom');
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = renderWithProviders(
      <CrashBoundary>
        <Broken />
      </CrashBoundary>,
      ready,
    );
    expect(screen.getByRole('heading', { name: MESSAGES.crashTitle })).toBeInTheDocument();
    // The crashed page's title went with it; the screen names itself.
    expect(document.title).toBe('Something went wrong | Utsav');
    expect(screen.getByText(MESSAGES.crashReassurance)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat with us' }).getAttribute('href')).toContain(
      'facing+issues',
    );
    expect(store.getState().crash.status).toBe('crashed');
  });
});
