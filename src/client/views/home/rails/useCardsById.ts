import { useMemo } from 'react';
import type { Product } from '../../../../shared/contract';
import { HOME_RAIL_FIELDS, HOME_RAIL_SIZE } from '../../../../shared/contract/constants';
import { effectiveHubId } from '../../../../shared/domain';
import { useProductsGetProductsByQueryObjQuery } from '../../../api/productsApi';
import { useAppSelector } from '../../../app/hooks';
import { listingProducts } from '../../../features/listing/listingCards';
import { selectHubId } from '../../../features/location/locationSlice';

/**
 * Cards for a list of product ids kept by this browser or account (recently viewed, the
 * wishlist), priced by the server for the customer's hub and shown in the ids' order.
 */
export function useCardsById(allIds: readonly string[]): Product[] {
  const ids = allIds.slice(0, HOME_RAIL_SIZE);
  const hubId = effectiveHubId(useAppSelector(selectHubId));
  const { data } = useProductsGetProductsByQueryObjQuery(
    {
      body: {
        queryObject: { _id: { $in: ids } },
        limit: HOME_RAIL_SIZE,
        hubId,
        projectionString: HOME_RAIL_FIELDS,
      },
    },
    { skip: ids.length === 0 },
  );
  const key = ids.join(',');
  return useMemo(() => {
    if (!data || key === '') return [];
    const byId = new Map(listingProducts(data.products).map((card) => [card._id, card]));
    return key.split(',').flatMap((id) => byId.get(id) ?? []);
  }, [data, key]);
}
