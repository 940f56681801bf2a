import type {
  contract,
  CallResponse,
  FilterTag,
  ListingFilter,
  Product,
} from '../../../shared/contract';
import { LISTING_PAGE_SIZE } from '../../../shared/contract/constants';
import type { EndpointArg } from '../../api/contractEndpoints';
import { DEFAULT_SORT, sameListing, type ListingQuery, type ListingState } from './listingSlice';
import { CARD_FIELDS, listingProducts } from './listingCards';

type ByFilter = typeof contract.products.getProductsByFilter;
export type ListingPageAnswer = CallResponse<ByFilter>;

/**
 * The products call for one page of a list. The listener's fetch and the page's first-page
 * query build it here, so they share one cache entry and the page is fetched once.
 */
export function listingPageArg(
  { filter, tagId, sort, hubId }: ListingQuery,
  page: number,
): EndpointArg<ByFilter> {
  return {
    body: {
      skip: page * LISTING_PAGE_SIZE,
      limit: LISTING_PAGE_SIZE,
      filter,
      hubId,
      active: true,
      selectedFilterTagObjectId: tagId,
      variantExclude: true,
      sort,
      queryObject: {},
      tag: 'getProductsByFilter',
      projectionString: CARD_FIELDS,
    },
  };
}

/** The list a listing route opens with: no type chosen, the default sort, the visitor's hub. */
export const routeListing = (filter: ListingFilter, hubId: string): ListingQuery => ({
  filter,
  tagId: null,
  sort: DEFAULT_SORT,
  hubId,
});

export interface ListingView {
  products: readonly Product[];
  /** 'list' while a new list loads, 'page' while a further page loads. */
  loading: 'list' | 'page' | null;
  subcategories: readonly FilterTag[];
  showMore: boolean;
  empty: boolean;
}

const NO_TAGS: readonly FilterTag[] = [];

/**
 * What a listing page shows. The route's first page comes from its own query, so it is in the
 * server's HTML and in the browser's first render; the list machine takes over once it holds
 * this route's list (further pages, another sort or type).
 */
export function listingView(
  listing: ListingState,
  route: ListingQuery,
  firstPage: { data: ListingPageAnswer | undefined; isError: boolean },
): ListingView {
  const query = listing.query;
  const current =
    query !== null &&
    query.hubId === route.hubId &&
    JSON.stringify(query.filter) === JSON.stringify(route.filter);
  const loadingList = listing.status === 'loading' && listing.pendingPage === 0;
  if (current && listing.status !== 'idle' && !loadingList) {
    return {
      products: listing.products,
      loading: listing.status === 'loading' ? 'page' : null,
      subcategories: listing.subcategories,
      showMore: listing.hasMore && listing.status === 'loaded',
      empty: listing.status !== 'loading' && listing.products.length === 0,
    };
  }
  if (current && loadingList && !sameListing(query, route)) {
    return {
      products: [],
      loading: 'list',
      subcategories: listing.subcategories,
      showMore: false,
      empty: false,
    };
  }
  const { data, isError } = firstPage;
  return {
    products: data ? listingProducts(data.products) : [],
    loading: data || isError ? null : 'list',
    subcategories: data?.categoriesByTags ?? NO_TAGS,
    showMore: data !== undefined && !data.isLast,
    empty: isError || data?.products.length === 0,
  };
}

/**
 * The filter a listing route asks for, from its path's category and its query string (the listing
 * page reads its route the same way, with its heading).
 */
export function listingRouteFilter(
  categoryName: string | undefined,
  params: URLSearchParams,
): ListingFilter {
  const filter: ListingFilter = {};
  const searchText = params.get('searchText')?.trim();
  const tags = params.get('tags')?.trim();
  const occasion = params.get('occassion')?.trim();
  const category = categoryName ?? occasion ?? params.get('category') ?? undefined;
  if (searchText) filter.searchText = searchText.slice(0, 100);
  if (tags) filter.tags = tags.slice(0, 300);
  if (category) filter.category = category.slice(0, 60);
  return filter;
}
