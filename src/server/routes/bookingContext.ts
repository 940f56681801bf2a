import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { createPaymentProvider } from '../adapters/payment';
import type { BookingContext } from '../services/orders/context';
import { catalogueContext } from './catalogueContext';

// One context per app (its payment provider holds an SDK client), shared by the booking routes.
const contexts = new WeakMap<AppDeps, BookingContext>();

export function bookingContext(app: FastifyInstance): BookingContext {
  let ctx = contexts.get(app.deps);
  if (!ctx) {
    ctx = {
      db: app.deps.database.db,
      catalogue: catalogueContext(app),
      settings: app.deps.settings,
      serviceArea: app.accounts.serviceArea,
      payments: app.deps.payments ?? createPaymentProvider(app.deps.settings),
      log: app.log,
      metrics: app.metrics,
      now: () => new Date(),
    };
    contexts.set(app.deps, ctx);
  }
  return ctx;
}
