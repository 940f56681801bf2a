// Thunks that decide at the moment of a user's intent, checked as the action sequences they
// dispatch (redux-mock-store: no reducer runs, so the sequence is all that is observed).
import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import configureMockStore from 'redux-mock-store';
import { withExtraArgument } from 'redux-thunk';
import { MESSAGES } from '../../../src/shared/domain';
import { VISIBLE_OFFERS_ARG, offersApi } from '../../../src/client/api';
import type { AppThunkDispatch, RootState } from '../../../src/client/app/appTypes';
import type { AppServices } from '../../../src/client/app/services';
import { rootReducer } from '../../../src/client/app/rootReducer';
import {
  openAddAddress,
  submitAddressForm,
} from '../../../src/client/features/addressForm/addressFormThunks';
import {
  addressFormOpened,
  initialAddressFormState,
  type AddressFormState,
} from '../../../src/client/features/addressForm/addressFormSlice';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { filledFrom, initialCartState } from '../../../src/client/features/cart/cartSlice';
import { applyPromoCode, moveCartToWishlist } from '../../../src/client/features/cart/cartThunks';
import {
  listingSortChosen,
  listingTagToggled,
  nextListingPageRequested,
  requestListingPage,
} from '../../../src/client/features/listing/listingThunks';
import {
  DEFAULT_SORT,
  initialListingState,
  type ListingState,
} from '../../../src/client/features/listing/listingSlice';
import { SORT_OPTIONS } from '../../../src/client/features/listing/sortOptions';
import { celebrationDateChecked } from '../../../src/client/features/cart/bookingDateThunks';
import {
  chooseSavedAddress,
  confirmLocation,
} from '../../../src/client/features/location/locationThunks';
import {
  cityChosen,
  initialLocationState,
  locationPanelOpened,
  reverseGeocoded,
  serviceAreaChecked,
} from '../../../src/client/features/location/locationSlice';
import { submitSearch } from '../../../src/client/features/search/searchThunks';
import { toggleWishlist } from '../../../src/client/features/wishlist/wishlistToggle';
import { HUB, PHONE, address, location, offer, user, cartDraft } from '../support/fixtures';
import { fakeServices, testStore } from '../support/store';

const base = (): RootState => rootReducer(undefined, { type: '@@test/init' });
const services = fakeServices();
// redux-mock-store's types predate redux-thunk 3's; the middleware itself is the real one.
type MockMiddleware = NonNullable<Parameters<typeof configureMockStore>[0]>[number];
const thunkWithServices = withExtraArgument<RootState, UnknownAction, AppServices>(
  services,
) as unknown as MockMiddleware;
const mockStore = configureMockStore<RootState, AppThunkDispatch>([thunkWithServices]);

/** Types and payloads, without the random ids toasts and overlays carry. */
// The events a thunk dispatches, without those that put a feature's listeners in the store
// (`injectFeature`), which are how its effects arrive, not what it tells.
const sequence = (actions: UnknownAction[]) =>
  actions
    .filter(({ type }) => type !== addListener.type)
    .map(({ type, payload }) => {
      if (payload && typeof payload === 'object' && 'id' in payload) {
        const { id: _id, ...rest } = payload as Record<string, unknown>;
        return { type, payload: rest };
      }
      return payload === undefined ? { type } : { type, payload };
    });

const loggedIn = { auth: { ...initialAuthState, user } };
const withCart = { cart: filledFrom(initialCartState, cartDraft()) };

afterEach(() => {
  services.navigations.length = 0;
});

describe('toggleWishlist', () => {
  test('logged out: the login prompt and the login modal', () => {
    const store = mockStore(base());
    store.dispatch(toggleWishlist('p1'));
    expect(sequence(store.getActions())).toEqual([
      { type: 'toast/toastShown', payload: { message: MESSAGES.loginToWishlist, kind: 'info' } },
      { type: 'modals/modalOpened', payload: { name: 'login', options: {} } },
    ]);
  });

  test('logged in: adds, or removes what is already wishlisted', () => {
    const store = mockStore({ ...base(), ...loggedIn, wishlist: { ids: ['p2'], busy: null } });
    store.dispatch(toggleWishlist('p1'));
    store.dispatch(toggleWishlist('p2'));
    expect(sequence(store.getActions())).toEqual([
      { type: 'wishlist/wishlistToggleStarted', payload: { productId: 'p1', mode: 'add' } },
      { type: 'wishlist/wishlistToggleStarted', payload: { productId: 'p2', mode: 'remove' } },
    ]);
  });

  test('while a heart is busy nothing is sent', () => {
    const store = mockStore({ ...base(), ...loggedIn, wishlist: { ids: [], busy: 'p9' } });
    store.dispatch(toggleWishlist('p1'));
    expect(store.getActions()).toEqual([]);
  });
});

describe('moveCartToWishlist', () => {
  test('logged out: Please login first, and the login modal', () => {
    const store = mockStore({ ...base(), ...withCart });
    store.dispatch(moveCartToWishlist());
    expect(sequence(store.getActions())).toEqual([
      { type: 'toast/toastShown', payload: { message: MESSAGES.loginFirst, kind: 'info' } },
      { type: 'modals/modalOpened', payload: { name: 'login', options: {} } },
    ]);
  });

  test('logged in: the cart moves with its product', () => {
    const store = mockStore({ ...base(), ...loggedIn, ...withCart });
    store.dispatch(moveCartToWishlist());
    expect(sequence(store.getActions())).toEqual([
      { type: 'cart/cartMovedToWishlist', payload: { productId: 'p1' } },
    ]);
  });
});

describe('applyPromoCode', () => {
  const withOffers = async () => {
    const { store } = testStore({ ...base(), ...withCart });
    await store.dispatch(
      offersApi.util.upsertQueryData('offersGetOffersByQueryObject', VISIBLE_OFFERS_ARG, {
        isSuccess: true,
        offers: [
          offer(),
          offer({
            _id: 'o2',
            offerCode: 'BIG500',
            discountType: 1,
            discountValue: 500,
            minOrderValue: 5000,
          }),
        ],
      }),
    );
    return mockStore(store.getState());
  };

  test.each([
    ['empty', '  ', MESSAGES.promoCodeEmpty],
    ['unknown', 'nope', 'Promo code nope is invalid. Please try another code'],
    ['below the minimum', 'big500', 'Add worth ₹3,500 more to get this offer'],
  ])('%s code: a toast with the rule of SPEC 5', async (_name, code, message) => {
    const store = await withOffers();
    store.dispatch(applyPromoCode(code));
    expect(sequence(store.getActions())).toEqual([
      { type: 'toast/toastShown', payload: { message, kind: 'error' } },
    ]);
  });

  test('a valid code (any case) applies, confirms, and shows the coupon dialog', async () => {
    const store = await withOffers();
    store.dispatch(applyPromoCode(' party10 '));
    expect(sequence(store.getActions())).toEqual([
      { type: 'cart/offerApplied', payload: { offer: offer() } },
      {
        type: 'toast/toastShown',
        payload: { message: MESSAGES.promoCodeApplied, kind: 'success' },
      },
      {
        type: 'modals/modalOpened',
        payload: {
          name: 'couponApplied',
          options: { image: null, couponName: 'PARTY10', savAmount: 150 },
        },
      },
    ]);
  });
});

describe('confirmLocation and chooseSavedAddress', () => {
  const POINT = { lat: 19.1136, lng: 72.8697 };
  const picked = (isServiceable: boolean, purpose: 'select' | 'address' = 'select') => {
    const { store } = testStore({ location: { ...initialLocationState, autoDetectDone: true } });
    store.dispatch(locationPanelOpened({ purpose }));
    store.dispatch(cityChosen(POINT));
    store.dispatch(reverseGeocoded({ ...POINT, place: null }));
    store.dispatch(
      serviceAreaChecked({
        ...POINT,
        isServiceable,
        isInAnyHub: isServiceable,
        hubId: isServiceable ? HUB : null,
      }),
    );
    return mockStore(store.getState());
  };

  test('a serviceable point is selected', () => {
    const store = picked(true);
    store.dispatch(confirmLocation());
    expect(sequence(store.getActions())).toMatchObject([
      {
        type: 'location/locationSelected',
        payload: { location: { _id: null, locationv2: POINT } },
      },
    ]);
  });

  test('a point that is not serviceable is refused with its message', () => {
    const store = picked(false);
    store.dispatch(confirmLocation());
    expect(sequence(store.getActions())).toEqual([
      {
        type: 'toast/toastShown',
        payload: { message: MESSAGES.locationNotServiceable, kind: 'error' },
      },
    ]);
  });

  test('without a point: Latitude and Longitude are required', () => {
    const store = mockStore(base());
    store.dispatch(confirmLocation());
    expect(sequence(store.getActions())).toEqual([
      { type: 'toast/toastShown', payload: { message: MESSAGES.latLngRequired, kind: 'error' } },
    ]);
  });

  test('for the address form any located point is handed over', () => {
    const store = picked(false, 'address');
    store.dispatch(confirmLocation());
    expect(sequence(store.getActions())).toMatchObject([
      { type: 'location/addressLocationConfirmed', payload: { location: { locationv2: POINT } } },
    ]);
  });

  test('a saved address must be serviceable', () => {
    const store = mockStore(base());
    store.dispatch(chooseSavedAddress(address()));
    store.dispatch(
      chooseSavedAddress(
        address({ serviceAreaInfo: { hubId: null, isServiceable: false, isInAnyHub: false } }),
      ),
    );
    expect(sequence(store.getActions())).toEqual([
      {
        type: 'location/locationSelected',
        payload: { location: { ...location, _id: 'ad1', address1: '12, Sunrise Towers' } },
      },
      {
        type: 'toast/toastShown',
        payload: { message: MESSAGES.locationNotServiceable, kind: 'error' },
      },
    ]);
  });
});

describe('address form', () => {
  test('adding needs a login; logged in it opens with the user as receiver', () => {
    const visitor = mockStore(base());
    visitor.dispatch(openAddAddress());
    expect(sequence(visitor.getActions())).toEqual([
      { type: 'modals/modalOpened', payload: { name: 'login', options: {} } },
    ]);
    const member = mockStore({ ...base(), ...loggedIn });
    member.dispatch(openAddAddress());
    expect(sequence(member.getActions())).toEqual([
      {
        type: 'addressForm/addressFormOpened',
        payload: { owner: { name: user.name, phone: PHONE } },
      },
    ]);
  });

  const openForm = (over: Partial<Extract<AddressFormState, { status: 'open' }>> = {}) => {
    const state = rootReducer(
      base(),
      addressFormOpened({ owner: { name: user.name, phone: PHONE } }),
    );
    const form = state.addressForm;
    if (form.status !== 'open') throw new Error('the form did not open');
    return mockStore({ ...state, addressForm: { ...form, ...over } });
  };

  /** A form whose place is set, with the pincode, city and state the place prefilled. */
  const placed = {
    location,
    pincode: location.locationv2.pincode ?? '',
    city: location.locationv2.city,
    state: location.locationv2.state,
  };

  test.each([
    [
      'no map location',
      {},
      { type: 'toast/toastShown', payload: { message: MESSAGES.setLocation, kind: 'error' } },
    ],
    [
      'no flat number',
      { ...placed },
      {
        type: 'addressForm/addressInlineErrorShown',
        payload: { field: 'flatNumber', message: MESSAGES.flatNumberRequired },
      },
    ],
    [
      'no building',
      { ...placed, flatNumber: '12' },
      {
        type: 'addressForm/addressInlineErrorShown',
        payload: { field: 'buildingName', message: MESSAGES.buildingNameRequired },
      },
    ],
    [
      'no receiver name',
      { ...placed, flatNumber: '12', buildingName: 'Sunrise', receiverName: ' ' },
      {
        type: 'toast/toastShown',
        payload: { message: MESSAGES.fillReceiverDetails, kind: 'error' },
      },
    ],
    [
      'a short receiver phone',
      { ...placed, flatNumber: '12', buildingName: 'Sunrise', receiverPhone: '98765' },
      {
        type: 'toast/toastShown',
        payload: { message: MESSAGES.invalidReceiverPhone, kind: 'error' },
      },
    ],
    [
      'an empty Other label',
      { ...placed, flatNumber: '12', buildingName: 'Sunrise', label: 'other' as const },
      {
        type: 'toast/toastShown',
        payload: { message: MESSAGES.fillAllCredentials, kind: 'error' },
      },
    ],
    [
      'a pincode starting with 0',
      { ...placed, pincode: '012345', flatNumber: '12', buildingName: 'Sunrise' },
      { type: 'toast/toastShown', payload: { message: MESSAGES.invalidPincode, kind: 'error' } },
    ],
  ])('saving with %s is refused', (_name, over, action) => {
    const store = openForm(over);
    store.dispatch(submitAddressForm());
    expect(sequence(store.getActions())).toEqual([action]);
  });

  test('a complete form starts saving', () => {
    const store = openForm({ ...placed, flatNumber: '12', buildingName: 'Sunrise' });
    store.dispatch(submitAddressForm());
    expect(sequence(store.getActions())).toEqual([{ type: 'addressForm/addressSaveStarted' }]);
  });

  test('a closed form saves nothing', () => {
    const store = mockStore({ ...base(), addressForm: initialAddressFormState });
    store.dispatch(submitAddressForm());
    expect(sequence(store.getActions())).toEqual([]);
  });
});

describe('search and listing', () => {
  test.each([
    ['an id list opens the predefined list', '/p1, p2,p3', '/decors/predefined?ids=p1%2Cp2%2Cp3'],
    ['text opens the filtered listing', 'unicorn ', '/decors/list?searchText=unicorn'],
  ])('%s', (_name, query, path) => {
    const store = mockStore({ ...base(), search: { query, status: 'idle', results: [] } });
    store.dispatch(submitSearch());
    expect(services.navigations).toEqual([{ to: path, replace: false }]);
    expect(sequence(store.getActions())).toEqual([{ type: 'search/searchClosed' }]);
  });

  test('too short a text goes nowhere', () => {
    const store = mockStore({ ...base(), search: { query: 'ab', status: 'idle', results: [] } });
    store.dispatch(submitSearch());
    expect(services.navigations).toEqual([]);
    expect(store.getActions()).toEqual([]);
  });

  test('a listing page is asked for the selected hub with the default sort', () => {
    const store = mockStore({
      ...base(),
      location: { ...initialLocationState, hubId: 'PUNE-HUB' },
    });
    store.dispatch(requestListingPage({ filter: { tags: 'birthday' }, page: 0 }));
    store.dispatch(requestListingPage({ filter: {}, page: 1, tagId: 't1' }));
    expect(sequence(store.getActions())).toEqual([
      {
        type: 'listing/listingPageRequested',
        payload: {
          filter: { tags: 'birthday' },
          page: 0,
          tagId: null,
          sort: DEFAULT_SORT,
          hubId: 'PUNE-HUB',
        },
      },
      {
        type: 'listing/listingPageRequested',
        payload: { filter: {}, page: 1, tagId: 't1', sort: DEFAULT_SORT, hubId: 'PUNE-HUB' },
      },
    ]);
  });

  test('without a selected hub the default hub prices the listing', () => {
    const store = mockStore(base());
    store.dispatch(requestListingPage({ filter: {}, page: 0 }));
    expect(sequence(store.getActions())).toMatchObject([{ payload: { hubId: HUB } }]);
  });
});

describe('listing choices', () => {
  const FILTER = { tags: 'birthday' };
  const PRICE_UP = SORT_OPTIONS.find((option) => option.type === 'sellingPriceAsc')!;
  const onScreen = (over: Partial<ListingState> = {}): RootState => ({
    ...base(),
    listing: {
      ...initialListingState,
      status: 'loaded',
      query: { filter: FILTER, tagId: 't1', sort: PRICE_UP, hubId: HUB },
      page: 2,
      hasMore: true,
      ...over,
    },
  });
  const requested = (store: ReturnType<typeof mockStore>) =>
    sequence(store.getActions()).map(({ payload }) => payload);

  test('the next page continues the list on screen: its filter, type, sort and hub', () => {
    const store = mockStore(onScreen());
    store.dispatch(nextListingPageRequested());
    expect(requested(store)).toEqual([
      { filter: FILTER, page: 3, tagId: 't1', sort: PRICE_UP, hubId: HUB },
    ]);
  });

  test.each([
    ['while a page loads', { status: 'loading' as const }],
    ['after the last page', { hasMore: false }],
    ['before any list is asked for', { status: 'idle' as const, query: null }],
  ])('no next page %s', (_name, over) => {
    const store = mockStore(onScreen(over));
    store.dispatch(nextListingPageRequested());
    expect(store.getActions()).toEqual([]);
  });

  test("a sort chosen restarts the route's list from its first page, keeping the type", () => {
    const store = mockStore(onScreen());
    store.dispatch(listingSortChosen({ filter: FILTER, sortType: 'createdAtDesc' }));
    store.dispatch(listingSortChosen({ filter: FILTER, sortType: 'unknownSort' }));
    expect(requested(store)).toEqual([
      {
        filter: FILTER,
        page: 0,
        tagId: 't1',
        sort: SORT_OPTIONS.find((option) => option.type === 'createdAtDesc'),
        hubId: HUB,
      },
    ]);
  });

  test('a type chip narrows the list to it, and pressed again shows every type', () => {
    const store = mockStore(onScreen());
    store.dispatch(listingTagToggled({ filter: FILTER, tagId: 't2' }));
    store.dispatch(listingTagToggled({ filter: FILTER, tagId: 't1' }));
    expect(requested(store)).toMatchObject([
      { page: 0, tagId: 't2', sort: PRICE_UP },
      { page: 0, tagId: null, sort: PRICE_UP },
    ]);
  });
});

describe("the product page's date check", () => {
  const NOW = new Date('2026-12-01T20:00:00Z'); // 2 December in India
  const withDate = (selectedDate: string | null): RootState => ({
    ...base(),
    cart: { ...initialCartState, selectedDate },
  });

  test('a kept date that has passed is replaced by tomorrow', () => {
    const store = mockStore(withDate('30-11-2026'));
    store.dispatch(celebrationDateChecked(NOW));
    expect(sequence(store.getActions())).toEqual([
      { type: 'cart/celebrationDateChosen', payload: { date: '03-12-2026' } },
    ]);
  });

  test.each([
    ['a date the strip offers', '20-12-2026'],
    ['no date chosen yet', null],
  ])('%s stays', (_name, date) => {
    const store = mockStore(withDate(date));
    store.dispatch(celebrationDateChecked(NOW));
    expect(store.getActions()).toEqual([]);
  });
});
