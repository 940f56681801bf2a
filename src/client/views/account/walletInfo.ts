/** SPEC 1: what each wallet balance is, as the info popups explain it. */
export const WALLET_INFO = {
  Reward:
    'Reward is earned from referrals and promotions. It may expire, and can pay up to 5% of an order.',
  Credit:
    'Credit is added when an order is refunded. It never expires and can pay the whole amount.',
} as const;

export type WalletKind = keyof typeof WALLET_INFO;

export const WALLET_KINDS = Object.keys(WALLET_INFO) as WalletKind[];
