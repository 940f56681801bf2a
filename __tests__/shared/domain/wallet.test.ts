import type { WalletSplitInput } from '../../../src/shared/domain/wallet';
import { maxRewardUsable, walletSplit } from '../../../src/shared/domain/wallet';

describe('maxRewardUsable: 5% of the order, floored to whole rupees', () => {
  test.each([
    [0, 0],
    [19, 0], // 0.95
    [20, 1],
    [1999, 99], // 99.95
    [2000, 100],
    [2019, 100], // 100.95
    [125000, 6250],
  ])('order %p allows %p', (orderValue, expected) => {
    expect(maxRewardUsable(orderValue)).toBe(expected);
  });
});

describe('walletSplit', () => {
  const base: WalletSplitInput = {
    orderValue: 2000,
    reward: 500,
    credit: 5000,
    useReward: true,
    useCredit: true,
  };

  test.each<[string, Partial<WalletSplitInput>, number, number, number]>([
    ['reward capped at 5%, credit covers the rest', {}, 100, 1900, 0],
    ['reward below its cap is used whole', { reward: 30 }, 30, 1970, 0],
    ['reward at exactly the cap', { reward: 100 }, 100, 1900, 0],
    ['5% floored: order 1999 allows 99', { orderValue: 1999 }, 99, 1900, 0],
    ['credit smaller than the rest', { credit: 500 }, 100, 500, 1400],
    ['reward only', { useCredit: false }, 100, 0, 1900],
    ['credit only pays everything', { useReward: false }, 0, 2000, 0],
    ['neither', { useReward: false, useCredit: false }, 0, 0, 2000],
    ['empty balances', { reward: 0, credit: 0 }, 0, 0, 2000],
    ['zero order', { orderValue: 0 }, 0, 0, 0],
  ])('%s', (_name, overrides, rewardUsed, creditUsed, remaining) => {
    expect(walletSplit({ ...base, ...overrides })).toEqual({ rewardUsed, creditUsed, remaining });
  });

  test.each<[string, Partial<WalletSplitInput>]>([
    ['negative order value', { orderValue: -1 }],
    ['NaN reward', { reward: NaN }],
    ['negative credit', { credit: -100 }],
    ['infinite order value', { orderValue: Infinity }],
  ])('%s throws a RangeError', (_name, overrides) => {
    expect(() => walletSplit({ ...base, ...overrides })).toThrow(RangeError);
  });
});
