import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Settings } from '../settings';
import type { SmsSender } from '../adapters/sms';
import type { IpInfoLookup } from '../adapters/ipinfo';
import type { PaymentProvider } from '../adapters/payment/types';
import type { AuthKeys } from './auth/keys';
import type { ServiceAreaLookup } from './addresses/addresses';

/** What the catalogue services work with: the database, and where image paths point. */
export interface CatalogueContext {
  db: Db;
  /** Put before image paths: SITE_RELATIVE in answers, the web origin in the sitemap. */
  origin: string;
}

/** What the account services work with; built once per app by plugins/context.ts. */
export interface AccountsContext {
  db: Db;
  keys: AuthKeys;
  settings: Settings;
  sms: SmsSender;
  ipInfo: IpInfoLookup;
  /** The catalogue's hub areas decide where a point is served from. */
  serviceArea: ServiceAreaLookup;
  /** The card gateway's kind: a session's last order says whether its refund may go to the card. */
  payments: Pick<PaymentProvider, 'kind'>;
  log: FastifyBaseLogger;
  /** The app's clock (`AppDeps.clock`). */
  now(): Date;
}

/** A transaction handle; services that must join a caller's transaction take this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction on it. */
export type Executor = Db | Tx;
