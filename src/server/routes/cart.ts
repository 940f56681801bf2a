import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { requireCaller } from '../plugins/auth';
import { deleteCart, saveCart } from '../services/cart/cart';
import { route } from './route';

const calls = contract.cart;

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.booking;

  app.route(
    route(calls.createUpdate, async (request) => ({
      isSuccess: true as const,
      cart: await saveCart(ctx, requireCaller(request).userId, request.body.cart),
    })),
  );

  app.route(
    route(calls.delete, async (request) => {
      await deleteCart(ctx, requireCaller(request).userId);
      return { isSuccess: true as const };
    }),
  );
};
