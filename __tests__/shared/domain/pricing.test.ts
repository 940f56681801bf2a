import { advanceDiscount, prepayDiscount } from '../../../src/shared/domain/pricing';

describe('advanceDiscount: 2% below 1299, 3% below 1599, then 3% capped at 75', () => {
  test.each([
    [0, 0],
    [100, 2],
    [1000, 20],
    [1298, 26], // 2% of 1298 = 25.96
    [1299, 39], // 3% of 1299 = 38.97
    [1598, 48], // 3% of 1598 = 47.94
    [1599, 48], // 3% of 1599 = 47.97
    [2000, 60],
    [2500, 75], // 3% of 2500 = 75 exactly
    [2501, 75], // 75.03 rounds to 75
    [2516, 75], // 75.48 rounds to 75
    [2517, 75], // 75.51 would round to 76: the cap holds it at 75
    [10000, 75],
  ])('cart value %p gives %p', (cartValue, expected) => {
    expect(advanceDiscount(cartValue)).toBe(expected);
  });

  test.each([[-1], [NaN], [Infinity]])('malformed %p throws a RangeError', (value) => {
    expect(() => advanceDiscount(value)).toThrow(RangeError);
  });
});

describe('prepayDiscount: 3% below 1299, 5% below 1599, then 5% capped at 150', () => {
  test.each([
    [0, 0],
    [100, 3],
    [1000, 30],
    [1298, 39], // 3% of 1298 = 38.94
    [1299, 65], // 5% of 1299 = 64.95
    [1598, 80], // 5% of 1598 = 79.9
    [1599, 80], // 5% of 1599 = 79.95
    [2000, 100],
    [3000, 150], // 5% of 3000 = 150 exactly
    [3001, 150], // 150.05 rounds to 150
    [3010, 150], // 150.5 would round to 151: the cap holds it at 150
    [50000, 150],
  ])('cart value %p gives %p', (cartValue, expected) => {
    expect(prepayDiscount(cartValue)).toBe(expected);
  });

  test.each([[-1], [NaN], [-Infinity]])('malformed %p throws a RangeError', (value) => {
    expect(() => prepayDiscount(value)).toThrow(RangeError);
  });
});
