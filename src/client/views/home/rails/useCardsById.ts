import type { Product } from '../../../../shared/contract';
import { HOME_RAIL_SIZE } from '../../../../shared/contract/constants';
import { cardsInIdOrder } from '../../../features/listing/listingCards';
import { useRailProductsForHub } from '../../../features/listing/catalogueQueries';

/**
 * Cards for a list of product ids kept by this browser or account (recently viewed, the
 * wishlist), priced by the server for the customer's hub and shown in the ids' order.
 */
export function useCardsById(allIds: readonly string[]): Product[] {
  const ids = allIds.slice(0, HOME_RAIL_SIZE);
  const { data } = useRailProductsForHub(ids);
  return cardsInIdOrder(data?.products, ids.join(','));
}
