import type { LazyFeature } from '../../app/injectFeature';
import { addCheckoutListeners } from './checkoutListeners';

/**
 * Paying and placing orders: effects only the payment, payment-return and order pages start, so
 * they load with those pages (the checkout's state stays in the first load).
 */
export const checkoutFeature: LazyFeature = { addListeners: addCheckoutListeners };
