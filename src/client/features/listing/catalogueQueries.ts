// The catalogue's calls as the pages make them (a product page's own are in productQueries.ts): each builds its arguments from the customer's hub
// (selectEffectiveHubId), so a view names what it wants and never assembles a request.
import { useMemo } from 'react';
import type { ListingFilter } from '../../../shared/contract';
import { HOME_RAIL_FIELDS, HOME_RAIL_SIZE } from '../../../shared/contract/constants';
import { useHomepageBaseDataQuery } from '../../api/homepageApi';
import {
  useProductsGetProductsByFilterQuery,
  useProductsGetProductsByQueryObjQuery,
  useProductsKeywordListingQuery,
} from '../../api/productsApi';
import { useAppSelector } from '../../app/hooks';
import { selectEffectiveHubId } from '../location/locationSelectors';
import { CARD_FIELDS } from './listingCards';
import { listingPageArg, routeListing } from './listingQuery';

/** The home data's call for a hub (the hooks' and the pages' loaders' arguments are these). */
export const homepageDataArg = (hubId: string) => ({ query: { hubId } });

/** The home data (rails, service cities, add-on groups) for the customer's hub. */
export function useHomepageDataForHub() {
  const hubId = useAppSelector(selectEffectiveHubId);
  return useHomepageBaseDataQuery(homepageDataArg(hubId));
}

/** The call for whole products with those ids (see useProductsByIdsForHub). */
export function productsByIdsArg(
  ids: readonly string[],
  { limit, activeOnly = false }: { limit: number; activeOnly?: boolean },
  hubId: string,
) {
  const idFilter = { _id: { $in: [...ids] } };
  return {
    body: { queryObject: activeOnly ? { ...idFilter, active: true } : idFilter, limit, hubId },
  };
}

/**
 * Whole products with those ids (at most `limit`), priced for the customer's hub; `activeOnly`
 * leaves out decors taken off the catalogue. Nothing is asked for an empty list.
 */
export function useProductsByIdsForHub(
  ids: readonly string[],
  { limit, activeOnly = false }: { limit: number; activeOnly?: boolean },
) {
  const hubId = useAppSelector(selectEffectiveHubId);
  return useProductsGetProductsByQueryObjQuery(
    productsByIdsArg(ids, { limit, activeOnly }, hubId),
    {
      skip: ids.length === 0,
    },
  );
}

/** Rail cards (a projection) for a list of ids kept by this browser or account. */
export function useRailProductsForHub(ids: readonly string[]) {
  const hubId = useAppSelector(selectEffectiveHubId);
  return useProductsGetProductsByQueryObjQuery(
    {
      body: {
        queryObject: { _id: { $in: [...ids] } },
        limit: HOME_RAIL_SIZE,
        hubId,
        projectionString: HOME_RAIL_FIELDS,
      },
    },
    { skip: ids.length === 0 },
  );
}

/** The call for a /kw page's decors. */
export const keywordListingArg = (keyword: string, hubId: string) => ({
  body: { tags: ['KwpDecorsListing' as const], keyword, hubId, projectionString: CARD_FIELDS },
});

/** A /kw page's decors for the customer's hub; `valid` false asks for nothing. */
export function useKeywordListingForHub(keyword: string, valid: boolean) {
  const hubId = useAppSelector(selectEffectiveHubId);
  return useProductsKeywordListingQuery(keywordListingArg(keyword, hubId), { skip: !valid });
}

/**
 * The list a listing route opens with for the customer's hub, and its first page read by a
 * query, so that page is in the server's HTML and the browser's first render.
 */
export function useListingFirstPageForHub(filter: ListingFilter) {
  const hubId = useAppSelector(selectEffectiveHubId);
  const route = useMemo(() => routeListing(filter, hubId), [filter, hubId]);
  const firstPage = useProductsGetProductsByFilterQuery(listingPageArg(route, 0));
  return { route, firstPage };
}
