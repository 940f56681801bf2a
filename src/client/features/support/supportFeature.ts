import type { LazyFeature } from '../../app/injectFeature';
import { addSupportListeners } from './supportListeners';
import { supportSlice } from './supportSlice';

/** The support console's state and effects, injected when the console's module loads. */
export const supportFeature: LazyFeature = {
  slice: supportSlice,
  addListeners: addSupportListeners,
};
