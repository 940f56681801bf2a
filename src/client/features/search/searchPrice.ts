import type { Product } from '../../../shared/contract';
import { MESSAGES } from '../../../shared/domain';
import { isPriceOnRequest, priceForHub } from '../cart/cartSlice';

export type SearchResultPrice =
  | { kind: 'onRequest'; message: string }
  | { kind: 'priced'; sellingPrice: number; costPrice: number; discountPct: number };

/**
 * A search result's prices for the hub: selling, struck cost and the whole-percent discount; a
 * decor priced on request shows 'Enquire for price' whatever prices it carries.
 */
export function searchResultPrice(
  product: Pick<Product, 'tags' | 'pricing' | 'resolvedPrice'>,
  hubId: string | null,
): SearchResultPrice {
  if (isPriceOnRequest(product, hubId))
    return { kind: 'onRequest', message: MESSAGES.enquireForPrice };
  const { sellingPrice, costPrice } = priceForHub(product, hubId);
  const discountPct =
    costPrice > sellingPrice && costPrice > 0
      ? Math.round(((costPrice - sellingPrice) * 100) / costPrice)
      : 0;
  return { kind: 'priced', sellingPrice, costPrice, discountPct };
}
