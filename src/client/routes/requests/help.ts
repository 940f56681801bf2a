import { contentApi } from '../../api/contentApi';
import { prefetched, type PageRequests } from './pageRequests';

/** The help and FAQ pages: the questions and answers. */
export const faqRequests: PageRequests = () => (dispatch) =>
  prefetched(dispatch(contentApi.endpoints.contentFaqs.initiate(undefined)));
