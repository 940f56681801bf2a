// A checkout session charges for the cart as it was when it started (its frozen snapshot): any
// change to the cart or to an address it books closes the cart's open session, so money paid
// into it afterwards is settled to Credit instead of placing a booking nobody priced.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { carts, paymentIntents } from '../../db/schema';
import type { Executor } from '../context';

/** Closes the open checkout of a cart, if any. */
export async function closeCartSessions(db: Executor, cartId: string): Promise<void> {
  await db
    .update(paymentIntents)
    .set({ state: 'closed' })
    .where(and(eq(paymentIntents.cartId, cartId), eq(paymentIntents.state, 'open')));
}

/** Closes the open checkout of the customer's cart when it books the address that changed. */
export async function closeSessionsOfAddress(
  db: Executor,
  userId: string,
  addressId: string,
): Promise<void> {
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
  await db
    .update(paymentIntents)
    .set({ state: 'closed' })
    .where(and(inArray(paymentIntents.cartId, booking), eq(paymentIntents.state, 'open')));
}
