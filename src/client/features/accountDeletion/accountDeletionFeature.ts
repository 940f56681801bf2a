import type { LazyFeature } from '../../app/injectFeature';
import { addAccountDeletionListeners } from './accountDeletionListeners';
import { accountDeletionSlice } from './accountDeletionSlice';

/** The account deletion page's state and effects, injected when the page's module loads. */
export const accountDeletionFeature: LazyFeature = {
  slice: accountDeletionSlice,
  addListeners: addAccountDeletionListeners,
};
