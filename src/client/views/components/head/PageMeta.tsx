import { useLocation } from 'react-router';
import { appConfig } from '../../../../../config/app.config';
import { useSiteOrigin } from '../../../app/site';
import { canonicalUrl, shareImageUrl } from '../../../features/seo/urls';

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

/** The document title of a page: its own name, then the product's; the home page has none. */
export function pageTitle(title?: string | null): string {
  return title ? `${title} | ${appConfig.shortName}` : appConfig.name;
}

/** One line of at most DESCRIPTION_LENGTH characters, cut at a word with an ellipsis. */
export function metaDescription(text?: string | null): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim() || appConfig.description;
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  // Back off to the last whole word unless the cut already ends one; one huge word is cut as is.
  const space = line[cut.length] === ' ' ? cut.length : cut.lastIndexOf(' ');
  const words = space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,.;:]+$/, '')}…`;
}

export interface PageMetaProps {
  /** The page's own name, e.g. a product's; the site name is added after it. */
  title?: string | null;
  /** What the page offers, for search results; the site's description when left out. */
  description?: string | null;
  /** Private and error pages ask search engines to leave them out of their index. */
  noIndex?: boolean;
  /** The picture of link previews (site path or absolute URL); the site's card without one. */
  image?: string | null;
  /** Open Graph type: 'product' on a product page. */
  type?: 'website' | 'product';
  /** The page's own path when the address may spell it otherwise (a product's name slug). */
  path?: string;
  /** Query parameters that change what the page shows; the canonical URL keeps only these. */
  params?: readonly string[];
}

/**
 * The head tags of the current route: title, description, canonical URL, Open Graph and
 * Twitter card. React 19 hoists these elements into the document head and removes them when
 * the page unmounts, so the page on screen wins. A page kept out of the index names no
 * canonical URL, which would contradict its noindex.
 */
export function PageMeta({
  title,
  description,
  noIndex = false,
  image,
  type = 'website',
  path,
  params,
}: PageMetaProps) {
  const origin = useSiteOrigin();
  const location = useLocation();
  const url = canonicalUrl(origin, path ?? location.pathname, location.search, params);
  const shareTitle = title || appConfig.name;
  const text = metaDescription(description);
  const picture = shareImageUrl(origin, image);
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={text} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={appConfig.shortName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={picture} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={shareTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={picture} />
    </>
  );
}
