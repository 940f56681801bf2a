import { products } from '../../shared/contract/routes/products';
import { api } from './api';
import { contractQuery } from './contractEndpoints';

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    productsGetProductsByQueryObj: contractQuery(build, products.getProductsByQueryObj),
    productsGetProductsByFilter: contractQuery(build, products.getProductsByFilter),
    productsGetProduct: contractQuery(build, products.getProduct),
    productsKeywordListing: contractQuery(build, products.keywordListing),
    productsSearch: contractQuery(build, products.search),
  }),
});

export const {
  useProductsGetProductsByQueryObjQuery,
  useProductsGetProductsByFilterQuery,
  useProductsGetProductQuery,
  useProductsKeywordListingQuery,
  useProductsSearchQuery,
} = productsApi;
