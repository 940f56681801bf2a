import {
  selectBookingDate,
  selectCelebrationDays,
  selectChosenDateOffered,
} from '../../../../src/client/features/cart/bookingDateSelectors';
import { celebrationDateChosen } from '../../../../src/client/features/cart/cartSlice';
import { SLOT_STRIP_DAYS } from '../../../../src/client/features/cart/slotDays';
import { machine } from '../../support/store';

const NOW = new Date('2026-12-01T20:00:00Z'); // 2 December in India

const chosen = (date: string) => {
  const page = machine();
  page.dispatch(celebrationDateChosen({ date }));
  return page.state();
};

describe('the days a date strip offers', () => {
  test('from today in India, a month of them', () => {
    const days = selectCelebrationDays(machine().state(), NOW);
    expect(days).toHaveLength(SLOT_STRIP_DAYS);
    expect(days[0]?.date).toBe('02-12-2026');
    expect(days.at(-1)?.date).toBe('31-12-2026');
  });

  test('the same list for the same instant, so a page keeps drawing the same strip', () => {
    const state = machine().state();
    const first = selectCelebrationDays(state, NOW);
    expect(selectCelebrationDays(state, new Date(NOW.getTime()))).toBe(first);
    expect(selectCelebrationDays(state, new Date('2026-12-02T20:00:00Z'))[0]?.date).toBe(
      '03-12-2026',
    );
  });
});

describe("the product page's celebration date", () => {
  test('tomorrow in India before any is chosen', () => {
    expect(selectBookingDate(machine().state(), NOW)).toBe('03-12-2026');
  });

  test('the chosen one once there is one', () => {
    expect(selectBookingDate(chosen('10-12-2026'), NOW)).toBe('10-12-2026');
  });

  test.each([
    ['none chosen', null, true],
    ['today', '02-12-2026', true],
    ['the strip’s last day', '31-12-2026', true],
    ['a day that has passed', '01-12-2026', false],
    ['beyond the strip', '01-01-2027', false],
  ])('is offered by the strip: %s', (_name, date, offered) => {
    const state = date === null ? machine().state() : chosen(date);
    expect(selectChosenDateOffered(state, NOW)).toBe(offered);
  });
});
