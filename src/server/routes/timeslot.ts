import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { requireCaller } from '../plugins/auth';
import { slotAvailable, slotsForProduct, slotsOfDay } from '../services/timeslots/queries';
import { route } from './route';

const calls = contract.timeslot;

export const timeslotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.booking;

  app.route(
    route(calls.getByDate, async (request) => ({
      isSuccess: true as const,
      ...(await slotsOfDay(ctx, request.params.date, request.query.hubId, request.query.productId)),
    })),
  );

  app.route(
    route(calls.getTimeSlotData, async (request) => ({
      isSuccess: true as const,
      ...(await slotsForProduct(ctx, requireCaller(request).userId, request.body)),
    })),
  );

  app.route(
    route(calls.checkSlotAvailability, async (request) => ({
      isSuccess: true as const,
      isAvailable: await slotAvailable(ctx, requireCaller(request).userId, request.body),
    })),
  );
};
