import type { LazyFeature } from '../../app/injectFeature';
import { addAddressFormListeners } from './addressFormListeners';

/** The address form's effects (its state stays in the first load: the shell closes the form). */
export const addressFormFeature: LazyFeature = { addListeners: addAddressFormListeners };
