import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STORABLE, UNSTORABLE_MESSAGE } from '../shared/contract';

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

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'request';
  const field = first.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : '';
  if (first.keyword === 'additionalProperties') {
    const extra = (first.params as { additionalProperty?: string }).additionalProperty;
    return `Unknown field '${field ? `${field}.` : ''}${extra ?? ''}' in ${where}`;
  }
  if (first.keyword === 'required') {
    const missing = (first.params as { missingProperty?: string }).missingProperty;
    return `Missing field '${field ? `${field}.` : ''}${missing ?? ''}' in ${where}`;
  }
  const unstorable =
    first.keyword === 'format' && (first.params as { format?: string }).format === STORABLE;
  const why = unstorable ? UNSTORABLE_MESSAGE : (first.message ?? 'not allowed');
  return `Invalid ${where}${field ? ` field '${field}'` : ''}: ${why}`;
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
