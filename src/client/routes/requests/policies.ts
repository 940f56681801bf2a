import { contentApi } from '../../api/contentApi';
import { PREFETCH, type PageRequests } from './pageRequests';

/** A policy page: its text. */
export const policyRequests =
  (slug: 'privacy' | 'terms' | 'shippingPolicy' | 'cancellation'): PageRequests =>
  () =>
  (dispatch) =>
    dispatch(contentApi.endpoints.contentPolicy.initiate({ params: { slug } }, PREFETCH));
