import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import pino, { type DestinationStream, type Logger } from 'pino';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

/** 9876543210 → 98******10: enough to tell numbers apart in a log, not enough to call one. */
export const maskPhone = (phone: string): string =>
  phone.length === 10 ? `${phone.slice(0, 2)}******${phone.slice(8)}` : '**********';

// Paths and queries that carry a secret or a phone number: an admin grant token, a bearer-like
// token in a query, and any 10-digit run (phone numbers appear in OTP and outbox URLs).
const GRANT_PATH = /(grant_access_for_admin\/)[^/?#]+/g;
const TOKEN_QUERY = /([?&](?:accessToken|token|otp|hash|hashOtp|otpHash)=)[^&#]*/gi;
const PHONE_RUN = /(?<![0-9])([0-9]{2})[0-9]{6}([0-9]{2})(?![0-9])/g;
// What a path segment or query value may show as is: ids, slugs, codes, masked numbers. Free
// text, coordinates, escapes and long values are what a visitor typed, so they are not logged.
const PLAIN_VALUE = /^[A-Za-z0-9_*.-]{0,40}$/;
const REDACTED = '[redacted]';

const plain = (value: string) =>
  PLAIN_VALUE.test(value) && !/[0-9]\.[0-9]/.test(value) ? value : REDACTED;

/** A request URL with secrets removed, phone numbers masked and typed text left out, for logs. */
export function redactUrl(url: string): string {
  const masked = url
    .replace(GRANT_PATH, `$1${REDACTED}`)
    .replace(TOKEN_QUERY, `$1${REDACTED}`)
    .replace(PHONE_RUN, '$1******$2');
  const [path = '', query] = masked.split(/\?(.*)/s, 2);
  const segments = path
    .split('/')
    .map((segment) => (segment === REDACTED ? segment : plain(segment)));
  if (query === undefined) return segments.join('/');
  const pairs = query.split('&').map((pair) => {
    const [key = '', value] = pair.split(/=(.*)/s, 2);
    return value === undefined
      ? plain(key)
      : `${plain(key)}=${value === REDACTED ? value : plain(value)}`;
  });
  return `${segments.join('/')}?${pairs.join('&')}`;
}

// Error text echoes what a query was given: drizzle appends its parameters after its SQL (which
// holds only placeholders), PostgreSQL quotes the value it could not read (`...: "Asha Rao"`,
// `Key (phone)=(...)`) but also names schema objects (`constraint "users_phone_unique"`).
const FAILED_QUERY = /^(Failed query: [\s\S]*?)\nparams: [\s\S]*$/;
const QUOTED_VALUE =
  /(?<!\b(?:relation|constraint|column|table|index|type|function|schema|sequence|database|role) )"[^"]*"/g;
const KEY_VALUE = /=\([^)]*\)/g;
const EMAIL = /[^\s@"'()]+@[^\s@"'()]+\.[A-Za-z]{2,}/g;
const TOKEN_LIKE = /(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}/g;

/** An error message without query parameters, quoted values, e-mails, tokens or phone numbers. */
export function scrubMessage(text: string): string {
  const query = FAILED_QUERY.exec(text);
  const scrubbed = query
    ? (query[1] ?? '')
    : text.replace(QUOTED_VALUE, `"${REDACTED}"`).replace(KEY_VALUE, `=(${REDACTED})`);
  return scrubbed
    .replace(EMAIL, '[email]')
    .replace(TOKEN_LIKE, REDACTED)
    .replace(PHONE_RUN, '$1******$2');
}

// The fields of database errors that name schema objects rather than data; `detail`, `where`,
// `parameters`, `params` and `query` values are never copied.
const SCHEMA_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

interface LoggedError {
  type: string;
  message: string;
  statusCode?: number;
  stack?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/**
 * The `err` serializer: an allowlist of an error's fields, its message scrubbed, its stack only
 * the frames (the stack's first line repeats the message), its cause the same way.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED };
  const fields = error as unknown as Record<string, unknown>;
  const logged: LoggedError = {
    type: error.constructor.name,
    message: scrubMessage(error.message),
  };
  for (const field of SCHEMA_FIELDS) {
    if (typeof fields[field] === 'string') logged[field] = fields[field];
  }
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames?.length) logged.stack = frames.join('\n');
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** What an id handed on by a proxy may look like: a UUID, a trace id, a load balancer's own. */
const HANDED_ON_ID = /^[\w.:/+=-]{1,128}$/;

/**
 * Fastify's `genReqId` for the servers: a request's `X-Request-Id` when it comes straight from a
 * proxy named in TRUST_PROXY (the load balancer or CDN that made it, so its logs and ours share
 * it) and is well formed; otherwise an id of our own. From anyone else the header is ignored, so
 * a client cannot write what it likes into the logs or pose as another request.
 */
export function requestIds(trustProxy: boolean | string): (raw: IncomingMessage) => string {
  const trusted =
    trustProxy === false
      ? null
      : trustProxy === true
        ? () => true
        : proxyAddr.compile(trustProxy.split(',').map((address) => address.trim()));
  return (raw) => {
    const handedOn = raw.headers['x-request-id'];
    const peer = raw.socket?.remoteAddress;
    if (
      trusted &&
      peer !== undefined &&
      typeof handedOn === 'string' &&
      HANDED_ON_ID.test(handedOn) &&
      trusted(peer, 0)
    ) {
      return handedOn;
    }
    return randomUUID();
  };
}

// The id of the request being served, for log lines written by code that holds the app's logger
// rather than the request's (services, adapters): the logger's mixin adds it to those lines.
const currentRequest = new AsyncLocalStorage<string>();

declare module 'fastify' {
  interface FastifyRequest {
    logScope?: AsyncResource;
  }
}

/**
 * Serves each request inside its id's scope. A body arrives on the socket's own events, outside
 * any scope, so the handler is re-entered into the scope once the body has been read.
 */
export const requestIdScope = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      currentRequest.run(request.id, () => {
        request.logScope = new AsyncResource('utsav-request');
        done();
      });
    });
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.logScope) request.logScope.runInAsyncScope(done, request.raw);
      else done();
    });
  },
  { name: 'request-id-scope' },
);

/** The request id for a line written without one (the request's own logger already has it). */
function requestIdMixin(_merge: object, _level: number, logger: Logger): object {
  const reqId = currentRequest.getStore();
  if (reqId === undefined || 'reqId' in logger.bindings()) return {};
  return { reqId };
}

/**
 * The API's logger. Fastify logs each request's method and URL through the `req` serializer
 * here; bodies and headers are never logged, and the redact paths catch them if a handler
 * logs one by mistake. Errors go through `serializeError`, so no query parameter is logged.
 * Every line written while a request is served carries its `reqId` (see `requestIdScope`).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      mixin: requestIdMixin,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.otp',
          '*.hashOtp',
          '*.otpHash',
          '*.token',
          '*.registrationToken',
          '*.accessToken',
          '*.phoneNumber',
          '*.phone',
        ],
        censor: '[redacted]',
      },
      serializers: {
        err: (error: unknown) => serializeError(error),
        req: (request: FastifyRequest) => ({
          id: request.id,
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    destination,
  );
}
