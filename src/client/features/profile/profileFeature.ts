import { injectFeature, type LazyFeature } from '../../app/lazyFeatures';
import { addProfileListeners } from './profileListeners';

/**
 * Saving the profile: the effect loads with the profile card, the only place that saves it.
 */
export const profileFeature: LazyFeature = { addListeners: addProfileListeners };

export const injectProfileEffects = () => injectFeature(profileFeature);
