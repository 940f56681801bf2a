import moment from 'moment';
import {
  DATE_FORMAT,
  IST_OFFSET_MINUTES,
  defaultCelebrationDate,
  dmyToIso,
  formatDate,
  isoToDmy,
  isValidDateString,
  parseDate,
} from '../../../src/shared/domain/dates';

describe('formatDate (calendar day in India)', () => {
  test.each([
    ['2026-03-14T18:29:59.999Z', '14-03-2026'], // 23:59:59.999 IST
    ['2026-03-14T18:30:00.000Z', '15-03-2026'], // 00:00 IST
    ['2026-01-05T00:00:00.000Z', '05-01-2026'],
    ['2025-12-31T18:30:00.000Z', '01-01-2026'],
  ])('%p → %p', (iso, expected) => {
    expect(formatDate(new Date(iso))).toBe(expected);
  });

  test('an invalid Date throws a RangeError', () => {
    expect(() => formatDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('parseDate (strict DD-MM-YYYY)', () => {
  test.each([
    ['15-03-2026', '2026-03-14T18:30:00.000Z'],
    ['01-01-2026', '2025-12-31T18:30:00.000Z'],
    ['29-02-2028', '2028-02-28T18:30:00.000Z'],
    ['31-12-2026', '2026-12-30T18:30:00.000Z'],
  ])('%p is midnight IST, %p', (text, iso) => {
    expect(parseDate(text)?.toISOString()).toBe(iso);
    expect(isValidDateString(text)).toBe(true);
  });

  test.each([
    ['31-02-2026'],
    ['29-02-2026'],
    ['31-04-2026'],
    ['32-01-2026'],
    ['00-01-2026'],
    ['15-13-2026'],
    ['15-00-2026'],
    ['1-2-2026'],
    ['15-3-2026'],
    ['2026-03-15'],
    ['15/03/2026'],
    ['15-03-26'],
    ['15-03-2026 '],
    [' 15-03-2026'],
    ['15-03-2026T00:00'],
    [''],
    ['not a date'],
  ])('%p is rejected', (text) => {
    expect(parseDate(text)).toBeNull();
    expect(isValidDateString(text)).toBe(false);
  });

  test.each([['15-03-2026'], ['29-02-2028'], ['01-01-2030']])('%p round-trips', (text) => {
    const parsed = parseDate(text);
    expect(parsed).not.toBeNull();
    expect(parsed && formatDate(parsed)).toBe(text);
  });
});

describe('defaultCelebrationDate: tomorrow in India', () => {
  test.each([
    ['2026-03-14T18:29:59.999Z', '15-03-2026'], // 23:59:59.999 IST on the 14th
    ['2026-03-14T18:30:00.000Z', '16-03-2026'], // 00:00 IST on the 15th
    ['2026-03-14T00:00:00.000Z', '15-03-2026'], // 05:30 IST on the 14th
    ['2026-03-13T23:00:00.000Z', '15-03-2026'], // still the 13th in UTC, already the 14th in IST
    ['2025-12-31T18:29:00.000Z', '01-01-2026'], // year end
    ['2025-12-31T18:30:00.000Z', '02-01-2026'],
    ['2028-02-28T10:00:00.000Z', '29-02-2028'], // leap year
    ['2026-02-28T10:00:00.000Z', '01-03-2026'],
  ])('now %p → %p', (iso, expected) => {
    expect(defaultCelebrationDate(new Date(iso))).toBe(expected);
  });

  test.each([['America/Los_Angeles'], ['Pacific/Kiritimati'], ['UTC']])(
    'does not depend on the machine time zone (%p)',
    (tz) => {
      const saved = process.env.TZ;
      process.env.TZ = tz;
      try {
        expect(defaultCelebrationDate(new Date('2026-03-14T18:30:00.000Z'))).toBe('16-03-2026');
        expect(formatDate(new Date('2026-03-14T18:29:59.999Z'))).toBe('14-03-2026');
      } finally {
        if (saved === undefined) delete process.env.TZ;
        else process.env.TZ = saved;
      }
    },
  );

  test('an invalid now throws a RangeError', () => {
    expect(() => defaultCelebrationDate(new Date(NaN))).toThrow(RangeError);
  });
});

// moment is the app's date library; these helpers compute the same days without it (they are on
// the browser's first load). moment is the oracle.
describe('the same answers as moment', () => {
  const momentFormat = (date: Date) =>
    moment.utc(date).utcOffset(IST_OFFSET_MINUTES).format(DATE_FORMAT);
  const momentTomorrow = (date: Date) =>
    moment.utc(date).utcOffset(IST_OFFSET_MINUTES).add(1, 'day').format(DATE_FORMAT);
  const momentParse = (text: string) => {
    const parsed = moment.utc(text, DATE_FORMAT, true);
    return parsed.isValid() ? parsed.utcOffset(IST_OFFSET_MINUTES, true).toDate().getTime() : null;
  };

  /** A fixed sequence of pseudo-random numbers in [0, 1) (mulberry32), so failures repeat. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  test('formatDate and defaultCelebrationDate, at random instants and around every IST midnight', () => {
    const next = random(15);
    const instants: number[] = [];
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(2200, 0, 1);
    for (let i = 0; i < 20_000; i += 1) instants.push(from + Math.floor(next() * (to - from)));
    // Every IST midnight of 2024-2029 (leap days and year ends included), a millisecond either side.
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2030, 0, 1); day += 86_400_000) {
      const midnight = day - IST_OFFSET_MINUTES * 60_000;
      instants.push(midnight - 1, midnight, midnight + 1);
    }
    const differences = instants
      .map((time) => new Date(time))
      .filter(
        (date) =>
          formatDate(date) !== momentFormat(date) ||
          defaultCelebrationDate(date) !== momentTomorrow(date),
      )
      .map((date) => date.toISOString());
    expect(differences).toEqual([]);
  });

  test('parseDate, on every day and month number 00-32 of many years, and malformed text', () => {
    const texts: string[] = [];
    const years = ['0001', '1900', '1999', '2000', '2024', '2025', '2026', '2028', '2100', '2400'];
    for (const year of years) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          texts.push(`${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`);
        }
      }
    }
    texts.push('1-2-2026', '01-2-2026', '001-02-2026', '01-02-02026', '01-02-26', '01.02.2026');
    texts.push('01-02-2026\n', '٠١-٠٢-٢٠٢٦', '+1-02-2026', '-1-02-2026', '01--2-2026', '');
    const differences = texts.filter(
      (text) => (parseDate(text)?.getTime() ?? null) !== momentParse(text),
    );
    expect(differences).toEqual([]);
    // Both valid and invalid days were compared.
    expect(texts.filter((text) => parseDate(text) !== null).length).toBeGreaterThan(3000);
  });
});

describe('DD-MM-YYYY ↔ YYYY-MM-DD (the contract ↔ the database and date inputs)', () => {
  test.each([
    ['07-03-1994', '1994-03-07'],
    ['01-01-2026', '2026-01-01'],
    ['31-12-2026', '2026-12-31'],
    ['29-02-2028', '2028-02-29'],
  ])('%p ↔ %p', (dmy, iso) => {
    expect(dmyToIso(dmy)).toBe(iso);
    expect(isoToDmy(iso)).toBe(dmy);
  });

  test.each([
    ['', 'empty'],
    ['1994-03-07', 'already ISO'],
    ['31-02-2026', 'no such day'],
    ['29-02-2026', 'not a leap year'],
    ['15-13-2026', 'no such month'],
    ['7-3-1994', 'not zero-padded'],
    ['07/03/1994', 'other separators'],
    [' 07-03-1994', 'white space'],
  ])('dmyToIso(%p) is null (%s)', (dmy) => {
    expect(dmyToIso(dmy)).toBeNull();
  });

  test.each([
    ['', 'empty'],
    ['07-03-1994', 'already DD-MM-YYYY'],
    ['2026-02-31', 'no such day'],
    ['2026-02-29', 'not a leap year'],
    ['2026-00-10', 'no such month'],
    ['1994-3-7', 'not zero-padded'],
    ['1994/03/07', 'other separators'],
    ['1994-03-07T00:00', 'a time as well'],
  ])('isoToDmy(%p) is null (%s)', (iso) => {
    expect(isoToDmy(iso)).toBeNull();
  });
});
