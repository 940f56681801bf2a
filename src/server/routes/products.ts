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
import { route } from './route';

const calls = contract.products;

export const productsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.catalogue;
  app.route(
    route(calls.getProductsByQueryObj, (request, reply) =>
      cachedAnswer(request, reply, () => productsByQueryObject(ctx, request.body)),
    ),
  );
  app.route(
    route(calls.getProductsByFilter, (request, reply) =>
      cachedAnswer(request, reply, () => productsByFilter(ctx, request.body)),
    ),
  );
  app.route(
    route(calls.getProduct, (request, reply) =>
      cachedAnswer(request, reply, () => productById(ctx, request.body)),
    ),
  );
  app.route(
    route(calls.keywordListing, (request, reply) =>
      cachedAnswer(request, reply, () => keywordListing(ctx, request.body)),
    ),
  );
  app.route(
    route(calls.search, (request, reply) =>
      cachedAnswer(request, reply, () => searchProducts(ctx, request.query)),
    ),
  );
};
