import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { MESSAGES } from '../../shared/domain';
import { adminGrantUses } from '../db/schema';
import { HttpError } from '../errors';
import { authFor, requireCaller } from '../plugins/auth';
import { readGrant } from '../services/auth/grants';
import { consumeOtp, issueOtp } from '../services/auth/otp';
import { requireStaffAccount } from '../services/auth/staff';
import {
  consumeRegistrationToken,
  createSession,
  issueRegistrationToken,
  revokeSession,
  sessionRole,
} from '../services/auth/sessions';
import { signedInData } from '../services/users/sessionData';
import {
  INVALID_REGISTRATION,
  NO_ACCOUNT,
  createUser,
  deleteAccount,
  findUserByPhone,
  updateProfile,
  userEntity,
} from '../services/users/users';
import { listWishlist, updateWishlist } from '../services/wishlist/wishlist';
import { walletSummary } from '../services/wallet/wallet';
import { schemaFor } from './schemaFor';
import { ROUTE_LIMITS, sharedLimit } from './limits';

const calls = contract.users;

export const GRANT_MESSAGES = {
  invalid: 'This access link is not valid',
  expired: 'This access link has expired',
  used: 'This access link has already been used',
} as const;

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.accounts;
  const otpSendLimit = sharedLimit(app, 'otp-send', ROUTE_LIMITS.otpSend);

  app.route({
    method: calls.generateOtp.method,
    url: calls.generateOtp.path,
    schema: schemaFor(calls.generateOtp),
    config: { rateLimit: false },
    onRequest: otpSendLimit,
    handler: async (request) => {
      const phone = request.params.inputNumber;
      const { type } = request.query;
      const user = await findUserByPhone(ctx.db, phone);
      if (type === 'delete' && !user) throw new HttpError(404, NO_ACCOUNT);
      // Checked before anything is stored or sent: a non-staff number gets no SMS.
      if (type === 'staff') requireStaffAccount(user);
      const hash = await issueOtp(ctx, phone, type);
      return { isSuccess: true as const, isExist: user !== null, hash, message: MESSAGES.otpSent };
    },
  });

  app.route({
    method: calls.checkOtp.method,
    url: calls.checkOtp.path,
    schema: schemaFor(calls.checkOtp),
    config: { rateLimit: ROUTE_LIMITS.otpCheck },
    handler: async (request) => {
      const { otp, hashOtp, phoneNumber, lastSelectedLocation } = request.body;
      const purpose = await consumeOtp(ctx, {
        phone: phoneNumber,
        hash: hashOtp,
        code: otp,
        purposes: ['login', 'register', 'staff'],
      });
      const found = await findUserByPhone(ctx.db, phoneNumber);
      // A staff code opens a staff session or nothing: no customer session, no registration.
      const user = purpose === 'staff' ? requireStaffAccount(found) : found;
      if (!user) {
        const registrationToken = await issueRegistrationToken(ctx, phoneNumber);
        return {
          isSuccess: true as const,
          isRegistered: false as const,
          data: { registrationToken },
        };
      }
      const kind = purpose === 'staff' ? 'staff' : 'customer';
      const { token } = await createSession(ctx, ctx.db, user.id, kind);
      return {
        isSuccess: true as const,
        isRegistered: true as const,
        data: await signedInData(
          ctx,
          { ...user, role: sessionRole(kind, user.role) },
          token,
          lastSelectedLocation,
        ),
      };
    },
  });

  app.route({
    method: calls.register.method,
    url: calls.register.path,
    schema: schemaFor(calls.register),
    config: { rateLimit: ROUTE_LIMITS.otpCheck },
    handler: async (request) => {
      const { registrationToken, lastSelectedLocation, ...form } = request.body;
      const { user, token } = await ctx.db.transaction(async (tx) => {
        if (!(await consumeRegistrationToken(ctx, tx, registrationToken, form.phoneNumber))) {
          throw new HttpError(401, INVALID_REGISTRATION);
        }
        const created = await createUser(tx, form);
        const session = await createSession(ctx, tx, created.id, 'customer');
        return { user: created, token: session.token };
      });
      return {
        isSuccess: true as const,
        data: await signedInData(ctx, user, token, lastSelectedLocation),
      };
    },
  });

  app.route({
    method: calls.update.method,
    url: calls.update.path,
    schema: schemaFor(calls.update),
    preParsing: authFor(calls.update),
    handler: async (request) => {
      const caller = requireCaller(request);
      const user = await updateProfile(ctx.db, caller.userId, request.body.updateObject);
      return {
        isSuccess: true as const,
        data: { user: userEntity({ ...user, role: caller.role }, caller.kind === 'support') },
      };
    },
  });

  app.route({
    method: calls.getUser.method,
    url: calls.getUser.path,
    schema: schemaFor(calls.getUser),
    // Counted with OTP sends: both tell whether a number has an account.
    config: { rateLimit: false },
    onRequest: otpSendLimit,
    preParsing: authFor(calls.getUser),
    handler: async (request) => {
      const user = await findUserByPhone(ctx.db, request.params.number);
      // Anyone may learn whether a number has an account; only its owner sees the account.
      const own = user !== null && request.caller?.userId === user.id;
      return {
        isSuccess: true as const,
        isExist: user !== null,
        user:
          own && request.caller
            ? userEntity({ ...user, role: request.caller.role }, request.caller.kind === 'support')
            : null,
      };
    },
  });

  app.route({
    method: calls.grantAccessForAdmin.method,
    url: calls.grantAccessForAdmin.path,
    schema: schemaFor(calls.grantAccessForAdmin),
    config: { rateLimit: ROUTE_LIMITS.adminGrant },
    handler: async (request) => {
      const claims = readGrant(ctx.keys, request.params.accessToken);
      if (!claims) throw new HttpError(401, GRANT_MESSAGES.invalid);
      if (claims.expiresAt.getTime() <= Date.now())
        throw new HttpError(401, GRANT_MESSAGES.expired);
      const { user, token, sessionId } = await ctx.db.transaction(async (tx) => {
        // The nonce is the key of the audit row: a second use of the link finds it taken.
        const [use] = await tx
          .insert(adminGrantUses)
          .values({
            nonce: claims.nonce,
            phone: claims.phone,
            ip: request.ip,
            userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
          })
          .onConflictDoNothing()
          .returning({ nonce: adminGrantUses.nonce });
        if (!use) throw new HttpError(401, GRANT_MESSAGES.used);
        const found = await findUserByPhone(tx, claims.phone);
        if (!found) throw new HttpError(401, NO_ACCOUNT);
        const session = await createSession(ctx, tx, found.id, 'support');
        await tx
          .update(adminGrantUses)
          .set({ userId: found.id, sessionId: session.sessionId })
          .where(eq(adminGrantUses.nonce, claims.nonce));
        return { user: found, ...session };
      });
      request.log.info({ userId: user.id, sessionId }, 'admin access grant used');
      return {
        isSuccess: true as const,
        data: await signedInData(ctx, user, token, undefined, true),
      };
    },
  });

  app.route({
    method: calls.deleteUserPermanently.method,
    url: calls.deleteUserPermanently.path,
    schema: schemaFor(calls.deleteUserPermanently),
    config: { rateLimit: ROUTE_LIMITS.otpCheck },
    handler: async (request) => {
      await deleteAccount(ctx, request.body);
      return { isSuccess: true as const, message: MESSAGES.userDeleted };
    },
  });

  app.route({
    method: calls.logout.method,
    url: calls.logout.path,
    schema: schemaFor(calls.logout),
    preParsing: authFor(calls.logout),
    handler: async (request) => {
      await revokeSession(ctx.db, requireCaller(request).sessionId);
      return { isSuccess: true as const };
    },
  });

  app.route({
    method: calls.getWishlist.method,
    url: calls.getWishlist.path,
    schema: schemaFor(calls.getWishlist),
    preParsing: authFor(calls.getWishlist),
    handler: async (request) => ({
      isSuccess: true as const,
      wishlist: await listWishlist(ctx.db, requireCaller(request).userId),
    }),
  });

  app.route({
    method: calls.updateWishlist.method,
    url: calls.updateWishlist.path,
    schema: schemaFor(calls.updateWishlist),
    preParsing: authFor(calls.updateWishlist),
    handler: async (request) => ({
      isSuccess: true as const,
      wishlist: await updateWishlist(
        ctx.db,
        requireCaller(request).userId,
        request.body.productId,
        request.body.mode,
      ),
    }),
  });

  app.route({
    method: calls.getWallet.method,
    url: calls.getWallet.path,
    schema: schemaFor(calls.getWallet),
    preParsing: authFor(calls.getWallet),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await walletSummary(ctx.db, requireCaller(request).userId)),
    }),
  });
};
