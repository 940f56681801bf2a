import type { RootState } from '../../app/appTypes';
import { DEFAULT_SORT, selectListing } from './listingSlice';

/** The sort the list on screen uses: the default one until another is chosen. */
export const selectListingSortType = (state: RootState): string | undefined =>
  selectListing(state).query?.sort.type ?? DEFAULT_SORT.type;

/** Whether a type chip is the one the list on screen is narrowed to. */
export const selectListingTagPressed = (state: RootState, tagId: string): boolean =>
  selectListing(state).query?.tagId === tagId;
