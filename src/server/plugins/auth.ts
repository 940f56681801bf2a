import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import type { AuthMode, CallDef } from '../../shared/contract';
import { MESSAGES } from '../../shared/domain';
import { HttpError } from '../errors';
import { findCaller, type Caller } from '../services/auth/sessions';

export type { Caller } from '../services/auth/sessions';

/** The message of every refused bearer token; the SPA logs out on any 401 from a bearer call. */
export const SESSION_EXPIRED = 'Session expired. Please login again';

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by `authFor` on 'bearer' and 'optional' calls. */
    caller: Caller | null;
  }
}

/** Lets every route see `request.caller` (set by `authFor`). */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('caller', null);
  },
  { name: 'auth', dependencies: ['context'] },
);

const refuse = (reply: FastifyReply, message: string) => {
  // RFC 6750: tell the client its bearer token is the problem.
  reply.header('www-authenticate', 'Bearer error="invalid_token"');
  return new HttpError(401, message);
};

/** Reads `Authorization: Bearer <token>`; undefined when the header is absent. */
export function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  return BEARER.exec(header)?.[1] ?? null;
}

/** Resolves a token to its caller, or throws the 401 a refused token gets. */
export async function callerFromToken(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | null,
): Promise<Caller> {
  const caller = token ? await findCaller(request.server.accounts, token) : null;
  if (!caller) throw refuse(reply, SESSION_EXPIRED);
  return caller;
}

/**
 * The auth hook of a contract call's mode: 'bearer' needs a live session; 'optional' reads one
 * when sent (a bad token is still a 401, so the SPA drops it); 'none' ignores tokens. It runs at
 * preParsing: after the per-IP throttles (onRequest), so token guessing is counted, and before
 * the body is read or validated, so a refused caller learns nothing from a schema's 400.
 */
export function authFor(call: Pick<CallDef, 'auth'>): preParsingAsyncHookHandler {
  const mode: AuthMode = call.auth;
  return async (request, reply, payload) => {
    if (mode === 'none') return payload;
    const token = bearerToken(request);
    if (token === undefined) {
      if (mode === 'bearer') throw refuse(reply, MESSAGES.loginFirst);
      return payload;
    }
    request.caller = await callerFromToken(request, reply, token);
    return payload;
  };
}

/** The caller of a 'bearer' call (authFor has already refused a missing one). */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new HttpError(401, MESSAGES.loginFirst);
  return request.caller;
}
