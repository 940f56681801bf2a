import { Type, type Static } from '@sinclair/typebox';
import { HOME_RAIL_SIZE } from './constants';
import { defineCall } from './core';
import {
  Banner,
  BannerDevice,
  Category,
  MiscInfo,
  OfferCode,
  Product,
  ProductProjection,
  ServiceableCities,
  TopCategory,
} from './entities';
import { Ok, Success } from './envelope';
import { HubId, Id, Limit, Literals, Skip, Strict, Text, sortingOf } from './primitives';

const { Optional } = Type;

/** `queryObject` of the banners read; the server answers active banners only. */
export const BannerQuery = Strict({
  placeType: Optional(Text(40, 1)),
  device: Optional(BannerDevice),
  showForParticularUrl: Optional(Text(200)),
  placementPosition: Optional(Type.Integer({ minimum: 1, maximum: 3 })),
});

/** A row of product cards on the home page, priced for the asked hub, and its listing. */
export const HomeRail = Type.Object({
  key: Text(60, 1),
  title: Text(80, 1),
  seeAllUrl: Text(2048, 1),
  products: Type.Array(ProductProjection, { maxItems: HOME_RAIL_SIZE }),
});

/** The home hero's offer, shown as text: its headline, what it gives, its code, where it applies. */
export const HeroOffer = Type.Object({
  headline: Text(120, 1),
  offer: Text(200, 1),
  code: OfferCode,
  cta: Text(40, 1),
  url: Text(200, 1),
});

export const PreloadPage = Literals(['home', 'decorListing', 'product', 'keyword']);

export const homepage = {
  baseData: defineCall({
    method: 'GET',
    path: '/api/homepage/base_data',
    auth: 'none',
    summary:
      'Home data for a hub: categories, top categories, serviceable cities, misc infos, product rails and the hero offer.',
    querystring: Strict({ hubId: Optional(HubId) }),
    response: Success({
      result: Type.Object({
        decorCategoriesList: Type.Array(Category, { maxItems: 100 }),
        homePageTopCategories: Type.Array(TopCategory, { maxItems: 50 }),
        serviceableCities: ServiceableCities,
        miscInfos: Type.Array(MiscInfo, { maxItems: 10 }),
        /** Bestsellers of the hub's city, under ₹2,999 and one rail per occasion. */
        rails: Type.Array(HomeRail, { maxItems: 10 }),
        heroOffer: Optional(HeroOffer),
      }),
    }),
    errors: [400],
  }),
  getBanners: defineCall({
    method: 'POST',
    path: '/api/homepage/get_banners',
    auth: 'none',
    summary: 'Banners for a placement and device.',
    body: Strict({
      queryObject: BannerQuery,
      skip: Optional(Skip),
      limit: Optional(Limit(10)),
      sortingObj: Optional(sortingOf(['placementPosition', 'createdAt'])),
    }),
    response: Success({ banners: Type.Array(Banner, { maxItems: 10 }) }),
    errors: [400],
  }),
  addToRecentlyViewed: defineCall({
    method: 'POST',
    path: '/api/homepage/add_to_recently_viewed',
    auth: 'bearer',
    summary: 'Store the product codes (ids) viewed before login, most recent first.',
    body: Strict({ data: Type.Array(Id, { minItems: 1, maxItems: 50 }) }),
    response: Ok,
    errors: [400, 401],
  }),
  preload: defineCall({
    method: 'POST',
    path: '/api/preload',
    auth: 'none',
    summary:
      'What a page needs before its first paint: its banners, and the product on a product page.',
    body: Strict({
      options: Strict({
        page: PreloadPage,
        hubId: Optional(HubId),
        productId: Optional(Id),
      }),
    }),
    response: Success({
      data: Type.Object({
        banners: Type.Array(Banner, { maxItems: 10 }),
        product: Optional(Product),
      }),
    }),
    errors: [400, 404],
  }),
} as const;

export type HomeRail = Static<typeof HomeRail>;
export type HeroOffer = Static<typeof HeroOffer>;
