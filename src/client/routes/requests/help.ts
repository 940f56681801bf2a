import { contentApi } from '../../api/contentApi';
import { PREFETCH, type PageRequests } from './pageRequests';

/** The help and FAQ pages: the questions and answers. */
export const faqRequests: PageRequests = () => (dispatch) =>
  dispatch(contentApi.endpoints.contentFaqs.initiate(undefined, PREFETCH));
