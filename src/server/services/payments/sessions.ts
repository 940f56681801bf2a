// A checkout session charges for the cart as it was when it started (its frozen snapshot): any
// change to the cart or to an address it books closes the cart's open session, so money paid
// into it afterwards is settled to Credit instead of placing a booking nobody priced. The
// gateway is asked to close it too (after the commit), so the customer cannot pay it at all.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { carts, paymentIntents } from '../../db/schema';
import type { Executor } from '../context';
import type { BookingContext } from '../orders/context';

/** A session closed in the database, for the gateway to close as well. */
export interface ClosedSession {
  provider: 'sandbox' | 'razorpay';
  providerOrderId: string;
}

const closedColumns = {
  provider: paymentIntents.provider,
  providerOrderId: paymentIntents.providerOrderId,
};

/** Closes the open checkout of a cart, if any. */
export async function closeCartSessions(db: Executor, cartId: string): Promise<ClosedSession[]> {
  return db
    .update(paymentIntents)
    .set({ state: 'closed' })
    .where(and(eq(paymentIntents.cartId, cartId), eq(paymentIntents.state, 'open')))
    .returning(closedColumns);
}

/** Closes the open checkout of the customer's cart when it books the address that changed. */
export async function closeSessionsOfAddress(
  db: Executor,
  userId: string,
  addressId: string,
): Promise<ClosedSession[]> {
  const booking = db
    .select({ id: carts.id })
    .from(carts)
    .where(
      and(
        eq(carts.userId, userId),
        eq(carts.bookingAddressId, addressId),
        isNull(carts.placedOrderId),
      ),
    );
  return db
    .update(paymentIntents)
    .set({ state: 'closed' })
    .where(and(inArray(paymentIntents.cartId, booking), eq(paymentIntents.state, 'open')))
    .returning(closedColumns);
}

/** The card gateway, for closing its checkouts. */
export type Gateway = Pick<BookingContext, 'payments' | 'log'>;

/** Asks the gateway to close sessions closed here; a failure is logged, the ledger covers it. */
export async function closeAtGateway(
  ctx: Gateway,
  sessions: readonly ClosedSession[],
): Promise<void> {
  for (const session of sessions) {
    if (session.provider !== ctx.payments.kind) continue;
    try {
      await ctx.payments.closeCheckout(session.providerOrderId);
    } catch (error: unknown) {
      ctx.log.warn({ err: error }, 'a replaced checkout could not be closed at the gateway');
    }
  }
}
