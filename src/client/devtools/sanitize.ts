// Redaction for everything that leaves the store for inspection (DevTools, recorded traces,
// problem reports): secrets and personal data become fixed placeholders, so a sanitised trace
// is stable (the same input always gives the same output) and identifies nobody.
// Placeholders read as what they replace ("the customer's name"), so a replayed screen still
// reads naturally; the phone and OTP ones keep the format the reducers validate (10 and 6
// digits), and a blank field stays blank, so a replayed session takes the customer's paths.
// Coordinates are kept, rounded to about 1 km.
import { registrationSubmitted } from '../features/auth/authSlice';

export const PLACEHOLDERS = {
  token: '[redacted token]',
  otp: '000000',
  otpHash: '[redacted otp hash]',
  phone: '9999999999',
  address: 'the address line',
  customerName: "the customer's name",
  receiverName: "the receiver's name",
  email: "the customer's email",
  dateOfBirth: "the customer's date of birth",
  pinCode: 'a PIN code',
  instructions: 'delivery instructions',
  note: "the customer's note",
  review: "the customer's review",
  reason: "the customer's reason",
  report: 'the report itself (not recorded)',
} as const;

type PlaceholderKind = keyof typeof PLACEHOLDERS;

/**
 * Calls whose arguments are never kept: a problem report carries the recorded session itself,
 * so recording it would put the whole trace in the next one (in its pending and fulfilled
 * actions and in RTK Query's mutation state, which all hold `originalArgs` by the endpoint).
 */
const UNRECORDED_ARGS = new Set(['reportsCreateError']);
const unrecordedArgs = (value: Record<string, unknown>, key: string) =>
  key === 'originalArgs' && UNRECORDED_ARGS.has(String(value.endpointName));
/** What a value under a field is: replaced by its placeholder, or (a coordinate) rounded. */
type SecretKind = PlaceholderKind | 'coordinate';

/** Field names whose values are secret or personal, wherever they appear. */
const SECRET_FIELDS: Readonly<Record<string, SecretKind>> = {
  token: 'token',
  accessToken: 'token',
  registrationToken: 'token',
  authorization: 'token',
  otp: 'otp',
  hash: 'otpHash',
  hashOtp: 'otpHash',
  otpHash: 'otpHash',
  phoneNumber: 'phone',
  mobileNumber: 'phone',
  mobile: 'phone',
  mobile1: 'phone',
  mobile2: 'phone',
  inputNumber: 'phone',
  number: 'phone',
  phone: 'phone',
  receiverPhone: 'phone',
  to: 'phone',
  address1: 'address',
  address2: 'address',
  addressLine1: 'address',
  addressLine2: 'address',
  flatNumber: 'address',
  buildingName: 'address',
  streetNumber: 'address',
  streetName: 'address',
  formattedAddress: 'address',
  formatted_address: 'address',
  ownerName: 'customerName',
  receiverName: 'receiverName',
  email: 'email',
  dateOfBirth: 'dateOfBirth',
  pinCode: 'pinCode',
  pincode: 'pinCode',
  instructions: 'instructions',
  note: 'note',
  review: 'review',
  reason: 'reason',
  lat: 'coordinate',
  lng: 'coordinate',
  latitude: 'coordinate',
  longitude: 'coordinate',
};

/** Keys that make an object a person's record (a user, a form about one), so `name` is theirs. */
const PERSON_KEYS = ['phoneNumber', 'phone', 'email', 'dateOfBirth', 'gender', 'registrationToken'];
/** Where a `name` is a person's though nothing beside it says so. */
const NAME_BY_PARENT: Readonly<Record<string, SecretKind>> = {
  receiversDetails: 'receiverName',
  user: 'customerName',
  owner: 'customerName',
  // The profile update may send the name alone.
  updateObject: 'customerName',
};
/** Actions whose payload is a form about the customer (the name may come alone). */
const PERSON_PAYLOADS = new Set<string>([registrationSubmitted.type]);
/** Geocoder address parts that pin down a home rather than an area. */
const PRECISE_PARTS: Readonly<Record<string, SecretKind>> = {
  street_number: 'address',
  premise: 'address',
  subpremise: 'address',
  route: 'address',
  postal_code: 'pinCode',
};

/** Objects that map a form's field names to messages about them (not to what was typed). */
const MESSAGE_MAPS = new Set(['errors']);

/** A form edit `{ field, value }` carries the value under `value`, named by `field`. */
const FIELD_KINDS: Readonly<Record<string, SecretKind>> = {
  ...SECRET_FIELDS,
  name: 'customerName',
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Where an object sits: the key it is under, and whether it is a customer form's payload. */
interface Place {
  parentKey?: string;
  personPayload?: boolean;
}

function nameKind(parent: Record<string, unknown>, place: Place): SecretKind | undefined {
  const byParent =
    place.parentKey === undefined ? undefined : entry(NAME_BY_PARENT, place.parentKey);
  if (byParent) return byParent;
  if (place.personPayload || PERSON_KEYS.some((key) => key in parent)) return 'customerName';
  return undefined;
}

function partKind(parent: Record<string, unknown>): SecretKind | undefined {
  const types = Array.isArray(parent.types) ? parent.types : [];
  return types.map((type) => entry(PRECISE_PARTS, String(type))).find(Boolean);
}

/** The table's own entry (a state key like `constructor` is not one). */
const entry = (table: Readonly<Record<string, SecretKind>>, key: string): SecretKind | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** The kind of `parent[key]`, by its name and, for a few ambiguous names, by where it is. */
function fieldKind(
  parent: Record<string, unknown>,
  key: string,
  place: Place = {},
): SecretKind | undefined {
  if (place.parentKey !== undefined && MESSAGE_MAPS.has(place.parentKey)) return undefined;
  if (key === 'value' && typeof parent.field === 'string') return entry(FIELD_KINDS, parent.field);
  if (key === 'name') return nameKind(parent, place);
  if (key === 'long_name' || key === 'short_name') return partKind(parent);
  return entry(SECRET_FIELDS, key);
}

const childPlace = (value: Record<string, unknown>, key: string): Place => ({
  parentKey: key,
  personPayload: key === 'payload' && PERSON_PAYLOADS.has(String(value.type)),
});

/** A coordinate rounded to two decimals (about 1 km). */
const roundCoordinate = (value: number): number => Math.round(value * 100) / 100;

const replacementFor = (kind: SecretKind, value: string | number): string | number => {
  if (kind !== 'coordinate') return PLACEHOLDERS[kind];
  const rounded = roundCoordinate(Number(value));
  if (Number.isNaN(rounded)) return value;
  return typeof value === 'number' ? rounded : String(rounded);
};

const PLACEHOLDER_VALUES = new Set<string>(Object.values(PLACEHOLDERS));

// Secrets inside any text (a page path, the start-up search string, a cache key, a message).
const TOKEN = PLACEHOLDERS.token.replace(/[[\]]/g, '\\$&');
/** A token in a URL's query or fragment, or in a header-like `Bearer ...`. */
const TOKEN_PARAM = new RegExp(
  `((?:access_?token|token|registrationToken|session|sig|signature|razorpay_signature)=)(?!${TOKEN})[^&#\\s"'\\\\]+`,
  'gi',
);
const BEARER = new RegExp(`(Bearer\\s+)(?!${TOKEN})[A-Za-z0-9._~+/=-]+`, 'gi');
/** An address with its local part standing alone (not a file name like `/a@2x.png`). */
const EMAIL_IN_TEXT = /(?<![A-Za-z0-9._%+/-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Ten digits standing alone (not inside a longer number or an id), optionally after +91.
const PHONE_IN_TEXT = /(?<![0-9A-Za-z_])(?:\+?91[ -]?)?[0-9]{10}(?![0-9A-Za-z_])/g;
/** A coordinate named in text: JSON (`"lat":19.1197`) or a query (`lat=19.1197`). */
const COORDINATE_IN_TEXT =
  /(\b(?:lat|lng|latitude|longitude)"?\s*[:=]\s*"?)(-?[0-9]+\.[0-9]{3,})/gi;

type Secrets = readonly (readonly [string, string])[];

/** Text seen under secret fields, with what replaces it in other text. */
function collectSecrets(
  value: unknown,
  found: Map<string, string>,
  kind?: SecretKind,
  place: Place = {},
) {
  if (typeof value === 'string' || typeof value === 'number') {
    // Coordinates are rounded in text only where named (a bare number could be anything).
    const text = String(value);
    if (!kind || kind === 'coordinate' || text.length < 4 || PLACEHOLDER_VALUES.has(text)) return;
    found.set(text, PLACEHOLDERS[kind]);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectSecrets(item, found, kind, place);
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (unrecordedArgs(value, key)) continue;
      collectSecrets(item, found, fieldKind(value, key, place) ?? kind, childPlace(value, key));
    }
  }
}

const replaceAll = (text: string, secrets: Secrets) =>
  secrets.reduce((result, [secret, replacement]) => result.split(secret).join(replacement), text);

/**
 * What any of the patterns above needs to find something: a `=` or `:` (a token or a coordinate
 * named), an `@` (an address), ten digits in a row (a phone) or "bearer". Most text (names, paths,
 * descriptions) has none, and skips the five searches.
 */
const MAY_HOLD_SECRET = /[=:@]|[0-9]{10}|bearer/i;

function scrubText(text: string, secrets: Secrets): string {
  // Known values first, longest first (a token's digits are not a phone), then whatever the
  // patterns find in text nobody named.
  const named = replaceAll(text, secrets);
  if (!MAY_HOLD_SECRET.test(named)) return named;
  return named
    .replace(TOKEN_PARAM, `$1${PLACEHOLDERS.token}`)
    .replace(BEARER, `$1${PLACEHOLDERS.token}`)
    .replace(EMAIL_IN_TEXT, PLACEHOLDERS.email)
    .replace(PHONE_IN_TEXT, PLACEHOLDERS.phone)
    .replace(
      COORDINATE_IN_TEXT,
      (_match, name: string, number: string) => `${name}${roundCoordinate(Number(number))}`,
    );
}

function rebuild(value: unknown, secrets: Secrets, kind?: SecretKind, place: Place = {}): unknown {
  if (kind && (typeof value === 'string' || typeof value === 'number')) {
    // A blank field stays blank: the reducers' "nothing typed" paths replay as they ran. A
    // placeholder stays as it is (a replayed state may copy the customer's name placeholder
    // into the receiver's), so redacting twice changes nothing.
    if (value === '' || (typeof value === 'string' && PLACEHOLDER_VALUES.has(value))) return value;
    return replacementFor(kind, value);
  }
  if (typeof value === 'string') return scrubText(value, secrets);
  if (Array.isArray(value)) return value.map((item) => rebuild(item, secrets, kind, place));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (unrecordedArgs(value, key)) {
        out[key] = PLACEHOLDERS.report;
        continue;
      }
      out[scrubText(key, secrets)] = rebuild(
        item,
        secrets,
        fieldKind(value, key, place) ?? kind,
        childPlace(value, key),
      );
    }
    return out;
  }
  return value;
}

/** The secrets found, longest first (a token's digits are not a phone). */
const longestFirst = (found: Map<string, string>): Secrets =>
  [...found].sort(([a], [b]) => b.length - a.length);

/** A copy of any action or state with every secret replaced by its placeholder. */
export function redact<T>(value: T): T {
  const found = new Map<string, string>();
  collectSecrets(value, found);
  // The copy has the same shape with strings replaced, so it is still a T.
  return rebuild(value, longestFirst(found)) as T;
}

/** How many levels of objects `redactInSteps` walks field by field; below, a field goes whole. */
const STEP_DEPTH = 3;

async function collectInSteps(
  value: unknown,
  found: Map<string, string>,
  kind: SecretKind | undefined,
  place: Place,
  depth: number,
  pause: () => Promise<void>,
) {
  if (depth > 0 && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (unrecordedArgs(value, key)) continue;
      const itemKind = fieldKind(value, key, place) ?? kind;
      await collectInSteps(item, found, itemKind, childPlace(value, key), depth - 1, pause);
    }
    return;
  }
  collectSecrets(value, found, kind, place);
  await pause();
}

async function rebuildInSteps(
  value: unknown,
  secrets: Secrets,
  kind: SecretKind | undefined,
  place: Place,
  depth: number,
  pause: () => Promise<void>,
): Promise<unknown> {
  if (depth > 0 && isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (unrecordedArgs(value, key)) {
        out[key] = PLACEHOLDERS.report;
        continue;
      }
      const itemKind = fieldKind(value, key, place) ?? kind;
      out[scrubText(key, secrets)] = await rebuildInSteps(
        item,
        secrets,
        itemKind,
        childPlace(value, key),
        depth - 1,
        pause,
      );
    }
    return out;
  }
  const rebuilt = rebuild(value, secrets, kind, place);
  await pause();
  return rebuilt;
}

/**
 * What `redact` gives, made in steps for a page's whole state: the objects of its first levels
 * (the slices, RTK Query's cache and its entries) are walked field by field, and `pause` is
 * awaited after each field, so the browser may run its own tasks between them (the recorder's
 * `pause` yields once its slice of time is spent). The value must not change meanwhile (a
 * store's state never does).
 */
export async function redactInSteps<T>(value: T, pause: () => Promise<void>): Promise<T> {
  const found = new Map<string, string>();
  await collectInSteps(value, found, undefined, {}, STEP_DEPTH, pause);
  return (await rebuildInSteps(value, longestFirst(found), undefined, {}, STEP_DEPTH, pause)) as T;
}

export const actionSanitizer = <A>(action: A): A => redact(action);
export const stateSanitizer = <S>(state: S): S => redact(state);
