import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import {
  keywordListing,
  productsByFilter,
  productsByQueryObject,
} from '../services/catalogue/listing';
import { productById } from '../services/catalogue/products';
import { searchProducts } from '../services/catalogue/search';
import { cachedAnswer } from '../plugins/catalogueNews';
import { catalogueContext } from './catalogueContext';
import { schemaFor } from './schemaFor';

const calls = contract.products;

export const productsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = catalogueContext(app);
  app.route({
    method: calls.getProductsByQueryObj.method,
    url: calls.getProductsByQueryObj.path,
    schema: schemaFor(calls.getProductsByQueryObj),
    handler: (request, reply) =>
      cachedAnswer(request, reply, () => productsByQueryObject(ctx, request.body)),
  });
  app.route({
    method: calls.getProductsByFilter.method,
    url: calls.getProductsByFilter.path,
    schema: schemaFor(calls.getProductsByFilter),
    handler: (request, reply) =>
      cachedAnswer(request, reply, () => productsByFilter(ctx, request.body)),
  });
  app.route({
    method: calls.getProduct.method,
    url: calls.getProduct.path,
    schema: schemaFor(calls.getProduct),
    handler: (request, reply) => cachedAnswer(request, reply, () => productById(ctx, request.body)),
  });
  app.route({
    method: calls.keywordListing.method,
    url: calls.keywordListing.path,
    schema: schemaFor(calls.keywordListing),
    handler: (request, reply) =>
      cachedAnswer(request, reply, () => keywordListing(ctx, request.body)),
  });
  app.route({
    method: calls.search.method,
    url: calls.search.path,
    schema: schemaFor(calls.search),
    handler: (request, reply) =>
      cachedAnswer(request, reply, () => searchProducts(ctx, request.query)),
  });
};
