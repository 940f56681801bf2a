// What the support frame shows where the recorder redacted the customer's data: stand-ins that
// read like a real screen ('12, Sunrise Apartments, Andheri', 'Customer', '98XXXXXX21') instead of
// the recorder's placeholders ('the address line, the address line'). Only the placeholders are
// replaced, so nothing of the customer's is ever shown; the recorded trace itself keeps the
// placeholders the reducers replay with (a phone stays 10 digits there).
import { PLACEHOLDERS } from '../devtools/sanitize';

/** A plausible area of each city, with its PIN code; Mumbai's when the city is not known. */
const AREAS: Readonly<Record<string, { area: string; pinCode: string }>> = {
  mumbai: { area: 'Andheri', pinCode: '400053' },
  thane: { area: 'Hiranandani Estate', pinCode: '400607' },
  'navi mumbai': { area: 'Vashi', pinCode: '400703' },
  pune: { area: 'Kothrud', pinCode: '411038' },
  siliguri: { area: 'Pradhan Nagar', pinCode: '734003' },
  delhi: { area: 'Saket', pinCode: '110017' },
};
const DEFAULT_AREA = AREAS.mumbai!;

export const STAND_INS = {
  flatNumber: '12',
  buildingName: 'Sunrise Apartments',
  /** Flat and building, as the address form joins them. */
  address1: '12, Sunrise Apartments',
  streetNumber: '12',
  streetName: 'S V Road',
  customerName: 'Customer',
  receiverName: 'Receiver',
  /** A masked number: it reads as a phone and can be called by nobody. */
  phone: '98XXXXXX21',
  email: 'customer@example.com',
} as const;

type Area = (typeof AREAS)[string] & {};

/** The address placeholder by the field it is in: the building's line, or the area's. */
function addressStandIn(key: string, area: Area): string {
  switch (key) {
    case 'flatNumber':
    case 'streetNumber':
      return STAND_INS.flatNumber;
    case 'buildingName':
      return STAND_INS.buildingName;
    case 'streetName':
      return STAND_INS.streetName;
    case 'address2':
    case 'addressLine2':
      return area.area;
    case 'formattedAddress':
    case 'formatted_address':
      return `${STAND_INS.address1}, ${area.area}`;
    default:
      return STAND_INS.address1;
  }
}

const areaOf = (parent: Record<string, unknown>, inherited: Area): Area => {
  const city = typeof parent.city === 'string' ? parent.city.trim().toLowerCase() : '';
  return Object.hasOwn(AREAS, city) ? AREAS[city]! : inherited;
};

const SIMPLE: ReadonlyMap<string, string> = new Map([
  [PLACEHOLDERS.customerName, STAND_INS.customerName],
  [PLACEHOLDERS.receiverName, STAND_INS.receiverName],
  [PLACEHOLDERS.phone, STAND_INS.phone],
  [PLACEHOLDERS.email, STAND_INS.email],
]);

const IN_TEXT = [PLACEHOLDERS.address, PLACEHOLDERS.pinCode, ...SIMPLE.keys()];

/**
 * Placeholders inside a longer text (a formatted address, a message): the first address
 * placeholder becomes the building's line, the next the area, and a part repeated next to itself
 * is said once.
 */
function inText(text: string, area: Area): string {
  let addresses = 0;
  const replaced = text
    .split(PLACEHOLDERS.address)
    .reduce((out, part) => {
      addresses += 1;
      return `${out}${addresses === 1 ? STAND_INS.address1 : area.area}${part}`;
    })
    .replaceAll(PLACEHOLDERS.pinCode, area.pinCode);
  const withSimple = [...SIMPLE].reduce(
    (out, [placeholder, standIn]) => out.replaceAll(placeholder, standIn),
    replaced,
  );
  return withSimple
    .split(', ')
    .filter((part, index, parts) => index === 0 || part !== parts[index - 1])
    .join(', ');
}

// Only plain records are walked: a Date or a Map restored from the trace stays as it is.
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

function dress(value: unknown, key: string, area: Area): unknown {
  if (typeof value === 'string') {
    if (value === PLACEHOLDERS.address) return addressStandIn(key, area);
    if (value === PLACEHOLDERS.pinCode) return area.pinCode;
    const simple = SIMPLE.get(value);
    if (simple !== undefined) return simple;
    return IN_TEXT.some((placeholder) => value.includes(placeholder)) ? inText(value, area) : value;
  }
  if (Array.isArray(value)) return value.map((item) => dress(item, key, area));
  if (!isPlainObject(value)) return value;
  const here = areaOf(value, area);
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    // A cached query's arguments are its cache key: they stay as recorded, or the views would
    // ask for a query the recording never answered.
    out[name] = name === 'originalArgs' ? item : dress(item, name, here);
  }
  return out;
}

/** A recorded state with every redaction placeholder replaced by a natural-looking stand-in. */
export function withStandIns<S>(state: S): S {
  return dress(state, '', DEFAULT_AREA) as S;
}
