import type { LazyFeature } from '../../app/injectFeature';
import { addOrdersListeners } from './ordersListeners';

/**
 * Cancelling, rescheduling and rating an order: the effects load with the dialogs that make
 * those changes (the order dialogs and the slot picker).
 */
export const ordersFeature: LazyFeature = { addListeners: addOrdersListeners };
