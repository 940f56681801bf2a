import { routes } from '../../shared/contract/routes';
import { api } from './api';
import { contractQuery } from './contractEndpoints';

const { content } = routes;

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    contentFaqs: contractQuery(build, content.faqs),
    contentPolicy: contractQuery(build, content.policy),
    contentSitemap: contractQuery(build, content.sitemap),
  }),
});

export const { useContentFaqsQuery, useContentPolicyQuery, useContentSitemapQuery } = contentApi;
