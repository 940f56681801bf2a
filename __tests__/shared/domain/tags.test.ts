import type { Offer } from '../../../src/shared/domain/coupons';
import type { PriceDisplayInput } from '../../../src/shared/domain/tags';
import {
  isOnDemandBooking,
  isPriceOnRequest,
  titleCase,
  priceDisplayState,
  productTagLabel,
  tagLabel,
} from '../../../src/shared/domain/tags';

describe('tagLabel', () => {
  test.each([
    ['wall decor', 'On Wall'],
    ['Premium Wall Decor', 'On Wall'],
    ['ring', 'On Stand'],
    ['Ring Decor', 'On Stand'],
    ['golden ring stand', 'On Stand'],
    ['USTAND', 'On Stand'],
    ['ustand backdrop', 'On Stand'],
    ['Square Stand', 'On Stand'],
    ['room decor', 'Room Decor'],
    ['ROOM DECOR for kids', 'Room Decor'],
    ['birthday', null],
    ['', null],
    ['string lights', null], // 'ring' only counts at the start of a word
    ['spring theme', null],
    ['wall', null],
    ['stand', null],
  ])('%p → %p', (tag, label) => {
    expect(tagLabel(tag)).toBe(label);
  });

  test.each([
    [['birthday', 'Wall Decor', 'ring'], 'On Wall'],
    [['ring', 'wall decor'], 'On Stand'],
    [['birthday', 'kids'], null],
    [[], null],
  ])('product with tags %p → %p (first labelled tag)', (tags, label) => {
    expect(productTagLabel(tags)).toBe(label);
  });
});

describe('isOnDemandBooking', () => {
  test.each([
    [['on-demand booking'], true],
    [['birthday', ' On-Demand Booking '], true],
    [['on-demand'], false],
    [['on demand booking'], false],
    [[], false],
  ])('%p → %p', (tags, expected) => {
    expect(isOnDemandBooking(tags)).toBe(expected);
  });
});

describe('priceDisplayState', () => {
  const offer: Offer = {
    offerCode: 'SAVE10',
    visibility: true,
    active: true,
    discountType: 0,
    discountValue: 10,
    maxOfferAmountGain: 150,
    minOrderValue: 0,
  };
  const base: PriceDisplayInput = {
    hasLocation: true,
    calculating: false,
    tags: ['birthday'],
    sellingPrice: 1999,
    isLoggedIn: true,
    offer: null,
  };

  test.each<[string, Partial<PriceDisplayInput>, ReturnType<typeof priceDisplayState>]>([
    [
      'calculating wins over everything',
      { calculating: true, hasLocation: false },
      { kind: 'calculating' },
    ],
    [
      'no location',
      { hasLocation: false },
      { kind: 'noLocation', message: 'Set location to view price' },
    ],
    [
      'on-demand tag',
      { tags: ['On-Demand Booking'], isLoggedIn: false },
      { kind: 'onRequest', message: 'Enquire for price' },
    ],
    [
      'no selling price',
      { sellingPrice: null },
      { kind: 'onRequest', message: 'Enquire for price' },
    ],
    [
      'undefined selling price',
      { sellingPrice: undefined },
      { kind: 'onRequest', message: 'Enquire for price' },
    ],
    [
      'zero selling price',
      { sellingPrice: 0 },
      { kind: 'onRequest', message: 'Enquire for price' },
    ],
    [
      'NaN selling price',
      { sellingPrice: NaN },
      { kind: 'onRequest', message: 'Enquire for price' },
    ],
    [
      'negative selling price',
      { sellingPrice: -5 },
      { kind: 'onRequest', message: 'Enquire for price' },
    ],
    [
      'logged out sees the normal price',
      { isLoggedIn: false, offer },
      { kind: 'loggedOut', message: 'Login to drop price', price: 1999 },
    ],
    [
      'logged in without an offer: prepaid price (5% of 1999 = 100)',
      {},
      {
        kind: 'prepaid',
        label: 'Prepaid offer',
        sellingPrice: 1999,
        prepaidDiscount: 100,
        price: 1899,
      },
    ],
    [
      'prepaid just below 1299: 3%',
      { sellingPrice: 1298 },
      {
        kind: 'prepaid',
        label: 'Prepaid offer',
        sellingPrice: 1298,
        prepaidDiscount: 39,
        price: 1259,
      },
    ],
    [
      'logged in with an offer: offer (capped at 150) and prepaid discount off',
      { offer },
      {
        kind: 'offer',
        sellingPrice: 1999,
        offerCode: 'SAVE10',
        offerDiscount: 150,
        prepaidDiscount: 100,
        price: 1749,
      },
    ],
    [
      'an offer the product alone does not qualify for shows the prepaid price',
      { offer: { ...offer, minOrderValue: 2000 } },
      {
        kind: 'prepaid',
        label: 'Prepaid offer',
        sellingPrice: 1999,
        prepaidDiscount: 100,
        price: 1899,
      },
    ],
    [
      'an inactive offer shows the prepaid price',
      { offer: { ...offer, active: false } },
      {
        kind: 'prepaid',
        label: 'Prepaid offer',
        sellingPrice: 1999,
        prepaidDiscount: 100,
        price: 1899,
      },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(priceDisplayState({ ...base, ...overrides })).toEqual(expected);
  });
});

describe('isPriceOnRequest', () => {
  test.each<[string, string[], unknown, boolean]>([
    ['a priced product', ['wall decor'], 1599, false],
    [
      'the on-demand tag, whatever the stored price',
      ['wall decor', 'On-Demand Booking '],
      1599,
      true,
    ],
    ['no selling price', ['wall decor'], undefined, true],
    ['a zero selling price', ['wall decor'], 0, true],
    ['a malformed selling price', ['wall decor'], Number.NaN, true],
  ])('%s', (_case, tags, sellingPrice, onRequest) => {
    expect(isPriceOnRequest(tags, sellingPrice)).toBe(onRequest);
  });
});

describe('titleCase', () => {
  test.each([
    ["kid's party", "Kid's Party"],
    ['kids-party', 'Kids Party'],
    ['baby_shower', 'Baby Shower'],
    ['new delhi', 'New Delhi'],
    ['rose-gold arch', 'Rose Gold Arch'],
  ])('%p reads %p', (text, expected) => {
    expect(titleCase(text)).toBe(expected);
  });
});
