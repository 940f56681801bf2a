import type { Offer } from '../../../src/shared/domain/coupons';
import {
  applyPromoCode,
  bestCoupon,
  checkOfferMinimum,
  effectiveOfferDiscount,
  hasUsageLimits,
  isWithinOfferLimits,
  offerDiscount,
  offerShortfall,
  visibleOffers,
} from '../../../src/shared/domain/coupons';

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  offerCode: 'SAVE10',
  visibility: true,
  active: true,
  discountType: 0,
  discountValue: 10,
  maxOfferAmountGain: 200,
  minOrderValue: 0,
  ...overrides,
});

// Base tier 10% capped at 200; orders 2000..3999 get 20% capped at 500 instead.
const rangeOffer = (overrides: Partial<Offer> = {}): Offer =>
  offer({
    isRange2: true,
    range2MinOrderValue: 2000,
    range2MaxOrderValue: 3999,
    range2DiscountType: 0,
    range2DiscountValue: 20,
    range2MaxPriceGain: 500,
    ...overrides,
  });

describe('offerDiscount', () => {
  test.each<[string, Offer, number, number, number]>([
    ['percentage, rounded down', offer({ maxOfferAmountGain: 500 }), 1494, 1494, 149],
    ['percentage, rounded up at .5', offer({ maxOfferAmountGain: 500 }), 1495, 1495, 150],
    ['percentage reaching the cap exactly', offer({ maxOfferAmountGain: 150 }), 1500, 1500, 150],
    ['percentage just above the cap', offer({ maxOfferAmountGain: 150 }), 1510, 1510, 150],
    ['percentage far above the cap', offer({ maxOfferAmountGain: 150 }), 9999, 9999, 150],
    ['percentage with cap 0 is uncapped', offer({ maxOfferAmountGain: 0 }), 5000, 5000, 500],
    ['percentage with cap null is uncapped', offer({ maxOfferAmountGain: null }), 5000, 5000, 500],
    [
      'percentage with no cap field is uncapped',
      offer({ maxOfferAmountGain: undefined }),
      5000,
      5000,
      500,
    ],
    ['percentage on the product price, not the order', offer(), 3000, 1000, 100],
    ['flat', offer({ discountType: 1, discountValue: 300 }), 2000, 2000, 300],
    ['any non-zero type is flat', offer({ discountType: 2, discountValue: 300 }), 2000, 2000, 300],
    [
      'flat ignores maxOfferAmountGain',
      offer({ discountType: 1, discountValue: 300, maxOfferAmountGain: 100 }),
      2000,
      2000,
      300,
    ],
    [
      'flat never exceeds the amount',
      offer({ discountType: 1, discountValue: 300 }),
      250,
      250,
      250,
    ],
    [
      '100% never exceeds the amount',
      offer({ discountValue: 100, maxOfferAmountGain: 0 }),
      80,
      80,
      80,
    ],
    ['zero amount', offer(), 0, 0, 0],
    ['range offer below range2Min uses the base tier', rangeOffer(), 1999, 1999, 200],
    ['range offer at range2Min uses the range tier', rangeOffer(), 2000, 2000, 400],
    ['range offer inside the range', rangeOffer(), 2400, 2400, 480],
    ['range offer capped by range2MaxPriceGain', rangeOffer(), 2600, 2600, 500],
    ['range offer at range2Max still in range', rangeOffer(), 3999, 3999, 500],
    ['range offer above range2Max uses the base tier', rangeOffer(), 4000, 4000, 200],
    ['range tier picked by order value, applied to the amount', rangeOffer(), 2500, 1000, 200],
    [
      'flat range tier, capped by range2MaxPriceGain',
      rangeOffer({ range2DiscountType: 1, range2DiscountValue: 600 }),
      2500,
      2500,
      500,
    ],
    [
      'range tier with no range cap is uncapped',
      rangeOffer({ range2MaxPriceGain: 0 }),
      3500,
      3500,
      700,
    ],
    ['isRange2 false ignores the range fields', rangeOffer({ isRange2: false }), 2500, 2500, 200],
    ['malformed discountValue NaN gives 0', offer({ discountValue: NaN }), 2000, 2000, 0],
    ['negative discountValue gives 0', offer({ discountValue: -10 }), 2000, 2000, 0],
  ])('%s', (_name, o, orderValue, amount, expected) => {
    expect(offerDiscount(o, orderValue, amount)).toBe(expected);
  });

  test.each([
    [-1, 100],
    [100, -1],
    [NaN, 100],
    [100, Infinity],
  ])('malformed order value %p or amount %p throws a RangeError', (orderValue, amount) => {
    expect(() => offerDiscount(offer(), orderValue, amount)).toThrow(RangeError);
  });
});

describe('offer minimum', () => {
  test.each<[string, Offer, number, number]>([
    ['below the minimum by 1', offer({ minOrderValue: 1500 }), 1499, 1],
    ['at the minimum', offer({ minOrderValue: 1500 }), 1500, 0],
    ['above the minimum', offer({ minOrderValue: 1500 }), 1501, 0],
    ['empty cart', offer({ minOrderValue: 1500 }), 0, 1500],
    ['no minimum', offer({ minOrderValue: null }), 0, 0],
    ['malformed minimum counts as none', offer({ minOrderValue: NaN }), 0, 0],
    [
      'range offer inside its range qualifies below minOrderValue',
      rangeOffer({ minOrderValue: 5000 }),
      2500,
      0,
    ],
    [
      'range offer below its range: the nearer threshold',
      rangeOffer({ minOrderValue: 5000 }),
      1800,
      200,
    ],
    [
      'range offer above its range and below minimum',
      rangeOffer({ minOrderValue: 5000 }),
      4500,
      500,
    ],
  ])('%s', (_name, o, orderValue, shortfall) => {
    expect(offerShortfall(o, orderValue)).toBe(shortfall);
  });

  test('checkOfferMinimum gives the shortfall message', () => {
    expect(checkOfferMinimum(offer({ minOrderValue: 1999 }), 1499)).toEqual({
      ok: false,
      shortfall: 500,
      message: 'Add worth ₹500 more to get this offer',
    });
    expect(checkOfferMinimum(offer({ minOrderValue: 1999 }), 1999)).toEqual({ ok: true });
  });
});

describe('effectiveOfferDiscount', () => {
  test.each<[string, Offer, number]>([
    ['usable and qualifying', offer(), 150],
    ['inactive', offer({ active: false }), 0],
    ['hidden', offer({ visibility: false }), 0],
    ['below minimum', offer({ minOrderValue: 1501 }), 0],
  ])('%s', (_name, o, expected) => {
    expect(effectiveOfferDiscount(o, 1500, 1500)).toBe(expected);
  });
});

describe('visibleOffers', () => {
  test('keeps only active and visible offers, in order', () => {
    const offers = [
      offer({ offerCode: 'A' }),
      offer({ offerCode: 'B', visibility: false }),
      offer({ offerCode: 'C', active: false }),
      offer({ offerCode: 'D' }),
    ];
    expect(visibleOffers(offers).map((o) => o.offerCode)).toEqual(['A', 'D']);
  });

  test('empty list', () => {
    expect(visibleOffers([])).toEqual([]);
  });
});

describe('applyPromoCode', () => {
  const offers = [
    offer({ offerCode: 'SAVE10', minOrderValue: 1000 }),
    offer({ offerCode: 'FLAT300', discountType: 1, discountValue: 300, minOrderValue: 2000 }),
    offer({ offerCode: 'HIDDEN', visibility: false }),
    offer({ offerCode: 'OLD', active: false }),
  ];

  test.each([[''], ['   '], ['\t']])('empty code %p', (typed) => {
    expect(applyPromoCode(typed, offers, 2500, 2000)).toEqual({
      ok: false,
      reason: 'empty',
      message: 'Please enter a promo code',
    });
  });

  test.each([
    ['NOPE', 'Promo code NOPE is invalid. Please try another code'],
    ['  nope  ', 'Promo code nope is invalid. Please try another code'],
    ['hidden', 'Promo code hidden is invalid. Please try another code'],
    ['OLD', 'Promo code OLD is invalid. Please try another code'],
    ['SAVE1', 'Promo code SAVE1 is invalid. Please try another code'],
  ])('unknown, hidden or inactive code %p', (typed, message) => {
    expect(applyPromoCode(typed, offers, 2500, 2000)).toEqual({
      ok: false,
      reason: 'invalid',
      message,
    });
  });

  test('below the minimum gives the shortfall', () => {
    const result = applyPromoCode('flat300', offers, 1499, 1200);
    expect(result).toMatchObject({
      ok: false,
      reason: 'belowMinimum',
      shortfall: 501,
      message: 'Add worth ₹501 more to get this offer',
    });
  });

  test.each([
    ['SAVE10', 2500, 2000, 'SAVE10', 200],
    [' save10 ', 1000, 1000, 'SAVE10', 100],
    ['Flat300', 2000, 1800, 'FLAT300', 300],
  ])(
    'code %p on order %p (product %p) applies %p for %p',
    (typed, orderValue, price, code, discount) => {
      const result = applyPromoCode(typed, offers, orderValue, price);
      expect(result).toMatchObject({
        ok: true,
        discount,
        message: 'Promo code applied successfully',
      });
      expect(result.ok && result.offer.offerCode).toBe(code);
    },
  );
});

describe('bestCoupon', () => {
  const pct = offer({ offerCode: 'PCT', discountValue: 10, maxOfferAmountGain: 100 });
  const flat150Min2500 = offer({
    offerCode: 'BIG',
    discountType: 1,
    discountValue: 150,
    minOrderValue: 2500,
  });
  const flat120 = offer({ offerCode: 'F120', discountType: 1, discountValue: 120 });
  const flat120b = offer({ offerCode: 'F120B', discountType: 1, discountValue: 120 });
  const hugeHidden = offer({
    offerCode: 'HID',
    discountType: 1,
    discountValue: 900,
    visibility: false,
  });
  const hugeInactive = offer({
    offerCode: 'OFF',
    discountType: 1,
    discountValue: 900,
    active: false,
  });

  test.each<[string, Offer[], number, number, string | null, number | null]>([
    ['largest qualifying discount', [pct, flat150Min2500, flat120], 2000, 2000, 'F120', 120],
    [
      'a larger one once its minimum is met',
      [pct, flat150Min2500, flat120],
      2500,
      2000,
      'BIG',
      150,
    ],
    ['ties keep the first', [flat120b, flat120], 2000, 2000, 'F120B', 120],
    [
      'hidden and inactive offers never win',
      [hugeHidden, hugeInactive, pct],
      2000,
      2000,
      'PCT',
      100,
    ],
    ['computed on the product selling price', [pct, flat120], 5000, 900, 'F120', 120],
    ['no offers', [], 2000, 2000, null, null],
    ['none qualifies', [flat150Min2500], 2000, 2000, null, null],
    ['zero discounts do not count', [pct], 0, 0, null, null],
  ])('%s', (_name, offers, orderValue, price, code, discount) => {
    const best = bestCoupon(offers, orderValue, price);
    expect(best?.offer.offerCode ?? null).toBe(code);
    expect(best?.discount ?? null).toBe(discount);
  });
});

describe('offer usage limits', () => {
  const unused = { total: 0, byCustomer: 0, customerOrders: 0 };
  test.each([
    ['no limits', {}, { total: 99, byCustomer: 9, customerOrders: 9 }, true],
    ['first order only, no standing order yet', { firstOrderOnly: true }, unused, true],
    [
      'first order only, one standing order',
      { firstOrderOnly: true },
      { ...unused, customerOrders: 1 },
      false,
    ],
    ['once per customer, unused', { maxUsesPerCustomer: 1 }, unused, true],
    [
      'once per customer, used once',
      { maxUsesPerCustomer: 1 },
      { ...unused, byCustomer: 1 },
      false,
    ],
    ['total 3, used 2', { maxUsesTotal: 3 }, { ...unused, total: 2 }, true],
    ['total 3, used 3', { maxUsesTotal: 3 }, { ...unused, total: 3 }, false],
    ['total 0 allows none', { maxUsesTotal: 0 }, unused, false],
  ])('%s', (_case, limits, usage, allowed) => {
    expect(isWithinOfferLimits(limits, usage)).toBe(allowed);
  });

  test.each([
    [{}, false],
    [{ firstOrderOnly: false, maxUsesPerCustomer: null, maxUsesTotal: null }, false],
    [{ firstOrderOnly: true }, true],
    [{ maxUsesPerCustomer: 1 }, true],
    [{ maxUsesTotal: 0 }, true],
  ])('hasUsageLimits(%o) is %s', (limits, limited) => {
    expect(hasUsageLimits(limits)).toBe(limited);
  });
});
