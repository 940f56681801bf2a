import type { LazyFeature } from '../../app/injectFeature';
import { addProfileListeners } from './profileListeners';

/**
 * Saving the profile: the effect loads with the profile card, the only place that saves it.
 */
export const profileFeature: LazyFeature = { addListeners: addProfileListeners };
