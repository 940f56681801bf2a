import moment from 'moment';

/** Booking date format used in carts, orders and the time-slot call. */
export const DATE_FORMAT = 'DD-MM-YYYY';

/** India has one time zone and no daylight saving: UTC+05:30 all year. */
export const IST_OFFSET_MINUTES = 330;

function assertValidDate(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError('date must be a valid Date');
  return date;
}

/** Calendar day of an instant in India, as DD-MM-YYYY, whatever the machine's time zone. */
export function formatDate(date: Date): string {
  return moment.utc(assertValidDate(date)).utcOffset(IST_OFFSET_MINUTES).format(DATE_FORMAT);
}

/** Strict DD-MM-YYYY parse ('31-02-2026', '1-2-2026' → null); returns midnight IST of that day. */
export function parseDate(text: string): Date | null {
  const parsed = moment.utc(text, DATE_FORMAT, true);
  return parsed.isValid() ? parsed.utcOffset(IST_OFFSET_MINUTES, true).toDate() : null;
}

export const isValidDateString = (text: string): boolean => parseDate(text) !== null;

/** Default celebration date: the day after `now`'s day in India, as DD-MM-YYYY. */
export function defaultCelebrationDate(now: Date): string {
  return moment
    .utc(assertValidDate(now))
    .utcOffset(IST_OFFSET_MINUTES)
    .add(1, 'day')
    .format(DATE_FORMAT);
}
