// POST /api/v2/ carries six operations. Fastify checks the operation name; the handler then
// checks the body against that operation's own schema, so a mistake is reported for the
// operation the caller meant rather than for the first branch of a union.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { Value, ValueErrorType } from '@sinclair/typebox/value';
import {
  ErrorEnvelope,
  STORABLE,
  Strict,
  V2Response,
  V2_OPERATIONS,
  V2_PATH,
  v2,
  type V2Body,
  type V2Operation,
} from '../../shared/contract';
import { HttpError, validationMessage } from '../errors';
import { authFor } from '../plugins/auth';
import { directoryOf } from '../services/catalogue/directory';
import { productFeedbackPage } from '../services/catalogue/feedback';
import { findProduct } from '../services/catalogue/products';
import { countVideoClick, coverVideoList } from '../services/catalogue/videos';

const OperationOnly = Strict({
  options: Type.Object({
    operation: Type.Unsafe<V2Operation>({ type: 'string', enum: V2_OPERATIONS }),
  }),
});

const checkers = new Map<V2Operation, TypeCheck<TSchema>>(
  V2_OPERATIONS.map((operation) => [operation, TypeCompiler.Compile<TSchema>(v2[operation].body)]),
);

/** The operation's body with its defaults (skip, limit), or the 400 its first error gives. */
function checkedBody(raw: unknown, operation: V2Operation): V2Body {
  const body = Value.Default(v2[operation].body, structuredClone(raw));
  const checker = checkers.get(operation);
  if (checker?.Check(body)) return body as V2Body;
  const error = checker?.Errors(body).First();
  const field = error?.path.slice(1).replaceAll('/', '.') ?? '';
  const kind =
    error?.type === ValueErrorType.ObjectAdditionalProperties
      ? 'unknown'
      : error?.type === ValueErrorType.ObjectRequiredProperty
        ? 'missing'
        : 'invalid';
  throw new HttpError(
    400,
    validationMessage({
      where: 'body',
      kind,
      field,
      ...(error && { message: error.message }),
      unstorable: error?.type === ValueErrorType.StringFormat && error.schema.format === STORABLE,
    }),
  );
}

export const v2Routes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.catalogue;
  app.route({
    method: 'POST',
    url: V2_PATH,
    schema: {
      body: OperationOnly,
      response: { 200: V2Response, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
    },
    // Every operation's auth is 'optional': a token is read when sent.
    preParsing: authFor(v2.getServiceAreaInfo),
    handler: async (request) => {
      const body = checkedBody(request.body, request.body.options.operation);
      const { options } = body;
      switch (options.operation) {
        case 'getServiceAreaInfo': {
          const directory = await directoryOf(ctx.db);
          const check = directory.serviceCheck(options.location.lat, options.location.lng);
          return { isSuccess: true as const, serviceInfo: check };
        }
        case 'getServiceableCities': {
          const directory = await directoryOf(ctx.db);
          return {
            isSuccess: true as const,
            serviceableCities: directory.serviceableCities(ctx.origin),
          };
        }
        case 'getProductDetails':
          return {
            isSuccess: true as const,
            data: [await findProduct(ctx, options.productId, options.hubId, true)],
          };
        case 'getProductFeedback':
          return {
            isSuccess: true as const,
            ...(await productFeedbackPage(ctx, options.productId, options.skip, options.limit)),
          };
        case 'getOSPVideoData':
          return { isSuccess: true as const, data: await coverVideoList(ctx) };
        case 'handleVideoClicks':
          await countVideoClick(ctx, {
            ...(options.videoId ? { videoId: options.videoId } : {}),
            ...(options.page ? { page: options.page } : {}),
          });
          return { isSuccess: true as const };
      }
    },
  });
};
