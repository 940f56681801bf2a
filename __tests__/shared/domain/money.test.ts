import {
  assertRupees,
  formatInr,
  groupIndian,
  percentOf,
  toPaise,
} from '../../../src/shared/domain/money';

describe('formatInr', () => {
  test.each([
    [0, '₹0'],
    [75, '₹75'],
    [999, '₹999'],
    [1299, '₹1,299'],
    [99999, '₹99,999'],
    [125000, '₹1,25,000'],
    [10000000, '₹1,00,00,000'],
  ])('formatInr(%p) is %p', (rupees, expected) => {
    expect(formatInr(rupees)).toBe(expected);
  });

  test.each([[-1], [NaN], [Infinity]])('rejects malformed %p with a RangeError', (rupees) => {
    expect(() => formatInr(rupees)).toThrow(RangeError);
  });

  test('rounds to the nearest rupee, halves up, as the locale format does', () => {
    expect(formatInr(1234.5)).toBe('₹1,235');
    expect(formatInr(1234.49)).toBe('₹1,234');
  });
});

describe('groupIndian', () => {
  const locale = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  // Every digit count up to 2^53, each with a few values, against the locale's own grouping.
  const samples = [0, 7, -7, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
  for (let power = 1; power <= 15; power += 1) {
    const base = 10 ** power;
    samples.push(base, base - 1, base + 1, Math.floor(base * 1.2345), -base);
  }
  test.each(samples)('groups %p as en-IN does', (whole) => {
    expect(groupIndian(whole)).toBe(locale.format(whole));
  });

  test('leaves amounts past 2^53 to the locale format', () => {
    expect(groupIndian(1e21)).toBe(locale.format(1e21));
  });
});

describe('toPaise', () => {
  test.each([
    [0, 0],
    [1, 100],
    [2500, 250000],
    [125000, 12500000],
  ])('toPaise(%p) is %p', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });

  test.each([[-1], [NaN], [-Infinity], [Infinity], [12.5]])(
    'rejects %p with a RangeError',
    (rupees) => {
      expect(() => toPaise(rupees)).toThrow(RangeError);
    },
  );
});

describe('percentOf', () => {
  test.each([
    [1298, 2, 26], // 25.96
    [25, 2, 1], // exactly 0.5 rounds up
    [1250, 3, 38], // 37.5 rounds up
    [1598, 3, 48], // 47.94
    [0, 5, 0],
  ])('%p × %p%% is %p', (rupees, pct, expected) => {
    expect(percentOf(rupees, pct)).toBe(expected);
  });
});

describe('assertRupees', () => {
  test('returns valid amounts unchanged', () => {
    expect(assertRupees(0)).toBe(0);
    expect(assertRupees(1299)).toBe(1299);
  });

  test.each([[-0.01], [NaN], [Infinity]])(
    'throws a RangeError naming the field for %p',
    (value) => {
      expect(() => assertRupees(value, 'santaTip')).toThrow(/santaTip/);
    },
  );
});
