import type { Price, ProductPricing } from '../../../src/shared/domain/hub';
import {
  CITIES,
  DEFAULT_HUB_ID,
  effectiveHubId,
  hubCity,
  resolvePrice,
} from '../../../src/shared/domain/hub';

const price = (sellingPrice: number): Price => ({
  sellingPrice,
  costPrice: sellingPrice + 500,
  webDiscount: 10,
});

describe('hubCity', () => {
  test.each([
    ['MUM-THANE-HUB', 'mumbai'],
    ['mum-andheri-hub', 'mumbai'],
    ['NaviMumbai', 'mumbai'],
    ['SLG-MAIN-HUB', 'siliguri'],
    ['slg', 'siliguri'],
    ['DELHI-NOIDA-HUB', 'delhi-NCR'],
    ['PUNE-KOTHRUD-HUB', 'pune'],
    ['pune-baner', 'pune'],
    ['BLR-HUB', null],
    [' MUM-THANE-HUB ', 'mumbai'],
    // Missing hub falls back to the default hub, which is in Mumbai.
    ['', 'mumbai'],
    [null, 'mumbai'],
    [undefined, 'mumbai'],
  ])('%p → %p', (hubId, city) => {
    expect(hubCity(hubId)).toBe(city);
  });
});

describe('effectiveHubId', () => {
  test.each([
    ['PUNE-KOTHRUD-HUB', 'PUNE-KOTHRUD-HUB'],
    ['  SLG-HUB ', 'SLG-HUB'],
    ['', 'MUM-THANE-HUB'],
    ['   ', 'MUM-THANE-HUB'],
    [null, 'MUM-THANE-HUB'],
    [undefined, 'MUM-THANE-HUB'],
  ])('%p → %p', (hubId, expected) => {
    expect(effectiveHubId(hubId)).toBe(expected);
  });

  test('the default hub and the listed cities', () => {
    expect(DEFAULT_HUB_ID).toBe('MUM-THANE-HUB');
    expect(CITIES).toEqual(['mumbai', 'siliguri', 'pune']);
  });
});

describe('resolvePrice: hubWise, then cityWise by the hub city, then defaultPrice', () => {
  const pricing: ProductPricing = {
    defaultPrice: price(1000),
    hubWise: [
      { hubId: 'MUM-THANE-HUB', price: price(1100) },
      { hubId: 'PUNE-KOTHRUD-HUB', price: price(1200) },
    ],
    cityWise: [
      { city: 'mumbai', price: price(1300) },
      { city: 'pune', price: price(1400) },
      { city: 'Delhi-NCR', price: price(1500) },
    ],
  };

  test.each([
    ['hub-wise price', 'PUNE-KOTHRUD-HUB', 1200],
    ['hub-wise for the default hub', 'MUM-THANE-HUB', 1100],
    ['missing hub uses the default hub', null, 1100],
    ['city-wise for another Mumbai hub', 'MUM-ANDHERI-HUB', 1300],
    ['city-wise for another Pune hub', 'PUNE-BANER-HUB', 1400],
    ['city-wise matched case-insensitively', 'DELHI-NOIDA-HUB', 1500],
    ['default for a city without a city price', 'SLG-MAIN-HUB', 1000],
    ['default for an unknown hub', 'BLR-HUB', 1000],
    ['hub ids match exactly, not by case', 'pune-kothrud-hub', 1400],
  ])('%s (%p)', (_name, hubId, sellingPrice) => {
    expect(resolvePrice(pricing, hubId).sellingPrice).toBe(sellingPrice);
  });

  test('returns the whole price record', () => {
    expect(resolvePrice(pricing, 'PUNE-KOTHRUD-HUB')).toEqual({
      sellingPrice: 1200,
      costPrice: 1700,
      webDiscount: 10,
    });
  });

  test.each([
    ['no hubWise or cityWise', { defaultPrice: price(999) }],
    ['null lists', { defaultPrice: price(999), hubWise: null, cityWise: null }],
    ['empty lists', { defaultPrice: price(999), hubWise: [], cityWise: [] }],
  ])('%s falls back to defaultPrice', (_name, p) => {
    expect(resolvePrice(p, 'PUNE-KOTHRUD-HUB').sellingPrice).toBe(999);
  });
});
