import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { addOnsByQuery } from '../services/catalogue/addons';
import { route } from './route';

const call = contract.addons.getAddonsByQueryObject;

export const addonsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.catalogue;
  app.route(route(call, (request) => addOnsByQuery(ctx, request.body)));
};
