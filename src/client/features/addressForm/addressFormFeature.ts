import { injectFeature, type LazyFeature } from '../../app/lazyFeatures';
import { addAddressFormListeners } from './addressFormListeners';

/** The address form's effects (its state stays in the first load: the shell closes the form). */
export const addressFormFeature: LazyFeature = { addListeners: addAddressFormListeners };

export const injectAddressFormEffects = () => injectFeature(addressFormFeature);
