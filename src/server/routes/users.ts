import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { MESSAGES } from '../../shared/domain';
import { requireCaller } from '../plugins/auth';
import { useAdminGrant } from '../services/auth/grants';
import { revokeSession, revokeUserSessions } from '../services/auth/sessions';
import { registerUser, sendOtp, signInWithOtp } from '../services/users/signIn';
import {
  accountOfNumber,
  callerEntity,
  checkDateOfBirth,
  deleteAccount,
  updateProfile,
} from '../services/users/users';
import { listWishlist, updateWishlist } from '../services/wishlist/wishlist';
import { walletSummary } from '../services/wallet/wallet';
import { ROUTE_LIMITS, sharedLimit } from './limits';
import { route } from './route';

const calls = contract.users;

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.accounts;
  const otpSendLimit = sharedLimit(app, 'otp-send', ROUTE_LIMITS.otpSend);
  const otpCheckLimit = { config: { rateLimit: ROUTE_LIMITS.otpCheck } };

  app.route(
    route(calls.generateOtp, (request) => sendOtp(ctx, request.params.inputNumber, request.query), {
      config: { rateLimit: false },
      onRequest: otpSendLimit,
    }),
  );

  app.route(route(calls.checkOtp, (request) => signInWithOtp(ctx, request.body), otpCheckLimit));

  app.route(route(calls.register, (request) => registerUser(ctx, request.body), otpCheckLimit));

  app.route(
    route(calls.update, async (request) => {
      const caller = requireCaller(request);
      checkDateOfBirth(request.body.updateObject.dateOfBirth, ctx.now());
      const user = await updateProfile(ctx.db, caller.userId, request.body.updateObject);
      return { isSuccess: true as const, data: { user: callerEntity(user, caller) } };
    }),
  );

  app.route(
    route(
      calls.getUser,
      async (request) => ({
        isSuccess: true as const,
        ...(await accountOfNumber(ctx.db, request.params.number, request.caller)),
      }),
      // Counted with OTP sends: both tell whether a number has an account.
      { config: { rateLimit: false }, onRequest: otpSendLimit },
    ),
  );

  app.route(
    route(
      calls.grantAccessForAdmin,
      async (request) => ({
        isSuccess: true as const,
        data: await useAdminGrant(ctx, request.params.accessToken, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          log: request.log,
        }),
      }),
      { config: { rateLimit: ROUTE_LIMITS.adminGrant } },
    ),
  );

  app.route(
    route(
      calls.deleteUserPermanently,
      async (request) => {
        await deleteAccount(ctx, request.body);
        return { isSuccess: true as const, message: MESSAGES.userDeleted };
      },
      otpCheckLimit,
    ),
  );

  app.route(
    route(calls.logout, async (request) => {
      // A staff member's sign-out ends their sessions everywhere (SECURITY.md, "Staff").
      const caller = requireCaller(request);
      if (caller.role === 'staff') await revokeUserSessions(ctx, ctx.db, caller.userId);
      else await revokeSession(ctx, ctx.db, caller.sessionId);
      return { isSuccess: true as const };
    }),
  );

  app.route(
    route(calls.getWishlist, async (request) => ({
      isSuccess: true as const,
      wishlist: await listWishlist(ctx.db, requireCaller(request).userId),
    })),
  );

  app.route(
    route(calls.updateWishlist, async (request) => {
      const { productId, mode } = request.body;
      return {
        isSuccess: true as const,
        wishlist: await updateWishlist(ctx.db, requireCaller(request).userId, productId, mode),
      };
    }),
  );

  app.route(
    route(calls.getWallet, async (request) => ({
      isSuccess: true as const,
      ...(await walletSummary(ctx.db, requireCaller(request).userId)),
    })),
  );
};
