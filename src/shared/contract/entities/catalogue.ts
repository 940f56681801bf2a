import { Type, type Static } from '@sinclair/typebox';
import {
  CitySlug,
  Count,
  HubId,
  Id,
  Literals,
  Name,
  Quantity,
  Rupees,
  Stars,
  Tag,
  Text,
  Timestamp,
  Url,
  Str,
} from '../primitives';

const { Optional } = Type;
const List = Type.Array;

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
export type Banner = Static<typeof Banner>;
export type Category = Static<typeof Category>;
export type TopCategory = Static<typeof TopCategory>;
export type MiscInfo = Static<typeof MiscInfo>;
export type KeywordDetail = Static<typeof KeywordDetail>;
export type CoverVideo = Static<typeof CoverVideo>;
export type Faq = Static<typeof Faq>;
export type Policy = Static<typeof Policy>;
export type SitemapEntry = Static<typeof SitemapEntry>;
