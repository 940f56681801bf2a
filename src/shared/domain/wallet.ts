import { assertRupees } from './money';

/** Reward balance may pay at most this share of an order; Credit may pay all of it. */
export const REWARD_MAX_PERCENT = 5;

/** Most Reward usable on an order: 5% floored to whole rupees, so the cap is never exceeded. */
export function maxRewardUsable(orderValue: number): number {
  return Math.floor((assertRupees(orderValue, 'orderValue') * REWARD_MAX_PERCENT) / 100);
}

export interface WalletSplitInput {
  orderValue: number;
  reward: number;
  credit: number;
  useReward: boolean;
  useCredit: boolean;
}

export interface WalletSplit {
  rewardUsed: number;
  creditUsed: number;
  remaining: number;
}

/** Reward is applied first (capped at 5%), then Credit covers what it can of the rest. */
export function walletSplit(input: WalletSplitInput): WalletSplit {
  const orderValue = assertRupees(input.orderValue, 'orderValue');
  const reward = assertRupees(input.reward, 'reward');
  const credit = assertRupees(input.credit, 'credit');
  const rewardUsed = input.useReward ? Math.min(reward, maxRewardUsable(orderValue)) : 0;
  const creditUsed = input.useCredit ? Math.min(credit, orderValue - rewardUsed) : 0;
  return { rewardUsed, creditUsed, remaining: orderValue - rewardUsed - creditUsed };
}
