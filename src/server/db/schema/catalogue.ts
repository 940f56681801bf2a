// The catalogue: hubs and their service areas, the gazetteer, products with their prices, add-ons,
// offers, home and keyword-page content. Written by the seed; read by every catalogue route.
// The trigram index on search terms needs the pg_trgm extension, so it lives in a custom migration.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns';

/** A GeoJSON polygon's rings of [lng, lat] positions, the first ring the outline. */
export type PolygonRings = [number, number][][];

export interface PriceValue {
  sellingPrice: number;
  costPrice: number;
  webDiscount: number;
}

export interface PricingValue {
  defaultPrice: PriceValue;
  hubWise: { hubId: string; price: PriceValue }[];
  cityWise: { city: string; price: PriceValue }[];
}

export interface VariantValue {
  _id: string;
  name: string;
  image?: string;
}

export interface PolicySectionValue {
  heading?: string;
  paragraphs: string[];
}

/** The serving hub a row belongs to. */
const hubRef = () =>
  text('hub_id')
    .notNull()
    .references(() => hubs.id);
/** The city a row belongs to. */
const cityRef = () =>
  text('city')
    .notNull()
    .references(() => serviceableCities.slug);

/** Service hubs. A paused hub still marks its area as known (isInAnyHub) but serves nobody. */
export const hubs = pgTable('hubs', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  area: jsonb('area').$type<PolygonRings>().notNull(),
  active: boolean('active').notNull().default(true),
  /** When areas overlap, the lowest priority number serves. */
  priority: integer('priority').notNull().default(0),
});

export const serviceableCities = pgTable('serviceable_cities', {
  slug: text('slug').primaryKey(),
  label: text('label').notNull(),
  imageUrl: text('image_url').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  state: text('state').notNull(),
  defaultHubId: text('default_hub_id')
    .notNull()
    .references(() => hubs.id),
  sortIndex: integer('sort_index').notNull(),
});

/** The gazetteer: the SEO localities of each city, with real coordinates. */
export const localities = pgTable(
  'localities',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    city: cityRef(),
    hubId: hubRef(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    pincode: text('pincode').notNull(),
    street: text('street').notNull(),
    /** Administrative area level 2 in geocoding answers. */
    district: text('district').notNull(),
  },
  (t) => [index('localities_city_idx').on(t.city)],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    images: jsonb('images').$type<string[]>().notNull(),
    tags: text('tags').array().notNull(),
    active: boolean('active').notNull().default(true),
    /** Set on a variant: the product it is a variant of (listings may exclude variants). */
    variantOf: text('variant_of'),
    variants: jsonb('variants').$type<VariantValue[]>().notNull(),
    occasions: text('occasions').array().notNull(),
    /** Lower-case slugs of the occasions, for the listing's category filter. */
    occasionKeys: text('occasion_keys').array().notNull(),
    categoryCode: integer('category_code'),
    ocassionCategoryIndex: integer('ocassion_category_index').notNull(),
    isSpotLight: boolean('is_spot_light').notNull().default(false),
    inclusions: jsonb('inclusions').$type<string[]>().notNull(),
    leadTimeHours: integer('lead_time_hours').notNull(),
    pricing: jsonb('pricing').$type<PricingValue>().notNull(),
    /** The card label its tags give (On Wall, On Stand, Room Decor), for the label filter. */
    label: text('label'),
    /** Lower-case words of the name, tags and occasions, which text search matches. */
    nameWords: text('name_words').array().notNull(),
    tagWords: text('tag_words').array().notNull(),
    occasionWords: text('occasion_words').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_listing_idx').on(t.active, t.ocassionCategoryIndex),
    index('products_created_idx').on(t.createdAt),
    index('products_tags_idx').using('gin', t.tags),
    index('products_occasion_keys_idx').using('gin', t.occasionKeys),
    index('products_category_idx').on(t.categoryCode),
    index('products_label_idx').on(t.label),
    index('products_spotlight_idx')
      .on(t.isSpotLight)
      .where(sql`${t.isSpotLight}`),
    index('products_variant_of_idx').on(t.variantOf),
    index('products_name_words_idx').using('gin', t.nameWords),
    index('products_tag_words_idx').using('gin', t.tagWords),
    index('products_occasion_words_idx').using('gin', t.occasionWords),
  ],
);

/**
 * Every word of the catalogue's names, tags and occasions. Search corrects typed words against
 * this vocabulary by trigram similarity, then finds products by exact words through GIN indexes.
 */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
});

/**
 * Each product's price resolved for every hub (hub-wise, else city-wise, else default), written
 * with the product, so listings can filter and sort by the price a hub's customers see.
 */
export const productHubPrices = pgTable(
  'product_hub_prices',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    hubId: hubRef(),
    sellingPrice: integer('selling_price').notNull(),
    costPrice: integer('cost_price').notNull(),
    webDiscount: integer('web_discount').notNull(),
    source: text('source').$type<'hub' | 'city' | 'default'>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hubId, t.productId] }),
    index('product_hub_prices_price_idx').on(t.hubId, t.sellingPrice),
  ],
);

export const productFeedback = pgTable(
  'product_feedback',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    stars: integer('stars').notNull(),
    review: text('review').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_feedback_product_idx').on(t.productId, t.createdAt)],
);

/** Running totals of a product's feedback, so listings need no aggregate per page. */
export const productFeedbackAnalytics = pgTable('product_feedback_analytics', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  total: integer('total').notNull(),
  starsTotal: integer('stars_total').notNull(),
});

/** Decor categories (footer codes) and add-on categories, the miscInfos of the home data. */
export const categories = pgTable(
  'categories',
  {
    kind: text('kind').$type<'decor' | 'addon'>().notNull(),
    code: integer('code').notNull(),
    name: text('name').notNull(),
    /** The occasion slug a decor category lists. */
    slug: text('slug').notNull(),
    image: text('image'),
    sortIndex: integer('sort_index').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.code] })],
);

/** The sub-category tiles of a decor category (or of every listing, without one); they filter by tags. */
export const subCategories = pgTable(
  'sub_categories',
  {
    id: text('id').primaryKey(),
    categoryCode: integer('category_code'),
    name: text('name').notNull(),
    tags: text('tags').notNull(),
    image: text('image'),
    sortIndex: integer('sort_index').notNull(),
  },
  (t) => [index('sub_categories_category_idx').on(t.categoryCode, t.sortIndex)],
);

export const addOns = pgTable(
  'add_ons',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    images: jsonb('images').$type<string[]>().notNull(),
    categoryCode: integer('category_code').notNull(),
    index: integer('index').notNull(),
    active: boolean('active').notNull().default(true),
    pricing: jsonb('pricing').$type<PricingValue>().notNull(),
    maxQuantity: integer('max_quantity'),
    tags: text('tags').array().notNull(),
  },
  (t) => [index('add_ons_index_idx').on(t.active, t.index)],
);

export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    offerCode: text('offer_code').notNull(),
    title: text('title'),
    description: text('description'),
    image: text('image'),
    visibility: boolean('visibility').notNull(),
    active: boolean('active').notNull(),
    discountType: integer('discount_type').$type<0 | 1>().notNull(),
    discountValue: integer('discount_value').notNull(),
    maxOfferAmountGain: integer('max_offer_amount_gain'),
    minOrderValue: integer('min_order_value').notNull(),
    isRange2: boolean('is_range2').notNull(),
    range2MinOrderValue: integer('range2_min_order_value'),
    range2MaxOrderValue: integer('range2_max_order_value'),
    range2DiscountType: integer('range2_discount_type').$type<0 | 1>(),
    range2DiscountValue: integer('range2_discount_value'),
    range2MaxPriceGain: integer('range2_max_price_gain'),
    /** Usage limits, counted over orders that are not cancelled; null means no limit. */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    maxUsesTotal: integer('max_uses_total'),
    /** Only for a customer with no order that stands (cancelled ones do not count). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    createdAt: createdAt(),
  },
  // Codes are typed by customers in any case, so they are unique case-insensitively.
  (t) => [uniqueIndex('offers_code_idx').on(sql`upper(${t.offerCode})`)],
);

export const banners = pgTable(
  'banners',
  {
    id: text('id').primaryKey(),
    placeType: text('place_type').notNull(),
    placementPosition: integer('placement_position').notNull(),
    showForParticularUrl: text('show_for_particular_url'),
    device: text('device').$type<'mobile' | 'desktop' | 'all'>().notNull(),
    bannerImgUrl: text('banner_img_url').notNull(),
    redirectUrl: text('redirect_url'),
    name: text('name').notNull(),
    cardsCapture: text('cards_capture'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('banners_place_idx').on(t.placeType, t.placementPosition)],
);

export const topCategories = pgTable('top_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  redirectingUrl: text('redirecting_url').notNull(),
  bannerImgUrl: text('banner_img_url').notNull(),
  cardsCapture: text('cards_capture'),
  sortIndex: integer('sort_index').notNull(),
});

/** The /kw/{keyword} landing pages; decors are the active products of the page's occasion. */
export const keywordPages = pgTable('keyword_pages', {
  keyword: text('keyword').primaryKey(),
  heading: text('heading').notNull(),
  topSubHeading: text('top_sub_heading').notNull(),
  description: text('description').notNull(),
  city: cityRef(),
  /** The serving hub whose prices the page shows when the caller names none. */
  hubId: hubRef(),
  occasion: text('occasion'),
  updatedAt: updatedAt(),
});

export const faqs = pgTable('faqs', {
  id: text('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  category: text('category'),
  sortIndex: integer('sort_index').notNull(),
});

export const policies = pgTable('policies', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  sections: jsonb('sections').$type<PolicySectionValue[]>().notNull(),
  updatedAt: updatedAt(),
});

export const coverVideos = pgTable('cover_videos', {
  id: text('id').primaryKey(),
  page: text('page').$type<'home' | 'decorListing'>().notNull(),
  videoUrl: text('video_url').notNull(),
  collapsedVideoUrl: text('collapsed_video_url'),
  redirectUrl: text('redirect_url'),
  active: boolean('active').notNull().default(true),
  clicks: integer('clicks').notNull().default(0),
});
