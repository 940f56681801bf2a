import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { initialLocationState } from '../../../src/client/features/location/locationSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { contract } from '../../../src/shared/contract';
import { MESSAGES } from '../../../src/shared/domain';
import { addOn, HUB, location, product, user } from '../support/fixtures';
import { backgroundHandlers, failure, handle, handleV2, server, withMockApi } from '../support/msw';
import { renderRoute } from '../support/render';

withMockApi();

// Whole routes load lazily and render many cards; a shared machine needs more than the defaults.

const ready = { session: { ...initialSessionState, status: 'ready' as const } };
const located: Partial<RootState> = {
  ...ready,
  location: { ...initialLocationState, selected: location, hubId: HUB },
};
const signedIn: Partial<RootState> = { ...located, auth: { ...initialAuthState, user } };

const IMAGE = 'https://img.example.com/a.svg';

const pageHandlers = () => [
  ...backgroundHandlers(),
  handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
];
// Each test's own handlers are added later, so they answer before these.
beforeEach(() => server.use(...pageHandlers()));

describe('product page', () => {
  const decor = product({ _id: 'd00042', name: 'Golden Ring Decor', tags: ['ring', 'birthday'] });
  const detailHandlers = () => [
    handleV2({
      getOSPVideoData: () => ({ isSuccess: true, data: [] }),
      getProductDetails: () => ({ isSuccess: true, data: [decor] }),
      getProductFeedback: () => ({
        isSuccess: true,
        feedbacks: [
          {
            _id: 'f1',
            userName: 'Asha',
            stars: 5,
            review: 'Lovely work',
            createdAt: '2024-01-01T00:00:00.000Z',
          },
        ],
        analytics: { total: 1, average: 5 },
      }),
    }),
    handle(contract.addons.getAddonsByQueryObject, () => ({
      isSuccess: true,
      addOns: [addOn({ _id: 'a1', name: 'Helium Bunch', description: 'Ten helium balloons' })],
    })),
    handle(contract.timeslot.getByDate, () => ({
      isSuccess: true,
      celebrationDate: '01-01-2030',
      hubId: HUB,
      slots: [],
    })),
  ];

  test('shows the decor with its hub price, tags, reviews and add-ons', async () => {
    server.use(...detailHandlers());
    renderRoute('/products/decor/d00042/golden-ring-decor', located);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Golden Ring Decor' }),
    ).toBeInTheDocument();
    const price = screen.getByRole('group', { name: 'Price' });
    expect(within(price).getByText('₹1,500')).toBeInTheDocument();
    expect(within(price).getByRole('button', { name: MESSAGES.loginToDropPrice })).toBeVisible();
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ring', 'Birthday']);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Reviews (1)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lovely work')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Instructions for the decorators' })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Celebration date' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'One more Helium Bunch' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
  });

  test("a decor priced on request offers call and chat, never 'Book'", async () => {
    const stage = product({
      _id: 'd00077',
      name: 'Premium Wedding Stage',
      tags: ['wedding', 'on-demand booking'],
    });
    server.use(
      handleV2({
        getOSPVideoData: () => ({ isSuccess: true, data: [] }),
        getProductDetails: () => ({ isSuccess: true, data: [stage] }),
        getProductFeedback: () => ({
          isSuccess: true,
          feedbacks: [],
          analytics: { total: 0, average: 0 },
        }),
      }),
      ...detailHandlers(),
    );
    const { store } = renderRoute('/products/decor/d00077/premium-wedding-stage', located);
    await screen.findByRole('heading', { level: 1, name: 'Premium Wedding Stage' });
    const price = screen.getByRole('group', { name: 'Price' });
    expect(within(price).getByText(MESSAGES.enquireForPrice)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call to enquire' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(screen.getByRole('link', { name: 'Chat to enquire' })).toHaveAttribute(
      'href',
      expect.stringContaining('d00077'),
    );
    expect(store.getState().cart.status).toBe('empty');
  });

  test("an add-on's picture and name open its detail card", async () => {
    server.use(...detailHandlers());
    renderRoute('/products/decor/d00042/golden-ring-decor', located);
    await userEvent.click(await screen.findByRole('button', { name: 'About Helium Bunch' }));
    const card = screen.getByRole('dialog', { name: 'Helium Bunch' });
    expect(within(card).getByText('Ten helium balloons')).toBeInTheDocument();
  });

  test('Share opens the share dialog for this decor', async () => {
    server.use(...detailHandlers());
    const { store } = renderRoute('/products/decor/d00042/golden-ring-decor', located);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share with' })).toBeInTheDocument();
    expect(store.getState().modals.share).toMatchObject({ title: 'Golden Ring Decor' });
  });

  test('viewing a decor records it as recently viewed', async () => {
    server.use(...detailHandlers());
    const { store } = renderRoute('/products/decor/d00042/golden-ring-decor', located);
    await screen.findByRole('heading', { level: 1, name: 'Golden Ring Decor' });
    await waitFor(() =>
      expect(JSON.stringify(store.getState().recentlyViewed)).toContain('d00042'),
    );
  });

  test('an unknown decor says it is not available', async () => {
    server.use(
      handleV2({
        getOSPVideoData: () => ({ isSuccess: true, data: [] }),
        getProductDetails: () => failure(404, 'Product not found'),
      }),
    );
    renderRoute('/products/decor/d09999/nothing', located);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This decoration is not available' }),
    ).toBeInTheDocument();
  });
});

describe('keyword page', () => {
  // The card fields only, as the page asks for them.
  const keywordAnswer = () => ({
    isSuccess: true,
    decors: [
      {
        _id: 'k1',
        name: 'Mumbai Birthday Wall',
        images: [IMAGE],
        tags: ['birthday'],
        resolvedPrice: {
          hubId: HUB,
          sellingPrice: 1800,
          costPrice: 2000,
          webDiscount: 0,
          source: 'hub' as const,
        },
      },
    ],
    keyword: {
      keyword: 'birthday-decoration-service-in-mumbai',
      keywordDetail: {
        heading: 'Birthday Decoration in Mumbai',
        topSubHeading: 'Balloon walls and rings at home',
      },
    },
  });

  test('shows 18 skeletons while loading, then the heading, sub-heading and priced cards, asking for the card fields only', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const asked: unknown[] = [];
    server.use(
      handle(contract.products.keywordListing, async ({ body }) => {
        asked.push(body);
        await answered;
        return keywordAnswer();
      }),
    );
    renderRoute('/kw/birthday-decoration-service-in-mumbai', located);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Birthday Decoration Service In Mumbai',
      }),
    ).toBeInTheDocument();
    expect(await screen.findAllByTestId('card-skeleton')).toHaveLength(18);
    expect(screen.getByRole('group', { busy: true })).toHaveAccessibleName(
      'Birthday Decoration Service In Mumbai',
    );

    answer?.();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Birthday Decoration in Mumbai' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Balloon walls and rings at home')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Mumbai Birthday Wall' });
    expect(card).toBeVisible();
    expect(within(card).getByText('₹1,800')).toBeInTheDocument();
    expect(asked).toEqual([
      {
        tags: ['KwpDecorsListing'],
        keyword: 'birthday-decoration-service-in-mumbai',
        hubId: HUB,
        projectionString: 'name images tags resolvedPrice feedback',
      },
    ]);
  });

  test('a keyword that cannot exist says the list failed without asking the server', async () => {
    renderRoute('/kw/Not a keyword!', located);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.keywordListFailed);
  });
});

describe('predefined page', () => {
  test('lists exactly the decors of the ids in the address', async () => {
    server.use(
      handle(contract.products.getProductsByQueryObj, () => ({
        isSuccess: true,
        products: [
          product({ _id: 'p1', name: 'First pick' }),
          product({ _id: 'p2', name: 'Second pick' }),
        ],
        productsCount: 2,
        isLast: true,
        categoriesByTags: [],
      })),
    );
    renderRoute('/decors/predefined?ids=p1,p2', located);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Handpicked decorations' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'First pick' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'First pick',
      'Second pick',
    ]);
  });

  test('without ids it says nothing was chosen', async () => {
    renderRoute('/decors/predefined', located);
    expect(await screen.findByText('No decorations were chosen for this list.')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('home sections', () => {
  test('shows top categories, occasions, offers and the serviceable cities, catalogue pictures as WebP copies', async () => {
    server.use(
      handle(contract.homepage.baseData, () => ({
        isSuccess: true,
        result: {
          decorCategoriesList: [{ code: 0, name: 'Birthday', image: IMAGE, subCategories: [] }],
          homePageTopCategories: [
            {
              _id: 't1',
              name: 'Balloon walls',
              redirectingUrl: '/decors/list?tags=wall',
              bannerImgUrl: '/api/content/images/top-category/balloon-walls.svg',
            },
          ],
          serviceableCities: {
            pune: {
              label: 'Pune',
              imageUrl: '/api/content/images/city/pune.svg',
              location: { lat: 18.52, lng: 73.85 },
            },
          },
          miscInfos: [],
          rails: [],
        },
      })),
      handle(contract.homepage.getBanners, () => ({
        isSuccess: true,
        banners: [
          {
            _id: 'b1',
            placeType: 'home',
            placementPosition: 1,
            device: 'all',
            bannerImgUrl: IMAGE,
            redirectUrl: '/decors/list/birthday',
            name: 'Birthday offer',
          },
        ],
      })),
    );
    renderRoute('/', located);
    const top = await screen.findByRole('region', { name: 'Top categories' });
    expect(within(top).getByRole('link', { name: 'Balloon walls' })).toHaveAttribute(
      'href',
      '/decors/list?tags=wall',
    );
    const occasions = screen.getByRole('region', { name: 'Occasions' });
    expect(within(occasions).getByRole('link', { name: 'Birthday' })).toHaveAttribute(
      'href',
      '/decors/list/birthday',
    );
    const offers = await screen.findByRole('region', { name: 'Offers' });
    expect(within(offers).getByRole('link', { name: /^Birthday offer/ })).toHaveAttribute(
      'href',
      '/decors/list/birthday',
    );
    const cities = screen.getByRole('region', { name: 'We serve in' });
    const pune = within(cities).getByRole('link', { name: 'Pune' });
    expect(pune).toHaveAttribute('href', '/kw/decoration-in-pune');
    // The browser picks a WebP copy that fits; a picture from elsewhere shows from its src alone.
    expect(pune.querySelector('img')?.getAttribute('srcset')).toBe(
      '/api/content/images/city/pune.120.webp 120w, /api/content/images/city/pune.240.webp 240w',
    );
    expect(
      within(top).getByRole('link', { name: 'Balloon walls' }).querySelector('img')?.srcset,
    ).toContain('/api/content/images/top-category/balloon-walls.600.webp 600w');
    const offer = within(offers).getByRole('link', { name: /^Birthday offer/ });
    expect(offer.querySelector('img')).toHaveAttribute('src', IMAGE);
    expect(offer.querySelector('img')).not.toHaveAttribute('srcset');
  });
});

describe('profile dropdown', () => {
  test('lists the account pages and logs out only after Yes', async () => {
    let loggedOut = 0;
    server.use(
      handle(contract.users.logout, () => {
        loggedOut += 1;
        return { isSuccess: true };
      }),
    );
    renderRoute('/', signedIn);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const profile = within(nav).getByRole('button', { name: /^Profile/ });
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(profile);
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    const menu = within(nav).getByRole('list', { name: 'Profile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My Orders', 'My Account', 'My Wishlist', 'My Addresses']);

    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    let confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText('Do you really want to logout?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument();
    expect(loggedOut).toBe(0);

    await userEvent.click(profile);
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
    confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    // Logging out tells the server, then forgets the session by reloading the app.
    await waitFor(() => expect(loggedOut).toBe(1));
    expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument();
  });
});
