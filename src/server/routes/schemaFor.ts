import type { CallDef } from '../../shared/contract/core';
import { ErrorEnvelope } from '../../shared/contract/envelope';

type RequestParts = 'params' | 'querystring' | 'body' | 'headers';

export type RouteSchema<C extends CallDef> = Pick<C, Extract<keyof C, RequestParts>> & {
  response: { 200: C['response']; '4xx': typeof ErrorEnvelope; '5xx': typeof ErrorEnvelope };
};

/** A Fastify route schema from a contract entry: the same schemas validate and serialise. */
export function schemaFor<const C extends CallDef>(call: C): RouteSchema<C> {
  const parts: Partial<Record<RequestParts, unknown>> = {};
  for (const key of ['params', 'querystring', 'body', 'headers'] as const) {
    if (call[key]) parts[key] = call[key];
  }
  return {
    ...parts,
    response: { 200: call.response, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
  } as RouteSchema<C>;
}
