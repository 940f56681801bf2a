import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { authFor, requireCaller } from '../plugins/auth';
import { slotAvailable, slotsForProduct, slotsOfDay } from '../services/timeslots/queries';
import { bookingContext } from './bookingContext';
import { schemaFor } from './schemaFor';

const calls = contract.timeslot;

export const timeslotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = bookingContext(app);

  app.route({
    method: calls.getByDate.method,
    url: calls.getByDate.path,
    schema: schemaFor(calls.getByDate),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await slotsOfDay(ctx, request.params.date, request.query.hubId, request.query.productId)),
    }),
  });

  app.route({
    method: calls.getTimeSlotData.method,
    url: calls.getTimeSlotData.path,
    schema: schemaFor(calls.getTimeSlotData),
    preParsing: authFor(calls.getTimeSlotData),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await slotsForProduct(ctx, requireCaller(request).userId, request.body)),
    }),
  });

  app.route({
    method: calls.checkSlotAvailability.method,
    url: calls.checkSlotAvailability.path,
    schema: schemaFor(calls.checkSlotAvailability),
    preParsing: authFor(calls.checkSlotAvailability),
    handler: async (request) => ({
      isSuccess: true as const,
      isAvailable: await slotAvailable(ctx, requireCaller(request).userId, request.body),
    }),
  });
};
