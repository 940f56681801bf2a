// What a page's loader starts: the page's RTK Query requests, with the same arguments its views'
// hooks use, so a view finds its data in the cache (or on its way) instead of asking again. They
// start without a subscription of their own: the views' hooks hold the entries, so each entry
// lives as long as it would have without the loader, and an entry the state already answers (the
// server's, in a hydrating browser) is not asked for again.
import type { Params } from 'react-router';
import { homepageApi } from '../../api/homepageApi';
import type { AppThunk } from '../../app/appTypes';

/** Where the page is: its route's params, its URL, and whether it is drawn for a wide screen. */
export interface PageMatch {
  params: Params;
  url: URL;
  wide: boolean;
}

/** Starts a page's requests; resolves once they (and those that depend on them) are answered. */
export type PageRequests = (page: PageMatch) => AppThunk<Promise<unknown>>;

/** Started by a loader: the views' hooks subscribe. */
export const PREFETCH = { subscribe: false } as const;

/** The banners a product grid shows among its cards on a wide screen (ProductGrid). */
export const gridBanners =
  (wide: boolean): AppThunk<Promise<unknown>> =>
  (dispatch) => {
    if (!wide) return Promise.resolve();
    const { homepageGetBanners } = homepageApi.endpoints;
    return Promise.all([
      dispatch(
        homepageGetBanners.initiate(
          { body: { queryObject: { placeType: 'listing', device: 'desktop' }, limit: 10 } },
          PREFETCH,
        ),
      ),
      dispatch(
        homepageGetBanners.initiate(
          { body: { queryObject: { placeType: 'listingWide', device: 'desktop' }, limit: 10 } },
          PREFETCH,
        ),
      ),
    ]);
  };
