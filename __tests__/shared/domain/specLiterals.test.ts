// The spec's numbers and texts, copied from SPEC.md as literals and held against the constants
// the code uses, so changing a constant fails here even where other tests read the constant.
// Covered:
// - section 9 business constants: payment-discount tiers and caps, the Reward share, listing
//   page size, nav search (results, minimum, delay, name length), coupons (percentage type,
//   offers limit 100), orders 50 a fetch, date format, rating without a code, hubs and cities,
//   location (search minimum, debounces 600/1000/200 ms, map centre, zooms, 120-character
//   address, narrow layout 30 rem), phone and OTP lengths, timings (login prompt 30 s, cart sync
//   5000 ms, toast 2 s, overlay 2500 ms, nav theme 1500 ms, wishlist 500 ms, inline errors 2 s),
//   z-indexes 15 and 99, wide screens from 768, 18 skeletons, banner cadence and ratios, dev ports;
// - section 4: cover-video fetch delay 1 s and preview loop 4 s / 15 s, overlay auto-close;
// - sections 2, 5 and 8: every user-facing text in MESSAGES, the templated promo and place-search
//   texts, the 'on-demand booking' tag and the location panel's labels.
// Not covered (no constant of its own in code): the 0.3 s dialog animation, cover-video sizes,
// card widths, default payment amount, share networks, the search service's 8 results.
import { appConfig } from '../../../config/app.config';
import { theme } from '../../../src/client/app/theme';
import { VISIBLE_OFFERS_ARG } from '../../../src/client/api/offersApi';
import { INLINE_ERROR_MS } from '../../../src/client/features/addressForm/addressFormListeners';
import { CART_SYNC_DEBOUNCE_MS } from '../../../src/client/features/cart/cartListeners';
import {
  COVER_VIDEO_FETCH_DELAY_MS,
  coverVideoLoopMs,
} from '../../../src/client/features/coverVideo/coverVideoSlice';
import { LOGIN_PROMPT_DELAY_MS } from '../../../src/client/features/history/historyListeners';
import { FORMATTED_ADDRESS_MAX } from '../../../src/client/features/location/geocoding';
import {
  PLACE_SEARCH_DEBOUNCE_MS,
  REVERSE_GEOCODE_DEBOUNCE_MS,
  SERVICE_CHECK_DEBOUNCE_MS,
} from '../../../src/client/features/location/locationListeners';
import { DEFAULT_MODAL_Z_INDEX } from '../../../src/client/features/modals/modalsSlice';
import { OVERLAY_AUTO_CLOSE_MS } from '../../../src/client/features/overlay/overlaySlice';
import { PRODUCT_SEARCH_DEBOUNCE_MS } from '../../../src/client/features/search/searchListeners';
import {
  SEARCH_NAME_MAX,
  SEARCH_RESULTS_SHOWN,
} from '../../../src/client/features/search/searchSlice';
import { NAV_THEME_SWITCH_MS } from '../../../src/client/features/shell/shellSlice';
import { TOAST_DURATION_MS } from '../../../src/client/features/toast/toastSlice';
import { WISHLIST_BUSY_MS } from '../../../src/client/features/wishlist/wishlistSlice';
import { BOOKINGS_LIST_ARG } from '../../../src/client/views/bookings/BookingsPage';
import { LISTING_SKELETONS } from '../../../src/client/views/components/product/ProductGrid';
import {
  DEFAULT_CENTRE,
  GOOGLE_ZOOM,
  MIN_ZOOM,
} from '../../../src/client/views/components/map/mapSettings';
import { PANEL_TEXTS } from '../../../src/client/views/components/location/panelTexts';
import { LISTING_PAGE_SIZE, PLACE_SEARCH_MIN_LENGTH } from '../../../src/shared/contract/constants';
import {
  ADVANCE_DISCOUNT_CAP,
  BANNER_RATIO_MOBILE,
  BANNER_RATIO_WIDE,
  CITIES,
  DATE_FORMAT,
  DEFAULT_HUB_ID,
  DISCOUNT_TIER_2_FROM,
  DISCOUNT_TIER_3_FROM,
  MESSAGES,
  MOBILE_APP_PROMO_EVERY,
  ON_DEMAND_TAG,
  OTP_LENGTH,
  PERCENTAGE_DISCOUNT,
  PHONE_LENGTH,
  PLACE_SEARCH_MIN_CHARS,
  PREPAY_DISCOUNT_CAP,
  PRODUCT_SEARCH_MIN_CHARS,
  RATING_WITHOUT_CODE,
  REWARD_MAX_PERCENT,
  WIDE_ALT_BANNER_EVERY,
  WIDE_BANNER_EVERY,
  addWorthMoreMessage,
  promoCodeInvalidMessage,
  typeMoreWordsMessage,
  type MessageKey,
} from '../../../src/shared/domain';

const video = { _id: 'v1', options: { page: 'home' as const }, videoUrl: 'https://cdn.example/v' };

describe('SPEC section 9 and 4 numbers', () => {
  test.each<[string, unknown, unknown]>([
    ['login modal auto-open delay: 30 s', LOGIN_PROMPT_DELAY_MS, 30_000],
    ['cart server update debounce: 5000 ms', CART_SYNC_DEBOUNCE_MS, 5000],
    ['discount tier from 1299', DISCOUNT_TIER_2_FROM, 1299],
    ['discount tier from 1599', DISCOUNT_TIER_3_FROM, 1599],
    ['advance discount: 3% capped at 75', ADVANCE_DISCOUNT_CAP, 75],
    ['full-prepay discount: 5% capped at 150', PREPAY_DISCOUNT_CAP, 150],
    ['Reward pays at most 5% of order value', REWARD_MAX_PERCENT, 5],
    ['listing page size 54', LISTING_PAGE_SIZE, 54],
    ['nav search: 5 results shown', SEARCH_RESULTS_SHOWN, 5],
    ['nav search: start at 3 characters', PRODUCT_SEARCH_MIN_CHARS, 3],
    ['nav search: delay 250 ms', PRODUCT_SEARCH_DEBOUNCE_MS, 250],
    ['nav search: name truncated at 50 characters', SEARCH_NAME_MAX, 50],
    ['percentage discount is discountType 0', PERCENTAGE_DISCOUNT, 0],
    ['offers fetched with limit 100', VISIBLE_OFFERS_ARG.body.limit, 100],
    ['orders: 50 per fetch', BOOKINGS_LIST_ARG.body.limit, 50],
    ['orders: newest first', BOOKINGS_LIST_ARG.body.sortingObj, { createdAt: -1 }],
    ['booking date format DD-MM-YYYY', DATE_FORMAT, 'DD-MM-YYYY'],
    ['pseudo-rating 4.5 without a code', RATING_WITHOUT_CODE, 4.5],
    ['default hub MUM-THANE-HUB', DEFAULT_HUB_ID, 'MUM-THANE-HUB'],
    ['cities: mumbai, siliguri, pune', CITIES, ['mumbai', 'siliguri', 'pune']],
    ['location search min 4 characters', PLACE_SEARCH_MIN_CHARS, 4],
    ['location search min 4 characters (contract)', PLACE_SEARCH_MIN_LENGTH, 4],
    ['location search debounce 600 ms', PLACE_SEARCH_DEBOUNCE_MS, 600],
    ['pin-move service check debounce 1000 ms', SERVICE_CHECK_DEBOUNCE_MS, 1000],
    ['reverse geocode debounce 200 ms', REVERSE_GEOCODE_DEBOUNCE_MS, 200],
    ['map default centre about lat 20, lng 80', DEFAULT_CENTRE, { lat: 20, lng: 80 }],
    ['map zoom 18', GOOGLE_ZOOM, 18],
    ['map min zoom 5', MIN_ZOOM, 5],
    ['formatted address at most 120 characters', FORMATTED_ADDRESS_MAX, 120],
    ['narrow layout at 30 rem or less', theme.breakpoints.narrowPanelRem, 30],
    ['phone 10 digits', PHONE_LENGTH, 10],
    ['OTP 6 digits', OTP_LENGTH, 6],
    ['toast 2 s', TOAST_DURATION_MS, 2000],
    ['confirmation auto-close 2500 ms', OVERLAY_AUTO_CLOSE_MS, 2500],
    ['nav theme switch 1500 ms', NAV_THEME_SWITCH_MS, 1500],
    ['wishlist busy 500 ms', WISHLIST_BUSY_MS, 500],
    ['inline errors clear after 2 s', INLINE_ERROR_MS, 2000],
    ['default modal z-index 15', DEFAULT_MODAL_Z_INDEX, 15],
    ['default modal z-index 15 (theme)', theme.zIndex.modal, 15],
    ['toast z-index 99', theme.zIndex.toast, 99],
    ['wide-screen threshold 768', theme.breakpoints.wide, 768],
    ['skeleton count for keyword page 18', LISTING_SKELETONS, 18],
    ['banner every 8th item on wide screens', WIDE_BANNER_EVERY, 8],
    ['every 16th a different banner type', WIDE_ALT_BANNER_EVERY, 16],
    ['every 4th on mobile an app-download promo', MOBILE_APP_PROMO_EVERY, 4],
    ['banner ratio 6/1', BANNER_RATIO_WIDE, 6],
    ['banner ratio 4/1', BANNER_RATIO_MOBILE, 4],
    ['dev port: client 3002', appConfig.webLocalPort, 3002],
    ['dev port: API 5002', appConfig.apiBaseUrls.localPort, 5002],
    ['dev port: pay 5003', appConfig.paymentHosts.localPort, 5003],
    ['cover videos fetched 1 s after the home data', COVER_VIDEO_FETCH_DELAY_MS, 1000],
    ['cover preview loops after 4 s', coverVideoLoopMs(video), 4000],
    [
      'cover preview loops after 15 s with a collapsed video',
      coverVideoLoopMs({ ...video, collapsedVideoUrl: 'https://cdn.example/c' }),
      15_000,
    ],
  ])('%s', (_spec, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

// MESSAGES keys the spec does not word; every other key must be in the table below.
// The payment-credited pair tells where a payment that booked nothing went (the payment ledger).
const NOT_IN_SPEC: readonly MessageKey[] = [
  'cartAlreadyPlaced',
  'slotUnavailable',
  'paymentCredited',
  'paymentCreditedDetail',
];

const SPEC_MESSAGES: readonly [MessageKey, string][] = [
  ['otpSent', 'OTP Sent to your number'],
  ['invalidOtp', 'Invalid OTP'],
  ['invalidPhoneNumber', 'Invalid phone number'],
  ['otpSendFailed', 'Something went wrong! Try again later'],
  ['userDeleted', 'User deleted successfully'],
  ['deleteAccountConfirm', 'Are you sure? This process is not reversible'],
  ['profileUpdateFailed', 'Something went wrong!'],
  ['cartAddFailed', "Cart couldn't be added. Please try again later."],
  ['cartRemoveFailed', "Cart couldn't be removed. Please try again later."],
  ['cartUpdateFailed', "Cart couldn't be updated. Please try again later."],
  ['loginFirst', 'Please login first'],
  ['loginToWishlist', 'Please login to wishlist'],
  ['orderRescheduled', 'Order rescheduled'],
  ['rescheduleFailed', 'Error happened! Please contact us for rescheduling'],
  ['addressNotServiceableAtPlacement', 'OOPs! The address you selected is not serviceable'],
  ['addressEditedSuccessfully', 'Address edited Successfully'],
  ['addressRemovedSuccessfully', 'Address removed Successfully'],
  ['addressSaved', 'Address Saved'],
  ['addressEdited', 'Address Edited'],
  ['addressError', 'Error Occurred! Try letter'],
  ['removeAddressConfirm', 'Do You really want to remove?'],
  ['setLocation', 'Please set the location'],
  ['fillReceiverDetails', "Please fill the receiver's details"],
  ['invalidReceiverPhone', "Invalid Receiver's phone number"],
  ['flatNumberRequired', 'Flat no. is required'],
  ['buildingNameRequired', 'Building name is required'],
  ['fillAllCredentials', 'Please fill all the credentials'],
  ['invalidMobile', 'Please provide us a valid number'],
  ['invalidPincode', 'Please provide us a valid pincode'],
  ['promoCodeEmpty', 'Please enter a promo code'],
  ['promoCodeApplied', 'Promo code applied successfully'],
  ['latLngRequired', 'Latitude and Longitude are required'],
  ['locationNotServiceable', 'This location is not serviceable'],
  ['notServiceableTitle', 'OOPs! Not serviceable'],
  ['noPlaceResults', 'No results found. Try another location'],
  [
    'locationFetchFailed',
    'Something went wrong while fetching your location. Try to search your area',
  ],
  ['locationPermissionDenied', 'Please go to browser setting an enable the location service.'],
  ['geolocationUnsupported', 'Geolocation is not supported by this browser.'],
  ['setLocationToViewPrice', 'Set location to view price'],
  ['enquireForPrice', 'Enquire for price'],
  ['loginToDropPrice', 'Login to drop price'],
  ['prepaidOffer', 'Prepaid offer'],
  ['linkCopied', 'Link copied'],
  ['keywordListFailed', 'Oops! Something went wrong. Please try again later.'],
  ['confirmRemoveDefault', 'Do you realy want to remove ?'],
  ['okButton', 'Ok'],
  ['orderPlaced', 'Yay! Order Placed'],
  ['orderCancelled', 'Order Cancelled Successfully'],
  ['orderRescheduledSuccessfully', 'Order Rescheduled Successfully'],
  ['paymentReceived', 'Yay! Payment Received'],
  ['paymentPending', 'Payment Pending'],
  [
    'paymentPendingDetail',
    'We got an error while payment processing. If the amount has been deducted, it will be sent back to the source account.',
  ],
  [
    'cartPaymentPendingDetail',
    "Don't Worry, Order has been placed with 'COD mode'. If the amount has been deducted, it will be sent back to the source account.",
  ],
  ['paymentFailed', 'Payment Failed'],
  ['crashTitle', 'Oops!'],
  ['crashSubtitle', 'Something went wrong'],
  ['crashReassurance', "Don't worry, our team is here to help"],
];

describe('SPEC sections 2, 5 and 8 texts', () => {
  test.each(SPEC_MESSAGES)('MESSAGES.%s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  test('every MESSAGES key is in the table or known to be outside the spec', () => {
    const listed = [...SPEC_MESSAGES.map(([key]) => key), ...NOT_IN_SPEC];
    expect(Object.keys(MESSAGES).sort()).toEqual([...listed].sort());
  });

  test.each<[string, string, string]>([
    [
      'unknown promo code',
      promoCodeInvalidMessage('SAVE10'),
      'Promo code SAVE10 is invalid. Please try another code',
    ],
    ['cart below the minimum', addWorthMoreMessage(250), 'Add worth ₹250 more to get this offer'],
    ['place search below the minimum', typeMoreWordsMessage(2), 'Type 2 more words'],
    ['price on request tag', ON_DEMAND_TAG, 'on-demand booking'],
  ])('%s', (_spec, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test.each<[keyof typeof PANEL_TEXTS, string]>([
    ['title', 'Select service location'],
    ['searchPlaceholder', 'Search for area, street, city...'],
    ['searchResult', 'Search result'],
    ['useCurrentLocation', 'Use my current location'],
    ['locateMe', 'Locate me'],
    ['serviceableCity', 'Serviceable city'],
    ['savedAddresses', 'SAVED ADDRESSES'],
    ['addNewAddress', 'Add New Address'],
    ['loginForAddresses', 'Login to view Saved addresses'],
    ['pleaseWait', 'Please wait...'],
    ['confirmLocationDisabled', 'Confirm location'],
    ['confirmLocation', 'CONFIRM LOCATION'],
    ['change', 'Change'],
    ['changeLocation', 'Change location'],
  ])('location panel: %s', (key, text) => {
    expect(PANEL_TEXTS[key]).toBe(text);
  });
});
