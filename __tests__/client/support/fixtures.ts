// Contract-shaped sample data for the client tests.
import type {
  AddOn,
  Address,
  Cart,
  Offer,
  Order,
  Product,
  SelectedLocation,
  SessionData,
  SignedInData,
  SignedInUser,
} from '../../../src/shared/contract';
import type { CartDraft } from '../../../src/client/features/cart/cartSlice';
import type { GeocodedPlace } from '../../../src/client/features/location/geocoding';

export const TOKEN = 'tok_0123456789abcdef0123456789abcdef';
export const OTP_HASH = 'otp_request_0123456789abcdef';
export const REGISTRATION_TOKEN = 'reg_0123456789abcdef0123456789';
export const PHONE = '9876543210';
export const HUB = 'MUM-THANE-HUB';
export const PUNE_HUB = 'PUNE-HUB';

export const price = (sellingPrice: number, costPrice = sellingPrice + 200) => ({
  sellingPrice,
  costPrice,
  webDiscount: costPrice - sellingPrice,
});

export const user: SignedInUser = {
  _id: 'u1',
  name: 'Asha Rao',
  phoneNumber: PHONE,
  token: TOKEN,
};

export function product(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    name: 'Pastel balloon arch with fairy lights',
    images: ['https://img.example/p1.jpg'],
    tags: ['birthday', 'wall decor'],
    active: true,
    pricing: {
      defaultPrice: price(1500),
      hubWise: [{ hubId: PUNE_HUB, price: price(1700) }],
      cityWise: [],
    },
    ...overrides,
  };
}

export function addOn(overrides: Partial<AddOn> = {}): AddOn {
  return {
    _id: 'a1',
    name: 'Photo booth',
    images: [],
    categoryCode: 1,
    index: 1,
    active: true,
    pricing: { defaultPrice: price(300, 400), hubWise: [], cityWise: [] },
    ...overrides,
  };
}

export function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    _id: 'o1',
    offerCode: 'PARTY10',
    visibility: true,
    active: true,
    discountType: 0,
    discountValue: 10,
    maxOfferAmountGain: 200,
    minOrderValue: 1000,
    isRange2: false,
    ...overrides,
  };
}

export const location: SelectedLocation = {
  _id: null,
  address1: 'Andheri East',
  serviceAreaInfo: { hubId: HUB, isServiceable: true, isInAnyHub: true },
  locationv2: {
    lat: 19.1136,
    lng: 72.8697,
    addressLine1: 'Andheri East, Mumbai, Maharashtra 400069, India',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400069',
  },
};

export function address(overrides: Partial<Address> = {}): Address {
  return {
    _id: 'ad1',
    addressLabel: 'home',
    ownerName: 'Asha Rao',
    address1: '12, Sunrise Towers',
    flatNumber: '12',
    buildingName: 'Sunrise Towers',
    address2: 'Andheri East',
    city: 'Mumbai',
    state: 'Maharashtra',
    pinCode: '400069',
    mobile: [PHONE],
    locationv2: location.locationv2,
    serviceAreaInfo: location.serviceAreaInfo,
    deleted: false,
    ...overrides,
  };
}

export function serverCart(overrides: Partial<Cart> = {}): Cart {
  return {
    _id: 'u1C',
    user: 'u1',
    product: product(),
    addOns: [],
    offers: [],
    hubId: HUB,
    santaTip: 0,
    productPrice: 1500,
    addOnsTotal: 0,
    couponDiscount: 0,
    convenienceFee: 49,
    cartPrice: 1500,
    buyingPrice: 1549,
    amountToPay: 1549,
    savings: 200,
    paymentOptions: {
      fullPrepay: { discount: 75, total: 1474 },
      advance: { discount: 45, total: 1504 },
    },
    useWallet: true,
    wallet: {
      reward: 0,
      credit: 0,
      cashOnDelivery: { rewardUsed: 0, creditUsed: 0, toPay: 1549 },
      fullPrepay: { rewardUsed: 0, creditUsed: 0, toPay: 1474 },
      advance: { rewardUsed: 0, creditUsed: 0, toPay: 752 },
    },
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'EABC1234',
    user: 'u1',
    bookingStatus: 'Order Placed',
    orderType: 'Upcoming Bookings',
    bookingDetails: [],
    requests: [],
    events: [],
    paymentStatus: 'pending',
    paymentDetails: { mode: 'COD', paymentIds: [], amountPaid: 0, amountDue: 1549 },
    priceDetail: {
      productPrice: 1500,
      addOnsTotal: 0,
      convenienceFee: 49,
      couponDiscount: 0,
      santaTip: 0,
      buyingPrice: 1549,
      prepaidDiscount: 0,
      rewardUsed: 0,
      creditUsed: 0,
      finalPrice: 1549,
    },
    product: { _id: 'p1', name: 'Pastel balloon arch', images: [], price: price(1500) },
    addOns: [],
    offers: [],
    bookingAddress: address(),
    hubId: HUB,
    celebrationDate: '25-12-2026',
    readyTime: '17:00',
    arrivingTime: '14:00',
    createdAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

export function signedInData(overrides: Partial<SignedInData> = {}): SignedInData {
  return {
    user,
    selectedLocation: location,
    addresses: [address()],
    cart: null,
    lastOrder: null,
    ...overrides,
  };
}

export function sessionData(overrides: Partial<SessionData> = {}): SessionData {
  return {
    user: null,
    selectedLocation: null,
    addresses: [],
    cart: null,
    lastOrder: null,
    ...overrides,
  };
}

/** The cart the client keeps: the product alone, nothing chosen yet. */
export function cartDraft(overrides: Partial<CartDraft> = {}): CartDraft {
  return {
    product: product(),
    addOns: [],
    offers: [],
    hubId: HUB,
    celebrationDate: null,
    readyTime: null,
    arrivingTime: null,
    bookingAddress: null,
    santaTip: 0,
    instructions: '',
    ...overrides,
  };
}

/** A search suggestion for Andheri, as the place search answers it. */
export const andheriPrediction = {
  description: 'Andheri East, Mumbai, Maharashtra, India',
  place_id: 'place-1',
};

/** The details of a place in Andheri, as geocoding answers them. */
export const andheriPlace: GeocodedPlace = {
  placeId: 'place-2',
  formattedAddress: 'Chakala, Andheri East, Mumbai 400069',
  streetNumber: null,
  neighborhood: null,
  streetName: 'Sahar Road',
  sublocality1: 'Andheri East',
  sublocality2: null,
  sublocality3: null,
  city: 'Mumbai',
  pincode: '400069',
  state: 'Maharashtra',
  premise: null,
};

/**
 * The location panel as the app kept it before it became one union: a flat record of flags,
 * closed and with nothing found. Problem reports stored then still hold it.
 */
export const legacyClosedPanel = {
  status: 'closed',
  purpose: 'select',
  query: '',
  predictions: { status: 'hidden' },
  searchBarAddress: null,
  locating: null,
  loadingPointLocation: false,
  loadingReverseGeoCode: false,
  lat: null,
  lng: null,
  isChangeMapPosition: false,
  card: 'hidden',
  service: null,
  place: null,
};
