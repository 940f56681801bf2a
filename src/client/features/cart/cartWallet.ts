import { createSelector } from '@reduxjs/toolkit';
import type { CartWalletShare, WalletBalances } from '../../../shared/contract';
import { paymentOptions, walletSplit } from '../../../shared/domain';
import { usersApi } from '../../api/usersApi';
import { selectCart, selectCartPricing, selectConfirmedCart } from './cartSlice';

/** One way of paying: what Reward and Credit pay, their sum, and what is left to pay. */
export interface WalletShare extends CartWalletShare {
  used: number;
}

export interface CartWalletFigures {
  useWallet: boolean;
  reward: number;
  credit: number;
  cashOnDelivery: WalletShare;
  fullPrepay: WalletShare;
  advance: WalletShare;
  /** True when the figures are the server's priced cart for the cart as it stands. */
  confirmed: boolean;
}

const selectWalletAnswer = usersApi.endpoints.usersGetWallet.select();

const withUsed = (share: CartWalletShare): WalletShare => ({
  ...share,
  used: share.rewardUsed + share.creditUsed,
});

/** SPEC 1's split of one amount, as the server makes it when it sizes a payment or an order. */
function shareOf(
  owed: number,
  balances: WalletBalances,
  useWallet: boolean,
  toPay: (remaining: number) => number,
): WalletShare {
  const split = walletSplit({
    orderValue: owed,
    reward: balances.reward,
    credit: balances.credit,
    useReward: useWallet,
    useCredit: useWallet,
  });
  return withUsed({
    rewardUsed: split.rewardUsed,
    creditUsed: split.creditUsed,
    toPay: toPay(split.remaining),
  });
}

/**
 * What the wallet pays for each way of paying, and what is left to pay. The server's priced cart
 * is authoritative; until it has priced the latest change (the switch syncs like any cart edit),
 * the same split gives the figures it is about to answer. Null while the balances are unknown.
 */
export const selectCartWallet = createSelector(
  [selectCart, selectConfirmedCart, selectCartPricing, selectWalletAnswer],
  (cart, current, pricing, answer): CartWalletFigures | null => {
    if (cart.status !== 'filled' || !pricing) return null;
    if (current) {
      const { wallet } = current;
      return {
        useWallet: current.useWallet,
        reward: wallet.reward,
        credit: wallet.credit,
        cashOnDelivery: withUsed(wallet.cashOnDelivery),
        fullPrepay: withUsed(wallet.fullPrepay),
        advance: withUsed(wallet.advance),
        confirmed: true,
      };
    }
    const balances = answer.data?.balances ?? cart.priced?.wallet;
    if (!balances) return null;
    const useWallet = cart.draft.useWallet !== false;
    const options = paymentOptions(pricing);
    const all = (remaining: number) => remaining;
    return {
      useWallet,
      reward: balances.reward,
      credit: balances.credit,
      cashOnDelivery: shareOf(pricing.amountToPay, balances, useWallet, all),
      fullPrepay: shareOf(options.fullPrepay.total, balances, useWallet, all),
      // The server charges half of what the wallet leaves of the advance total, rounded up.
      advance: shareOf(options.advance.total, balances, useWallet, (left) => Math.ceil(left / 2)),
      confirmed: false,
    };
  },
);
