import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { requireCaller } from '../plugins/auth';
import { addRecentlyViewed } from '../services/wishlist/wishlist';
import { route } from './route';

const { addToRecentlyViewed } = contract.homepage;

/**
 * The one account call of the homepage group (the catalogue's homepage routes are the rest):
 * it stores what a visitor viewed before logging in.
 */
export const recentlyViewedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route(
    route(addToRecentlyViewed, async (request) => {
      await addRecentlyViewed(app.accounts.db, requireCaller(request).userId, request.body.data);
      return { isSuccess: true as const };
    }),
  );
};
