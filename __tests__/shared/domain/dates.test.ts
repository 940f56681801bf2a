import {
  defaultCelebrationDate,
  formatDate,
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
