// The entities of SPEC section 3 as the server returns them. Response objects stay open
// (no additionalProperties: false) because Fastify's serializer matches union branches by
// validating the raw value; it drops unlisted fields anyway, so every field sent is listed here.
import { Type, type Static } from '@sinclair/typebox';
import {
  CALL_FAILURES,
  REPORT_PROBLEMS_MAX,
  RESCHEDULING_REQUEST,
  TRACE_MAX_CHARS,
} from './constants';
import {
  CitySlug,
  Count,
  DateDMY,
  Email,
  Gender,
  HubId,
  Id,
  Latitude,
  Literals,
  Longitude,
  Name,
  Nullable,
  OrderId,
  Otp,
  Phone,
  PinCode,
  Quantity,
  Rupees,
  SlotTime,
  Stars,
  Tag,
  Text,
  TimeOfDay,
  Timestamp,
  Token,
  Url,
  Str,
  Strict,
} from './primitives';

const { Optional } = Type;
const List = Type.Array;

// ---- user ------------------------------------------------------------------------------------

const userFields = {
  _id: Id,
  name: Name,
  email: Optional(Email),
  /** DD-MM-YYYY. */
  dateOfBirth: Optional(DateDMY),
  gender: Optional(Gender),
  phoneNumber: Phone,
  /** Staff use the support console (issue 9); customers are the default. */
  role: Optional(Literals(['customer', 'staff'])),
  /** True for a session opened by the admin access grant. */
  isSupportSession: Optional(Type.Boolean()),
};
export const User = Type.Object({ ...userFields, token: Optional(Token) });
/** The user as a login answers it: always with the bearer token the SPA stores under `user`. */
export const SignedInUser = Type.Object({ ...userFields, token: Token });

// ---- products and prices -----------------------------------------------------------------------

export const Price = Type.Object({
  /** 0 means no selling price: the product shows 'Enquire for price'. */
  sellingPrice: Rupees,
  /** The struck-through price; savings are costPrice minus sellingPrice. */
  costPrice: Rupees,
  webDiscount: Rupees,
});
export const Pricing = Type.Object({
  defaultPrice: Price,
  hubWise: List(Type.Object({ hubId: HubId, price: Price }), { maxItems: 100 }),
  cityWise: List(Type.Object({ city: CitySlug, price: Price }), { maxItems: 100 }),
});
/** A product's or add-on's price for one hub (hubWise, else cityWise, else defaultPrice). */
export const ResolvedPrice = Type.Object({
  hubId: HubId,
  sellingPrice: Rupees,
  costPrice: Rupees,
  webDiscount: Rupees,
  source: Literals(['hub', 'city', 'default']),
});

export const ProductVariant = Type.Object({
  /** The variant is a product of its own. */
  _id: Id,
  name: Name,
  image: Optional(Url),
});

export const FeedbackAnalytics = Type.Object({
  total: Count,
  /** Mean stars, 0 when there is no feedback. */
  average: Type.Number({ minimum: 0, maximum: 5 }),
});
export const ProductFeedback = Type.Object({
  _id: Id,
  /** First name only. */
  userName: Name,
  stars: Stars,
  review: Text(1000),
  createdAt: Timestamp,
});

/** A decor product. Its `_id` is the product code used in chat messages and recently viewed. */
export const Product = Type.Object({
  _id: Id,
  name: Text(200, 1),
  description: Optional(Text(5000)),
  images: List(Url, { maxItems: 20 }),
  /** What each of `images` shows, in the same order (alt text; empty for a picture it cannot tell). */
  imageAlts: Optional(List(Text(300), { maxItems: 20 })),
  tags: List(Tag, { maxItems: 50 }),
  active: Type.Boolean(),
  variants: Optional(List(ProductVariant, { maxItems: 20 })),
  /** Present on detail reads; listings carry only the analytics. */
  feedback: Optional(
    Type.Object({
      analytics: FeedbackAnalytics,
      feedbacks: Optional(List(ProductFeedback, { maxItems: 50 })),
    }),
  ),
  pricing: Pricing,
  /** Present when the call named a hub. */
  resolvedPrice: Optional(ResolvedPrice),
  occasions: Optional(List(Text(60), { maxItems: 20 })),
  /** Footer category code: Birthday 0, Anniversary 1, Kid's Party 2, Baby Shower 3, Welcome 4, BYOD 5. */
  categoryCode: Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  ocassionCategoryIndex: Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  isSpotLight: Optional(Type.Boolean()),
  inclusions: Optional(List(Text(300), { maxItems: 50 })),
  /** Hours between booking and the earliest slot. */
  leadTimeHours: Optional(Type.Integer({ minimum: 0, maximum: 720 })),
  createdAt: Optional(Timestamp),
});
export const PRODUCT_FIELDS = Object.keys(Product.properties);

/** A product read with a projectionString: `_id` and whichever fields were asked for. */
export const ProductProjection = Type.Composite([
  Type.Pick(Product, ['_id']),
  Type.Partial(Type.Omit(Product, ['_id'])),
]);

/** A sub-category tile of a listing; `selectedFilterTagObjectId` names one of these. */
export const FilterTag = Type.Object({
  _id: Id,
  name: Name,
  /** The joined tag text the tile filters by. */
  tags: Text(200),
  image: Optional(Url),
  productsCount: Optional(Count),
});

export const AddOn = Type.Object({
  _id: Id,
  name: Name,
  description: Optional(Text(2000)),
  images: List(Url, { maxItems: 10 }),
  /** A code of the miscInfos entry of type addonCategory. */
  categoryCode: Type.Integer({ minimum: 0, maximum: 999 }),
  /** Add-ons are listed by index ascending. */
  index: Type.Integer({ minimum: 0, maximum: 100_000 }),
  active: Type.Boolean(),
  pricing: Pricing,
  resolvedPrice: Optional(ResolvedPrice),
  maxQuantity: Optional(Quantity),
  tags: Optional(List(Tag, { maxItems: 20 })),
});

/** discountType 0 is a percentage, 1 a flat amount in rupees. */
export const DiscountType = Type.Union([Type.Literal(0), Type.Literal(1)]);
export const OfferCode = Str({
  minLength: 1,
  maxLength: 30,
  pattern: '^[A-Za-z0-9_-]+$',
});

export const Offer = Type.Object({
  _id: Id,
  offerCode: OfferCode,
  title: Optional(Text(100)),
  description: Optional(Text(1000)),
  image: Optional(Url),
  visibility: Type.Boolean(),
  active: Type.Boolean(),
  discountType: DiscountType,
  discountValue: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
  /** Cap for percentage discounts; absent or 0 means uncapped. */
  maxOfferAmountGain: Optional(Rupees),
  minOrderValue: Rupees,
  isRange2: Type.Boolean(),
  range2MinOrderValue: Optional(Rupees),
  range2MaxOrderValue: Optional(Rupees),
  range2DiscountType: Optional(DiscountType),
  range2DiscountValue: Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  range2MaxPriceGain: Optional(Rupees),
});

// ---- places --------------------------------------------------------------------------------

export const LatLng = Type.Object({ lat: Latitude, lng: Longitude });

export const ServiceAreaInfo = Type.Object({
  /** The serving hub; null when the place is not serviceable. */
  hubId: Nullable(HubId),
  isServiceable: Type.Boolean(),
  isInAnyHub: Type.Boolean(),
});

export const LocationV2 = Type.Object({
  lat: Latitude,
  lng: Longitude,
  addressLine1: Text(200),
  addressLine2: Optional(Text(200)),
  city: Text(60),
  state: Text(60),
  /** From geocoding; may be unknown for a dropped pin. */
  pincode: Optional(Text(10)),
});

export const ReceiverType = Literals(['mySelf', 'someoneElse']);
export const ReceiversDetails = Type.Object({
  name: Name,
  mobileNumber: Phone,
  type: ReceiverType,
});

export const Address = Type.Object({
  _id: Id,
  /** home, venue, work, friends and family, or free text for Other. */
  addressLabel: Text(50, 1),
  ownerName: Name,
  /** Flat number and building name joined by a comma. */
  address1: Text(200, 1),
  flatNumber: Optional(Text(50)),
  buildingName: Optional(Text(100)),
  /** Apartment, road or area. */
  address2: Optional(Text(200)),
  city: Text(60, 1),
  state: Text(60, 1),
  pinCode: PinCode,
  /** mobile1 and an optional mobile2. */
  mobile: List(Phone, { minItems: 1, maxItems: 2 }),
  receiversDetails: Optional(ReceiversDetails),
  locationv2: Optional(LocationV2),
  /** Computed by the server from locationv2. */
  serviceAreaInfo: Optional(ServiceAreaInfo),
  deleted: Type.Boolean(),
});
export const ADDRESS_FIELDS = Object.keys(Address.properties);
/** An address read with a projectionString. */
export const AddressProjection = Type.Composite([
  Type.Pick(Address, ['_id']),
  Type.Partial(Type.Omit(Address, ['_id'])),
]);

export const SelectedLocation = Type.Object({
  /** The saved address's id, or null for an unsaved place. */
  _id: Nullable(Id),
  address1: Text(200),
  serviceAreaInfo: ServiceAreaInfo,
  locationv2: LocationV2,
});

export const ServiceableCity = Type.Object({
  label: Text(60),
  imageUrl: Url,
  location: LatLng,
});
/** Serviceable cities keyed by city slug (SPEC 3), in display order. */
export const ServiceableCities = Type.Record(CitySlug, ServiceableCity);

// ---- cart ------------------------------------------------------------------------------------

export const CartAddOn = Type.Object({ addon: AddOn, quantity: Quantity });

export const Freebie = Type.Object({
  name: Text(100),
  image: Optional(Url),
  /** What it would cost; counted in savings by the server when present. */
  worth: Optional(Rupees),
});

export const PaymentOptionPrice = Type.Object({
  discount: Rupees,
  /** What the customer pays in total when choosing this option. */
  total: Rupees,
});

/** What the wallet pays of one way of paying, and what is left for the customer to pay. */
export const CartWalletShare = Type.Object({
  rewardUsed: Rupees,
  creditUsed: Rupees,
  /** For a card option what the card is charged now; for cash on delivery what is collected. */
  toPay: Rupees,
});

/** The cart as the server prices it (src/shared/domain): client-sent prices are never read. */
export const Cart = Type.Object({
  /** The user's id plus 'C'. */
  _id: Id,
  user: Id,
  product: Product,
  addOns: List(CartAddOn, { maxItems: 100 }),
  /** At most one offer applies; a list for payload compatibility. */
  offers: List(Offer, { maxItems: 1 }),
  bookingAddress: Optional(Address),
  hubId: HubId,
  celebrationDate: Optional(DateDMY),
  readyTime: Optional(TimeOfDay),
  arrivingTime: Optional(TimeOfDay),
  santaTip: Rupees,
  instructions: Optional(Text(500)),
  /** Product selling price for the cart's hub. */
  productPrice: Rupees,
  /** Add-ons total (price times quantity). */
  addOnsTotal: Rupees,
  couponDiscount: Rupees,
  convenienceFee: Rupees,
  /** Product plus add-ons: the value offers and payment discounts are measured against. */
  cartPrice: Rupees,
  /** Add-ons + product + convenience fee - coupon. */
  buyingPrice: Rupees,
  /** buyingPrice + santaTip. */
  amountToPay: Rupees,
  savings: Rupees,
  /** The two ways to pay online now (SPEC 9), as src/shared/domain paymentOptions computes them. */
  paymentOptions: Type.Object({ fullPrepay: PaymentOptionPrice, advance: PaymentOptionPrice }),
  /** The customer's choice to pay from Reward and Credit. */
  useWallet: Type.Boolean(),
  /**
   * The caller's balances now, and what they pay for each way of paying (SPEC 1: Reward at most
   * 5%, then Credit): nothing when useWallet is false. Placement and payment use the same split.
   */
  wallet: Type.Object({
    reward: Rupees,
    credit: Rupees,
    cashOnDelivery: CartWalletShare,
    fullPrepay: CartWalletShare,
    advance: CartWalletShare,
  }),
  freebie: Optional(Freebie),
  /** DD-MM-YYYY and HH:MM of the last change. */
  bookingDate: Optional(DateDMY),
  bookingTime: Optional(TimeOfDay),
});

// ---- slots -----------------------------------------------------------------------------------

export const TimeSlot = Type.Object({
  slotTime: SlotTime,
  /** When the decoration is ready. */
  readyTime: TimeOfDay,
  /** When the decorators arrive. */
  arrivingTime: TimeOfDay,
  orderCount: Count,
  capacity: Count,
  /** False when full, closed, past, or inside the product's lead time. */
  isAvailable: Type.Boolean(),
  /** Closed by the hub (a festival, the weather); present only then. */
  isClosed: Optional(Type.Literal(true)),
});

// ---- orders ----------------------------------------------------------------------------------

export const BookingStatus = Literals([
  'Order Placed',
  'Order Confirmed',
  'Order Completed',
  'Order Cancelled',
]);
export const OrderType = Literals(['Upcoming Bookings', 'Past Bookings']);
export const OrderPaymentStatus = Literals(['pending', 'partial', 'completed', 'refunded']);
export const PaymentOption = Literals(['full', 'advance']);

export const BookingDetail = Type.Object({
  status: BookingStatus,
  date: Timestamp,
  reason: Optional(Text(500)),
});

export { RESCHEDULING_REQUEST };
export const OrderRequest = Type.Object({
  _id: Id,
  tag: Type.Literal(RESCHEDULING_REQUEST),
  requestBy: Literals(['user', 'staff']),
  status: Literals(['pending', 'accepted', 'rejected']),
  celebrationDate: DateDMY,
  readyTime: TimeOfDay,
  arrivingTime: TimeOfDay,
  createdAt: Timestamp,
  /** When staff accepted or rejected it. */
  answeredAt: Optional(Timestamp),
  /** Why it was rejected, as staff told the customer. */
  reason: Optional(Text(500)),
});

export const OrderEvent = Type.Object({
  type: Literals([
    'placed',
    'paid',
    'cancelled',
    'refunded',
    'rescheduleRequested',
    'rescheduled',
    'rescheduleRejected',
    'confirmed',
    'decoratorAssigned',
    'completed',
    'goodwill',
    'feedback',
  ]),
  by: Literals(['user', 'staff', 'system']),
  date: Timestamp,
  note: Optional(Text(500)),
  /** The staff member's name, when staff did it. */
  staffName: Optional(Text(100)),
});

/** Who decorates, as the hub assigned them. */
export const Decorator = Type.Object({ name: Name, phone: Phone });

export const OrderPaymentDetails = Type.Object({
  mode: Literals(['COD', 'ONLINE']),
  option: Optional(PaymentOption),
  /** Provider payment ids applied to this order, oldest first. */
  paymentIds: List(Text(100), { maxItems: 50 }),
  amountPaid: Rupees,
  amountDue: Rupees,
});

export const PriceDetail = Type.Object({
  productPrice: Rupees,
  addOnsTotal: Rupees,
  convenienceFee: Rupees,
  couponDiscount: Rupees,
  santaTip: Rupees,
  /** What the cart cost before payment discounts and wallet. */
  buyingPrice: Rupees,
  /** Grows with each online payment's discount. */
  prepaidDiscount: Rupees,
  rewardUsed: Rupees,
  creditUsed: Rupees,
  /** Owed in total after discounts and wallet; shrinks with each prepaid discount. */
  finalPrice: Rupees,
});

export const DecorationFeedback = Type.Object({ stars: Stars, review: Optional(Text(1000)) });
export const OrderFeedback = Type.Object({
  user: Optional(Type.Object({ decoration: Optional(DecorationFeedback) })),
});

/** Snapshots taken at placement, so later catalogue edits never change an order. */
export const OrderProduct = Type.Object({
  _id: Id,
  name: Text(200),
  images: List(Url, { maxItems: 20 }),
  price: Price,
});
export const OrderAddOn = Type.Object({
  addon: Type.Object({ _id: Id, name: Name, images: List(Url, { maxItems: 10 }), price: Price }),
  quantity: Quantity,
});

export const Order = Type.Object({
  _id: OrderId,
  user: Id,
  bookingStatus: BookingStatus,
  orderType: OrderType,
  bookingDetails: List(BookingDetail, { maxItems: 50 }),
  requests: List(OrderRequest, { maxItems: 50 }),
  events: List(OrderEvent, { maxItems: 200 }),
  paymentStatus: OrderPaymentStatus,
  paymentDetails: OrderPaymentDetails,
  priceDetail: PriceDetail,
  instructions: Optional(Text(500)),
  feedback: Optional(OrderFeedback),
  decorator: Optional(Decorator),
  product: OrderProduct,
  addOns: List(OrderAddOn, { maxItems: 100 }),
  offers: List(Type.Object({ offerCode: OfferCode }), { maxItems: 1 }),
  bookingAddress: Address,
  hubId: HubId,
  celebrationDate: DateDMY,
  readyTime: TimeOfDay,
  arrivingTime: TimeOfDay,
  createdAt: Timestamp,
});

/** The public order view (/e/{id}): no phone number, no full address, no payment details. */
export const PublicOrder = Type.Object({
  _id: OrderId,
  bookingStatus: BookingStatus,
  orderType: OrderType,
  product: OrderProduct,
  addOns: List(OrderAddOn, { maxItems: 100 }),
  celebrationDate: DateDMY,
  readyTime: TimeOfDay,
  arrivingTime: TimeOfDay,
  city: Text(60),
  /** The area (address line 2 of the map location), never the flat or building. */
  locality: Optional(Text(200)),
  bookingDetails: List(BookingDetail, { maxItems: 50 }),
  feedback: Optional(OrderFeedback),
  createdAt: Timestamp,
});

// ---- payments --------------------------------------------------------------------------------

export const PaymentFlow = Literals(['_NEW_ORDER_PAYMENT', '_OLD_ORDER_PAYMENT']);
export const PaymentResult = Literals(['PAYMENT_SUCCESS', 'PAYMENT_PENDING', 'PAYMENT_FAILED']);
export const PaymentType = Literals(['full', 'advance', 'remaining']);
export const PaymentMode = Literals(['card', 'upi', 'netbanking', 'wallet']);

export const Payment = Type.Object({
  _id: Id,
  /** Absent for a new-order payment that failed (no order was placed). */
  orderId: Optional(OrderId),
  userId: Id,
  /** Rupees actually received (the provider's amount / 100). */
  amount: Rupees,
  amountPending: Rupees,
  paymentType: PaymentType,
  paymentMode: PaymentMode,
  status: Literals(['success', 'pending', 'failed']),
  provider: Literals(['sandbox', 'razorpay']),
  /** The provider's payment id. */
  transactionId: Text(100),
  providerOrderId: Optional(Text(100)),
  createdAt: Timestamp,
});

/** What the payment host puts in the `paymentInfos` query parameter of /api/pay/{redirectingUrl}. */
export const PaymentInfos = Type.Object(
  { paymentStatus: PaymentResult, type: PaymentFlow, orderId: Optional(OrderId) },
  // The parameter is user-controllable, so the client checks it against a closed shape.
  { additionalProperties: false },
);

// ---- home, catalogue content ---------------------------------------------------------------

export const BannerDevice = Literals(['mobile', 'desktop', 'all']);
export const Banner = Type.Object({
  _id: Id,
  /** Where the banner goes, e.g. home, listing, listingWide, product. */
  placeType: Text(40, 1),
  placementPosition: Type.Integer({ minimum: 1, maximum: 3 }),
  /** Shown only on this path when set. */
  showForParticularUrl: Optional(Text(200)),
  device: BannerDevice,
  bannerImgUrl: Url,
  redirectUrl: Optional(Url),
  name: Name,
  cardsCapture: Optional(Text(200)),
});

export const SubCategory = Type.Object({
  name: Name,
  /** The joined tag text a tile filters by. */
  tags: Text(200),
  image: Optional(Url),
});
export const Category = Type.Object({
  code: Type.Integer({ minimum: 0, maximum: 99 }),
  name: Name,
  image: Optional(Url),
  subCategories: List(SubCategory, { maxItems: 100 }),
});
export const TopCategory = Type.Object({
  _id: Id,
  name: Name,
  redirectingUrl: Url,
  bannerImgUrl: Url,
  cardsCapture: Optional(Text(200)),
});
export const MiscInfo = Type.Object({
  type: Literals(['decorCategory', 'addonCategory']),
  info: List(
    Type.Object({ code: Type.Integer({ minimum: 0, maximum: 999 }), categoryName: Name }),
    {
      maxItems: 200,
    },
  ),
});

export const KeywordDetail = Type.Object({
  heading: Optional(Text(200)),
  topSubHeading: Text(500),
  description: Optional(Text(5000)),
  city: Optional(CitySlug),
  occasion: Optional(Text(60)),
});

export const CoverVideo = Type.Object({
  _id: Id,
  options: Type.Object({ page: Literals(['home', 'decorListing']) }),
  videoUrl: Url,
  collapsedVideoUrl: Optional(Url),
  redirectUrl: Optional(Url),
  /** The still shown before the clip plays: its first frame (a WebP beside the clip). */
  posterUrl: Optional(Url),
  /** The same clip as H.264 MP4, for browsers without WebM (VP9). */
  mp4Url: Optional(Url),
  /** The collapsed preview's own poster and MP4 copy, when it is one of the site's clips. */
  collapsedPosterUrl: Optional(Url),
  collapsedMp4Url: Optional(Url),
});

export const Faq = Type.Object({
  _id: Id,
  question: Text(500, 1),
  answer: Text(5000, 1),
  category: Optional(Text(60)),
});

export const POLICY_SLUGS = ['privacy', 'terms', 'shippingPolicy', 'cancellation'] as const;
export const PolicySlug = Literals(POLICY_SLUGS);
export const Policy = Type.Object({
  slug: PolicySlug,
  title: Text(200),
  updatedAt: Timestamp,
  /** Plain text paragraphs under optional headings; no HTML. */
  sections: List(
    Type.Object({ heading: Optional(Text(200)), paragraphs: List(Text(5000), { maxItems: 50 }) }),
    { maxItems: 100 },
  ),
});

export const SitemapEntry = Type.Object({
  /** Site-relative path, e.g. /kw/decoration-in-mumbai. */
  loc: Str({ minLength: 1, maxLength: 500, pattern: '^/' }),
  /** W3C date (YYYY-MM-DD) as sitemaps require. */
  lastmod: Optional(Str({ maxLength: 10, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
  changefreq: Optional(Literals(['daily', 'weekly', 'monthly', 'yearly'])),
  priority: Optional(Type.Number({ minimum: 0, maximum: 1 })),
});

// ---- wallet, messages, reports ---------------------------------------------------------------

export const WalletBalances = Type.Object({
  /** From referrals and promotions; may expire; pays at most 5% of an order. */
  reward: Rupees,
  /** From refunds; never expires; can pay the whole amount. */
  credit: Rupees,
});
export const WalletLedgerEntry = Type.Object({
  _id: Id,
  balance: Literals(['reward', 'credit']),
  /** Positive when credited, negative when spent or expired. */
  amount: Type.Integer({ minimum: -10_000_000, maximum: 10_000_000 }),
  reason: Literals(['referral', 'promotion', 'refund', 'orderPayment', 'expiry', 'adjustment']),
  orderId: Optional(OrderId),
  note: Optional(Text(200)),
  createdAt: Timestamp,
  /** Reward credits only. */
  expiresAt: Optional(Timestamp),
});

export const OutboxMessage = Type.Object({
  to: Phone,
  text: Text(500),
  /** The code when the message carries one. */
  otp: Nullable(Otp),
  createdAt: Timestamp,
});

export const ErrorReportType = Type.Literal('_ERROR_BOUNDARY_CATCH');
export const ReportDevice = Literals(['mobile', 'browser', 'notDefined']);
export { TRACE_MAX_CHARS };
export const ReferenceId = Str({ minLength: 6, maxLength: 20, pattern: '^[A-Z0-9]+$' });
export { CALL_FAILURES, REPORT_PROBLEMS_MAX };
/** An API call that failed while the customer used the app. */
export const ReportFailedCall = Strict({
  /** The RTK Query endpoint, e.g. productsGetProducts. */
  endpoint: Str({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_]+$' }),
  status: Type.Union([Type.Integer({ minimum: 100, maximum: 599 }), Literals(CALL_FAILURES)]),
  at: Timestamp,
});
export const ReportConsoleError = Strict({ message: Text(500, 1), at: Timestamp });
/** What the customer's browser was: told by the client, shown to support, trusted for nothing. */
export const ReportContext = Strict({
  userAgent: Text(500),
  viewport: Strict({
    width: Type.Integer({ minimum: 1, maximum: 20_000 }),
    height: Type.Integer({ minimum: 1, maximum: 20_000 }),
    devicePixelRatio: Type.Number({ minimum: 0.1, maximum: 16 }),
  }),
  appVersion: Str({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9._+-]+$' }),
  /** The bundle's compilation hash ('dev' unbundled). */
  buildId: Str({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }),
  consoleErrors: List(ReportConsoleError, { maxItems: REPORT_PROBLEMS_MAX }),
  failedCalls: List(ReportFailedCall, { maxItems: REPORT_PROBLEMS_MAX }),
});
/** The signed-in customer who sent a report, as the server knows them (never as the client says). */
export const ReportCustomer = Type.Object({
  userId: Id,
  /** 98******10: enough to tell numbers apart, not enough to call one. */
  maskedPhone: Str({ minLength: 10, maxLength: 10, pattern: '^[0-9*]{10}$' }),
});

export const ErrorReportSummary = Type.Object({
  referenceId: ReferenceId,
  message: Text(2000),
  type: ErrorReportType,
  errorFromUrl: Text(2000),
  device: ReportDevice,
  errorFromSiteName: Text(100),
  note: Optional(Text(1000)),
  /** Null for a visitor. */
  userId: Nullable(Id),
  /** Absent for a visitor. */
  customer: Optional(ReportCustomer),
  /** Absent on a report from a client that did not send it. */
  context: Optional(ReportContext),
  hasTrace: Type.Boolean(),
  createdAt: Timestamp,
});
/**
 * An order as the support console shows it beside a report: what a customer and an agent talk
 * about (reference, dates, product, status, amount), never the address or the payment details.
 */
export const SupportOrder = Type.Object({
  orderId: OrderId,
  placedAt: Timestamp,
  celebrationDate: DateDMY,
  productName: Text(200),
  bookingStatus: BookingStatus,
  paymentStatus: OrderPaymentStatus,
  /** What the order costs in all (priceDetail.finalPrice). */
  amount: Rupees,
});
/** An order found by its id, with the customer who placed it. */
export const SupportOrderWithCustomer = Type.Composite([
  SupportOrder,
  Type.Object({ customer: ReportCustomer }),
]);
export const ErrorReport = Type.Composite([
  ErrorReportSummary,
  Type.Object({ trace: Optional(Str({ maxLength: TRACE_MAX_CHARS })) }),
]);

// ---- session ---------------------------------------------------------------------------------

/** What start-up (and every login) hands the SPA. */
export const SessionData = Type.Object({
  user: Nullable(User),
  selectedLocation: Nullable(SelectedLocation),
  addresses: List(Address, { maxItems: 100 }),
  cart: Nullable(Cart),
  lastOrder: Nullable(Order),
});
/** A login's data: the same, with the signed-in user and token. */
export const SignedInData = Type.Object({
  user: SignedInUser,
  selectedLocation: Nullable(SelectedLocation),
  addresses: List(Address, { maxItems: 100 }),
  cart: Nullable(Cart),
  lastOrder: Nullable(Order),
});

export type User = Static<typeof User>;
export type SignedInUser = Static<typeof SignedInUser>;
export type Price = Static<typeof Price>;
export type Pricing = Static<typeof Pricing>;
export type ResolvedPrice = Static<typeof ResolvedPrice>;
export type Product = Static<typeof Product>;
export type ProductProjection = Static<typeof ProductProjection>;
export type ProductFeedback = Static<typeof ProductFeedback>;
export type FeedbackAnalytics = Static<typeof FeedbackAnalytics>;
export type FilterTag = Static<typeof FilterTag>;
export type AddOn = Static<typeof AddOn>;
export type Offer = Static<typeof Offer>;
export type LatLng = Static<typeof LatLng>;
export type ServiceAreaInfo = Static<typeof ServiceAreaInfo>;
export type LocationV2 = Static<typeof LocationV2>;
export type ReceiversDetails = Static<typeof ReceiversDetails>;
export type Address = Static<typeof Address>;
export type AddressProjection = Static<typeof AddressProjection>;
export type SelectedLocation = Static<typeof SelectedLocation>;
export type ServiceableCity = Static<typeof ServiceableCity>;
export type ServiceableCities = Static<typeof ServiceableCities>;
export type Cart = Static<typeof Cart>;
export type CartWalletShare = Static<typeof CartWalletShare>;
export type TimeSlot = Static<typeof TimeSlot>;
export type BookingStatus = Static<typeof BookingStatus>;
export type Order = Static<typeof Order>;
export type PublicOrder = Static<typeof PublicOrder>;
export type Payment = Static<typeof Payment>;
export type PaymentInfos = Static<typeof PaymentInfos>;
export type Banner = Static<typeof Banner>;
export type Category = Static<typeof Category>;
export type TopCategory = Static<typeof TopCategory>;
export type MiscInfo = Static<typeof MiscInfo>;
export type KeywordDetail = Static<typeof KeywordDetail>;
export type CoverVideo = Static<typeof CoverVideo>;
export type Faq = Static<typeof Faq>;
export type Policy = Static<typeof Policy>;
export type SitemapEntry = Static<typeof SitemapEntry>;
export type WalletBalances = Static<typeof WalletBalances>;
export type WalletLedgerEntry = Static<typeof WalletLedgerEntry>;
export type OutboxMessage = Static<typeof OutboxMessage>;
export type ErrorReportSummary = Static<typeof ErrorReportSummary>;
export type ErrorReport = Static<typeof ErrorReport>;
export type ReportContext = Static<typeof ReportContext>;
export type ReportFailedCall = Static<typeof ReportFailedCall>;
export type ReportCustomer = Static<typeof ReportCustomer>;
export type SupportOrder = Static<typeof SupportOrder>;
export type SupportOrderWithCustomer = Static<typeof SupportOrderWithCustomer>;
export type SessionData = Static<typeof SessionData>;
export type SignedInData = Static<typeof SignedInData>;
