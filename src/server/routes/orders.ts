import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { requireCaller } from '../plugins/auth';
import { updateOrder } from '../services/orders/changes';
import { placeOrder } from '../services/orders/placement';
import { listOrders, publicOrder } from '../services/orders/queries';
import { route } from './route';

const calls = contract.orders;

export const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.booking;

  app.route(
    route(calls.place, async (request) => ({
      isSuccess: true as const,
      orderId: await placeOrder(ctx, requireCaller(request).userId, request.body),
    })),
  );

  app.route(
    route(calls.getOrdersByQueryObject, async (request) => ({
      isSuccess: true as const,
      ...(await listOrders(ctx, requireCaller(request).userId, request.body)),
    })),
  );

  app.route(
    route(calls.getOrderByIdWithoutToken, async (request) => ({
      isSuccess: true as const,
      order: await publicOrder(ctx, request.params.id),
    })),
  );

  app.route(
    route(calls.updateOrdersByQueryObject, async (request) => ({
      isSuccess: true as const,
      order: await updateOrder(
        ctx,
        requireCaller(request).userId,
        request.body.queryObject._id,
        request.body.updateObject,
      ),
    })),
  );
};
