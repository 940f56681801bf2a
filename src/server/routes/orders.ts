import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { authFor, requireCaller } from '../plugins/auth';
import { updateOrder } from '../services/orders/changes';
import { placeOrder } from '../services/orders/placement';
import { listOrders, publicOrder } from '../services/orders/queries';
import { bookingContext } from './bookingContext';
import { schemaFor } from './schemaFor';

const calls = contract.orders;

export const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = bookingContext(app);

  app.route({
    method: calls.place.method,
    url: calls.place.path,
    schema: schemaFor(calls.place),
    preParsing: authFor(calls.place),
    handler: async (request) => ({
      isSuccess: true as const,
      orderId: await placeOrder(ctx, requireCaller(request).userId, request.body),
    }),
  });

  app.route({
    method: calls.getOrdersByQueryObject.method,
    url: calls.getOrdersByQueryObject.path,
    schema: schemaFor(calls.getOrdersByQueryObject),
    preParsing: authFor(calls.getOrdersByQueryObject),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await listOrders(ctx, requireCaller(request).userId, request.body)),
    }),
  });

  app.route({
    method: calls.getOrderByIdWithoutToken.method,
    url: calls.getOrderByIdWithoutToken.path,
    schema: schemaFor(calls.getOrderByIdWithoutToken),
    handler: async (request) => ({
      isSuccess: true as const,
      order: await publicOrder(ctx, request.params.id),
    }),
  });

  app.route({
    method: calls.updateOrdersByQueryObject.method,
    url: calls.updateOrdersByQueryObject.path,
    schema: schemaFor(calls.updateOrdersByQueryObject),
    preParsing: authFor(calls.updateOrdersByQueryObject),
    handler: async (request) => ({
      isSuccess: true as const,
      order: await updateOrder(
        ctx,
        requireCaller(request).userId,
        request.body.queryObject._id,
        request.body.updateObject,
      ),
    }),
  });
};
