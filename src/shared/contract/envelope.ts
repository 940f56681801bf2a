import { Type, type ObjectOptions, type TProperties } from '@sinclair/typebox';
import { Str } from './primitives';

/** The 200 body of a call: `isSuccess: true` plus the call's own fields. */
export const Success = <T extends TProperties>(properties: T, options: ObjectOptions = {}) =>
  Type.Object({ isSuccess: Type.Literal(true), ...properties }, options);

/** Every 4xx and 5xx answer: `{ isSuccess: false, isError: true, message }` (SECURITY.md). */
export const ErrorEnvelope = Type.Object({
  isSuccess: Type.Literal(false),
  isError: Type.Literal(true),
  message: Str({ maxLength: 500 }),
});

/** The error statuses a call may answer besides 500 (see README.md). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 503;
export const ERROR_STATUSES: readonly ErrorStatus[] = [400, 401, 403, 404, 409, 429, 503];

/** `{ isSuccess: true }` alone. */
export const Ok = Success({});
