// What a page's loader starts: the page's RTK Query requests, with the same arguments its views'
// hooks use, so a view finds its data in the cache (or on its way) instead of asking again. A
// loader's subscription ends once its request is answered: by then the views' hooks hold the
// entry, so each entry lives as long as it would have without the loader. An entry the state
// already answers (the server's, in a hydrating browser) is not asked for again.
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

/** A loader's request: its subscription ends once it is answered (the views' hooks hold it). */
export function prefetched<Request extends PromiseLike<unknown> & { unsubscribe(): void }>(
  request: Request,
): Request {
  void Promise.resolve(request).then(() => request.unsubscribe());
  return request;
}

/** The banners a product grid shows among its cards on a wide screen (ProductGrid). */
export const gridBanners =
  (wide: boolean): AppThunk<Promise<unknown>> =>
  (dispatch) => {
    if (!wide) return Promise.resolve();
    const { homepageGetBanners } = homepageApi.endpoints;
    return Promise.all([
      prefetched(
        dispatch(
          homepageGetBanners.initiate({
            body: { queryObject: { placeType: 'listing', device: 'desktop' }, limit: 10 },
          }),
        ),
      ),
      prefetched(
        dispatch(
          homepageGetBanners.initiate({
            body: { queryObject: { placeType: 'listingWide', device: 'desktop' }, limit: 10 },
          }),
        ),
      ),
    ]);
  };
