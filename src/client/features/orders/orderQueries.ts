import type { Order, PublicOrder } from '../../../shared/contract';
import { isNotFoundError } from '../../api/contractBaseQuery';
import {
  useOrdersGetOrderByIdWithoutTokenQuery,
  useOrdersGetOrdersByQueryObjectQuery,
} from '../../api/ordersApi';
import { useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn } from '../auth/authSlice';

/**
 * What the order page shows for an id: the owner's order (everything), the server's public view
 * for anyone else, a failure (`missing` when the server has no such order) or nothing yet.
 */
export type OrderForPage =
  | { status: 'owner'; order: Order }
  | { status: 'public'; order: PublicOrder }
  | { status: 'failed'; missing: boolean }
  | { status: 'loading' };

/** The calls for an order: the owner's (everything) and anyone's (the public view). */
export const ownOrderArg = (orderId: string) => ({
  body: { queryObject: { _id: orderId }, limit: 1 },
});
export const publicOrderArg = (orderId: string) => ({ params: { id: orderId } });

/** The signed-in customer's own order first; the public view when it is not theirs. */
export function useOrderForPage(orderId: string): OrderForPage {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const own = useOrdersGetOrdersByQueryObjectQuery(ownOrderArg(orderId), { skip: !loggedIn });
  const owner = own.data?.orders[0] ?? null;
  const notOwn = !loggedIn || own.isError || (own.isSuccess && owner === null);
  const visitor = useOrdersGetOrderByIdWithoutTokenQuery(publicOrderArg(orderId), {
    skip: !notOwn,
  });
  if (owner) return { status: 'owner', order: owner };
  if (notOwn && visitor.data) return { status: 'public', order: visitor.data.order };
  // A failed entry keeps its error while it is fetched again, so the page stays as it was.
  if (notOwn && visitor.error !== undefined)
    return { status: 'failed', missing: isNotFoundError(visitor.error) };
  return { status: 'loading' };
}
