// The one way an endpoint is built: from its contract entry's route (routes/<group>.ts), so no
// endpoint writes a path, a method or a payload type by hand. Endpoint names are the contract
// key, group first ('users.generateOtp' → usersGenerateOtp), which the contract walk test relies
// on.
import type { EndpointBuilder, ResultDescription } from '@reduxjs/toolkit/query';
import type { Static, TSchema } from '@sinclair/typebox';
import type { CallArgs, CallDef, CallResponse, Route } from '../../shared/contract';
import type { TagType } from './api';
import type { ApiError, ApiMeta, ContractBaseQuery, ContractRequest } from './contractBaseQuery';

type HeadersPart<C> = C extends { readonly headers: infer S extends TSchema }
  ? { headers: Static<S> }
  : unknown;
type Parts<C extends CallDef> = CallArgs<C> & HeadersPart<C>;

/** An endpoint's argument: exactly the parts (params, query, body, headers) its call has; void when none. */
export type EndpointArg<C extends CallDef> = keyof Parts<C> extends never ? void : Parts<C>;

/** How a mutation travels: `keepalive` lets the request outlive the page (a flush as it hides). */
export interface Delivery {
  keepalive?: boolean;
}
export type MutationArg<C extends CallDef> =
  EndpointArg<C> extends void ? void : EndpointArg<C> & Delivery;

export type AppEndpointBuilder = EndpointBuilder<ContractBaseQuery, TagType, 'api'>;
export type EndpointTags<C extends CallDef, Arg = EndpointArg<C>> = ResultDescription<
  TagType,
  CallResponse<C>,
  Arg,
  ApiError,
  ApiMeta | undefined
>;

export function toRequest<C extends CallDef>(
  route: Route<C>,
  arg: EndpointArg<C>,
): ContractRequest {
  // EndpointArg typed the parts for the caller; the base query only needs them passed along.
  const parts = (arg ?? {}) as Omit<ContractRequest, 'call'>;
  const { method, path, auth } = route;
  return { call: { method, path, auth }, ...parts };
}

/** The endpoint name for a contract key: 'users.generateOtp' → 'usersGenerateOtp'. */
export function endpointNameFor(key: string): string {
  const [group = '', call = ''] = key.split('.');
  return `${group}${call.charAt(0).toUpperCase()}${call.slice(1)}`;
}

export function contractQuery<C extends CallDef>(
  build: AppEndpointBuilder,
  call: Route<C>,
  tags: { providesTags?: EndpointTags<C> } = {},
) {
  return build.query<CallResponse<C>, EndpointArg<C>>({
    query: (arg) => toRequest(call, arg),
    ...tags,
  });
}

export function contractMutation<C extends CallDef>(
  build: AppEndpointBuilder,
  call: Route<C>,
  tags: { invalidatesTags?: EndpointTags<C, MutationArg<C>> } = {},
) {
  return build.mutation<CallResponse<C>, MutationArg<C>>({
    query: (arg) => toRequest(call, arg as EndpointArg<C>),
    ...tags,
  });
}
