import pino, { type DestinationStream, type Logger } from 'pino';
import type { FastifyRequest } from 'fastify';

/** 9876543210 → 98******10: enough to tell numbers apart in a log, not enough to call one. */
export const maskPhone = (phone: string): string =>
  phone.length === 10 ? `${phone.slice(0, 2)}******${phone.slice(8)}` : '**********';

// Paths and queries that carry a secret or a phone number: an admin grant token, a bearer-like
// token in a query, and any 10-digit run (phone numbers appear in OTP and outbox URLs).
const GRANT_PATH = /(grant_access_for_admin\/)[^/?#]+/g;
const TOKEN_QUERY = /([?&](?:accessToken|token|otp|hash|hashOtp|otpHash)=)[^&#]*/gi;
const PHONE_RUN = /(?<![0-9])([0-9]{2})[0-9]{6}([0-9]{2})(?![0-9])/g;

/** A request URL with secrets removed and phone numbers masked, for logs. */
export function redactUrl(url: string): string {
  return url
    .replace(GRANT_PATH, '$1[redacted]')
    .replace(TOKEN_QUERY, '$1[redacted]')
    .replace(PHONE_RUN, '$1******$2');
}

/**
 * The API's logger. Fastify logs each request's method and URL through the `req` serializer
 * here; bodies and headers are never logged, and the redact paths catch them if a handler
 * logs one by mistake.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
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
