import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { contractBaseQuery } from './contractBaseQuery';

export const TAG_TYPES = [
  'User',
  'Cart',
  'Addresses',
  'Wishlist',
  'Orders',
  'Payments',
  'Wallet',
  'OpsBoard',
  'OpsAudit',
  'OpsGoodwill',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * Outside a browser (the server's page render) a query hook starts its query during render, so
 * the render can await what the page reads; in a browser hooks start queries in effects as usual.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/** The one API slice; endpoints are injected per server route group (see README.md). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
