import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health';
import { usersRoutes } from './users';
import { addressRoutes } from './address';
import { sessionRoutes } from './session';
import { reportsRoutes } from './reports';
import { devRoutes } from './dev';
import { recentlyViewedRoutes } from './recentlyViewed';
import { productsRoutes } from './products';
import { offersRoutes } from './offers';
import { addonsRoutes } from './addons';
import { homepageRoutes } from './homepage';
import { v2Routes } from './v2';
import { geoRoutes } from './geo';
import { contentRoutes } from './content';
import { cartRoutes } from './cart';
import { ordersRoutes } from './orders';
import { paymentRoutes } from './payment';
import { timeslotRoutes } from './timeslot';
import { opsRoutes } from './ops';

/** Every route group, one file each, 1:1 with src/shared/contract and src/client/api. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(usersRoutes);
  await app.register(addressRoutes);
  await app.register(sessionRoutes);
  await app.register(reportsRoutes);
  await app.register(recentlyViewedRoutes);
  await app.register(productsRoutes);
  await app.register(offersRoutes);
  await app.register(addonsRoutes);
  await app.register(homepageRoutes);
  await app.register(v2Routes);
  await app.register(geoRoutes);
  await app.register(contentRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(paymentRoutes);
  await app.register(timeslotRoutes);
  await app.register(opsRoutes);
  // The SMS outbox exists outside production only (ARCHITECTURE.md).
  if (!app.deps.settings.production) await app.register(devRoutes);
}
