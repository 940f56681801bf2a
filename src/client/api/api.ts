import { createApi } from '@reduxjs/toolkit/query/react';
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
  'OpsOwedRefunds',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one API slice; endpoints are injected per server route group (see README.md). Hooks start
 * their queries in effects, which never run on the server: what a server-rendered page reads, its
 * route's loader starts and the server awaits (routes/requests).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
