import moment from 'moment';
import { DATE_FORMAT, IST_OFFSET_MINUTES } from '../../../../src/shared/domain';
import { stripDays } from '../../../../src/client/features/cart/slotDays';

/** The strip's days as moment writes them, the app's display library. */
function momentDays(now: Date, count: number) {
  const today = moment.utc(now).utcOffset(IST_OFFSET_MINUTES).startOf('day');
  return Array.from({ length: count }, (_, offset) => {
    const day = today.clone().add(offset, 'days');
    return {
      date: day.format(DATE_FORMAT),
      weekday: day.format('ddd'),
      day: day.format('D'),
      month: day.format('MMM'),
      label: day.format('ddd D MMM'),
    };
  });
}

describe("the slot strip's days", () => {
  test('start from today in India, even when it is still yesterday in UTC', () => {
    // 20:00 UTC on 31 December is 01:30 on 1 January in India.
    const [first, second] = stripDays(new Date('2026-12-31T20:00:00Z'), 2);
    expect(first).toEqual({
      date: '01-01-2027',
      weekday: 'Fri',
      day: '1',
      month: 'Jan',
      label: 'Fri 1 Jan',
    });
    expect(second?.date).toBe('02-01-2027');
  });

  test('are written as moment writes them, across months, years and a leap day', () => {
    const start = Date.parse('2027-12-20T00:00:00Z');
    for (let hour = 0; hour < 24 * 80; hour += 7) {
      const now = new Date(start + hour * 3_600_000);
      expect(stripDays(now, 3)).toEqual(momentDays(now, 3));
    }
    expect(stripDays(new Date('2028-02-28T12:00:00Z'), 2).map((day) => day.label)).toEqual([
      'Mon 28 Feb',
      'Tue 29 Feb',
    ]);
  });
});
