import type { Product } from '../../../shared/contract';
import { isOnDemandBooking, resolvePrice, type Price } from '../../../shared/domain';

/**
 * SPEC 2: 'Enquire for price' (the on-demand tag, or no selling price at the hub). Such a decor
 * is booked by call or chat, never priced or added to the cart here, whatever prices it carries.
 */
export function isPriceOnRequest(
  product: Pick<Product, 'tags' | 'pricing' | 'resolvedPrice'>,
  hubId: string | null,
): boolean {
  if (isOnDemandBooking(product.tags)) return true;
  const { sellingPrice } = priceForHub(product, hubId);
  return !Number.isFinite(sellingPrice) || sellingPrice <= 0;
}

/** A product's or add-on's price for the cart's hub (the server's resolved price when it matches). */
export function priceForHub(
  item: Pick<Product, 'pricing' | 'resolvedPrice'>,
  hubId: string | null,
): Price {
  const { resolvedPrice } = item;
  if (resolvedPrice && (hubId === null || resolvedPrice.hubId === hubId)) return resolvedPrice;
  return resolvePrice(item.pricing, hubId);
}
