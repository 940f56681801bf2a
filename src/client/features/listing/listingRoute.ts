// What a listing route's address asks for: the list's filter and its heading, and where the
// old list addresses now live. Memoised on the address, so a redraw keeps the same filter.
import { createSelector } from '@reduxjs/toolkit';
import type { ListingFilter } from '../../../shared/contract';
import { titleCase } from '../../../shared/domain';

export interface ListingRoute {
  filter: ListingFilter;
  heading: string;
  /** A search's results are not a page for search engines to keep. */
  noIndex: boolean;
}

/**
 * The filter and heading of /decors/list (searchText, tags, occassion or category in the query),
 * /decors/list/{categoryName} and /products/category/{code}; each text cut to the length the
 * products call takes.
 */
export const listingRoute = createSelector(
  [
    (categoryName: string | undefined) => categoryName,
    (_categoryName: string | undefined, code: string | undefined) => code,
    (_categoryName: string | undefined, _code: string | undefined, search: string) => search,
  ],
  (categoryName, code, search): ListingRoute => {
    const params = new URLSearchParams(search);
    const filter: ListingFilter = {};
    const searchText = params.get('searchText')?.trim();
    const tags = params.get('tags')?.trim();
    const occasion = params.get('occassion')?.trim();
    const category = categoryName ?? occasion ?? params.get('category') ?? undefined;
    if (searchText) filter.searchText = searchText.slice(0, 100);
    if (tags) filter.tags = tags.slice(0, 300);
    if (category) filter.category = category.slice(0, 60);
    const heading = searchText
      ? `Results for "${searchText}"`
      : category
        ? `${titleCase(category)} decorations`
        : code !== undefined
          ? 'Decorations'
          : 'All decorations';
    return { filter, heading, noIndex: filter.searchText !== undefined };
  },
);

/** SPEC 2: the old /products/{type}/{text} list pages now live under /decors/list. */
export function oldProductsTarget(type: string, text: string, search: string): string {
  const params = new URLSearchParams(search);
  if (type === 'search') params.set('searchText', text.replace(/-/g, ' '));
  return type === 'search'
    ? `/decors/list?${params}`
    : `/decors/list/${encodeURIComponent(text)}${search}`;
}
