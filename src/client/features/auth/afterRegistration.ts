import type { CartState } from '../cart/cartSlice';

/** SPEC 4: a newly registered customer goes on to /checkout when a cart exists, otherwise to /. */
export const selectPathAfterRegistration = (state: { cart: CartState }) =>
  state.cart.status === 'filled' ? '/checkout' : '/';
