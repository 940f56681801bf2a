import { CARD_FIELDS } from '../../../../src/client/features/listing/listingCards';
import {
  listingPageArg,
  listingView,
  routeListing,
  type ListingPageAnswer,
} from '../../../../src/client/features/listing/listingQuery';
import {
  initialListingState,
  listingPageReceived,
  listingPageRequested,
  listingSlice,
  type ListingState,
} from '../../../../src/client/features/listing/listingSlice';
import {
  productPriceDisplay,
  type PriceContext,
} from '../../../../src/client/features/listing/priceDisplay';
import { ON_DEMAND_TAG } from '../../../../src/shared/domain';
import { HUB, PUNE_HUB, product } from '../../support/fixtures';

const route = routeListing({ category: 'birthday' }, HUB);
const answer = (names: string[], isLast = true): ListingPageAnswer => ({
  isSuccess: true,
  products: names.map((name, index) => product({ _id: `p${index}`, name })),
  productsCount: names.length,
  isLast,
  categoriesByTags: [{ _id: 'tag1', name: 'On wall', tags: 'wall decor' }],
});
const names = (view: ReturnType<typeof listingView>) => view.products.map(({ name }) => name);
const machine = (...actions: Parameters<typeof listingSlice.reducer>[1][]): ListingState =>
  actions.reduce(listingSlice.reducer, initialListingState);
const requested = (over: Partial<Parameters<typeof listingPageRequested>[0]> = {}) =>
  listingPageRequested({ ...route, page: 0, ...over });
const received = (page: number, productNames: string[], isLast = true) =>
  listingPageReceived({
    page,
    products: productNames.map((name) => product({ _id: name, name })),
    productsCount: 100,
    isLast,
    categoriesByTags: [],
  });

describe('what a listing page shows', () => {
  test('the first page asks for 54 products of the route with the default sort', () => {
    expect(listingPageArg(route, 2).body).toMatchObject({
      skip: 108,
      limit: 54,
      filter: { category: 'birthday' },
      hubId: HUB,
      selectedFilterTagObjectId: null,
      sort: { type: 'ocassionCategoryIndexAsc' },
    });
  });

  test("a page asks for the cards' fields only, and its cards show the hub's price", () => {
    expect(listingPageArg(route, 0).body.projectionString).toBe(CARD_FIELDS);
    const resolvedPrice = {
      hubId: HUB,
      sellingPrice: 2499,
      costPrice: 2999,
      webDiscount: 500,
      source: 'hub' as const,
    };
    const cards: ListingPageAnswer = {
      ...answer([]),
      products: [
        { _id: 'arch', name: 'Arch', images: ['/a.svg'], tags: ['birthday'], resolvedPrice },
        { _id: 'canopy', name: 'Canopy', images: ['/c.svg'], tags: [ON_DEMAND_TAG] },
      ],
    };
    const view = listingView(initialListingState, route, { data: cards, isError: false });
    expect(names(view)).toEqual(['Arch', 'Canopy']);
    const context: PriceContext = {
      hasLocation: true,
      calculating: false,
      isLoggedIn: false,
      hubId: HUB,
      offers: [],
    };
    const [arch, canopy] = view.products.map((card) => productPriceDisplay(context, card));
    expect(arch).toMatchObject({ kind: 'loggedOut', price: 2499, costPrice: 2999 });
    expect(canopy).toMatchObject({ kind: 'onRequest' });
    // The same answer gives the same cards, so nothing renders again for nothing.
    expect(listingView(initialListingState, route, { data: cards, isError: false }).products).toBe(
      view.products,
    );
  });

  test('before the list machine starts (a server render), the first page comes from its query', () => {
    const view = listingView(initialListingState, route, {
      data: answer(['Arch', 'Wall'], false),
      isError: false,
    });
    expect(names(view)).toEqual(['Arch', 'Wall']);
    expect(view).toMatchObject({ loading: null, showMore: true, empty: false });
    expect(view.subcategories.map(({ name }) => name)).toEqual(['On wall']);
  });

  test('while the first page loads the list is loading; a failure leaves it empty', () => {
    expect(
      listingView(initialListingState, route, { data: undefined, isError: false }),
    ).toMatchObject({ products: [], loading: 'list', empty: false });
    expect(
      listingView(initialListingState, route, { data: undefined, isError: true }),
    ).toMatchObject({ products: [], loading: null, empty: true });
  });

  test('the machine loading the same first page keeps the products on screen (no skeleton flash)', () => {
    const view = listingView(machine(requested()), route, {
      data: answer(['Arch']),
      isError: false,
    });
    expect(names(view)).toEqual(['Arch']);
    expect(view.loading).toBeNull();
  });

  test('once the machine holds the list it shows its pages, and a further page loading', () => {
    const listing = machine(
      requested(),
      received(0, ['A', 'B'], false),
      listingPageRequested({ ...route, page: 1 }),
    );
    const view = listingView(listing, route, { data: answer(['A', 'B']), isError: false });
    expect(names(view)).toEqual(['A', 'B']);
    expect(view).toMatchObject({ loading: 'page', showMore: false });
  });

  test('another sort or type of the same route loads as a new list', () => {
    const listing = machine(requested(), received(0, ['A']), requested({ tagId: 'tag1' }));
    expect(listingView(listing, route, { data: answer(['A']), isError: false })).toMatchObject({
      products: [],
      loading: 'list',
    });
  });

  test('a list of another hub or filter is not shown for this route', () => {
    const listing = machine(requested({ hubId: PUNE_HUB }), received(0, ['Pune arch']));
    const view = listingView(listing, route, { data: answer(['Mumbai arch']), isError: false });
    expect(names(view)).toEqual(['Mumbai arch']);
  });
});
