import { ordersApi } from '../../api/ordersApi';
import { selectIsLoggedIn } from '../../features/auth/authSlice';
import { ownOrderArg, publicOrderArg } from '../../features/orders/orderQueries';
import { prefetched, type PageRequests } from './pageRequests';

/**
 * An order page: a signed-in customer's own order first, and the public view when it is not
 * theirs (useOrderForPage); a visitor's, the public view at once.
 */
export const orderRequests: PageRequests =
  ({ params }) =>
  async (dispatch, getState) => {
    const orderId = params.orderid ?? '';
    const { ordersGetOrdersByQueryObject, ordersGetOrderByIdWithoutToken } = ordersApi.endpoints;
    if (selectIsLoggedIn(getState())) {
      const own = await prefetched(
        dispatch(ordersGetOrdersByQueryObject.initiate(ownOrderArg(orderId))),
      );
      if (own.data?.orders[0]) return;
    }
    await prefetched(dispatch(ordersGetOrderByIdWithoutToken.initiate(publicOrderArg(orderId))));
  };
