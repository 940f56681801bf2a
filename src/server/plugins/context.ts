import fp from 'fastify-plugin';
import type { AppDeps } from '../app';
import { embeddedIpInfo } from '../adapters/ipinfo';
import { createPaymentProvider } from '../adapters/payment';
import { createSmsSender } from '../adapters/sms';
import type { AccountsContext, CatalogueContext } from '../services/context';
import type { BookingContext } from '../services/orders/context';
import { deriveKeys } from '../services/auth/keys';
import { serviceAreaAt } from '../services/addresses/serviceArea';
import { SITE_RELATIVE } from '../services/catalogue/urls';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the account services (users, sessions, OTPs, addresses, reports) work with. */
    accounts: AccountsContext;
    /** What the catalogue services work with: images named site-relative. */
    catalogue: CatalogueContext;
    /** What the booking services (cart, slots, orders, payments) work with. */
    booking: BookingContext;
  }
}

/**
 * The one place where the app's dependencies reach its services: built once per app from
 * `AppDeps` (adapters default to what settings select) and shared by every route, with one clock.
 */
export const contextPlugin = fp(
  async (app, deps: AppDeps) => {
    if (!deps.settings.authSecret) {
      throw new Error('The API needs AUTH_SECRET or resolveAuthSecret(settings) before it starts');
    }
    const { db } = deps.database;
    const now = deps.clock ?? (() => new Date());
    const catalogue: CatalogueContext = { db, origin: SITE_RELATIVE };
    // One provider per app: it may hold an SDK client.
    const payments = deps.payments ?? createPaymentProvider(deps.settings);
    const accounts: AccountsContext = {
      db,
      keys: deriveKeys(deps.settings.authSecret),
      settings: deps.settings,
      sms: deps.sms ?? createSmsSender(deps.settings, db, app.log),
      ipInfo: deps.ipInfo ?? embeddedIpInfo,
      serviceArea: (point) => serviceAreaAt(db, point),
      payments,
      log: app.log,
      now,
    };
    const booking: BookingContext = {
      db,
      catalogue,
      settings: deps.settings,
      serviceArea: accounts.serviceArea,
      payments,
      sms: accounts.sms,
      log: app.log,
      metrics: app.metrics,
      now,
    };
    app.decorate('accounts', accounts);
    app.decorate('catalogue', catalogue);
    app.decorate('booking', booking);
  },
  { name: 'context' },
);
