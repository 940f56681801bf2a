import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appConfig } from '../../../config/app.config';
import type { RootState } from '../../../src/client/app/store';
import { initialLocationState } from '../../../src/client/features/location/locationSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import {
  DESCRIPTION_LENGTH,
  metaDescription,
  pageTitle,
} from '../../../src/client/views/components/head/PageMeta';
import { contract } from '../../../src/shared/contract';
import { HUB, location, product } from '../support/fixtures';
import {
  backgroundHandlers,
  failure,
  handle,
  handleV2,
  productPageHandlers,
  server,
  withMockApi,
} from '../support/msw';
import { renderRoute } from '../support/render';

withMockApi();

const located: Partial<RootState> = {
  session: { ...initialSessionState, status: 'ready' },
  location: { ...initialLocationState, selected: location, hubId: HUB },
};

beforeEach(() =>
  server.use(
    ...backgroundHandlers(),
    handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
  ),
);

/** What a browser tab and a search result show for the page on screen. */
const head = () => ({
  title: document.title,
  descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((meta) =>
    meta.getAttribute('content'),
  ),
  robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
});

describe('pageTitle and metaDescription', () => {
  test('a page’s title comes before the product name; the home page uses the full name', () => {
    expect(pageTitle('Birthday decorations')).toBe('Birthday decorations | Utsav');
    expect(pageTitle()).toBe(appConfig.name);
    expect(pageTitle('')).toBe(appConfig.name);
  });

  test.each([
    ['a short text stays as it is', 'Balloon walls for birthdays.', 'Balloon walls for birthdays.'],
    ['white space is folded into one line', ' Two\n\nlines\t here ', 'Two lines here'],
    ['nothing falls back to the site description', '   ', appConfig.description],
    [
      'exactly the limit is kept whole',
      'a'.repeat(DESCRIPTION_LENGTH),
      'a'.repeat(DESCRIPTION_LENGTH),
    ],
  ])('%s', (_name, text, expected) => {
    expect(metaDescription(text)).toBe(expected);
  });

  test('a long text loses the word the limit falls in, and gets an ellipsis', () => {
    // 150 characters of words, then one that runs past the limit.
    const cut = metaDescription(`${'word '.repeat(30)}extraordinarily long ending`);
    expect(cut).toBe(`${'word '.repeat(29)}word…`);
  });

  test('a cut that ends a word keeps it, without its trailing punctuation', () => {
    // 'sentence,' ends at the 159th character and a space follows it.
    const cut = metaDescription(`${'word '.repeat(30)}sentence, and more after the limit.`);
    expect(cut).toBe(`${'word '.repeat(30)}sentence…`);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
  });

  test('one unbroken word longer than the limit is cut at the limit', () => {
    const cut = metaDescription('x'.repeat(DESCRIPTION_LENGTH + 40));
    expect(cut).toBe(`${'x'.repeat(DESCRIPTION_LENGTH - 1)}…`);
  });
});

describe('titles and descriptions of the routes', () => {
  test('home', async () => {
    renderRoute('/', located);
    await screen.findByRole('heading', { level: 1 });
    expect(head()).toEqual({
      title: appConfig.name,
      descriptions: [appConfig.description],
      robots: null,
    });
  });

  test('a category listing is named after its heading; a search is kept out of the index', async () => {
    server.use(
      handle(contract.products.getProductsByFilter, () => ({
        isSuccess: true,
        products: [product()],
        productsCount: 1,
        isLast: true,
        categoriesByTags: [],
      })),
    );
    const { navigation } = renderRoute('/decors/list/birthday', located);
    await screen.findByRole('heading', { level: 1, name: 'Birthday decorations' });
    expect(head().title).toBe('Birthday decorations | Utsav');
    expect(head().descriptions).toEqual([
      expect.stringMatching(/^Birthday decorations by Utsav: /),
    ]);
    expect(head().robots).toBeNull();

    await act(async () => navigation.navigate('/decors/list?searchText=ring'));
    await screen.findByRole('heading', { level: 1, name: 'Results for "ring"' });
    expect(head()).toMatchObject({ title: 'Results for "ring" | Utsav', robots: 'noindex' });
  });

  test('a keyword page takes its title and description from the server’s keyword detail', async () => {
    server.use(
      handle(contract.products.keywordListing, () => ({
        isSuccess: true,
        decors: [product()],
        keyword: {
          keyword: 'decoration-in-pune',
          keywordDetail: {
            heading: 'Decoration in Pune',
            topSubHeading: 'Balloon and theme decoration anywhere in Pune',
            description: 'Birthday and anniversary decoration in Pune, set up by our decorators.',
          },
        },
      })),
    );
    renderRoute('/kw/decoration-in-pune', located);
    await screen.findByRole('heading', { level: 1, name: 'Decoration in Pune' });
    expect(head()).toEqual({
      title: 'Decoration in Pune | Utsav',
      descriptions: ['Birthday and anniversary decoration in Pune, set up by our decorators.'],
      robots: null,
    });
  });

  test('a product page is named after the decor and described by it', async () => {
    const decor = product({
      _id: 'd00042',
      name: 'Golden Ring Decor',
      description: 'A golden ring of balloons with a neon sign.',
    });
    server.use(...productPageHandlers(decor));
    renderRoute('/products/decor/d00042/golden-ring-decor', located);
    await screen.findByRole('heading', { level: 1, name: 'Golden Ring Decor' });
    expect(head()).toEqual({
      title: 'Golden Ring Decor | Utsav',
      descriptions: ['A golden ring of balloons with a neon sign.'],
      robots: null,
    });
  });

  test('a decor that is gone is kept out of the index', async () => {
    server.use(
      handleV2({
        getOSPVideoData: () => ({ isSuccess: true, data: [] }),
        getProductDetails: () => failure(404, 'Product not found'),
      }),
    );
    renderRoute('/products/decor/d09999/nothing', located);
    await screen.findByRole('heading', { level: 1, name: 'This decoration is not available' });
    expect(head()).toMatchObject({
      title: 'This decoration is not available | Utsav',
      robots: 'noindex',
    });
  });

  test('the not-found page is kept out of the index; leaving it removes its tags', async () => {
    renderRoute('/no/such/page', located);
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(head()).toEqual({
      title: 'Page not found | Utsav',
      descriptions: [appConfig.description],
      robots: 'noindex',
    });

    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(head().title).toBe(appConfig.name));
    expect(head()).toEqual({
      title: appConfig.name,
      descriptions: [appConfig.description],
      robots: null,
    });
  });

  test.each([
    ['/checkout', 'Checkout'],
    ['/support/login', 'Support console login'],
  ])('the private page %s is named and kept out of the index', async (path, title) => {
    renderRoute(path, located);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(head().title).toBe(`${title} | Utsav`));
    expect(head().robots).toBe('noindex');
  });
});
