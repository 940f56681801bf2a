// Field formats shared by every call. Request schemas are allowlists (SECURITY.md): every
// object is closed, every string and array is bounded, and the Mongo-shaped helpers below
// admit known fields and plain values only.
import {
  FormatRegistry,
  Type,
  type ObjectOptions,
  type StringOptions,
  type TLiteral,
  type TObject,
  type TOptional,
  type TProperties,
  type TSchema,
  type TString,
  type TUnion,
  type TArray,
  type TNull,
} from '@sinclair/typebox';

import { isStorable, STORABLE, TYPED_PHONE_PATTERN } from './constants';

export { isStorable, STORABLE, UNSTORABLE_MESSAGE } from './constants';

FormatRegistry.Set(STORABLE, isStorable);

/**
 * The one string constructor of the contract: every string, in requests and answers, is one
 * PostgreSQL can store, so a NUL or a lone surrogate is a 400 at the schema, never a failed query.
 */
export const Str = (options: StringOptions = {}): TString =>
  Type.String({ ...options, format: STORABLE });

/** A closed object: unknown fields fail validation (a 400 on the server). */
export const Strict = <T extends TProperties>(properties: T, options: ObjectOptions = {}) =>
  Type.Object(properties, { ...options, additionalProperties: false });

export const Nullable = <T extends TSchema>(schema: T): TUnion<[T, TNull]> =>
  Type.Union([schema, Type.Null()]);

/** A union of string literals, e.g. `Literals(['mobile', 'browser'])`. */
export const Literals = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((value) => Type.Literal(value))) as TUnion<{
    -readonly [K in keyof T]: TLiteral<T[K]>;
  }>;

export const Text = (maxLength: number, minLength = 0) => Str({ minLength, maxLength });

// ---- ids -----------------------------------------------------------------------------------

/** Every `_id` is a short URL-safe string (safe in a path segment without escaping surprises). */
export const Id = Str({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** Order ids: 'E' plus 7 upper-case letters or digits (the `e` query parameter is upper-cased). */
export const OrderId = Str({ minLength: 8, maxLength: 8, pattern: '^E[A-Z0-9]{7}$' });
/** Hub codes such as MUM-THANE-HUB. */
export const HubId = Str({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** City slugs such as mumbai or delhi-NCR. */
export const CitySlug = Str({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' });
/** Opaque tokens (session, registration, admin grant, OTP request id). */
export const Token = Str({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });
/** Product tags: free text such as 'wall decor' or 'on-demand booking'. */
export const Tag = Text(60, 1);

// ---- people ------------------------------------------------------------------------------

export const Phone = Str({ minLength: 10, maxLength: 10, pattern: '^[0-9]{10}$' });
/** A phone number staff search by, as typed; the server keeps its 10 digits. */
export const TypedPhone = Str({
  minLength: 10,
  maxLength: 20,
  pattern: `^${TYPED_PHONE_PATTERN}$`,
});

export const Otp = Str({ minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$' });
export const Name = Text(100, 1);
export const Email = Str({
  minLength: 3,
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
});
export const Gender = Literals(['male', 'female', 'other']);
/** 6 digits, the first not 0, one optional space in the middle (SPEC 5). */
export const PinCode = Str({
  minLength: 6,
  maxLength: 7,
  pattern: '^[1-9][0-9]{2} ?[0-9]{3}$',
});

// ---- time and money ------------------------------------------------------------------------

// Days a month has, and 29 February in leap years only, for the years 1900 to 2099: a date that
// passes the schema is one the calendar has, so no service ever parses an impossible one.
const DAY_MONTH =
  '(?:0[1-9]|1[0-9]|2[0-8])-(?:0[1-9]|1[0-2])|(?:29|30)-(?:0[13-9]|1[0-2])|31-(?:0[13578]|1[02])';
const MONTH_DAY =
  '(?:0[1-9]|1[0-2])-(?:0[1-9]|1[0-9]|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31';
const YEAR = '(?:19|20)[0-9]{2}';
const LEAP_YEAR = '(?:19(?:0[48]|[2468][048]|[13579][26])|20(?:[02468][048]|[13579][26]))';

/** DD-MM-YYYY, a day the calendar has between 1900 and 2099. */
export const DATE_DMY_PATTERN = `^(?:(?:${DAY_MONTH})-${YEAR}|29-02-${LEAP_YEAR})$`;
/** ISO 8601 in UTC, its date one the calendar has between 1900 and 2099. */
export const TIMESTAMP_PATTERN = `^(?:${YEAR}-(?:${MONTH_DAY})|${LEAP_YEAR}-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\\.[0-9]{1,3})?Z$`;

/** Calendar dates are DD-MM-YYYY everywhere in the contract (SPEC 9). */
export const DateDMY = Str({ minLength: 10, maxLength: 10, pattern: DATE_DMY_PATTERN });
/** 24-hour clock time, e.g. 17:30. */
export const TimeOfDay = Str({
  minLength: 5,
  maxLength: 5,
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
});
/** A slot's key: its arriving and ready times, e.g. 14:00-17:00. */
export const SlotTime = Str({
  minLength: 11,
  maxLength: 11,
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$',
});
/** Instants are ISO 8601 strings in UTC, e.g. 2025-01-31T10:15:00.000Z. */
export const Timestamp = Str({ minLength: 20, maxLength: 30, pattern: TIMESTAMP_PATTERN });

/** Money is integer rupees (paise only at the payment provider boundary). */
export const Rupees = Type.Integer({ minimum: 0, maximum: 10_000_000 });
export const Count = Type.Integer({ minimum: 0, maximum: 100_000_000 });
export const Quantity = Type.Integer({ minimum: 1, maximum: 50 });
export const Stars = Type.Integer({ minimum: 1, maximum: 5 });

// ---- places --------------------------------------------------------------------------------

export const Latitude = Type.Number({ minimum: -90, maximum: 90 });
export const Longitude = Type.Number({ minimum: -180, maximum: 180 });
/** Image, video and link targets: absolute http(s) URLs or site-relative paths. */
export const Url = Str({ minLength: 1, maxLength: 2048, pattern: '^(https?://|/)' });

// ---- Mongo-shaped allowlists ---------------------------------------------------------------

export const SortOrder = Type.Union([Type.Literal(1), Type.Literal(-1)]);

/** The one operator the spec needs: an id list, e.g. `{ _id: { $in: ids } }`. */
export const InList = <T extends TSchema>(item: T, maxItems: number) =>
  Strict({ $in: Type.Array(item, { minItems: 1, maxItems }) });

export const Skip = Type.Integer({ minimum: 0, maximum: 100_000, default: 0 });
export const Limit = (maximum: number, fallback = maximum) =>
  Type.Integer({ minimum: 1, maximum, default: fallback });

type SortingProps<F extends readonly string[]> = { [K in F[number]]: TOptional<typeof SortOrder> };

/** `sortingObj`: a closed map of known sortable fields to 1 | -1. */
export function sortingOf<const F extends readonly string[]>(fields: F): TObject<SortingProps<F>> {
  const properties = Object.fromEntries(
    fields.map((field) => [field, Type.Optional(SortOrder)]),
  ) as SortingProps<F>;
  return Strict(properties, { maxProperties: 2 });
}

/** `projectionString`: known field names separated by single spaces, e.g. 'name images'. */
export function projectionOf(fields: readonly string[]): TString {
  const field = `(?:${fields.join('|')})`;
  return Str({ minLength: 1, maxLength: 400, pattern: `^${field}(?: ${field})*$` });
}

/** `pipeline`: kept for payload compatibility; only the empty pipeline is accepted. */
export const EmptyPipeline: TArray = Type.Array(Type.Unknown(), { maxItems: 0 });
