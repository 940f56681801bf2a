import type { ListingFilter, SortInfo } from '../../../shared/contract';
import { effectiveHubId } from '../../../shared/domain';
import type { AppThunk } from '../../app/appTypes';
import { injectFeature } from '../../app/injectFeature';
import { selectHubId } from '../location/locationSlice';
import { listingFeature } from './listingFeature';
import { DEFAULT_SORT, listingPageRequested, selectListing } from './listingSlice';
import { SORT_OPTIONS } from './sortOptions';

// Every page the listing asks for goes through this thunk, so it puts the paging effects in the
// store it runs on first (a second time adds nothing): they load with this module (the listing
// page), not in the first load.

/** A listing page for the hub of the selected location (views never pick the hub). */
export const requestListingPage =
  (request: {
    filter: ListingFilter;
    page: number;
    tagId?: string | null;
    sort?: SortInfo;
    headingName?: string | null;
  }): AppThunk =>
  (dispatch, getState) => {
    dispatch(injectFeature(listingFeature));
    dispatch(
      listingPageRequested({
        filter: request.filter,
        page: request.page,
        tagId: request.tagId ?? null,
        sort: request.sort ?? DEFAULT_SORT,
        hubId: effectiveHubId(selectHubId(getState())),
        ...(request.headingName === undefined ? {} : { headingName: request.headingName }),
      }),
    );
  };

/**
 * The next page of the list on screen, when the list scrolls to its end or 'Show more' is
 * pressed: none while a page is loading, after the last one, or before a list is asked for.
 */
export const nextListingPageRequested = (): AppThunk => (dispatch, getState) => {
  const listing = selectListing(getState());
  const { query } = listing;
  if (!query || listing.status === 'loading' || !listing.hasMore) return;
  dispatch(
    requestListingPage({
      filter: query.filter,
      page: listing.page + 1,
      tagId: query.tagId,
      sort: query.sort,
    }),
  );
};

/** A sort chosen by its type: the route's list from its first page, keeping the chosen type. */
export const listingSortChosen =
  (request: { filter: ListingFilter; sortType: string }): AppThunk =>
  (dispatch, getState) => {
    const sort = SORT_OPTIONS.find((option) => option.type === request.sortType);
    if (!sort) return;
    const tagId = selectListing(getState()).query?.tagId ?? null;
    dispatch(requestListingPage({ filter: request.filter, page: 0, tagId, sort }));
  };

/** A type chip pressed: the list of that type, or, pressed again, of every type. */
export const listingTagToggled =
  (request: { filter: ListingFilter; tagId: string }): AppThunk =>
  (dispatch, getState) => {
    const { query } = selectListing(getState());
    dispatch(
      requestListingPage({
        filter: request.filter,
        page: 0,
        tagId: query?.tagId === request.tagId ? null : request.tagId,
        sort: query?.sort,
      }),
    );
  };
