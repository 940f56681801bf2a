import type { CartPrice, CartPricingInput } from '../../../src/shared/domain/cart';
import { mergeAddOnLines, paymentOptions, priceCart } from '../../../src/shared/domain/cart';
import type { Offer } from '../../../src/shared/domain/coupons';

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  offerCode: 'SAVE10',
  visibility: true,
  active: true,
  discountType: 0,
  discountValue: 10,
  maxOfferAmountGain: 150,
  minOrderValue: 0,
  ...overrides,
});

const input = (overrides: Partial<CartPricingInput> = {}): CartPricingInput => ({
  product: { sellingPrice: 1999, costPrice: 2499 },
  addOns: [
    { sellingPrice: 199, costPrice: 249, quantity: 2 },
    { sellingPrice: 99, costPrice: 99, quantity: 1 },
  ],
  offer: offer(),
  convenienceFee: 49,
  santaTip: 50,
  ...overrides,
});

describe('priceCart', () => {
  test('a full cart: add-ons, capped percentage coupon, fee and tip', () => {
    expect(priceCart(input())).toEqual<CartPrice>({
      addOnsTotal: 497, // 199×2 + 99
      productPrice: 1999,
      cartValue: 2496,
      couponDiscount: 150, // 10% of 1999 = 200, capped at 150
      convenienceFee: 49,
      santaTip: 50,
      buyingPrice: 2395, // 497 + 1999 + 49 − 150
      amountToPay: 2445, // + 50 tip
      savings: 750, // 150 coupon + 500 product + 50×2 add-on
    });
  });

  test.each<[string, Partial<CartPricingInput>, Partial<CartPrice>]>([
    [
      'product only, no offer',
      {
        addOns: [],
        offer: undefined,
        convenienceFee: 0,
        santaTip: 0,
        product: { sellingPrice: 999, costPrice: 1299 },
      },
      {
        addOnsTotal: 0,
        cartValue: 999,
        couponDiscount: 0,
        buyingPrice: 999,
        amountToPay: 999,
        savings: 300,
      },
    ],
    ['null offer', { offer: null }, { couponDiscount: 0, buyingPrice: 2545, savings: 600 }],
    ['offer below its minimum', { offer: offer({ minOrderValue: 2497 }) }, { couponDiscount: 0 }],
    [
      'offer exactly at its minimum',
      { offer: offer({ minOrderValue: 2496 }) },
      { couponDiscount: 150 },
    ],
    ['inactive offer', { offer: offer({ active: false }) }, { couponDiscount: 0 }],
    ['hidden offer', { offer: offer({ visibility: false }) }, { couponDiscount: 0 }],
    [
      'add-ons lift the cart over the minimum; the coupon is still on the product',
      {
        product: { sellingPrice: 1800, costPrice: 1800 },
        addOns: [{ sellingPrice: 200, costPrice: 200, quantity: 1 }],
        offer: offer({ minOrderValue: 2000, maxOfferAmountGain: 0 }),
      },
      { cartValue: 2000, couponDiscount: 180, buyingPrice: 1869, amountToPay: 1919, savings: 180 },
    ],
    [
      'flat coupon larger than the product is limited to the product price',
      {
        addOns: [],
        offer: offer({ discountType: 1, discountValue: 5000 }),
        convenienceFee: 49,
        santaTip: 0,
      },
      { couponDiscount: 1999, buyingPrice: 49, amountToPay: 49, savings: 2499 },
    ],
    [
      'items priced above their cost save nothing (never negative)',
      {
        offer: null,
        product: { sellingPrice: 1500, costPrice: 1000 },
        addOns: [{ sellingPrice: 300, costPrice: 100, quantity: 3 }],
      },
      { savings: 0, cartValue: 2400 },
    ],
    [
      'all zero',
      {
        product: { sellingPrice: 0, costPrice: 0 },
        addOns: [],
        offer: null,
        convenienceFee: 0,
        santaTip: 0,
      },
      { cartValue: 0, buyingPrice: 0, amountToPay: 0, savings: 0 },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(priceCart(input(overrides))).toMatchObject(expected);
  });

  test.each([[0], [-1], [1.5], [NaN], [Infinity]])(
    'add-on quantity %p throws a RangeError',
    (quantity) => {
      expect(() =>
        priceCart(input({ addOns: [{ sellingPrice: 100, costPrice: 100, quantity }] })),
      ).toThrow(/quantity must be a positive integer/);
    },
  );

  test.each<[string, Partial<CartPricingInput>]>([
    ['negative product price', { product: { sellingPrice: -1, costPrice: 0 } }],
    ['NaN cost price', { product: { sellingPrice: 100, costPrice: NaN } }],
    ['negative add-on price', { addOns: [{ sellingPrice: -5, costPrice: 0, quantity: 1 }] }],
    ['NaN convenience fee', { convenienceFee: NaN }],
    ['infinite santa tip', { santaTip: Infinity }],
  ])('%s throws a RangeError', (_name, overrides) => {
    expect(() => priceCart(input(overrides))).toThrow(RangeError);
  });
});

describe('paymentOptions', () => {
  test.each([
    // cartValue, amountToPay, prepay discount, prepay total, advance discount, advance total
    [0, 0, 0, 0, 0, 0],
    [1298, 1298, 39, 1259, 26, 1272],
    [1299, 1299, 65, 1234, 39, 1260],
    [1598, 1598, 80, 1518, 48, 1550],
    [1599, 1599, 80, 1519, 48, 1551],
    [2500, 2500, 125, 2375, 75, 2425],
    [3001, 3001, 150, 2851, 75, 2926],
    [2496, 2445, 125, 2320, 75, 2370], // measured on the cart value, taken off the amount to pay
    [1000, 10, 10, 0, 10, 0], // a discount never exceeds what is left to pay
  ])(
    'cart %p paying %p: prepay −%p = %p, advance −%p = %p',
    (cartValue, amountToPay, prepay, prepayTotal, advance, advanceTotal) => {
      expect(paymentOptions({ cartValue, amountToPay })).toEqual({
        fullPrepay: { discount: prepay, total: prepayTotal },
        advance: { discount: advance, total: advanceTotal },
      });
    },
  );

  test('works on the result of priceCart', () => {
    expect(paymentOptions(priceCart(input())).fullPrepay).toEqual({ discount: 125, total: 2320 });
  });

  test.each([[-1], [NaN]])('malformed amount to pay %p throws a RangeError', (amountToPay) => {
    expect(() => paymentOptions({ cartValue: 1000, amountToPay })).toThrow(RangeError);
  });
});

describe('mergeAddOnLines', () => {
  test.each([
    ['no lines', [], []],
    [
      'distinct add-ons keep their order',
      [
        { addon: 'b', quantity: 1 },
        { addon: 'a', quantity: 2 },
      ],
      [
        { addon: 'b', quantity: 1 },
        { addon: 'a', quantity: 2 },
      ],
    ],
    [
      'a repeated add-on is one line with the summed quantity',
      [
        { addon: 'a', quantity: 2 },
        { addon: 'b', quantity: 1 },
        { addon: 'a', quantity: 2 },
      ],
      [
        { addon: 'a', quantity: 4 },
        { addon: 'b', quantity: 1 },
      ],
    ],
    [
      'ten lines of 5 are one line of 50',
      Array.from({ length: 10 }, () => ({ addon: 'a', quantity: 5 })),
      [{ addon: 'a', quantity: 50 }],
    ],
  ])('%s', (_case, lines, merged) => {
    expect(mergeAddOnLines(lines)).toEqual(merged);
  });
});
