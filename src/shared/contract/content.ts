import { Type } from '@sinclair/typebox';
import { defineCall } from './core';
import { Faq, Policy, PolicySlug, SitemapEntry } from './entities';
import { Success } from './envelope';
import { Strict } from './primitives';

export const content = {
  faqs: defineCall({
    method: 'GET',
    path: '/api/content/faqs',
    auth: 'none',
    summary: 'All FAQs, in display order.',
    response: Success({ faqs: Type.Array(Faq, { maxItems: 500 }) }),
    errors: [],
  }),
  policy: defineCall({
    method: 'GET',
    path: '/api/content/policy/:slug',
    auth: 'none',
    summary: 'One policy page: privacy, terms, shippingPolicy or cancellation.',
    params: Strict({ slug: PolicySlug }),
    response: Success({ policy: Policy }),
    errors: [400, 404],
  }),
  sitemap: defineCall({
    method: 'GET',
    path: '/api/content/sitemap',
    auth: 'none',
    summary: 'The entries behind /sitemap.xml: static pages, listings, products and keyword pages.',
    response: Success({ entries: Type.Array(SitemapEntry, { maxItems: 50_000 }) }),
    errors: [],
  }),
} as const;
