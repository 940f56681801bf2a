// What a listing route's address asks for: the list's filter and its heading, and where the
// old list addresses now live. Memoised on the address, so a redraw keeps the same filter.
import { createSelector } from '@reduxjs/toolkit';
import type { ListingFilter } from '../../../shared/contract';
import { titleCase } from '../../../shared/domain';
import { listingRouteFilter } from './listingQuery';

export interface ListingRoute {
  filter: ListingFilter;
  heading: string;
  /** A search's results are not a page for search engines to keep. */
  noIndex: boolean;
}

/**
 * The filter and heading of /decors/list (searchText, tags, occassion or category in the query),
 * /decors/list/{categoryName} and /products/category/{code}: the filter the products call takes
 * (listingQuery.ts), and a heading naming what it asks for.
 */
export const listingRoute = createSelector(
  [
    (categoryName: string | undefined) => categoryName,
    (_categoryName: string | undefined, code: string | undefined) => code,
    (_categoryName: string | undefined, _code: string | undefined, search: string) => search,
  ],
  (categoryName, code, search): ListingRoute => {
    const filter = listingRouteFilter(categoryName, new URLSearchParams(search));
    const { searchText, category } = filter;
    const heading = searchText
      ? `Results for "${searchText}"`
      : category
        ? `${titleCase(category)} decorations`
        : code !== undefined
          ? 'Decorations'
          : 'All decorations';
    return { filter, heading, noIndex: searchText !== undefined };
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
