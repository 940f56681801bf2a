// Where a submitted product search goes: the same rule for the nav box (with JavaScript) and
// the web server's `/search?q=` (the box's form without it).
import { isProductSearchReady } from './validation';

/** The longest search text a listing takes (the listing call's `searchText`). */
export const SEARCH_TEXT_MAX = 100;

const ID_LIST = /^\/\s*([A-Za-z0-9_-]+(?:\s*,\s*[A-Za-z0-9_-]+)*)\s*,?\s*$/;

/** '/id1,id2' opens the predefined list of those ids; null for any other text. */
export function idsShortcut(text: string): string[] | null {
  const match = ID_LIST.exec(text.trim());
  if (!match?.[1]) return null;
  return [...new Set(match[1].split(',').map((id) => id.trim()))];
}

/**
 * The page a submitted search opens: an id list opens /decors/predefined with those ids, text of
 * 3 or more characters opens /decors/list filtered by it; null for text too short to search.
 */
export function searchPath(query: string): string | null {
  const ids = idsShortcut(query);
  if (ids !== null) return `/decors/predefined?${new URLSearchParams({ ids: ids.join(',') })}`;
  if (!isProductSearchReady(query)) return null;
  return `/decors/list?${new URLSearchParams({ searchText: query.trim().slice(0, SEARCH_TEXT_MAX) })}`;
}
