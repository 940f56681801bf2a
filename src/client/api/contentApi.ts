import { content } from '../../shared/contract/routes/content';
import { api } from './api';
import { contractQuery } from './contractEndpoints';

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    contentFaqs: contractQuery(build, content.faqs),
    contentPolicy: contractQuery(build, content.policy),
    contentSitemap: contractQuery(build, content.sitemap),
  }),
});

export const { useContentFaqsQuery, useContentPolicyQuery, useContentSitemapQuery } = contentApi;
