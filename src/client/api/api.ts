import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { resolveApiBaseUrl } from '../app/environment';

/** The one API slice; endpoints are injected per server route group (see README.md). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: typeof document === 'undefined' ? '' : resolveApiBaseUrl(),
  }),
  tagTypes: ['User', 'Cart', 'Addresses', 'Wishlist', 'Orders', 'Payments', 'Wallet'],
  endpoints: () => ({}),
});
