// Reducers are pure: the same actions from the same preloaded state give the same states,
// whatever the clock or the random source say while they run (so recorded traces replay).
import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../src/client/app/rootReducer';
import {
  addressFieldChanged,
  addressFormOpened,
  addressSaveStarted,
  addressSaved,
} from '../../../src/client/features/addressForm/addressFormSlice';
import { userSignedIn } from '../../../src/client/features/auth/authEvents';
import { otpSent, otpSubmitted, phoneSubmitted } from '../../../src/client/features/auth/authSlice';
import {
  addOnQuantityChanged,
  cartSyncStarted,
  cartSynced,
  couponAutoApplied,
  productAddedToCart,
  slotChosen,
} from '../../../src/client/features/cart/cartSlice';
import {
  orderPlaced,
  orderPlacementRequested,
} from '../../../src/client/features/checkout/checkoutSlice';
import { paymentReturned } from '../../../src/client/features/checkout/paymentReturnSlice';
import {
  coverVideoExpanded,
  coverVideosLoaded,
  coverVideosRequested,
} from '../../../src/client/features/coverVideo/coverVideoSlice';
import { appCrashed } from '../../../src/client/features/crash/crashSlice';
import {
  pageVisited,
  scrollPositionSaved,
} from '../../../src/client/features/history/historySlice';
import {
  DEFAULT_SORT,
  listingPageReceived,
  listingPageRequested,
} from '../../../src/client/features/listing/listingSlice';
import {
  locationPanelOpened,
  locationSelected,
  placeQueryChanged,
  pointLocated,
  predictionChosen,
  predictionsReceived,
  reverseGeocoded,
  serviceAreaChecked,
} from '../../../src/client/features/location/locationSlice';
import {
  loginModalOpened,
  timeSlotPickerOpened,
  modalClosed,
} from '../../../src/client/features/modals/modalsSlice';
import { overlayClicked, overlayShown } from '../../../src/client/features/overlay/overlaySlice';
import { productViewed } from '../../../src/client/features/recentlyViewed/recentlyViewedSlice';
import {
  searchQueryChanged,
  searchResultsReceived,
} from '../../../src/client/features/search/searchSlice';
import { appStarted, sessionStarted } from '../../../src/client/features/session/sessionEvents';
import { ipLookedUp } from '../../../src/client/features/session/sessionSlice';
import { toastShown } from '../../../src/client/features/toast/toastSlice';
import {
  wishlistBusyEnded,
  wishlistToggleStarted,
  wishlistUpdated,
} from '../../../src/client/features/wishlist/wishlistSlice';
import {
  HUB,
  OTP_HASH,
  PHONE,
  addOn,
  address,
  location,
  offer,
  product,
  serverCart,
  sessionData,
  signedInData,
} from '../support/fixtures';

const POINT = { lat: 19.1136, lng: 72.8697 };
const prediction = { description: 'Andheri East, Mumbai', place_id: 'place-1' };
const SLOT = { celebrationDate: '25-12-2026', readyTime: '17:00', arrivingTime: '14:00' };
const clock = new Date('2026-12-01T06:00:00.000Z');

/** A visitor browses, sets a location, books, logs in, pays and crashes: ~60 events. */
const journey: UnknownAction[] = [
  appStarted({ path: '/', search: '' }, clock),
  pageVisited({ path: '/', kind: 'PUSH' }),
  ipLookedUp('203.0.113.9', null, clock),
  sessionStarted(sessionData()),
  locationPanelOpened({ purpose: 'select' }),
  placeQueryChanged({ query: 'and' }),
  placeQueryChanged({ query: 'andheri' }),
  predictionsReceived({ query: 'andheri', status: 'OK', predictions: [prediction] }),
  predictionChosen({ prediction }),
  pointLocated(POINT),
  reverseGeocoded({ ...POINT, place: null }),
  serviceAreaChecked({ ...POINT, isServiceable: true, isInAnyHub: true, hubId: HUB }),
  locationSelected({ location }),
  searchQueryChanged({ query: 'arch' }),
  searchResultsReceived({ query: 'arch', products: [product()] }),
  pageVisited({ path: '/decors/list?searchText=arch', kind: 'PUSH' }),
  listingPageRequested({
    filter: { searchText: 'arch' },
    tagId: null,
    sort: DEFAULT_SORT,
    hubId: HUB,
    page: 0,
  }),
  listingPageReceived({
    page: 0,
    products: [product()],
    productsCount: 60,
    isLast: false,
    categoriesByTags: [],
  }),
  listingPageRequested({
    filter: { searchText: 'arch' },
    tagId: null,
    sort: DEFAULT_SORT,
    hubId: HUB,
    page: 1,
  }),
  listingPageReceived({
    page: 1,
    products: [product({ _id: 'p2' })],
    productsCount: 60,
    isLast: true,
    categoriesByTags: [],
  }),
  scrollPositionSaved({ path: '/decors/list?searchText=arch', y: 900 }),
  pageVisited({ path: '/products/decor/p1/arch', kind: 'PUSH' }),
  productViewed({ productId: 'p1' }),
  coverVideosRequested(),
  coverVideosLoaded({ videos: [{ _id: 'v1', options: { page: 'home' }, videoUrl: '/v.mp4' }] }),
  coverVideoExpanded('home', clock),
  wishlistToggleStarted({ productId: 'p1', mode: 'add' }),
  toastShown('Please login to wishlist'),
  loginModalOpened(),
  phoneSubmitted({ phoneNumber: PHONE }),
  otpSent({ phoneNumber: PHONE, hash: OTP_HASH, isExist: true }),
  toastShown('OTP Sent to your number', 'success'),
  otpSubmitted({ otp: '123456' }),
  userSignedIn({ data: signedInData({ addresses: [address()] }), via: 'otp' }),
  wishlistUpdated({ ids: ['p1'] }),
  wishlistBusyEnded({ productId: 'p1' }),
  productAddedToCart({ product: product(), hubId: HUB }),
  addOnQuantityChanged({ addon: addOn(), quantity: 2 }),
  couponAutoApplied({ offer: offer() }),
  timeSlotPickerOpened({ cartModification: true, productId: 'p1' }),
  slotChosen(SLOT),
  modalClosed({ name: 'timeSlot' }),
  addressFormOpened({ owner: { name: 'Asha Rao', phone: PHONE } }),
  addressFieldChanged({ field: 'flatNumber', value: '12' }),
  addressFieldChanged({ field: 'buildingName', value: 'Sunrise Towers' }),
  addressSaveStarted(),
  addressSaved({ address: address(), mode: 'add' }),
  cartSyncStarted({ revision: 3 }),
  cartSynced({ cart: serverCart({ ...SLOT }), revision: 3 }),
  pageVisited({ path: '/checkout', kind: 'PUSH' }),
  orderPlacementRequested(),
  orderPlaced('EABC1234', clock),
  overlayShown('_ORDER_PLACED'),
  overlayClicked(),
  pageVisited({ path: '/api/pay/checkout', kind: 'PUSH' }),
  paymentReturned(
    JSON.stringify({
      paymentStatus: 'PAYMENT_PENDING',
      type: '_OLD_ORDER_PAYMENT',
      orderId: 'EABC1234',
    }),
  ),
  overlayShown('_PAYMENT_PENDING'),
  appCrashed({ message: 'boom' }),
  sessionStarted(sessionData({ user: signedInData().user, cart: serverCart() })),
];

const preloaded: RootState = rootReducer(undefined, { type: '@@test/init' });

function replay(now: string, random: number): RootState[] {
  jest.useFakeTimers({ now: new Date(now) });
  const spy = jest.spyOn(Math, 'random').mockReturnValue(random);
  try {
    const states: RootState[] = [];
    journey.reduce((state, action) => {
      const next = rootReducer(state, action);
      states.push(next);
      return next;
    }, preloaded);
    return states;
  } finally {
    spy.mockRestore();
    jest.useRealTimers();
  }
}

describe('determinism', () => {
  test('the journey is long and every event changes something', () => {
    expect(journey.length).toBeGreaterThanOrEqual(55);
    const states = replay('2026-12-01T06:00:00.000Z', 0.5);
    const unchanged = journey.filter(
      (_action, index) => states[index] === (index === 0 ? preloaded : states[index - 1]),
    );
    expect(unchanged.map((action) => action.type)).toEqual([]);
  });

  test('the same actions twice, at different times and with different randomness, give identical states', () => {
    const first = replay('2026-12-01T06:00:00.000Z', 0.1);
    const second = replay('2031-07-15T23:59:59.000Z', 0.9);
    expect(second).toEqual(first);
    expect(JSON.stringify(second.at(-1))).toBe(JSON.stringify(first.at(-1)));
  });
});
