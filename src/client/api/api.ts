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
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The one API slice; endpoints are injected per server route group (see README.md). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
