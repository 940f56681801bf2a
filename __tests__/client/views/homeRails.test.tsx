import { screen, within } from '@testing-library/react';
import type { RootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { initialLocationState } from '../../../src/client/features/location/locationSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { initialWishlistState } from '../../../src/client/features/wishlist/wishlistSlice';
import { contract, type HomeRail, type ProductProjection } from '../../../src/shared/contract';
import { HUB, location, user } from '../support/fixtures';
import { backgroundHandlers, handle, requests, server, withMockApi } from '../support/msw';
import { renderRoute } from '../support/render';

withMockApi();

const located: Partial<RootState> = {
  session: { ...initialSessionState, status: 'ready' },
  location: { ...initialLocationState, selected: location, hubId: HUB },
};

/** A rail card as the server sends it: the card fields only, priced for the hub. */
const card = (id: string, name: string, sellingPrice: number, reviews = 0): ProductProjection => ({
  _id: id,
  name,
  images: [`https://img.example/${id}.webp`],
  tags: ['birthday'],
  resolvedPrice: {
    hubId: HUB,
    sellingPrice,
    costPrice: sellingPrice + 500,
    webDiscount: 0,
    source: 'hub',
  },
  feedback: { analytics: { total: reviews, average: reviews > 0 ? 4.6 : 0 } },
});

const CARDS: Record<string, ProductProjection> = {
  d1: card('d1', 'Rose gold arch', 2499, 12),
  d2: card('d2', 'Neon sign wall', 3999),
  d3: card('d3', 'Canopy with fairy lights', 5999, 1),
};

const bestsellers: HomeRail = {
  key: 'bestsellers',
  title: 'Bestsellers in Mumbai',
  seeAllUrl: '/kw/decoration-in-mumbai',
  products: [CARDS.d1!, CARDS.d2!],
};

/** The home data with its rails, and the products call answering any ids it is asked for. */
function homeHandlers(rails: HomeRail[]) {
  // The first matching handler answers: these come before the background ones.
  return [
    handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
    handle(contract.homepage.baseData, () => ({
      isSuccess: true,
      result: {
        decorCategoriesList: [],
        homePageTopCategories: [],
        serviceableCities: {},
        miscInfos: [],
        rails,
        heroOffer: {
          headline: 'Decorations for every celebration',
          offer: 'Flat ₹150 off your first decor',
          code: 'FIRSTDECOR',
          cta: 'Explore decorations',
          url: '/decors/list',
        },
      },
    })),
    handle(contract.products.getProductsByQueryObj, ({ body }) => {
      const ids = (body as { queryObject: { _id: { $in: string[] } } }).queryObject._id.$in;
      // The server answers in its own order, not the order asked for.
      const products = Object.values(CARDS).filter((product) => ids.includes(product._id));
      return {
        isSuccess: true,
        products,
        productsCount: products.length,
        isLast: true,
        categoriesByTags: [],
      };
    }),
    ...backgroundHandlers(),
  ];
}

const railNamed = (name: string) => screen.findByRole('region', { name });
const cardNames = (rail: HTMLElement) =>
  within(rail)
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));

describe('home rails', () => {
  test("the server's rails show their cards with prices, the product page's rating line and 'See all'", async () => {
    server.use(...homeHandlers([bestsellers]));
    renderRoute('/', located);
    const rail = await railNamed('Bestsellers in Mumbai');
    expect(cardNames(rail)).toEqual(['Rose gold arch', 'Neon sign wall']);
    const [first, second] = within(rail).getAllByRole('article');
    expect(within(first!).getByText('★ 4.6 · 12 ratings')).toBeInTheDocument();
    expect(within(first!).getByText('Rated 4.6 out of 5 by 12 customers')).toBeInTheDocument();
    expect(within(first!).getByText(/2,499/)).toBeInTheDocument();
    expect(within(second!).getByText('New')).toBeInTheDocument();
    expect(
      within(rail).getByRole('link', { name: 'See all: Bestsellers in Mumbai' }),
    ).toHaveAttribute('href', '/kw/decoration-in-mumbai');
    // The row scrolls by keyboard: it takes focus itself.
    expect(within(rail).getByRole('list', { name: 'Bestsellers in Mumbai' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    const hero = screen.getByRole('link', { name: /Flat ₹150 off your first decor/ });
    expect(hero).toHaveAttribute('href', '/decors/list');
    expect(hero).toHaveTextContent('Use code FIRSTDECOR');
  });

  test('recently viewed shows what this browser opened, most recent first', async () => {
    server.use(...homeHandlers([bestsellers]));
    renderRoute('/', { ...located, recentlyViewed: { ids: ['d3', 'd1'] } });
    const rail = await railNamed('Recently viewed');
    expect(cardNames(rail)).toEqual(['Canopy with fairy lights', 'Rose gold arch']);
    expect(within(rail).getByRole('link', { name: 'See all: Recently viewed' })).toHaveAttribute(
      'href',
      '/decors/predefined?ids=d3,d1',
    );
    const asked = requests.find((request) => request.path.endsWith('get_products_by_query_obj'));
    expect(asked?.body).toMatchObject({
      queryObject: { _id: { $in: ['d3', 'd1'] } },
      hubId: HUB,
      projectionString: 'name images tags resolvedPrice feedback',
    });
  });

  test('the wishlist rail shows for a signed-in customer with a wishlist only', async () => {
    server.use(...homeHandlers([bestsellers]));
    const wishlist = { ...initialWishlistState, ids: ['d2', 'd3'] };
    const first = renderRoute('/', { ...located, wishlist });
    await railNamed('Bestsellers in Mumbai');
    expect(screen.queryByRole('region', { name: 'Your wishlist' })).not.toBeInTheDocument();
    first.unmount();

    renderRoute('/', { ...located, wishlist, auth: { ...initialAuthState, user } });
    const rail = await railNamed('Your wishlist');
    expect(cardNames(rail)).toEqual(['Neon sign wall', 'Canopy with fairy lights']);
    expect(within(rail).getByRole('link', { name: 'See all: Your wishlist' })).toHaveAttribute(
      'href',
      '/profile/wishlist',
    );
  });

  test('a signed-in customer with an empty wishlist and no history sees only the server rails', async () => {
    server.use(...homeHandlers([bestsellers]));
    renderRoute('/', { ...located, auth: { ...initialAuthState, user } });
    await railNamed('Bestsellers in Mumbai');
    expect(screen.queryByRole('region', { name: 'Your wishlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('get_products_by_query_obj'))).toBe(
      false,
    );
  });

  test('the app promotion links to both stores', async () => {
    server.use(...homeHandlers([]));
    renderRoute('/', located);
    const promo = await railNamed('Download the app');
    expect(within(promo).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com',
    );
    expect(within(promo).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store',
    );
  });
});
