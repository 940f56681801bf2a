// Booking dates are plain DD-MM-YYYY calendar days in India. India keeps UTC+05:30 all year (no
// daylight saving), so a day is computed by shifting the instant and reading its UTC fields:
// no date library is needed on the browser's first load. moment stays the app's library for
// display formatting; __tests__/shared/domain/dates.test.ts holds these functions to moment's
// answers over many dates.

/** Booking date format used in carts, orders and the time-slot call. */
export const DATE_FORMAT = 'DD-MM-YYYY';

/** India has one time zone and no daylight saving: UTC+05:30 all year. */
export const IST_OFFSET_MINUTES = 330;

const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

function assertValidDate(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError('date must be a valid Date');
  return date;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** The DD-MM-YYYY of the UTC calendar day of `time` (milliseconds since the epoch). */
function utcDayText(time: number): string {
  const day = new Date(time);
  return `${pad(day.getUTCDate(), 2)}-${pad(day.getUTCMonth() + 1, 2)}-${pad(day.getUTCFullYear(), 4)}`;
}

/** Calendar day of an instant in India, as DD-MM-YYYY, whatever the machine's time zone. */
export function formatDate(date: Date): string {
  return utcDayText(assertValidDate(date).getTime() + IST_OFFSET_MS);
}

const DMY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Strict DD-MM-YYYY parse ('31-02-2026', '1-2-2026' → null); returns midnight IST of that day. */
export function parseDate(text: string): Date | null {
  const match = DMY.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnightUtc = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads years 0-99 as 1900-1999.
  midnightUtc.setUTCFullYear(year, month - 1, day);
  if (
    midnightUtc.getUTCFullYear() !== year ||
    midnightUtc.getUTCMonth() !== month - 1 ||
    midnightUtc.getUTCDate() !== day
  ) {
    return null;
  }
  return new Date(midnightUtc.getTime() - IST_OFFSET_MS);
}

export const isValidDateString = (text: string): boolean => parseDate(text) !== null;

// The contract carries DD-MM-YYYY; the database's dates and a date input's value are ISO days
// (YYYY-MM-DD). These two are the only converters between them.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** DD-MM-YYYY → YYYY-MM-DD; null unless it is a real calendar day written strictly. */
export function dmyToIso(dmy: string): string | null {
  if (!isValidDateString(dmy)) return null;
  return `${dmy.slice(6, 10)}-${dmy.slice(3, 5)}-${dmy.slice(0, 2)}`;
}

/** YYYY-MM-DD → DD-MM-YYYY; null unless it is a real calendar day written strictly. */
export function isoToDmy(iso: string): string | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const dmy = `${match[3]}-${match[2]}-${match[1]}`;
  return isValidDateString(dmy) ? dmy : null;
}

/** Default celebration date: the day after `now`'s day in India, as DD-MM-YYYY. */
export function defaultCelebrationDate(now: Date): string {
  return utcDayText(assertValidDate(now).getTime() + IST_OFFSET_MS + DAY_MS);
}
