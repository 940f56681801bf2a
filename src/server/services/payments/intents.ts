// Starting a card payment: the server sizes it and fixes it in a payment intent.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentInitiation } from '../../../shared/contract';
import { toPaise, unearnedPrepayDiscount } from '../../../shared/domain';
import { carts, paymentIntents, type FrozenCheckout } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Executor } from '../context';
import { assertOwnCart, openCartRow } from '../cart/cart';
import { advanceAmount } from '../cart/walletShare';
import type { BookingContext } from '../orders/context';
import { ALREADY_CANCELLED } from '../orders/changes';
import { checkCart, newOrderId, walletShare } from '../orders/placement';
import { lockOwnOrder, ownOrder } from '../orders/queries';
import {
  AMOUNT_CHANGED,
  NOTHING_TO_PAY,
  RETURN_NEW_ORDER,
  RETURN_OLD_ORDER,
  type IntentRow,
} from './payments';
import { closeAtGateway } from './sessions';

interface Sizing {
  paymentType: IntentRow['paymentType'];
  amount: number;
  discount: number;
  orderId: string;
  cartId: string | null;
  cartRevision: number | null;
  frozen: FrozenCheckout | null;
}

async function sizeNewOrder(
  ctx: BookingContext,
  userId: string,
  cartId: string,
  option: 'full' | 'advance',
): Promise<Sizing> {
  assertOwnCart(userId, cartId);
  const row = await openCartRow(ctx.db, userId);
  if (!row) throw new HttpError(404, 'Cart not found');
  const checked = await checkCart(ctx, ctx.db, row);
  const choice =
    option === 'full' ? checked.priced.options.fullPrepay : checked.priced.options.advance;
  const wallet = await walletShare(ctx.db, userId, choice.total, row.useWallet);
  const amount = option === 'full' ? wallet.remaining : advanceAmount(wallet.remaining);
  if (amount < 1) throw new HttpError(409, NOTHING_TO_PAY);
  return {
    paymentType: option,
    amount,
    discount: choice.discount,
    orderId: newOrderId(),
    cartId: row.id,
    cartRevision: row.revision,
    frozen: {
      productId: row.productId,
      addOns: row.addOns,
      offerCode: checked.priced.offer?.offerCode ?? null,
      bookingAddressId: checked.address._id,
      hubId: checked.hubId,
      celebrationDate: checked.row.celebrationDate as string,
      readyTime: checked.slot.readyTime,
      arrivingTime: checked.slot.arrivingTime,
      santaTip: row.santaTip,
      instructions: row.instructions,
      useWallet: row.useWallet,
      amountToPay: checked.priced.price.amountToPay,
      rewardUsed: wallet.rewardUsed,
      creditUsed: wallet.creditUsed,
    },
  };
}

async function sizeOldOrder(db: Executor, userId: string, orderId: string): Promise<Sizing> {
  const order = await ownOrder(db, userId, orderId);
  if (order.bookingStatus === 'Order Cancelled') throw new HttpError(409, ALREADY_CANCELLED);
  const due = order.paymentDetails.amountDue;
  const discount = Math.min(unearnedPrepayDiscount(order.priceDetail), Math.max(0, due - 1));
  if (due - discount < 1) throw new HttpError(409, NOTHING_TO_PAY);
  return {
    paymentType: order.paymentDetails.amountPaid > 0 ? 'remaining' : 'full',
    amount: due - discount,
    discount,
    orderId,
    cartId: null,
    cartRevision: null,
    frozen: null,
  };
}

const supersededColumns = {
  provider: paymentIntents.provider,
  providerOrderId: paymentIntents.providerOrderId,
};

/** Starts a checkout for an amount the server computed; answers the provider's URL. */
export async function initiatePayment(
  ctx: BookingContext,
  userId: string,
  body: PaymentInitiation,
): Promise<string> {
  const sizing =
    body.type === '_NEW_ORDER_PAYMENT'
      ? await sizeNewOrder(ctx, userId, body.cartId, body.option)
      : await sizeOldOrder(ctx.db, userId, body.orderId);
  const id = randomUUID();
  const amountPaise = toPaise(sizing.amount);
  const checkout = await ctx.payments.createCheckout({
    receipt: id,
    amountPaise,
    flow: body.type,
    orderId: sizing.orderId,
    redirectingUrl: body.type === '_NEW_ORDER_PAYMENT' ? RETURN_NEW_ORDER : RETURN_OLD_ORDER,
  });
  const intent = {
    id,
    provider: checkout.provider,
    providerOrderId: checkout.providerOrderId,
    userId,
    flow: body.type,
    paymentType: sizing.paymentType,
    orderId: sizing.orderId,
    cartId: sizing.cartId,
    cartRevision: sizing.cartRevision,
    amount: sizing.amount,
    amountPaise,
    discount: sizing.discount,
    frozen: sizing.frozen,
  };
  if (body.type === '_NEW_ORDER_PAYMENT') {
    // One open checkout per cart: a new one closes the one before (money paid into that one
    // anyway is settled to Credit), and a cart changed since it was sized starts none.
    const replaced = await ctx.db.transaction(async (tx) => {
      const [cart] = await tx
        .select({ revision: carts.revision, placedOrderId: carts.placedOrderId })
        .from(carts)
        .where(eq(carts.id, body.cartId))
        .for('update');
      if (!cart || cart.placedOrderId || cart.revision !== sizing.cartRevision) {
        throw new HttpError(409, AMOUNT_CHANGED);
      }
      const older = await tx
        .update(paymentIntents)
        .set({ state: 'superseded' })
        .where(and(eq(paymentIntents.cartId, body.cartId), eq(paymentIntents.state, 'open')))
        .returning(supersededColumns);
      await tx.insert(paymentIntents).values(intent);
      return older;
    });
    await closeAtGateway(ctx, replaced);
  } else {
    // Under the order's lock: the newest balance payment is the only one that can still pay it,
    // and only for what the order owes now (a payment may have landed since it was sized). A
    // checkout opened for a stale amount is kept as superseded, so money paid into it anyway
    // still reaches Credit.
    const { refusal, replaced } = await ctx.db.transaction(async (tx) => {
      await lockOwnOrder(tx, userId, sizing.orderId);
      const now = await sizeOldOrder(tx, userId, sizing.orderId).catch((error: unknown) => {
        if (error instanceof HttpError) return error;
        throw error;
      });
      const refused =
        now instanceof HttpError
          ? now
          : now.amount !== sizing.amount || now.discount !== sizing.discount
            ? new HttpError(409, AMOUNT_CHANGED)
            : null;
      const older = refused
        ? []
        : await tx
            .update(paymentIntents)
            .set({ state: 'superseded' })
            .where(
              and(eq(paymentIntents.orderId, sizing.orderId), eq(paymentIntents.state, 'open')),
            )
            .returning(supersededColumns);
      await tx.insert(paymentIntents).values({ ...intent, state: refused ? 'superseded' : 'open' });
      return { refusal: refused, replaced: older };
    });
    await closeAtGateway(ctx, replaced);
    if (refusal) {
      await closeAtGateway(ctx, [checkout]);
      throw refusal;
    }
  }
  return checkout.url;
}
