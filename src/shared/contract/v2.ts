// POST /api/v2/ carries several operations, told apart by `options.operation`. Each is its own
// entry (same method and path); the server route validates with V2Body and answers with the
// matching operation's response schema (v2ByOperation).
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { defineCall } from './core';
import {
  CoverVideo,
  FeedbackAnalytics,
  Product,
  ProductFeedback,
  ServiceAreaInfo,
  ServiceableCities,
} from './entities';
import { Ok, Success } from './envelope';
import { LatLngInput } from './inputs';
import { HubId, Id, Limit, Literals, Skip, Strict, Text, Str } from './primitives';

const { Optional } = Type;

export const V2_PATH = '/api/v2/';

/** `{ options: { operation, ...fields } }`, closed at both levels. */
const v2Body = <O extends string, P extends TProperties>(operation: O, properties: P) =>
  Strict({ options: Strict({ operation: Type.Literal(operation), ...properties }) });

const HomeTags = Type.Array(Type.Literal('home'), { minItems: 1, maxItems: 1 });
/** The product's site identifier, e.g. utsav. */
const SiteName = Str({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_-]+$' });

export const v2 = {
  getServiceAreaInfo: defineCall({
    method: 'POST',
    path: V2_PATH,
    auth: 'optional',
    summary: 'Whether a point is served, and by which hubs.',
    body: v2Body('getServiceAreaInfo', { location: LatLngInput }),
    response: Success({
      serviceInfo: Type.Object({
        hubs: Type.Array(Type.Object({ hubId: HubId }), { maxItems: 10 }),
        isServiceable: ServiceAreaInfo.properties.isServiceable,
        isInAnyHub: ServiceAreaInfo.properties.isInAnyHub,
      }),
    }),
    errors: [400, 401],
  }),
  getServiceableCities: defineCall({
    method: 'POST',
    path: V2_PATH,
    auth: 'optional',
    summary: 'The serviceable cities, keyed by slug.',
    body: v2Body('getServiceableCities', {}),
    response: Success({ serviceableCities: ServiceableCities }),
    errors: [400, 401],
  }),
  getProductDetails: defineCall({
    method: 'POST',
    path: V2_PATH,
    auth: 'optional',
    summary: 'One product with its detail fields, priced for hubId; data is a one-item array.',
    body: v2Body('getProductDetails', {
      productId: Id,
      pageName: Text(50, 1),
      detailPage: Type.Boolean(),
      hubId: Optional(HubId),
    }),
    response: Success({ data: Type.Array(Product, { minItems: 1, maxItems: 1 }) }),
    errors: [400, 401, 404],
  }),
  getProductFeedback: defineCall({
    method: 'POST',
    path: V2_PATH,
    auth: 'optional',
    summary: "A window of a product's feedback, newest first, with its analytics.",
    body: v2Body('getProductFeedback', { productId: Id, skip: Skip, limit: Limit(50, 10) }),
    response: Success({
      analytics: FeedbackAnalytics,
      feedbacks: Type.Array(ProductFeedback, { maxItems: 50 }),
    }),
    errors: [400, 401, 404],
  }),
  getOSPVideoData: defineCall({
    method: 'POST',
    path: V2_PATH,
    auth: 'optional',
    summary: 'The floating cover videos, one per page (home, decorListing).',
    body: v2Body('getOSPVideoData', { siteName: Optional(SiteName), tags: HomeTags }),
    response: Success({ data: Type.Array(CoverVideo, { maxItems: 10 }) }),
    errors: [400, 401],
  }),
  handleVideoClicks: defineCall({
    method: 'POST',
    path: V2_PATH,
    auth: 'optional',
    summary: 'Count a cover-video click (the SPA sends at most one a day).',
    body: v2Body('handleVideoClicks', {
      tags: HomeTags,
      props: Strict({ tags: Type.Array(Type.Literal('OSPVideo'), { minItems: 1, maxItems: 1 }) }),
      videoId: Optional(Id),
      page: Optional(Literals(['home', 'decorListing'])),
    }),
    response: Ok,
    errors: [400, 401],
  }),
} as const;

export type V2Operation = keyof typeof v2;
export const V2_OPERATIONS = Object.keys(v2) as V2Operation[];

/** The whole body of POST /api/v2/, for the server route's validation. */
export const V2Body = Type.Union([
  v2.getServiceAreaInfo.body,
  v2.getServiceableCities.body,
  v2.getProductDetails.body,
  v2.getProductFeedback.body,
  v2.getOSPVideoData.body,
  v2.handleVideoClicks.body,
]);
export type V2Body = Static<typeof V2Body>;

/**
 * Every answer of POST /api/v2/. Ordered so that Fastify's serializer, which takes the first
 * branch the value satisfies, never picks the bare `{ isSuccess }` of handleVideoClicks early.
 */
export const V2Response = Type.Union([
  v2.getServiceAreaInfo.response,
  v2.getServiceableCities.response,
  v2.getProductDetails.response,
  v2.getProductFeedback.response,
  v2.getOSPVideoData.response,
  v2.handleVideoClicks.response,
]);

/** The entry for a validated body's operation (its response schema serialises the answer). */
export const v2ByOperation = (body: V2Body) => v2[body.options.operation];
