import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { CallDef } from '../../shared/contract';
import { authFor } from '../plugins/auth';
import { schemaFor, type RouteSchema } from './schemaFor';

/** A Fastify route whose request and answer types come from a contract entry's schemas. */
export type CallRoute<C extends CallDef> = RouteOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  RouteSchema<C>,
  TypeBoxTypeProvider
>;

/** What a route may add to its contract entry: throttles, attached validation. */
export type RouteExtras<C extends CallDef> = Omit<
  Partial<CallRoute<C>>,
  'method' | 'url' | 'schema' | 'preParsing' | 'handler'
>;

/**
 * A contract call as a route: its method and path, its schemas for validation and serialisation
 * (`schemaFor`), its auth mode (`authFor`, on 'bearer' and 'optional' calls) and the handler.
 */
export function route<const C extends CallDef>(
  call: C,
  handler: CallRoute<C>['handler'],
  extras: RouteExtras<C> = {},
): CallRoute<C> {
  return {
    ...extras,
    method: call.method,
    url: call.path,
    schema: schemaFor(call),
    ...(call.auth !== 'none' && { preParsing: authFor(call) }),
    handler,
  };
}
