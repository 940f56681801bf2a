import { http } from 'msw';
import { contract } from '../../../../src/shared/contract';
import { userSignedIn } from '../../../../src/client/features/auth/authEvents';
import {
  DEFAULT_SORT,
  listingPageFailed,
  listingPageReceived,
  listingPageRequested,
  selectListing,
  type ListingRequest,
} from '../../../../src/client/features/listing/listingSlice';
import {
  initialLocationState,
  locationSelected,
} from '../../../../src/client/features/location/locationSlice';
import { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import { sessionStarted } from '../../../../src/client/features/session/sessionEvents';
import {
  HUB,
  PUNE_HUB,
  TOKEN,
  location,
  product,
  sessionData,
  signedInData,
} from '../../support/fixtures';
import {
  apiOrigin,
  failure,
  handle,
  requests,
  server,
  settle,
  withMockApi,
} from '../../support/msw';
import { machine, testStore, withFakeClock } from '../../support/store';

const request = (page: number, over: Partial<ListingRequest> = {}): ListingRequest => ({
  filter: { tags: 'birthday' },
  tagId: null,
  sort: DEFAULT_SORT,
  hubId: HUB,
  page,
  ...over,
});
const page = (pageNumber: number, ids: string[], isLast: boolean) =>
  listingPageReceived({
    page: pageNumber,
    products: ids.map((_id) => product({ _id })),
    productsCount: 100,
    isLast,
    categoriesByTags: [],
  });
const ids = (state: ReturnType<ReturnType<typeof machine>['state']>) =>
  selectListing(state).products.map(({ _id }) => _id);

describe('listing machine', () => {
  test('the default sort is ocassionCategoryIndex ascending, labelled Popularity', () => {
    expect(DEFAULT_SORT).toEqual({
      field: 'ocassionCategoryIndex',
      order: 1,
      type: 'ocassionCategoryIndexAsc',
      label: 'Popularity',
    });
  });

  test('page 0 loads and replaces; later pages append; isLast ends hasMore', () => {
    const listing = machine();
    listing.dispatch(listingPageRequested(request(0, { headingName: 'Birthday' })));
    expect(selectListing(listing.state())).toMatchObject({
      status: 'loading',
      pendingPage: 0,
      headingName: 'Birthday',
    });
    listing.dispatch(
      page(0, ['a', 'b'], false),
      listingPageRequested(request(1)),
      page(1, ['c'], true),
    );
    expect(ids(listing.state())).toEqual(['a', 'b', 'c']);
    expect(selectListing(listing.state())).toMatchObject({
      status: 'loaded',
      page: 1,
      isLast: true,
      hasMore: false,
    });
    listing.dispatch(
      listingPageRequested(request(0, { filter: { tags: 'anniversary' } })),
      page(0, ['z'], false),
    );
    expect(ids(listing.state())).toEqual(['z']);
  });

  test('the fetch is skipped when filter, tag and sort are unchanged and the end was reached', () => {
    const listing = machine();
    listing.dispatch(listingPageRequested(request(0)), page(0, ['a'], true));
    const before = listing.state().listing;
    listing.dispatch(listingPageRequested(request(0)));
    expect(listing.state().listing).toEqual(before);
    listing.dispatch(listingPageRequested(request(0, { tagId: 't1' })));
    expect(selectListing(listing.state()).status).toBe('loading');
  });

  test('a failure stops loading', () => {
    const listing = machine();
    listing.dispatch(listingPageRequested(request(0)), listingPageFailed({ page: 0 }));
    expect(selectListing(listing.state())).toMatchObject({ status: 'failed', pendingPage: null });
  });

  test.each([
    [
      'a page while another loads',
      [listingPageRequested(request(0))],
      listingPageRequested(request(0, { tagId: 't' })),
    ],
    [
      'a skipped page number',
      [listingPageRequested(request(0)), page(0, ['a'], false)],
      listingPageRequested(request(2)),
    ],
    [
      'a later page of another list',
      [listingPageRequested(request(0)), page(0, ['a'], false)],
      listingPageRequested(request(1, { hubId: PUNE_HUB })),
    ],
    ['an answer nobody waits for', [], page(0, ['a'], false)],
    ['an answer for another page', [listingPageRequested(request(0))], page(1, ['a'], false)],
    ['a failure nobody waits for', [], listingPageFailed({ page: 0 })],
  ] as const)('refused: %s', (_name, setup, event) => {
    const listing = machine();
    listing.dispatch(...setup);
    const before = listing.state().listing;
    listing.dispatch(event);
    expect(listing.state().listing).toEqual(before);
  });
});

describe('listing listeners', () => {
  withMockApi();
  withFakeClock();

  test('a page is fetched with skip = page × 54, limit 54 and the listing filter', async () => {
    server.use(
      handle(contract.products.getProductsByFilter, () => ({
        isSuccess: true,
        products: [product()],
        productsCount: 1,
        isLast: true,
        categoriesByTags: [],
      })),
    );
    const { store, state } = testStore();
    store.dispatch(listingPageRequested(request(0)));
    await settle();
    expect(requests[0]?.body).toEqual({
      skip: 0,
      limit: 54,
      filter: { tags: 'birthday' },
      hubId: HUB,
      active: true,
      selectedFilterTagObjectId: null,
      variantExclude: true,
      sort: DEFAULT_SORT,
      queryObject: {},
      tag: 'getProductsByFilter',
      projectionString: 'name images tags resolvedPrice feedback',
    });
    expect(selectListing(state())).toMatchObject({ status: 'loaded', hasMore: false });
    store.dispatch(listingPageRequested(request(0)));
    await settle();
    expect(requests).toHaveLength(1);
  });

  test('a failed fetch is logged and loading stops', async () => {
    server.use(
      http.post(`${apiOrigin()}/api/products/get_products_by_filter`, () => failure(500, 'down')),
    );
    const { store, state, services } = testStore();
    store.dispatch(listingPageRequested(request(0)));
    await settle();
    expect(selectListing(state()).status).toBe('failed');
    expect(services.errors).toContain('Listing fetch failed');
  });

  test('home data reloads when the hub or the user changes, and offers load if none', async () => {
    const hubs: (string | null)[] = [];
    server.use(
      handle(contract.homepage.baseData, ({ url }) => {
        hubs.push(url.searchParams.get('hubId'));
        return {
          isSuccess: true,
          result: {
            decorCategoriesList: [],
            homePageTopCategories: [],
            serviceableCities: {},
            miscInfos: [],
            rails: [],
          },
        };
      }),
      handle(contract.offers.getOffersByQueryObject, () => ({ isSuccess: true, offers: [] })),
      handle(contract.v2.getOSPVideoData, () => ({ isSuccess: true, data: [] })),
      handle(contract.users.getWishlist, () => ({ isSuccess: true, wishlist: [] })),
      // A sign-in reads the wallet for a referral Reward to announce.
      handle(contract.users.getWallet, () => ({
        isSuccess: true,
        balances: { reward: 0, credit: 0 },
        ledger: [],
      })),
    );
    const { store } = testStore({ location: { ...initialLocationState, autoDetectDone: true } });
    store.dispatch(sessionStarted(sessionData()));
    await settle();
    store.dispatch(
      locationSelected({
        location: {
          ...location,
          serviceAreaInfo: { hubId: PUNE_HUB, isServiceable: true, isInAnyHub: true },
        },
      }),
    );
    await settle();
    store.dispatch(
      locationSelected({
        location: {
          ...location,
          serviceAreaInfo: { hubId: PUNE_HUB, isServiceable: true, isInAnyHub: true },
        },
      }),
    );
    await settle();
    store.dispatch(userSignedIn({ data: signedInData({ selectedLocation: null }), via: 'otp' }));
    await settle();
    expect(hubs).toEqual([HUB, PUNE_HUB, PUNE_HUB]);
    // Offers load once, and again for the customer who signs in: the server lists those the
    // caller can use.
    const offerReads = requests.filter((request) => request.path.includes('offers'));
    expect(offerReads.map((request) => request.headers.get('authorization'))).toEqual([
      null,
      `Bearer ${TOKEN}`,
    ]);
  });

  test('nothing reloads before the session is ready', async () => {
    const { store } = testStore({
      session: initialSessionState,
      location: { ...initialLocationState, autoDetectDone: true },
    });
    store.dispatch(locationSelected({ location }));
    await settle();
    expect(requests).toHaveLength(0);
  });
});
