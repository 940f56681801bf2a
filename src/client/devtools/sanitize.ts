// Redaction for everything that leaves the store for inspection (DevTools, recorded traces):
// tokens, OTPs, OTP request ids, phone numbers and address lines become fixed placeholders, so
// a sanitised trace is stable (the same input always gives the same output) and holds no secret.
// The phone and OTP placeholders keep the format the reducers validate (10 and 6 digits), so a
// replayed session takes the same paths as the customer's did.

export const PLACEHOLDERS = {
  token: '[redacted token]',
  otp: '000000',
  otpHash: '[redacted otp hash]',
  phone: '9999999999',
  address: '[redacted address]',
} as const;

type SecretKind = keyof typeof PLACEHOLDERS;

/** Field names whose values are secrets, wherever they appear (payloads, state, call args). */
export const SECRET_FIELDS: Readonly<Record<string, SecretKind>> = {
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
};

/** A form edit `{ field, value }` carries the secret under `value`, named by `field`. */
const fieldValueKind = (value: Record<string, unknown>): SecretKind | undefined =>
  typeof value.field === 'string' && 'value' in value ? SECRET_FIELDS[value.field] : undefined;

const kindOf = (parent: Record<string, unknown>, key: string): SecretKind | undefined =>
  SECRET_FIELDS[key] ?? (key === 'value' ? fieldValueKind(parent) : undefined);

// A phone number inside any text (an RTK Query cache key, a tag id, a message): ten digits
// standing alone (not inside a longer number or an id), optionally after +91.
const PHONE_IN_TEXT = /(?<![0-9A-Za-z_])(?:\+?91[ -]?)?[0-9]{10}(?![0-9A-Za-z_])/g;

const PLACEHOLDER_VALUES = new Set<string>(Object.values(PLACEHOLDERS));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Secret values found under secret field names, longest first so longer ones replace first. */
function collectSecrets(value: unknown, found: Map<string, SecretKind>, kind?: SecretKind) {
  if (typeof value === 'string' || typeof value === 'number') {
    const text = String(value);
    if (kind && text.length >= 4 && !PLACEHOLDER_VALUES.has(text)) found.set(text, kind);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectSecrets(item, found, kind);
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      collectSecrets(item, found, kindOf(value, key) ?? kind);
    }
  }
}

const replaceAll = (text: string, secrets: readonly [string, SecretKind][]) =>
  secrets.reduce((result, [secret, kind]) => result.split(secret).join(PLACEHOLDERS[kind]), text);

function scrubText(text: string, secrets: readonly [string, SecretKind][]): string {
  // Tokens first (their digits are not phones), then phones in the text (a '+91' prefix goes
  // with its number), then any phone seen under a phone field.
  const others = secrets.filter(([, kind]) => kind !== 'phone');
  const phones = secrets.filter(([, kind]) => kind === 'phone');
  return replaceAll(replaceAll(text, others).replace(PHONE_IN_TEXT, PLACEHOLDERS.phone), phones);
}

function rebuild(
  value: unknown,
  secrets: readonly [string, SecretKind][],
  kind?: SecretKind,
): unknown {
  if (kind && (typeof value === 'string' || typeof value === 'number')) return PLACEHOLDERS[kind];
  if (typeof value === 'string') return scrubText(value, secrets);
  if (Array.isArray(value)) return value.map((item) => rebuild(item, secrets, kind));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[scrubText(key, secrets)] = rebuild(item, secrets, kindOf(value, key) ?? kind);
    }
    return out;
  }
  return value;
}

/** A copy of any action or state with every secret replaced by its placeholder. */
export function redact<T>(value: T): T {
  const found = new Map<string, SecretKind>();
  collectSecrets(value, found);
  const secrets = [...found].sort(([a], [b]) => b.length - a.length);
  // The copy has the same shape with strings replaced, so it is still a T.
  return rebuild(value, secrets) as T;
}

export const actionSanitizer = <A>(action: A): A => redact(action);
export const stateSanitizer = <S>(state: S): S => redact(state);
