import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Settings } from '../../settings';
import type { ServiceAreaLookup } from '../addresses/addresses';
import type { CatalogueContext } from '../context';
import type { PaymentProvider } from '../../adapters/payment/types';
import type { SmsSender } from '../../adapters/sms';
import type { BusinessMetrics } from '../../plugins/operations';

/** What the booking services (cart, slots, orders, payments) work with. */
export interface BookingContext {
  db: Db;
  /** The catalogue's view of the same database, for products, add-ons and offers as entities. */
  catalogue: CatalogueContext;
  settings: Settings;
  serviceArea: ServiceAreaLookup;
  payments: PaymentProvider;
  /** Tells a customer where their money went when a payment could not book what it paid for. */
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Counts orders placed and payments applied for /metrics (absent in service-level tests). */
  metrics?: BusinessMetrics;
  /** The app's clock (`AppDeps.clock`, else `() => new Date()`), so tests can move it. */
  now(): Date;
}

/**
 * Enough to read a cart or an order (start-up and sign-in answers carry both); the gateway's
 * kind says whether an order's refund may go back to the card.
 */
export type BookingReadContext = Pick<BookingContext, 'db' | 'catalogue' | 'now'> & {
  payments: Pick<PaymentProvider, 'kind'>;
};
