import { contentApi } from '../../api/contentApi';
import { prefetched, type PageRequests } from './pageRequests';

/** A policy page: its text. */
export const policyRequests =
  (slug: 'privacy' | 'terms' | 'shippingPolicy' | 'cancellation'): PageRequests =>
  () =>
  (dispatch) =>
    prefetched(dispatch(contentApi.endpoints.contentPolicy.initiate({ params: { slug } })));
