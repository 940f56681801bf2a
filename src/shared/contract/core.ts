import type { Static, TSchema } from '@sinclair/typebox';
import type { ErrorStatus } from './envelope';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** bearer: `Authorization: Bearer <token>` required; optional: read when sent; none: ignored. */
export type AuthMode = 'none' | 'bearer' | 'optional';

/** One server call. The server validates and serialises with these schemas; the client types from them. */
export interface CallDef {
  readonly method: HttpMethod;
  /** Fastify style, e.g. '/api/users/generateotp/:inputNumber'. */
  readonly path: string;
  readonly auth: AuthMode;
  readonly summary: string;
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  /** Only for server-to-server callbacks that carry a signature header. */
  readonly headers?: TSchema;
  /** The 200 body; every failure is an ErrorEnvelope. */
  readonly response: TSchema;
  /** The failure statuses besides 500 this call may answer. */
  readonly errors: readonly ErrorStatus[];
}

/** Identity helper that keeps the literal method, path and schema types of a definition. */
export const defineCall = <const C extends CallDef>(def: C): C => def;

type StaticOf<C, K extends keyof CallDef, Missing> = C extends {
  readonly [P in K]: infer S extends TSchema;
}
  ? Static<S>
  : Missing;

export type CallParams<C extends CallDef> = StaticOf<C, 'params', undefined>;
export type CallQuery<C extends CallDef> = StaticOf<C, 'querystring', undefined>;
export type CallBody<C extends CallDef> = StaticOf<C, 'body', undefined>;
export type CallResponse<C extends CallDef> = Static<C['response']>;

type Part<C, K extends keyof CallDef, Name extends string> = C extends {
  readonly [P in K]: infer S extends TSchema;
}
  ? { [N in Name]: Static<S> }
  : unknown;

/** What a caller supplies: `{ params?, query?, body? }`, each present only when the call has it. */
export type CallArgs<C extends CallDef> = Part<C, 'params', 'params'> &
  Part<C, 'querystring', 'query'> &
  Part<C, 'body', 'body'>;

declare const callType: unique symbol;

/**
 * What a client needs to send a call: its method, path and auth mode, without any schema. The
 * call's definition rides along as a type only (`C`), so `CallArgs<C>`, `CallResponse<C>` and
 * the rest still type the request and the answer while no validator reaches a browser bundle.
 */
export interface Route<C extends CallDef = CallDef> {
  readonly method: C['method'];
  readonly path: C['path'];
  readonly auth: C['auth'];
  /** Never set: carries the call's type. */
  readonly [callType]?: C;
}

/** The call definition a route stands for. */
export type RouteCall<R> = R extends Route<infer C> ? C : never;

type PathArgs<C extends CallDef> = C extends { readonly params: TSchema }
  ? [params: CallParams<C>]
  : [params?: undefined];

/** The `:name` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/** Fills the `:name` segments of a call's path, each with encodeURIComponent. */
export function buildPath<C extends CallDef>(def: C, ...[params]: PathArgs<C>): string {
  return fillPath(def, params);
}

/** `buildPath` for a route known only by its method and path, so with loosely typed params. */
export function fillPath(
  def: Pick<CallDef, 'method' | 'path'>,
  params?: Readonly<Record<string, unknown>>,
): string {
  const values: Readonly<Record<string, unknown>> = params ?? {};
  return def.path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TypeError(`Missing path parameter '${name}' for ${def.method} ${def.path}`);
    }
    return encodeURIComponent(String(value));
  });
}
