import {
  paymentStatusOf,
  settleOrder,
  unearnedPrepayDiscount,
  type BalancePayment,
} from '../../../src/shared/domain/settlement';

// SPEC 1 (Reward pays at most 5% of the order, floored, then Credit) and SPEC 9 (the payment
// discounts: full prepay 5% of a 1,599 cart is 80, an advance 3% is 48), as the order records them.

describe('settleOrder: a cart placed as an order', () => {
  // toPay: the priced cart's amount to pay; discount and card: what a payment at placement
  // earned and paid; reward, credit and wallet: the balances and whether the cart uses them.
  test.each`
    toPay   | discount | card    | reward | credit  | wallet   | rewardUsed | creditUsed | finalPrice | amountDue | status         | case
    ${1599} | ${0}     | ${0}    | ${500} | ${1000} | ${false} | ${0}       | ${0}       | ${1599}    | ${1599}   | ${'pending'}   | ${'cash on delivery, no wallet'}
    ${2000} | ${0}     | ${0}    | ${500} | ${300}  | ${true}  | ${100}     | ${300}     | ${1600}    | ${1600}   | ${'pending'}   | ${'Reward capped at 5%, then Credit'}
    ${1999} | ${0}     | ${0}    | ${500} | ${0}    | ${true}  | ${99}      | ${0}       | ${1900}    | ${1900}   | ${'pending'}   | ${'Reward floored to whole rupees'}
    ${1000} | ${0}     | ${0}    | ${0}   | ${5000} | ${true}  | ${0}       | ${1000}    | ${0}       | ${0}      | ${'completed'} | ${'Credit pays all of it'}
    ${1599} | ${80}    | ${1519} | ${0}   | ${0}    | ${false} | ${0}       | ${0}       | ${1519}    | ${0}      | ${'completed'} | ${'full prepay by card'}
    ${2000} | ${100}   | ${1444} | ${500} | ${361}  | ${true}  | ${95}      | ${361}     | ${1444}    | ${0}      | ${'completed'} | ${'full prepay: the wallet, then the card'}
    ${1599} | ${48}    | ${776}  | ${0}   | ${0}    | ${false} | ${0}       | ${0}       | ${1551}    | ${775}    | ${'partial'}   | ${'an advance: half now, the rest due'}
    ${2000} | ${0}     | ${1900} | ${100} | ${1000} | ${true}  | ${100}     | ${0}       | ${1900}    | ${0}      | ${'completed'} | ${'the wallet grew after the card was sized'}
    ${2000} | ${0}     | ${1500} | ${0}   | ${0}    | ${true}  | ${0}       | ${0}       | ${2000}    | ${500}    | ${'partial'}   | ${'the wallet emptied after the card was sized'}
  `(
    '$case: $rewardUsed Reward, $creditUsed Credit, $amountDue due',
    ({ toPay, discount, card, reward, credit, wallet, ...expected }) => {
      const settled = settleOrder({
        kind: 'placement',
        amountToPay: toPay,
        prepaidDiscount: discount,
        amountPaid: card,
        balances: { reward, credit },
        useWallet: wallet,
      });
      expect(settled.money).toEqual({
        prepaidDiscount: discount,
        rewardUsed: expected.rewardUsed,
        creditUsed: expected.creditUsed,
        finalPrice: expected.finalPrice,
        amountPaid: card,
        amountDue: expected.amountDue,
        paymentStatus: expected.status,
      });
      expect(settled.refund).toBe(0);
    },
  );
});

/** A 1,599 decor ordered as cash on delivery: nothing paid, all of it due. */
const COD: BalancePayment['order'] = {
  productPrice: 1599,
  addOnsTotal: 0,
  prepaidDiscount: 0,
  rewardUsed: 0,
  creditUsed: 0,
  finalPrice: 1599,
  amountPaid: 0,
  amountDue: 1599,
};
/** The same decor with an advance paid: 48 discount, 776 paid, 775 due. */
const ADVANCE = { ...COD, prepaidDiscount: 48, finalPrice: 1551, amountPaid: 776, amountDue: 775 };
const PAID = { ...COD, prepaidDiscount: 80, finalPrice: 1519, amountPaid: 1519, amountDue: 0 };
/** The advance order after something else lowered what it owes. */
const OWES_300 = { ...ADVANCE, amountDue: 300 };

describe('settleOrder: a later payment towards an order', () => {
  // amount and offered: the payment and the discount it was sized with.
  test.each`
    order       | amount  | offered | prepaidDiscount | finalPrice | amountPaid | amountDue | status         | refund  | changed  | case
    ${COD}      | ${1519} | ${80}   | ${80}           | ${1519}    | ${1519}    | ${0}      | ${'completed'} | ${0}    | ${true}  | ${'a cash order paid online earns the prepay discount'}
    ${ADVANCE}  | ${743}  | ${32}   | ${80}           | ${1519}    | ${1519}    | ${0}      | ${'completed'} | ${0}    | ${true}  | ${"an advance's balance earns the rest of it"}
    ${ADVANCE}  | ${743}  | ${80}   | ${80}           | ${1519}    | ${1519}    | ${0}      | ${'completed'} | ${0}    | ${true}  | ${'a discount is applied only as far as not yet earned'}
    ${ADVANCE}  | ${500}  | ${32}   | ${80}           | ${1519}    | ${1276}    | ${243}    | ${'partial'}   | ${0}    | ${true}  | ${'part of the balance paid leaves the rest due'}
    ${OWES_300} | ${743}  | ${32}   | ${80}           | ${1519}    | ${1044}    | ${0}      | ${'completed'} | ${475}  | ${true}  | ${'more than is owed: the rest is refunded'}
    ${PAID}     | ${1519} | ${80}   | ${80}           | ${1519}    | ${1519}    | ${0}      | ${'completed'} | ${1519} | ${false} | ${'an order already paid changes nothing'}
  `(
    '$case: $amountDue due, $refund refunded',
    ({ order, amount, offered, refund, changed, ...expected }) => {
      const before = order as BalancePayment['order'];
      const settled = settleOrder({
        kind: 'balancePayment',
        order: before,
        amount,
        discount: offered,
      });
      expect(settled.money).toEqual({
        prepaidDiscount: expected.prepaidDiscount,
        rewardUsed: before.rewardUsed,
        creditUsed: before.creditUsed,
        finalPrice: expected.finalPrice,
        amountPaid: expected.amountPaid,
        amountDue: expected.amountDue,
        paymentStatus: expected.status,
      });
      expect(settled.refund).toBe(refund);
      expect(settled.paid + settled.refund).toBe(amount);
      expect(settled.changed).toBe(changed);
    },
  );
});

describe('the rules settleOrder uses', () => {
  test.each([
    [0, 1599, 'pending'],
    [776, 775, 'partial'],
    [1519, 0, 'completed'],
    [0, 0, 'completed'],
  ])('paid %p with %p due is %p', (amountPaid, amountDue, status) => {
    expect(paymentStatusOf(amountPaid, amountDue)).toBe(status);
  });

  test.each([
    [{ productPrice: 1599, addOnsTotal: 0, prepaidDiscount: 0 }, 80],
    [{ productPrice: 1599, addOnsTotal: 0, prepaidDiscount: 48 }, 32],
    [{ productPrice: 1599, addOnsTotal: 0, prepaidDiscount: 80 }, 0],
    [{ productPrice: 3000, addOnsTotal: 1000, prepaidDiscount: 0 }, 150],
    [{ productPrice: 1000, addOnsTotal: 0, prepaidDiscount: 0 }, 30],
  ])('the unearned prepay discount of %p is %p', (order, unearned) => {
    expect(unearnedPrepayDiscount(order)).toBe(unearned);
  });
});
