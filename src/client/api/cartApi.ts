import { cart } from '../../shared/contract/routes/cart';
import { api } from './api';
import { contractMutation } from './contractEndpoints';

const CART = { type: 'Cart', id: 'CURRENT' } as const;

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Time slots default to the caller's cart, so a cart change refreshes them too.
    cartCreateUpdate: contractMutation(build, cart.createUpdate, { invalidatesTags: [CART] }),
    cartDelete: contractMutation(build, cart.delete, { invalidatesTags: [CART] }),
  }),
});

export const { useCartCreateUpdateMutation, useCartDeleteMutation } = cartApi;
