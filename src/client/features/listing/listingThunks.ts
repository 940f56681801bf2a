import type { ListingFilter, SortInfo } from '../../../shared/contract';
import { effectiveHubId } from '../../../shared/domain';
import type { AppThunk } from '../../app/appTypes';
import { injectFeature } from '../../app/injectFeature';
import { selectHubId } from '../location/locationSlice';
import { listingFeature } from './listingFeature';
import { DEFAULT_SORT, listingPageRequested } from './listingSlice';

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
