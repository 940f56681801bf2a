import { Type, type Static } from '@sinclair/typebox';
import {
  DateDMY,
  Email,
  Gender,
  Id,
  Literals,
  Name,
  OrderId,
  Phone,
  Rupees,
  Text,
  Timestamp,
  Token,
} from '../primitives';

const { Optional } = Type;

const userFields = {
  _id: Id,
  name: Name,
  email: Optional(Email),
  /** DD-MM-YYYY. */
  dateOfBirth: Optional(DateDMY),
  gender: Optional(Gender),
  phoneNumber: Phone,
  /** Staff use the support console (issue 9); customers are the default. */
  role: Optional(Literals(['customer', 'staff'])),
  /** True for a session opened by the admin access grant. */
  isSupportSession: Optional(Type.Boolean()),
};
export const User = Type.Object({ ...userFields, token: Optional(Token) });
/** The user as a login answers it: always with the bearer token the SPA stores under `user`. */
export const SignedInUser = Type.Object({ ...userFields, token: Token });

// ---- wallet ----------------------------------------------------------------------------------

export const WalletBalances = Type.Object({
  /** From referrals and promotions; may expire; pays at most 5% of an order. */
  reward: Rupees,
  /** From refunds; never expires; can pay the whole amount. */
  credit: Rupees,
});
export const WalletLedgerEntry = Type.Object({
  _id: Id,
  balance: Literals(['reward', 'credit']),
  /** Positive when credited, negative when spent or expired. */
  amount: Type.Integer({ minimum: -10_000_000, maximum: 10_000_000 }),
  reason: Literals(['referral', 'promotion', 'refund', 'orderPayment', 'expiry', 'adjustment']),
  orderId: Optional(OrderId),
  note: Optional(Text(200)),
  createdAt: Timestamp,
  /** Reward credits only. */
  expiresAt: Optional(Timestamp),
});

export type User = Static<typeof User>;
export type SignedInUser = Static<typeof SignedInUser>;
export type WalletBalances = Static<typeof WalletBalances>;
export type WalletLedgerEntry = Static<typeof WalletLedgerEntry>;
