import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { authFor, requireCaller } from '../plugins/auth';
import { deleteCart, saveCart } from '../services/cart/cart';
import { bookingContext } from './bookingContext';
import { schemaFor } from './schemaFor';

const calls = contract.cart;

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = bookingContext(app);

  app.route({
    method: calls.createUpdate.method,
    url: calls.createUpdate.path,
    schema: schemaFor(calls.createUpdate),
    preParsing: authFor(calls.createUpdate),
    handler: async (request) => ({
      isSuccess: true as const,
      cart: await saveCart(ctx, requireCaller(request).userId, request.body.cart),
    }),
  });

  app.route({
    method: calls.delete.method,
    url: calls.delete.path,
    schema: schemaFor(calls.delete),
    preParsing: authFor(calls.delete),
    handler: async (request) => {
      await deleteCart(ctx.db, requireCaller(request).userId);
      return { isSuccess: true as const };
    },
  });
};
