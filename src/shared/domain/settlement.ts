// What a booking costs and what is still owed on it (SPEC 1 and 9), when it is placed and when a
// later payment comes in. The server decides with these alone, so the order's figures follow one
// set of rules; pure, integer rupees.
import { prepayDiscount } from './pricing';
import { walletSplit } from './wallet';

export type PaymentStatus = 'pending' | 'partial' | 'completed';

/** An order's money: its price detail's and payment details' figures, and its payment status. */
export interface OrderMoney {
  /** SPEC 9's payment discount earned so far. */
  prepaidDiscount: number;
  rewardUsed: number;
  creditUsed: number;
  /** What the customer pays beyond the wallet: what is owed, less the wallet's share. */
  finalPrice: number;
  amountPaid: number;
  amountDue: number;
  paymentStatus: PaymentStatus;
}

/** A cart placed as an order, paid `amountPaid` now (0 for cash on delivery). */
export interface Placement {
  kind: 'placement';
  /** The priced cart's amount to pay. */
  amountToPay: number;
  /** The payment discount the payment made at placement earned. */
  prepaidDiscount: number;
  amountPaid: number;
  /** The customer's balances now; with `useWallet` false the wallet pays nothing. */
  balances: { reward: number; credit: number };
  useWallet: boolean;
}

/** A payment of `amount` towards an order placed earlier, sized with `discount`. */
export interface BalancePayment {
  kind: 'balancePayment';
  order: Omit<OrderMoney, 'paymentStatus'> & { productPrice: number; addOnsTotal: number };
  amount: number;
  discount: number;
}

export interface Settled {
  money: OrderMoney;
  /** Of a payment: the discount applied and the part that paid the order. */
  discount: number;
  paid: number;
  /** Of a payment: what the order could not take, for Credit. */
  refund: number;
  /** False when a payment changes nothing on the order (all of it is refunded): leave it be. */
  changed: boolean;
}

/** What Reward and Credit paid of an order. */
export const paidFromWallet = (price: { rewardUsed: number; creditUsed: number }) =>
  price.rewardUsed + price.creditUsed;

/** Completed once nothing is due, partial once something is paid, pending before. */
export const paymentStatusOf = (amountPaid: number, amountDue: number): PaymentStatus =>
  amountDue === 0 ? 'completed' : amountPaid > 0 ? 'partial' : 'pending';

/**
 * The part of SPEC 9's full-prepay discount an order has not yet earned: paying its balance
 * online earns it, less what earlier payments already took.
 */
export function unearnedPrepayDiscount(order: {
  productPrice: number;
  addOnsTotal: number;
  prepaidDiscount: number;
}): number {
  return Math.max(
    0,
    prepayDiscount(order.productPrice + order.addOnsTotal) - order.prepaidDiscount,
  );
}

function place(input: Placement): Settled {
  const owed = input.amountToPay - input.prepaidDiscount;
  // The wallet's share is measured on the whole order (Reward's 5% cap included); a card payment
  // was sized after it, so the wallet covers at most what the card left.
  const share = walletSplit({
    orderValue: owed,
    reward: input.balances.reward,
    credit: input.balances.credit,
    useReward: input.useWallet,
    useCredit: input.useWallet,
  });
  const unpaid = owed - input.amountPaid;
  const rewardUsed = Math.min(share.rewardUsed, unpaid);
  const creditUsed = Math.min(share.creditUsed, unpaid - rewardUsed);
  const finalPrice = owed - rewardUsed - creditUsed;
  const amountDue = Math.max(0, finalPrice - input.amountPaid);
  return {
    money: {
      prepaidDiscount: input.prepaidDiscount,
      rewardUsed,
      creditUsed,
      finalPrice,
      amountPaid: input.amountPaid,
      amountDue,
      paymentStatus: paymentStatusOf(input.amountPaid, amountDue),
    },
    discount: input.prepaidDiscount,
    paid: input.amountPaid,
    refund: 0,
    changed: true,
  };
}

/**
 * The discount a balance payment was sized with applies only as far as the order has not earned
 * it yet and owes it; the payment pays at most what is then due, and the rest is refunded.
 */
function payBalance({ order, amount, discount: offered }: BalancePayment): Settled {
  const due = order.amountDue;
  const discount = Math.min(offered, unearnedPrepayDiscount(order), due);
  const paid = Math.min(amount, due - discount);
  const amountPaid = order.amountPaid + paid;
  const amountDue = due - discount - paid;
  return {
    money: {
      rewardUsed: order.rewardUsed,
      creditUsed: order.creditUsed,
      prepaidDiscount: order.prepaidDiscount + discount,
      finalPrice: Math.max(0, order.finalPrice - discount),
      amountPaid,
      amountDue,
      paymentStatus: paymentStatusOf(amountPaid, amountDue),
    },
    discount,
    paid,
    refund: amount - paid,
    changed: paid > 0 || discount > 0,
  };
}

/** An order's money after it is placed, or after a later payment towards it. */
export function settleOrder(input: Placement | BalancePayment): Settled {
  return input.kind === 'placement' ? place(input) : payBalance(input);
}
