// /sitemap.xml and /robots.txt of the web server (sitemaps.org protocol 0.9, RFC 9309): both
// name pages by absolute URL on the web origin, which only the server knows at run time.
import type { SitemapEntry } from '../../shared/contract';
import { absoluteUrl } from '../../shared/domain';
import type { Db } from '../db/client';
import { sitemap } from './catalogue/content';

/** Where the web server gets the sitemap's pages: the catalogue database in `npm start`. */
export type SitemapSource = () => Promise<readonly SitemapEntry[]>;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

export function renderSitemap(entries: readonly SitemapEntry[], webOrigin: string): string {
  const urls = entries.map((entry) => {
    const fields = [
      `<loc>${escapeXml(absoluteUrl(webOrigin, entry.loc))}</loc>`,
      entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '',
      entry.changefreq ? `<changefreq>${entry.changefreq}</changefreq>` : '',
      entry.priority === undefined ? '' : `<priority>${entry.priority}</priority>`,
    ];
    return `  <url>${fields.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every `Sitemap:` line of robots.txt made absolute on the web origin, as crawlers require. */
export function robotsWithSitemap(robots: string, webOrigin: string): string {
  return robots.replace(
    /^(Sitemap:[ \t]*)(\/\S*)[ \t]*(?=\r?$)/gim,
    (_line, label: string, path: string) => `${label}${absoluteUrl(webOrigin, path)}`,
  );
}

/** The sitemap's pages straight from the catalogue: products, categories, keyword and city pages. */
export function databaseSitemap(db: Db, webOrigin: string): SitemapSource {
  return async () => (await sitemap({ db, origin: webOrigin })).entries;
}
