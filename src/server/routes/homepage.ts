import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { baseData, bannersByQuery, preload } from '../services/catalogue/homepage';
import { catalogueContext } from './catalogueContext';
import { schemaFor } from './schemaFor';

const calls = contract.homepage;

/** Home data, banners and preload; add_to_recently_viewed belongs to the accounts routes. */
export const homepageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = catalogueContext(app);
  app.route({
    method: calls.baseData.method,
    url: calls.baseData.path,
    schema: schemaFor(calls.baseData),
    handler: (request) => baseData(ctx, request.query.hubId),
  });
  app.route({
    method: calls.getBanners.method,
    url: calls.getBanners.path,
    schema: schemaFor(calls.getBanners),
    handler: (request) => bannersByQuery(ctx, request.body),
  });
  app.route({
    method: calls.preload.method,
    url: calls.preload.path,
    schema: schemaFor(calls.preload),
    handler: (request) => preload(ctx, request.body.options),
  });
};
