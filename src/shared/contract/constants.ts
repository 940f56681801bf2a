// The contract's plain values: limits, fixed texts and tags the client uses at run time. No
// schema here and no TypeBox import, so a browser bundle can read them without the validators;
// the schema modules use and re-export them.

/** The format every contract string carries; the server's Ajv registers it too (src/server/app.ts). */
export const STORABLE = 'storable';
/** Why a string failed `STORABLE`, as the 400 says it. */
export const UNSTORABLE_MESSAGE = 'contains a character that cannot be stored';

/** PostgreSQL text holds neither NUL nor a lone UTF-16 surrogate (a paired one is one code point). */
export const isStorable = (value: string): boolean =>
  !value.includes('\u0000') && !/\p{Surrogate}/u.test(value);

/** The listing page size (SPEC 9). */
export const LISTING_PAGE_SIZE = 54;

/**
 * The fields of every product card (listings, keyword pages, home rails): name, images, tags,
 * the hub's price and the review totals, the same the product page shows (no reviews: no stars).
 */
export const CARD_FIELDS = 'name images tags resolvedPrice feedback';
/** The fields of a home rail's cards: a listing card's. */
export const HOME_RAIL_FIELDS = CARD_FIELDS;
/** At most this many cards in one home rail. */
export const HOME_RAIL_SIZE = 12;

/** Reports per page of the support console. */
export const REPORTS_PAGE_SIZE = 20;
/** A report's customer's orders the console lists, newest first (SPEC 9's orders page size). */
export const SUPPORT_ORDERS_MAX = 50;

/** The tag of an order's rescheduling request. */
export const RESCHEDULING_REQUEST = 'rescheduling request';

/** A redacted whole-history Redux DevTools export (issue 9), as a JSON string. */
export const TRACE_MAX_CHARS = 1_000_000;

/** The place-search minimum (SPEC 5). */
export const PLACE_SEARCH_MIN_LENGTH = 4;

/** The 403 of a staff OTP for a number that is not a staff account (whether or not it has one). */
export const NOT_STAFF_MESSAGE =
  'This number is not a staff account, so the support console stays closed.';

/** How many console errors and failed calls a problem report carries: the latest ones. */
export const REPORT_PROBLEMS_MAX = 20;
/** A failed call with no HTTP status: no answer, an answer not JSON, anything else. */
export const CALL_FAILURES = ['FETCH_ERROR', 'PARSE_ERROR', 'CUSTOM_ERROR'] as const;

/** Staff audit entries per page of the console. */
export const OPS_AUDIT_PAGE_SIZE = 50;

/** The 403 of an operations call for a session that is not staff, or not in this role. */
export const OPS_FORBIDDEN = 'Your staff role does not allow this';

/** A phone number as typed: `+91`, `91` or `0` first, a space or dash between digits. */
export const TYPED_PHONE_PATTERN = '(\\+?91[ \\-]?|0)?([0-9][ \\-]?){9}[0-9]';
/** What staff search orders by: an order reference, or a phone number as typed. */
export const ORDER_SEARCH_PATTERN = `^(E[A-Z0-9]{7}|${TYPED_PHONE_PATTERN})$`;
