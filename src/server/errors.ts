import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  DATE_DMY_PATTERN,
  STORABLE,
  TIMESTAMP_PATTERN,
  UNSTORABLE_MESSAGE,
} from '../shared/contract';

/** What a value that fails one of the contract's date patterns must be, in words. */
const PATTERN_MESSAGES = new Map([
  [DATE_DMY_PATTERN, 'must be a real date as DD-MM-YYYY, between 1900 and 2099'],
  [TIMESTAMP_PATTERN, 'must be a real UTC time such as 2026-12-31T18:30:00.000Z'],
]);

/** The failure envelope of every call: `{ isSuccess: false, isError: true, message }`. */
export function failure(message: string) {
  return { isSuccess: false as const, isError: true as const, message };
}

/** A failure a service raises on purpose, with the status the caller should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** A request's first mistake against its schema, whichever validator found it. */
export interface ValidationProblem {
  /** What part of the request: 'body', 'querystring', 'params', 'headers'. */
  where: string;
  kind: 'unknown' | 'missing' | 'invalid';
  /** The field's dotted path ('' for the part itself). */
  field: string;
  /** The validator's own words for an invalid value; a storable-text check gives the spec's. */
  message?: string;
  unstorable?: boolean;
}

/** The 400's message for a request that does not match its schema, worded one way for all. */
export function validationMessage({ where, kind, field, message, unstorable }: ValidationProblem) {
  if (kind === 'unknown') return `Unknown field '${field}' in ${where}`;
  if (kind === 'missing') return `Missing field '${field}' in ${where}`;
  const why = unstorable ? UNSTORABLE_MESSAGE : (message ?? 'not allowed');
  return `Invalid ${where}${field ? ` field '${field}'` : ''}: ${why}`;
}

/** Fastify's (ajv's) first validation error as a ValidationProblem's message. */
function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'request';
  const path = first.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : '';
  const within = (name: string | undefined) => `${path ? `${path}.` : ''}${name ?? ''}`;
  if (first.keyword === 'additionalProperties') {
    const extra = (first.params as { additionalProperty?: string }).additionalProperty;
    return validationMessage({ where, kind: 'unknown', field: within(extra) });
  }
  if (first.keyword === 'required') {
    const missing = (first.params as { missingProperty?: string }).missingProperty;
    return validationMessage({ where, kind: 'missing', field: within(missing) });
  }
  const pattern = first.keyword === 'pattern' && (first.params as { pattern?: string }).pattern;
  const message = (pattern && PATTERN_MESSAGES.get(pattern)) || first.message;
  return validationMessage({
    where,
    kind: 'invalid',
    field: path,
    ...(message !== undefined && { message }),
    unstorable:
      first.keyword === 'format' && (first.params as { format?: string }).format === STORABLE,
  });
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    return reply.status(400).send(failure(describeValidation(error)));
  }
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send(failure(error.message));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send(failure(error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(failure('Something went wrong! Try again later'));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(failure(`No route ${request.method} ${request.url.split('?')[0]}`));
}
