import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { baseData, bannersByQuery, preload } from '../services/catalogue/homepage';
import { route } from './route';

const calls = contract.homepage;

/** Home data, banners and preload; add_to_recently_viewed belongs to the accounts routes. */
export const homepageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.catalogue;
  app.route(route(calls.baseData, (request) => baseData(ctx, request.query.hubId)));
  app.route(route(calls.getBanners, (request) => bannersByQuery(ctx, request.body)));
  app.route(route(calls.preload, (request) => preload(ctx, request.body.options)));
};
