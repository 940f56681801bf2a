import { appConfig } from '../../../../../config/app.config';

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
}

/**
 * The title and meta description of the current route. React 19 hoists these elements into
 * the document head and removes them when the page unmounts, so the page on screen wins.
 */
export function PageMeta({ title, description, noIndex = false }: PageMetaProps) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={metaDescription(description)} />
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
