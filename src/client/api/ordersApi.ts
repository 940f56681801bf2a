import { orders } from '../../shared/contract/routes/orders';
import { api } from './api';
import { contractMutation, contractQuery } from './contractEndpoints';

const LIST = { type: 'Orders', id: 'LIST' } as const;

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    ordersPlace: contractMutation(build, orders.place, {
      invalidatesTags: [LIST, { type: 'Cart', id: 'CURRENT' }, { type: 'Wallet', id: 'LIST' }],
    }),
    ordersGetOrdersByQueryObject: contractQuery(build, orders.getOrdersByQueryObject, {
      providesTags: (result) => [
        LIST,
        ...(result?.orders ?? []).map(({ _id }) => ({ type: 'Orders' as const, id: _id })),
      ],
    }),
    ordersGetOrderByIdWithoutToken: contractQuery(build, orders.getOrderByIdWithoutToken, {
      providesTags: (_result, _error, arg) => [{ type: 'Orders', id: arg.params.id }],
    }),
    ordersUpdateOrdersByQueryObject: contractMutation(build, orders.updateOrdersByQueryObject, {
      invalidatesTags: (_result, _error, arg) => [
        LIST,
        { type: 'Orders', id: arg.body.queryObject._id },
        { type: 'Wallet', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useOrdersPlaceMutation,
  useOrdersGetOrdersByQueryObjectQuery,
  useOrdersGetOrderByIdWithoutTokenQuery,
  useOrdersUpdateOrdersByQueryObjectMutation,
} = ordersApi;
