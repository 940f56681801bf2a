import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { callerFromToken } from '../plugins/auth';
import { findUserById } from '../services/users/users';
import { sessionData } from '../services/users/sessionData';
import { route } from './route';

const calls = contract.session;

export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.accounts;

  app.route(
    route(calls.start, async (request, reply) => {
      const { token, lastSelectedLocation } = request.body;
      // The stored token may come in the body instead of the header; either must be live.
      const caller =
        request.caller ?? (token ? await callerFromToken(request, reply, token) : null);
      const account = caller ? await findUserById(ctx.db, caller.userId) : null;
      // The session, not the account, says whether the caller acts as staff.
      const user = account && caller ? { ...account, role: caller.role } : null;
      return {
        isSuccess: true as const,
        data: await sessionData(ctx, user, lastSelectedLocation, caller?.kind === 'support'),
      };
    }),
  );

  app.route(
    route(calls.ipInfo, async (request) => ({
      isSuccess: true as const,
      ip: request.ip,
      location: await ctx.ipInfo.locate(request.ip),
    })),
  );
};
