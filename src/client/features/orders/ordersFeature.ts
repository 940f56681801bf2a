import { injectFeature, type LazyFeature } from '../../app/lazyFeatures';
import { addOrdersListeners } from './ordersListeners';

/**
 * Cancelling, rescheduling and rating an order: the effects load with the dialogs that make
 * those changes (the order dialogs and the slot picker).
 */
export const ordersFeature: LazyFeature = { addListeners: addOrdersListeners };

export const injectOrdersEffects = () => injectFeature(ordersFeature);
