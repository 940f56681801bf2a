import { isDecorationDone, slotEnd } from '../../../src/shared/domain/feedbackDue';

const order = (bookingStatus: string, celebrationDate = '15-03-2026', readyTime = '17:00') => ({
  bookingStatus,
  celebrationDate,
  readyTime,
});

describe('slotEnd (ready time on the celebration day, IST)', () => {
  test.each([
    ['15-03-2026', '17:00', '2026-03-15T11:30:00.000Z'],
    ['15-03-2026', '00:00', '2026-03-14T18:30:00.000Z'],
    ['31-12-2026', '23:59', '2026-12-31T18:29:00.000Z'],
  ])('%p at %p ends at %p', (celebrationDate, readyTime, iso) => {
    expect(slotEnd({ celebrationDate, readyTime })?.toISOString()).toBe(iso);
  });

  test.each([
    ['31-02-2026', '17:00'],
    ['15-03-2026', '25:00'],
    ['', ''],
  ])('%p at %p is no instant', (celebrationDate, readyTime) => {
    expect(slotEnd({ celebrationDate, readyTime })).toBeNull();
  });
});

describe('isDecorationDone (who may rate)', () => {
  const before = new Date('2026-03-15T11:29:59.999Z');
  const atEnd = new Date('2026-03-15T11:30:00.000Z');
  test.each([
    ['Order Placed', before, false],
    ['Order Placed', atEnd, true],
    ['Order Confirmed', before, false],
    ['Order Confirmed', atEnd, true],
    ['Order Completed', before, true],
    ['Order Cancelled', before, false],
    ['Order Cancelled', atEnd, false],
  ])('%p at %p: %p', (status, now, expected) => {
    expect(isDecorationDone(order(status), now)).toBe(expected);
  });

  test('an order whose slot cannot be read is not rateable until staff complete it', () => {
    expect(isDecorationDone(order('Order Placed', 'soon', '17:00'), atEnd)).toBe(false);
    expect(isDecorationDone(order('Order Completed', 'soon', '17:00'), atEnd)).toBe(true);
  });
});
