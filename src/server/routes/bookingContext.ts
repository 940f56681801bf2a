import type { FastifyInstance } from 'fastify';
import type { BookingContext } from '../services/orders/context';

/** The booking services' context (`app.booking`, plugins/context.ts), as ops.ts still reads it. */
export const bookingContext = (app: FastifyInstance): BookingContext => app.booking;
