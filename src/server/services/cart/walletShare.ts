// What the wallet pays of a booking under the customer's choice (SPEC 1: Reward at most 5%, then
// Credit). The priced cart, the card payment's size and the placed order all use these rules, so
// the figures the customer is shown are the ones charged.
import type { Cart, WalletBalances } from '../../../shared/contract';
import {
  walletSplit,
  type CartPrice,
  type PaymentOptions,
  type WalletSplit,
} from '../../../shared/domain';

/** The advance is half of what is owed online, rounded up; the rest is due later. */
export const advanceAmount = (owed: number) => Math.ceil(owed / 2);

/** The wallet's split of what is owed; nothing when the customer chose not to use it. */
export function walletUse(owed: number, balances: WalletBalances, useWallet: boolean): WalletSplit {
  return walletSplit({
    orderValue: owed,
    reward: balances.reward,
    credit: balances.credit,
    useReward: useWallet,
    useCredit: useWallet,
  });
}

/** The priced cart's wallet figures: per way of paying, what the wallet pays and what is left. */
export function cartWallet(
  price: CartPrice,
  options: PaymentOptions,
  balances: WalletBalances,
  useWallet: boolean,
): Cart['wallet'] {
  const share = (owed: number, toPay: (remaining: number) => number) => {
    const split = walletUse(owed, balances, useWallet);
    return {
      rewardUsed: split.rewardUsed,
      creditUsed: split.creditUsed,
      toPay: toPay(split.remaining),
    };
  };
  const all = (remaining: number) => remaining;
  return {
    reward: balances.reward,
    credit: balances.credit,
    cashOnDelivery: share(price.amountToPay, all),
    fullPrepay: share(options.fullPrepay.total, all),
    advance: share(options.advance.total, advanceAmount),
  };
}
