// The content calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const content: Routes['content'] = {
  faqs: { method: 'GET', path: '/api/content/faqs', auth: 'none' },
  policy: { method: 'GET', path: '/api/content/policy/:slug', auth: 'none' },
  sitemap: { method: 'GET', path: '/api/content/sitemap', auth: 'none' },
};
