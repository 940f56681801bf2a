import { pseudoRating } from '../../../src/shared/domain/rating';

describe('pseudoRating', () => {
  test.each([
    ['a', 4.7], // FNV-1a('a') = 0xe40c292c, ≡ 0 mod 4
    ['EBO123', 4.8],
    ['EBO124', 4.7],
    ['P1', 4.9],
    ['P2', 5],
    ['PRD0042', 5],
    ['  EBO123  ', 4.8], // surrounding spaces are not part of the code
  ])('code %p rates %p', (code, rating) => {
    expect(pseudoRating(code)).toBe(rating);
  });

  test.each([[''], ['   '], [null], [undefined]])('no code (%p) rates 4.5', (code) => {
    expect(pseudoRating(code)).toBe(4.5);
  });

  test('is deterministic, one decimal, within 4.7–5.0, and reaches every value', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i += 1) {
      const code = `PRODUCT-${i}`;
      const rating = pseudoRating(code);
      expect(pseudoRating(code)).toBe(rating);
      expect(rating).toBeGreaterThanOrEqual(4.7);
      expect(rating).toBeLessThanOrEqual(5);
      expect(Math.round(rating * 10) / 10).toBe(rating);
      seen.add(rating);
    }
    expect([...seen].sort()).toEqual([4.7, 4.8, 4.9, 5]);
  });
});
