// The products calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const products: Routes['products'] = {
  getProductsByQueryObj: {
    method: 'POST',
    path: '/api/products/get_products_by_query_obj',
    auth: 'none',
  },
  getProductsByFilter: {
    method: 'POST',
    path: '/api/products/get_products_by_filter',
    auth: 'none',
  },
  getProduct: { method: 'POST', path: '/api/products/get_product', auth: 'none' },
  keywordListing: { method: 'POST', path: '/api/products/keyword_listing', auth: 'none' },
  search: { method: 'GET', path: '/api/products/search', auth: 'none' },
};
