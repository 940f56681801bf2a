import type { Product } from '../../../shared/contract';
import { priceForHub } from '../cart/cartSlice';

/** A search result's prices for the hub: selling, struck cost and the whole-percent discount. */
export function searchResultPrice(
  product: Pick<Product, 'pricing' | 'resolvedPrice'>,
  hubId: string | null,
) {
  const { sellingPrice, costPrice } = priceForHub(product, hubId);
  const discountPct =
    costPrice > sellingPrice && costPrice > 0
      ? Math.round(((costPrice - sellingPrice) * 100) / costPrice)
      : 0;
  return { sellingPrice, costPrice, discountPct };
}
